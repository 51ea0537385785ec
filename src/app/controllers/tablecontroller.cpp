#include "tablecontroller.h"

#include "document.h"
#include "table/seat.h"
#include "tableserver/tableserver.h"
#include "widgets/invitedialog.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace bm {

TableController::TableController(Document *document, QMainWindow *window, QAction *before)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_server(new TableServer(this))
    , m_menu(new QMenu(window))
    , m_invite(new QAction(this))
{
    m_menu->setObjectName(QStringLiteral("menuTable"));
    m_invite->setObjectName(QStringLiteral("actionInvitePlayers"));
    m_menu->addAction(m_invite);
    window->menuBar()->insertMenu(before, m_menu);
    connect(m_invite, &QAction::triggered, this, [this] { invite(); });
    // What a seat may know, from the document as it is now (core/table).
    m_server->setSnapshotSource([this](const Seat &seat) {
        return seatSnapshot(m_document->encounter(), m_document->sightMap(), m_document->fog(), seat);
    });
    for (auto signal : {&Document::creaturesChanged, &Document::mapChanged, &Document::fogChanged})
        connect(m_document, signal, m_server, &TableServer::publish);
    // Another encounter: the seats were this one's.
    connect(m_document, &Document::encounterReset, this, [this] {
        m_server->clearSeats();
        m_server->close();
    });
    retranslate();
}

TableController::~TableController() = default;

InviteDialog *TableController::invite()
{
    if (!m_dialog) {
        m_dialog = new InviteDialog(m_document, m_server, m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_dialog->show();
    m_dialog->raise();
    return m_dialog;
}

void TableController::retranslate()
{
    m_menu->setTitle(tr("&Table"));
    m_invite->setText(tr("&Invite Players…"));
    m_invite->setStatusTip(tr("Serve the map to the players' own devices, each seeing what their character knows"));
}

} // namespace bm
