// Table → Invite Players…: the GM starts the players' server from the window,
// gets a link and a QR code per party creature and one for the whole party; a device
// that opens a link gets its seat's snapshot over the socket, and every change the GM
// makes reaches it; renewing a seat's link hangs up on the old one; the server stops with
// the encounter. A player's move from the device is one undo step in the GM's window, or
// waits for the GM's Allow or Refuse (Table → Players May); a ping shows on the GM's map.
// Driven with the mouse on the real dialog; the device is a QWebSocket.

#include "mapwindowfixture.h"
#include "wirepeers.h"

#include "combat/combat.h"
#include "commands/combatcommands.h"
#include "controllers/tablecontroller.h"
#include "table/seat.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"
#include "tableserver/tableserver.h"
#include "document.h"
#include "rules/sight.h"
#include "scene/playerscene.h"
#include "scene/tokenitem.h"
#include "widgets/playerwindow.h"
#include "widgets/invitedialog.h"
#include "widgets/qrcode.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QUndoStack>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QWebSocket>

#include <memory>
#include <vector>

using namespace bm;

namespace {

const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "inn", "ruleset": "dnd5e-2014",
  "grid": {"width": 10, "height": 6},
  "walls": [{"from": [7, 0], "to": [7, 6]}],
  "creatures": [
    {"id": "f1", "name": "Brannoc", "side": "party", "position": [1, 1], "hp": 30, "maxHp": 44},
    {"id": "p1", "name": "Pip", "side": "party", "position": [1, 3], "hp": 12, "maxHp": 20},
    {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [4, 1], "hp": 15, "maxHp": 15},
    {"id": "gob", "name": "Goblin Behind", "side": "hostile", "position": [8, 2], "hp": 7, "maxHp": 7}
  ]
})";

struct Device {
    QWebSocket socket;
    QStringList received;
    Device() { QObject::connect(&socket, &QWebSocket::textMessageReceived, [this](const QString &m) { received << m; }); }
    bool join(const QString &link)
    {
        const QUrl url(link);
        socket.open(QUrl(QStringLiteral("ws://%1:%2/ws").arg(url.host()).arg(url.port())));
        if (!QTest::qWaitFor([this] { return socket.state() == QAbstractSocket::ConnectedState; }, 5000))
            return false;
        socket.sendTextMessage(QStringLiteral(R"({"type":"hello","key":"%1"})").arg(url.fragment()));
        return QTest::qWaitFor([this] { return !received.isEmpty(); }, 5000);
    }
    QJsonObject last() const { return QJsonDocument::fromJson(received.last().toUtf8()).object(); }
    // What it knows now: its last snapshot with the patches since (tests/tableserver/patches.h).
    QJsonObject lastSnapshot() const
    {
        const QList<QJsonObject> states = test::statesOf(received);
        return states.isEmpty() ? QJsonObject() : states.last();
    }
};

} // namespace

class TestInvite : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void init() { QVERIFY(open(kEncounter)); }
    void cleanup() { releaseFixture(); }
    void invitePlayersFromTheTableMenu_data();
    void invitePlayersFromTheTableMenu();
    void theServerStopsWithTheEncounter();
    void aPlayersMoveIsTheGmsToUndo_data();
    void aPlayersMoveIsTheGmsToUndo();
    void aPlayersPingShowsOnTheMap();
    void theGmsDragReachesTheDevicesAsItGoes();
    void thePlayersScreenAndTheDevicesShareEachDragFrame_data();
    void thePlayersScreenAndTheDevicesShareEachDragFrame();
    void aNewerQuestionUpdatesTheNotice();
    void aHitReachesEverySeatAsAFreshSnapshot_data();
    void aHitReachesEverySeatAsAFreshSnapshot();

private:
    InviteDialog *startServing();
};

InviteDialog *TestInvite::startServing()
{
    QAction *invite = m_window->findChild<QAction *>(QStringLiteral("actionInvitePlayers"));
    if (!invite)
        return nullptr;
    invite->trigger();
    auto *dialog = m_window->findChild<InviteDialog *>();
    if (!dialog)
        return nullptr;
    auto *address = dialog->findChild<QComboBox *>(QStringLiteral("inviteAddressCombo"));
    address->setCurrentIndex(address->findData(QStringLiteral("127.0.0.1")));
    auto *port = dialog->findChild<QSpinBox *>(QStringLiteral("invitePortSpin"));
    port->setValue(0); // any free port
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("inviteStartButton")), Qt::LeftButton);
    return dialog;
}

void TestInvite::invitePlayersFromTheTableMenu_data()
{
    QTest::addColumn<QString>("seat");       // the row's name
    QTest::addColumn<QStringList>("shown");  // names on the device
    QTest::newRow("Brannoc's link") << "Brannoc" << QStringList{"Brannoc", "Pip", "Orc Raider"};
    QTest::newRow("the whole party's link") << "The whole party" << QStringList{"Brannoc", "Pip", "Orc Raider"};
}

void TestInvite::invitePlayersFromTheTableMenu()
{
    QFETCH(QString, seat);
    QFETCH(QStringList, shown);
    // The Table menu is in the menu bar, before Help.
    const QList<QAction *> menus = m_window->menuBar()->actions();
    const auto table = std::find_if(menus.begin(), menus.end(), [](QAction *a) { return a->text() == QLatin1String("&Table"); });
    QVERIFY(table != menus.end());
    QVERIFY(std::next(table) != menus.end() && (*std::next(table))->text() == QLatin1String("&Help"));

    InviteDialog *dialog = startServing();
    QVERIFY(dialog);
    TableServer *server = m_window->table()->server();
    QVERIFY(server->isListening());
    QTableWidget *seats = dialog->seats();
    QCOMPARE(seats->rowCount(), 3); // the whole party, Brannoc, Pip
    int row = -1;
    for (int i = 0; i < seats->rowCount(); ++i)
        if (seats->item(i, 0)->text() == seat)
            row = i;
    QVERIFY(row >= 0);
    QTest::mouseClick(seats->viewport(), Qt::LeftButton, {}, seats->visualItemRect(seats->item(row, 0)).center());
    const QString link = dialog->linkAt(row);
    QVERIFY2(link.startsWith(QStringLiteral("http://127.0.0.1:%1/#").arg(server->port())), qPrintable(link));
    QCOMPARE(QUrl(link).fragment().size(), 32);
    // The QR code shown is the link's.
    QVERIFY(!dialog->qrLabel()->pixmap().isNull());
    QVERIFY(qrModules(link) >= 21);

    Device phone;
    QVERIFY(phone.join(link));
    QCOMPARE(phone.last().value(QLatin1String("type")).toString(), QStringLiteral("snapshot"));
    QTRY_COMPARE(seats->item(row, 1)->text(), QStringLiteral("1")); // the GM sees it connected
    const QString first = phone.received.join(QLatin1Char('\n'));
    for (const QString &name : shown)
        QVERIFY2(first.contains(name), qPrintable(name));
    QVERIFY(!first.contains(QLatin1String("Goblin Behind")));
    QVERIFY(!first.contains(QLatin1String("\"hp\":15")));

    // The GM drags the orc: the device gets the new snapshot.
    const int before = int(phone.received.size());
    QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(4.5, 1.5));
    QTest::mouseMove(viewport(), viewPoint(5.5, 2.5), -1);
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(5.5, 2.5));
    QCOMPARE(model().creature(QStringLiteral("orc"))->position, (GridPoint{5, 2}));
    QTRY_VERIFY(phone.received.size() > before);
    bool moved = false;
    for (const QJsonValue &v : phone.lastSnapshot().value(QLatin1String("creatures")).toArray())
        if (v.toObject().value(QLatin1String("id")).toString() == QLatin1String("orc"))
            moved = v.toObject().value(QLatin1String("position")).toArray() == QJsonArray{5, 2};
    QVERIFY(moved);

    // Renew the seat's link: the phone is hung up on, the new link works.
    QSignalSpy gone(&phone.socket, &QWebSocket::disconnected);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("inviteRenewButton")), Qt::LeftButton);
    QTRY_VERIFY(gone.count() >= 1);
    const QString renewed = dialog->linkAt(row);
    QVERIFY(renewed != link);
    Device again;
    QVERIFY(again.join(renewed));
    QCOMPARE(again.last().value(QLatin1String("type")).toString(), QStringLiteral("snapshot"));
    Device old;
    QVERIFY(old.join(link));
    QCOMPARE(old.last().value(QLatin1String("type")).toString(), QStringLiteral("refused"));
}

void TestInvite::theServerStopsWithTheEncounter()
{
    QVERIFY(startServing());
    TableServer *server = m_window->table()->server();
    QVERIFY(server->isListening());
    QVERIFY(open(kEncounter)); // another window, another encounter: File → Open in a fresh window
    QVERIFY(m_window->table()->server() != server || !server->isListening());
    // In the same window: the document is reset.
    QVERIFY(startServing());
    server = m_window->table()->server();
    QVERIFY(server->isListening());
    QVERIFY(m_window->openFile(m_path));
    QVERIFY(!server->isListening());
    QVERIFY(server->seats().isEmpty());
}

void TestInvite::aPlayersMoveIsTheGmsToUndo_data()
{
    QTest::addColumn<QString>("setting"); // the Table → Players May action
    QTest::addColumn<QString>("gm");      // "", "allow", "refuse": the GM's button
    QTest::addColumn<bool>("moves");
    QTest::addColumn<QString>("heard");   // what the device is told last
    QTest::newRow("act on their turn: moved at once") << "actionPlayersActOnTheirTurn" << "" << true << "moved";
    QTest::newRow("ask me first, the GM allows") << "actionPlayersAskTheGm" << "allow" << true << "moved";
    QTest::newRow("ask me first, the GM refuses") << "actionPlayersAskTheGm" << "refuse" << false << "gm-refused";
    QTest::newRow("only watch") << "actionPlayersWatch" << "" << false << "gm-moves";
}

void TestInvite::aPlayersMoveIsTheGmsToUndo()
{
    QFETCH(QString, setting);
    QFETCH(QString, gm);
    QFETCH(bool, moves);
    QFETCH(QString, heard);
    auto *choice = m_window->findChild<QAction *>(setting);
    QVERIFY(choice);
    choice->trigger();
    QVERIFY(choice->isChecked());
    InviteDialog *dialog = startServing();
    QVERIFY(dialog);
    Device phone;
    QVERIFY(phone.join(dialog->linkAt(1))); // Brannoc
    const int steps = doc()->undoStack()->count();
    const Encounter before = model();
    phone.socket.sendTextMessage(QStringLiteral(R"({"type":"move","to":[3,2]})"));
    if (!gm.isEmpty()) {
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = m_window->table()->pendingQuestion(QStringLiteral("f1"))) != nullptr);
        QVERIFY(box->isVisible());
        QVERIFY2(box->text().contains(QLatin1String("Brannoc")), qPrintable(box->text()));
        QCOMPARE(doc()->undoStack()->count(), steps); // nothing yet
        QTest::mouseClick(box->findChild<QPushButton *>(gm), Qt::LeftButton);
    }
    QTRY_VERIFY(std::any_of(phone.received.begin(), phone.received.end(), [&](const QString &m) { return m.contains(heard); }));
    if (!moves) {
        QCOMPARE(doc()->undoStack()->count(), steps);
        QVERIFY(model() == before);
        return;
    }
    QCOMPARE(model().creature(QStringLiteral("f1"))->position, (GridPoint{3, 2}));
    QCOMPARE(doc()->undoStack()->count(), steps + 1); // one step
    QVERIFY(doc()->undoStack()->undoText().contains(QLatin1String("Brannoc")));
    doc()->undoStack()->undo(); // the GM has the last word
    QCOMPARE(model().creature(QStringLiteral("f1"))->position, (GridPoint{1, 1}));
}

void TestInvite::aPlayersPingShowsOnTheMap()
{
    InviteDialog *dialog = startServing();
    QVERIFY(dialog);
    Device phone;
    QVERIFY(phone.join(dialog->linkAt(1)));
    phone.socket.sendTextMessage(QStringLiteral(R"({"type":"ping","at":[5,4]})"));
    PingItem *ping = nullptr;
    QTRY_VERIFY([&] {
        for (QGraphicsItem *item : m_window->scene()->items())
            if (auto *p = dynamic_cast<PingItem *>(item))
                ping = p;
        return ping != nullptr;
    }());
    QCOMPARE(ping->square(), (GridPoint{5, 4}));
    QCOMPARE(ping->by(), QStringLiteral("Brannoc"));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QLatin1String("Brannoc")));
}

namespace {

// Where a device was last told `id` stands, or (-1, -1) when not in what it knows.
QPoint shownAt(const Device &d, const char *id)
{
    for (const QJsonValue &v : d.lastSnapshot().value(QLatin1String("creatures")).toArray())
        if (v.toObject().value(QLatin1String("id")).toString() == QLatin1String(id)) {
            const QJsonArray p = v.toObject().value(QLatin1String("position")).toArray();
            return QPoint(p.at(0).toInt(), p.at(1).toInt());
        }
    return QPoint(-1, -1);
}

} // namespace

void TestInvite::theGmsDragReachesTheDevicesAsItGoes()
{
    InviteDialog *dialog = startServing();
    QVERIFY(dialog);
    Device phone;
    QVERIFY(phone.join(dialog->linkAt(1))); // Brannoc
    QCOMPARE(shownAt(phone, "orc"), QPoint(4, 1));
    // The GM drags the orc and holds it: the phone sees it where the mouse is...
    QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(4.5, 1.5));
    QTest::mouseMove(viewport(), viewPoint(5.5, 2.5), -1);
    QTRY_COMPARE(shownAt(phone, "orc"), QPoint(5, 2));
    QCOMPARE(model().creature(QStringLiteral("orc"))->position, (GridPoint{4, 1})); // not moved yet
    // ... and behind the wall, where Brannoc can't see it, the orc is gone from the phone.
    QTest::mouseMove(viewport(), viewPoint(8.5, 4.5), -1);
    QTRY_COMPARE(shownAt(phone, "orc"), QPoint(-1, -1));
    // Dropped back where it came from: the phone shows it there again.
    QTest::mouseMove(viewport(), viewPoint(4.5, 1.5), -1);
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(4.5, 1.5));
    QTRY_COMPARE(shownAt(phone, "orc"), QPoint(4, 1));
}

void TestInvite::thePlayersScreenAndTheDevicesShareEachDragFrame_data()
{
    QTest::addColumn<QString>("dragged");
    QTest::addColumn<QString>("seat"); // the phone's seat: a creature, or empty for the whole party
    QTest::addColumn<QList<QPoint>>("steps");
    // Back and forth over the room west of the wall, clear of the orc.
    const QList<QPoint> brannoc{{2, 1}, {2, 2}, {3, 2}, {4, 2}, {5, 2}, {6, 2}, {6, 3}, {5, 3}, {4, 3}, {3, 3},
                                {2, 3}, {2, 4}, {3, 4}, {4, 4}, {5, 4}, {6, 4}, {6, 5}, {5, 5}, {4, 5}, {3, 5}};
    const QList<QPoint> pip{{2, 3}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {6, 4}, {5, 4}, {4, 4}, {3, 4}, {2, 4},
                            {2, 5}, {3, 5}, {4, 5}, {5, 5}, {6, 5}, {6, 2}, {5, 2}, {4, 2}, {3, 2}, {2, 2}};
    QTest::newRow("Brannoc dragged, Brannoc's phone") << "f1" << "f1" << brannoc;
    QTest::newRow("Brannoc dragged, the whole party's phone") << "f1" << "" << brannoc;
    QTest::newRow("Pip dragged, Brannoc's phone") << "p1" << "f1" << pip;
    QTest::newRow("Pip dragged, Pip's phone") << "p1" << "p1" << pip;
}

void TestInvite::thePlayersScreenAndTheDevicesShareEachDragFrame()
{
    // The players' screen and the players' devices both follow the GM's drag with the
    // dragged creature's sight. They take the same frames, so that sight is worked out once
    // a frame, not once for the screen and again for the devices at a square of their own.
    QFETCH(QString, dragged);
    QFETCH(QString, seat);
    QFETCH(QList<QPoint>, steps);
    m_window->findChild<QAction *>(QStringLiteral("actionPlayerView"))->trigger();
    PlayerWindow *players = m_window->playerWindow();
    QVERIFY(players);
    InviteDialog *dialog = startServing();
    QVERIFY(dialog);
    const auto seats = m_window->table()->server()->seats();
    const auto row = std::find_if(seats.begin(), seats.end(), [&](const auto &s) { return s.second.creature == seat; });
    QVERIFY(row != seats.end());
    Device phone;
    QVERIFY(phone.join(dialog->linkAt(int(row - seats.begin()))));
    const QPoint start(model().creature(dragged)->position.x, model().creature(dragged)->position.y);
    const QPointF from = QPointF(start) + QPointF(0.5, 0.5);
    // The first frame: the seat's snapshot before the drag is made then too.
    QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(from));
    QTest::mouseMove(viewport(), viewPoint(steps.first().x() + 0.5, steps.first().y() + 0.5), -1);
    QTRY_COMPARE(shownAt(phone, qPrintable(dragged)), steps.first());

    const int fieldsBefore = doc()->sightMap().fieldsComputed();
    const qsizetype sentBefore = phone.received.size();
    for (const QPoint &at : steps.mid(1)) {
        // A hand's pace: steps come faster than frames (thirty a second).
        QTest::mouseMove(viewport(), viewPoint(at.x() + 0.5, at.y() + 0.5), -1);
        QTest::qWait(10);
    }
    const QPoint last = steps.last();
    QTRY_COMPARE(shownAt(phone, qPrintable(dragged)), last);
    TokenItem *token = players->scene()->tokenFor(dragged);
    QVERIFY(token);
    QCOMPARE(token->pos(), QPointF(last.x() * 64.0, last.y() * 64.0));
    const int fields = doc()->sightMap().fieldsComputed() - fieldsBefore;
    const int frames = int(phone.received.size() - sentBefore);
    // Each frame the phone got cost one field of the dragged creature, for the players'
    // screen and the phone alike. Two consumers pacing themselves cost about two a frame.
    QVERIFY2(frames >= 3, qPrintable(QStringLiteral("%1 frames").arg(frames)));
    QVERIFY2(fields <= frames, qPrintable(QStringLiteral("%1 fields for %2 frames").arg(fields).arg(frames)));
    QTest::mouseMove(viewport(), viewPoint(from), -1);
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(from));
    QTRY_COMPARE(shownAt(phone, qPrintable(dragged)), start);
}

void TestInvite::aNewerQuestionUpdatesTheNotice()
{
    m_window->findChild<QAction *>(QStringLiteral("actionPlayersAskTheGm"))->trigger();
    m_window->table()->referee()->setLimits(TableReferee::Limits{2000, 0}); // every question shown at once
    InviteDialog *dialog = startServing();
    QVERIFY(dialog);
    const QString link = dialog->linkAt(1); // Brannoc
    Device phone;
    QVERIFY(phone.join(link));
    phone.socket.sendTextMessage(QStringLiteral(R"({"type":"move","to":[3,2]})"));
    QPointer<QMessageBox> box;
    QTRY_VERIFY((box = m_window->table()->pendingQuestion(QStringLiteral("f1"))) != nullptr);
    QVERIFY2(box->text().contains(QLatin1String("3, 2")), qPrintable(box->text()));
    // Asked again: the same notice says the newer question (no window closed and reopened).
    phone.socket.sendTextMessage(QStringLiteral(R"({"type":"move","to":[2,2]})"));
    QTRY_VERIFY(box && box->text().contains(QLatin1String("2, 2")));
    QCOMPARE(m_window->table()->pendingQuestion(QStringLiteral("f1")), box.data());
    QVERIFY(box->isVisible());
    // The seat's link renewed: its question withdrawn, the notice closed, nothing moved.
    QVERIFY(!m_window->table()->server()->renew(QUrl(link).fragment()).isEmpty());
    QTRY_VERIFY(!box || !box->isVisible());
    QVERIFY(!m_window->table()->pendingQuestion(QStringLiteral("f1")));
    QCOMPARE(model().creature(QStringLiteral("f1"))->position, (GridPoint{1, 1}));
}

void TestInvite::aHitReachesEverySeatAsAFreshSnapshot_data()
{
    // The seats' snapshots are kept between changes and their messages written from kept
    // parts (tableserver/snapshotwriter.h): after each hit the GM deals through the
    // document, every seat's device holds exactly the bytes of its snapshot made from
    // scratch and written whole.
    QTest::addColumn<QStringList>("hits"); // the creatures hit, one after another
    QTest::newRow("Brannoc is hit") << QStringList{QStringLiteral("f1")};
    QTest::newRow("the orc is hit (a health word)") << QStringList{QStringLiteral("orc")};
    QTest::newRow("Pip, then Brannoc, then Pip again") << QStringList{QStringLiteral("p1"), QStringLiteral("f1"), QStringLiteral("p1")};
    QTest::newRow("the orc is hurt, then bloodied (health words)") << QStringList{QStringLiteral("orc"), QStringLiteral("orc")};
}

void TestInvite::aHitReachesEverySeatAsAFreshSnapshot()
{
    QFETCH(QStringList, hits);
    QVERIFY(startServing());
    TableServer *server = m_window->table()->server();
    const QList<QPair<QString, Seat>> seats = server->seats();
    std::vector<std::unique_ptr<Device>> devices;
    for (const auto &[key, seat] : seats) {
        devices.push_back(std::make_unique<Device>());
        QVERIFY(devices.back()->join(QStringLiteral("http://127.0.0.1:%1/#%2").arg(server->port()).arg(key)));
    }
    for (const QString &id : hits) {
        std::vector<qsizetype> before;
        for (const auto &d : devices)
            before.push_back(d->received.size());
        QVERIFY(pushCombatEdit(doc(), QStringLiteral("Damage"), [&](Encounter &after) { combat::damage(after, doc()->dice(), id, 7); }));
        for (qsizetype i = 0; i < seats.size(); ++i) {
            Device &d = *devices[std::size_t(i)];
            QTRY_VERIFY(d.received.size() > before[std::size_t(i)]); // a hit point: every seat sees the party's or a word
            // What the device knows (a patch on what it had: the hit creature's entry) is the
            // seat's snapshot made from scratch.
            const QJsonObject fresh = seatSnapshot(model(), doc()->sightMap(), doc()->fog(), seats.at(i).second);
            QCOMPARE(test::typeOf(d.received.last()), QStringLiteral("patch"));
            QCOMPARE(d.lastSnapshot(), fresh);
        }
    }
}

QTEST_MAIN(TestInvite)
#include "tst_invite.moc"
