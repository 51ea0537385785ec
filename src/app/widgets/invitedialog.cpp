#include "invitedialog.h"

#include "controllers/tablecontroller.h"

#include "document.h"
#include "tableserver/tableserver.h"
#include "widgets/qrcode.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace bm {

InviteDialog::InviteDialog(Document *document, TableController *table, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_table(table)
    , m_server(table->server())
{
    setObjectName(QStringLiteral("inviteDialog"));
    setWindowTitle(tr("Invite Players"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Each player opens their link on a phone, tablet or laptop on this network and sees the "
                                "map as their character knows it. The links work while this window's server runs."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_address = new QComboBox(this);
    m_address->setObjectName(QStringLiteral("inviteAddressCombo"));
    for (const QHostAddress &a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
            m_address->addItem(tr("This network (%1)").arg(a.toString()), a.toString());
    m_address->addItem(tr("This computer only (127.0.0.1)"), QStringLiteral("127.0.0.1"));
    const QSettings settings;
    const int remembered = m_address->findData(settings.value(QStringLiteral("table/address")).toString());
    if (remembered >= 0)
        m_address->setCurrentIndex(remembered);
    form->addRow(tr("&Address:"), m_address);
    auto *portRow = new QHBoxLayout;
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("invitePortSpin"));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("any free port"));
    m_port->setValue(settings.value(QStringLiteral("table/port"), 8765).toInt());
    m_startStop = new QPushButton(this);
    m_startStop->setObjectName(QStringLiteral("inviteStartButton"));
    m_startStop->setAutoDefault(false);
    portRow->addWidget(m_port, 1);
    portRow->addWidget(m_startStop);
    form->addRow(tr("&Port:"), portRow);
    static_cast<QLabel *>(form->labelForField(portRow))->setBuddy(m_port);
    layout->addLayout(form);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("inviteStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto *body = new QHBoxLayout;
    m_seats = new QTableWidget(0, 3, this);
    m_seats->setObjectName(QStringLiteral("inviteSeats"));
    m_seats->setHorizontalHeaderLabels({tr("Seat"), tr("Connected"), tr("Link")});
    m_seats->verticalHeader()->hide();
    m_seats->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_seats->setSelectionMode(QAbstractItemView::SingleSelection);
    m_seats->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_seats->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    body->addWidget(m_seats, 1);
    auto *side = new QVBoxLayout;
    m_qr = new QLabel(this);
    m_qr->setObjectName(QStringLiteral("inviteQr"));
    m_qr->setFixedSize(200, 200);
    m_qr->setAlignment(Qt::AlignCenter);
    m_qr->setWordWrap(true);
    side->addWidget(m_qr);
    m_copy = new QPushButton(tr("&Copy Link"), this);
    m_copy->setObjectName(QStringLiteral("inviteCopyButton"));
    m_renew = new QPushButton(tr("&Renew Link"), this);
    m_renew->setObjectName(QStringLiteral("inviteRenewButton"));
    m_renew->setToolTip(tr("A new link for this seat: the old one stops working at once"));
    for (QPushButton *b : {m_copy, m_renew}) {
        b->setAutoDefault(false);
        side->addWidget(b);
    }
    side->addStretch(1);
    body->addLayout(side);
    layout->addLayout(body, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);

    connect(m_startStop, &QPushButton::clicked, this, [this] {
        if (m_server->isListening())
            stop();
        else
            start();
    });
    connect(m_seats, &QTableWidget::itemSelectionChanged, this, &InviteDialog::showQr);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        const int row = m_seats->currentRow();
        if (row >= 0)
            QApplication::clipboard()->setText(linkAt(row));
    });
    connect(m_renew, &QPushButton::clicked, this, [this] {
        const int row = m_seats->currentRow();
        if (row < 0)
            return;
        const QString key = m_seats->item(row, 0)->data(Qt::UserRole).toString();
        m_server->renew(key);
        m_seats->selectRow(row);
    });
    connect(m_server, &TableServer::seatsChanged, this, &InviteDialog::refresh);
    resize(720, 420);
    refresh();
}

QString InviteDialog::linkAt(int row) const
{
    const QTableWidgetItem *item = m_seats->item(row, 2);
    return item ? item->text() : QString();
}

bool InviteDialog::start()
{
    const QString host = m_address->currentData().toString();
    const quint16 port = m_table->serve(QHostAddress(host), quint16(m_port->value()));
    if (port == 0) {
        m_problem = tr("Can't listen on %1, port %2: another program may use it. Pick another port.").arg(host).arg(m_port->value());
        refresh();
        return false;
    }
    m_problem.clear();
    m_host = host;
    QSettings settings;
    settings.setValue(QStringLiteral("table/address"), host);
    settings.setValue(QStringLiteral("table/port"), m_port->value());
    refresh();
    m_seats->selectRow(0);
    return true;
}

void InviteDialog::stop()
{
    m_server->clearSeats();
    m_server->close();
    refresh();
}

void InviteDialog::refresh()
{
    const bool on = m_server->isListening();
    m_startStop->setText(on ? tr("&Stop") : tr("&Start"));
    m_address->setEnabled(!on);
    m_port->setEnabled(!on);
    if (on)
        m_status->setText(tr("Serving on port %1: %n device(s) connected", nullptr, m_server->connectedCount()).arg(m_server->port()));
    else
        m_status->setText(m_problem.isEmpty() ? tr("Not serving: press Start") : m_problem);
    const int selected = m_seats->currentRow();
    const auto seats = on ? m_server->seats() : QList<QPair<QString, Seat>>();
    m_seats->setRowCount(int(seats.size()));
    const Encounter &e = m_document->encounter();
    for (int row = 0; row < seats.size(); ++row) {
        const auto &[key, seat] = seats[row];
        const Creature *c = seat.wholeParty() ? nullptr : e.creature(seat.creature);
        auto *name = new QTableWidgetItem(seat.wholeParty() ? tr("The whole party") : c ? c->name : seat.creature);
        name->setData(Qt::UserRole, key);
        m_seats->setItem(row, 0, name);
        m_seats->setItem(row, 1, new QTableWidgetItem(QString::number(m_server->connectedCount(key))));
        m_seats->setItem(row, 2, new QTableWidgetItem(QStringLiteral("http://%1:%2/#%3").arg(m_host).arg(m_server->port()).arg(key)));
    }
    if (selected >= 0 && selected < m_seats->rowCount())
        m_seats->selectRow(selected);
    m_copy->setEnabled(on);
    m_renew->setEnabled(on);
    showQr();
}

void InviteDialog::showQr()
{
    const int row = m_seats->currentRow();
    if (row < 0 || row >= m_seats->rowCount()) {
        m_qr->setPixmap({});
        m_qr->setText(tr("Start the server to get the links"));
        return;
    }
    const QImage code = qrCode(linkAt(row), 4);
    m_qr->setPixmap(QPixmap::fromImage(code.scaled(m_qr->size(), Qt::KeepAspectRatio, Qt::FastTransformation)));
}

} // namespace bm
