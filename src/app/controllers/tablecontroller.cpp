#include "tablecontroller.h"

#include "commands/combatcommands.h"
#include "document.h"
#include "render/maprenderer.h"
#include "rules/sight.h"
#include "table/seat.h"
#include "tableserver/tableserver.h"
#include "widgets/invitedialog.h"

#include <QAction>
#include <QActionGroup>
#include <QJsonArray>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSettings>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

constexpr const char *kPlayersMayKey = "table/playersMay";

} // namespace

TableController::TableController(Document *document, QMainWindow *window, QAction *before)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_server(new TableServer(this))
    , m_referee(new TableReferee(
          m_server,
          TableReferee::World{[document]() -> const Encounter & { return document->encounter(); },
                              [document]() -> const SightMap & { return document->sightMap(); },
                              [document]() -> const FogOfWar & { return document->fog(); },
                              [document]() -> MovementEngine & { return document->engine(); }},
          [document](const QString &text, const std::function<void(Encounter &)> &change) { pushCombatEdit(document, text, change); },
          this))
    , m_menu(new QMenu(window))
    , m_mayMenu(new QMenu(window))
    , m_invite(new QAction(this))
    , m_mayGroup(new QActionGroup(this))
    , m_mayWatch(new QAction(this))
    , m_mayTurn(new QAction(this))
    , m_mayAsk(new QAction(this))
{
    m_menu->setObjectName(QStringLiteral("menuTable"));
    m_mayMenu->setObjectName(QStringLiteral("menuPlayersMay"));
    m_invite->setObjectName(QStringLiteral("actionInvitePlayers"));
    m_mayWatch->setObjectName(QStringLiteral("actionPlayersWatch"));
    m_mayTurn->setObjectName(QStringLiteral("actionPlayersActOnTheirTurn"));
    m_mayAsk->setObjectName(QStringLiteral("actionPlayersAskTheGm"));
    m_menu->addAction(m_invite);
    m_menu->addMenu(m_mayMenu);
    for (QAction *a : {m_mayWatch, m_mayTurn, m_mayAsk}) {
        a->setCheckable(true);
        m_mayGroup->addAction(a);
        m_mayMenu->addAction(a);
    }
    window->menuBar()->insertMenu(before, m_menu);
    connect(m_invite, &QAction::triggered, this, [this] { invite(); });
    connect(m_mayWatch, &QAction::triggered, this, [this] { setPlayersMay(PlayersMay::Watch); });
    connect(m_mayTurn, &QAction::triggered, this, [this] { setPlayersMay(PlayersMay::ActOnTheirTurn); });
    connect(m_mayAsk, &QAction::triggered, this, [this] { setPlayersMay(PlayersMay::AskTheGm); });
    setPlayersMay(playersMayFromId(QSettings().value(QLatin1String(kPlayersMayKey)).toString()));

    // What a seat may know, from the document as it is now (core/table).
    m_snapshots = std::make_unique<SeatSnapshots>(SeatSnapshots::World{
        [document]() -> const Encounter & { return document->encounter(); },
        [document]() -> const SightMap & { return document->sightMap(); },
        [document]() -> const FogOfWar & { return document->fog(); },
        [document](const QString &id, GridPoint at) { return document->fogWith(id, at); }});
    m_server->setSnapshotSource([this](const Seat &seat) { return snapshotFor(seat); });
    connect(m_server, &TableServer::refused, this, &TableController::statusMessage);
    connect(m_referee, &TableReferee::logged, this, &TableController::statusMessage);
    connect(m_referee, &TableReferee::pinged, this, &TableController::pinged);
    connect(m_referee, &TableReferee::questionAsked, this, &TableController::ask);
    connect(m_referee, &TableReferee::questionWithdrawn, this, [this](const QString &, const Seat &seat) { withdraw(seat); });
    connect(m_document, &Document::fogChanged, this, [this] { m_server->setExplored(m_document->fog()); });
    connect(m_document, &Document::mapChanged, this, [this] {
        if (m_document->encounter().background != m_backgroundPlacement)
            layOutBackground(); // calibrated again
    });
    m_server->setExplored(m_document->fog());
    // Every change reaches every seat, but a hit point or a turn only
    // makes the seats' creatures again (their squares, walls and lights are kept).
    m_snapshots->setKeepSnapshots(true);
    connect(m_document, &Document::changed, this, [this](const EncounterChange &change) {
        m_snapshots->changed(change);
        m_referee->invalidate();
        m_server->publish();
    });
    connect(m_document, &Document::fogChanged, this, [this] { // also when the fog starts
        m_snapshots->invalidate();
        m_referee->invalidate();
        m_server->publish();
    });
    // Another encounter: the seats were this one's.
    connect(m_document, &Document::encounterReset, this, [this] {
        m_snapshots->invalidate();
        for (const QPointer<QMessageBox> &box : std::as_const(m_questions))
            if (box)
                box->close();
        m_questions.clear();
        m_server->clearSeats();
        m_server->close();
    });
    retranslate();
}

TableController::~TableController() = default;

InviteDialog *TableController::invite()
{
    if (!m_dialog) {
        m_dialog = new InviteDialog(m_document, this, m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_dialog->show();
    m_dialog->raise();
    return m_dialog;
}

quint16 TableController::serve(const QHostAddress &address, quint16 port)
{
    const quint16 listening = m_server->listen(address, port);
    if (listening == 0)
        return 0;
    m_document->startFog(); // the players see what the party sees
    m_server->clearSeats();
    m_server->addSeat(Seat{});
    for (const Creature &c : m_document->encounter().creatures)
        if (c.side == Side::Party)
            m_server->addSeat(Seat{c.id});
    return listening;
}

QJsonObject TableController::seatLinks(const QString &host) const
{
    const Encounter &e = m_document->encounter();
    // An IPv6 address goes in brackets in a link.
    const QString authority = host.contains(QLatin1Char(':')) ? QStringLiteral("[%1]").arg(host) : host;
    QJsonArray seats;
    for (const auto &[key, seat] : m_server->seats()) {
        const Creature *c = seat.wholeParty() ? nullptr : e.creature(seat.creature);
        seats.append(QJsonObject{{QStringLiteral("creature"), seat.wholeParty() ? QJsonValue() : QJsonValue(seat.creature)},
                                 {QStringLiteral("name"), c ? c->name : QString()},
                                 {QStringLiteral("key"), key},
                                 {QStringLiteral("link"), QStringLiteral("http://%1:%2/#%3").arg(authority).arg(m_server->port()).arg(key)}});
    }
    return QJsonObject{{QStringLiteral("address"), host}, {QStringLiteral("port"), m_server->port()}, {QStringLiteral("seats"), seats}};
}

void TableController::setPlayersMay(PlayersMay may)
{
    m_referee->setPlayersMay(may);
    QSettings().setValue(QLatin1String(kPlayersMayKey), playersMayId(may));
    m_mayWatch->setChecked(may == PlayersMay::Watch);
    m_mayTurn->setChecked(may == PlayersMay::ActOnTheirTurn);
    m_mayAsk->setChecked(may == PlayersMay::AskTheGm);
}

void TableController::previewMove(const QString &creatureId, GridPoint at)
{
    if (m_server->connectedCount() == 0 || !m_snapshots->drag(creatureId, at))
        return;
    m_server->publish(); // the caller paces the frames (DragFrames)
}

void TableController::setBackground(const QImage &image)
{
    m_background = image;
    layOutBackground();
}

QImage TableController::gridBackground() const
{
    const Encounter &e = m_document->encounter();
    if (m_background.isNull() || e.width <= 0 || e.height <= 0)
        return {};
    // As many pixels a square as a phone needs (32), fewer on a huge map (24 megapixels in
    // all at most: a 4096 x 4096 map gets one pixel a square).
    const double fit = std::sqrt(24.0 * 1024 * 1024 / (double(e.width) * e.height));
    const int pps = std::clamp(int(fit), 1, 32);
    QImage out(e.width * pps, e.height * pps, QImage::Format_RGB32);
    out.fill(Qt::black);
    QPainter p(&out);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.scale(pps / render::kSquare, pps / render::kSquare);
    p.drawImage(render::backgroundRect(e, m_background.size()), m_background);
    return out;
}

void TableController::layOutBackground()
{
    m_backgroundPlacement = m_document->encounter().background;
    const QImage grid = gridBackground();
    const Encounter &e = m_document->encounter();
    m_server->setBackground(grid, grid.isNull() ? 1 : grid.width() / std::max(1, e.width));
    m_server->setExplored(m_document->fog()); // the tiles are cut from what the party explored
}

void TableController::endPreview()
{
    if (!m_snapshots->dragging())
        return;
    m_snapshots->endDrag();
    m_server->publish(); // where it went, or back where it was
}

QJsonObject TableController::snapshotFor(const Seat &seat)
{
    return m_snapshots->snapshotFor(seat);
}

QMessageBox *TableController::pendingQuestion(const QString &creature) const
{
    return m_questions.value(creature);
}

void TableController::retranslate()
{
    m_menu->setTitle(tr("&Table"));
    m_invite->setText(tr("&Invite Players…"));
    m_invite->setStatusTip(tr("Serve the map to the players' own devices, each seeing what their character knows"));
    m_mayMenu->setTitle(tr("&Players May"));
    m_mayWatch->setText(tr("Only &Watch"));
    m_mayWatch->setStatusTip(tr("Players see their map; only the GM moves tokens and opens doors"));
    m_mayTurn->setText(tr("Act on Their &Turn"));
    m_mayTurn->setStatusTip(tr("Players move their own token and open doors on their turn, or any time out of combat"));
    m_mayAsk->setText(tr("&Ask Me First"));
    m_mayAsk->setStatusTip(tr("Each move or door a player asks for waits for the GM to allow it"));
}

void TableController::ask(const QString &key, const Seat &seat, const QString &question)
{
    // One question per seat: a newer request replaces the one still waiting, in the same
    // notice (no window closed and opened again while a player keeps asking).
    if (QMessageBox *shown = m_questions.value(seat.creature)) {
        shown->setText(question);
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("A Player Asks"), question, QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("playerRequest"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    QPushButton *allow = box->addButton(tr("&Allow"), QMessageBox::AcceptRole);
    allow->setObjectName(QStringLiteral("allow"));
    QPushButton *refuse = box->addButton(tr("&Refuse"), QMessageBox::RejectRole);
    refuse->setObjectName(QStringLiteral("refuse"));
    box->setDefaultButton(allow);
    connect(box, &QMessageBox::buttonClicked, this, [this, key, seat, allow](QAbstractButton *b) {
        m_questions.remove(seat.creature);
        m_referee->answer(key, seat, b == allow);
    });
    m_questions.insert(seat.creature, box);
    box->show();
}

void TableController::withdraw(const Seat &seat)
{
    // The seat is gone (its link revoked or renewed): its question with it.
    if (QMessageBox *box = m_questions.take(seat.creature)) {
        box->disconnect(this);
        box->close();
    }
}

} // namespace bm
