#pragma once

// The initiative tracker: the order with the current turn highlighted, round and
// elapsed time, start/end, next/previous turn, delay; HP, conditions and what is left of
// the turn inline; ties reordered by dragging one tied row onto another. A5e world actions
// and countdowns are listed under the order. Every change is an undo command (Document).

#include <QDockWidget>
#include <QTreeWidget>

class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace bm {

class Document;
struct Encounter;

// The order list: accepts drops only between tied combatants (RULES.md 8: the GM orders ties).
class InitiativeList : public QTreeWidget
{
    Q_OBJECT

public:
    using QTreeWidget::QTreeWidget;

signals:
    void tieDropped(const QString &moved, const QString &onto);

protected:
    void dropEvent(QDropEvent *event) override;
};

class InitiativeDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit InitiativeDock(Document *document, QWidget *parent = nullptr);

    QAction *startAction() const { return m_start; }
    QAction *endAction() const { return m_end; }
    QAction *nextAction() const { return m_next; }
    QAction *previousAction() const { return m_previous; }
    QAction *delayAction() const { return m_delay; }
    QTreeWidget *list() const { return m_list; }
    QString headerText() const;
    // Moves `moved` next to `onto` within their tie (what a drop does); false if not tied.
    bool reorderTie(const QString &moved, const QString &onto);
    // Picks the row of creature `id` (none when it isn't in the order) without announcing
    // it: the list follows the map's selection and the turn.
    void selectCreature(const QString &id);
    QString selectedCreature() const;
    static QString economyText(const Encounter &e, const QString &id);
    static QString hpText(const Encounter &e, const QString &id);
    static QString conditionsText(const Encounter &e, const QString &id);

signals:
    void creatureActivated(const QString &id);
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    Document *m_document;
    QLabel *m_header;
    InitiativeList *m_list;
    QListWidget *m_world;
    QPushButton *m_startButton;
    QPushButton *m_nextButton;
    QPushButton *m_previousButton;
    QPushButton *m_addWorld;
    QPushButton *m_addCountdown;
    QLabel *m_instigatorsLabel;
    QComboBox *m_instigators; // a5e: the side that rolls initiative with advantage
    QAction *m_start;
    QAction *m_end;
    QAction *m_next;
    QAction *m_previous;
    QAction *m_delay;

    void retranslate();
    void refresh();
    void startCombat();
    void addWorldAction();
    void addCountdown();
    void useWorldAction(int index);
};

} // namespace bm
