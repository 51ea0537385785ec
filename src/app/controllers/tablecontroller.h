#pragma once

// The players at the table (issue 32), out of the main window: the Table menu, the players'
// server over the document (every change reaches every seat; the server stops with the
// encounter), and Table → Invite Players….

#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QMenu;

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
    void retranslate();

private:
    Document *m_document;
    QMainWindow *m_window;
    TableServer *m_server;
    QMenu *m_menu;
    QAction *m_invite;
    QPointer<InviteDialog> m_dialog;
};

} // namespace bm
