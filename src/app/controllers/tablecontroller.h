#pragma once

// The players at the table, out of the main window: the Table menu, the players'
// server over the document (every change reaches every seat; the server stops with the
// encounter), Table → Invite Players…, and what the seats may do (Table → Players May):
// a seat's path is planned in what it knows (core/table/seatmove.h), its move and its door
// are judged again on the real encounter and made as one undo step, or put to the GM first.

#include "table/seatframe.h"
#include "table/seatmove.h"
#include "tableserver/referee.h"

#include <QHash>
#include <QHostAddress>
#include <QImage>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include "rules/fog.h"

#include <memory>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QMessageBox;

namespace bm {

class Document;
class InviteDialog;
class TableServer;

class TableController : public QObject
{
    Q_OBJECT

public:
    // Adds the Table menu to `window`'s menu bar, before `before` (the Help menu).
    TableController(Document *document, QMainWindow *window, QAction *before);
    ~TableController() override;

    TableServer *server() const { return m_server; }
    QAction *inviteAction() const { return m_invite; }
    InviteDialog *invite(); // opens (or raises) the dialog
    // Serves the table on `address` and `port` (0: any free one): the party's fog started,
    // one seat for the whole party and one per party creature. The port, or 0 when it can't
    // listen there (the Invite dialog and `battlemap --serve`).
    quint16 serve(const QHostAddress &address, quint16 port);
    // The seats' links as JSON: {"address", "port", "seats": [{"creature" (null: the whole
    // party), "name", "key", "link"}]} (`battlemap --seat-links`).
    QJsonObject seatLinks(const QString &host) const;
    void retranslate();

    TableReferee *referee() const { return m_referee; }
    PlayersMay playersMay() const { return m_referee->playersMay(); }
    void setPlayersMay(PlayersMay may); // remembered (QSettings)
    // The GM's question about a seat's move or door (Table → Players May → Ask Me First),
    // or null when none is waiting.
    QMessageBox *pendingQuestion(const QString &creature) const;

    // The GM drags a token: every seat that sees it sees it go, frame by frame, its light and
    // its sight with it, but nothing it hasn't explored (core/table/seatframe.h); what the move
    // reveals comes with the drop. Each call is sent: the window paces them (DragFrames).
    void previewMove(const QString &creatureId, GridPoint at);
    void endPreview();
    // The background picture (as the GM's map shows it): the seats get it cut to the squares
    // the party explored (tableserver/tiles.h).
    void setBackground(const QImage &image);
    QImage gridBackground() const; // as it lies under the grid, as the seats get it

    // What a seat may know now (with the drag in progress, if any).
    QJsonObject snapshotFor(const Seat &seat);

signals:
    void statusMessage(const QString &text);
    void pinged(GridPoint square, const QString &by); // a player points at a square

private:
    Document *m_document;
    QMainWindow *m_window;
    TableServer *m_server;
    TableReferee *m_referee;
    QMenu *m_menu;
    QMenu *m_mayMenu;
    QAction *m_invite;
    QActionGroup *m_mayGroup;
    QAction *m_mayWatch;
    QAction *m_mayTurn;
    QAction *m_mayAsk;
    QPointer<InviteDialog> m_dialog;
    QHash<QString, QPointer<QMessageBox>> m_questions; // by seat creature
    // The seats' snapshots, and the frames of the GM's drag in progress.
    std::unique_ptr<SeatSnapshots> m_snapshots;
    QImage m_background;
    QJsonObject m_backgroundPlacement; // the encounter's background object it was laid out for
    void layOutBackground();

    void ask(const QString &key, const Seat &seat, const QString &question);
    void withdraw(const Seat &seat);
};

} // namespace bm
