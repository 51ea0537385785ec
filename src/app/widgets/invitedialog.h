#pragma once

// Table → Invite Players…: starts and stops the players' server on the address
// and port chosen (remembered), and lists a link and a QR code per party creature plus one
// for the whole party; each seat shows who is connected and can be renewed (its old link
// stops working at once).

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace bm {

class Document;
class TableController;
class TableServer;

class InviteDialog : public QDialog
{
    Q_OBJECT

public:
    InviteDialog(Document *document, TableController *table, QWidget *parent = nullptr);

    QTableWidget *seats() const { return m_seats; }
    QString linkAt(int row) const;
    QLabel *qrLabel() const { return m_qr; }

    // Starts the server with the dialog's address and port, one seat per party creature
    // and one for the whole party. False (and a message) when it can't listen.
    bool start();
    void stop();

private:
    Document *m_document;
    TableController *m_table;
    TableServer *m_server;
    QComboBox *m_address;
    QSpinBox *m_port;
    QPushButton *m_startStop;
    QLabel *m_status;
    QTableWidget *m_seats;
    QLabel *m_qr;
    QPushButton *m_copy;
    QPushButton *m_renew;
    QString m_host;
    QString m_problem; // why the last Start failed

    void refresh();
    void showQr();
};

} // namespace bm
