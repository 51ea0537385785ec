#pragma once

// RULES.md 15 in the Combatant panel: the planned turn's card. What the plan does and why
// (the move, each attack with its chance, its expected damage and its roll's reasons, what
// the path provokes, dealt, taken and the score), and its buttons: Do It, Other Options,
// Skip (while the round is planned) and Dismiss (the card's close button). The planner (controllers/turnplanner.h)
// fills it with texts that word themselves, so a language switch rewords the card at once.

#include <QFrame>

#include <functional>

class QLabel;
class QPushButton;
class QToolButton;

namespace bm {

class TurnPlanCard : public QFrame
{
    Q_OBJECT

public:
    using Wording = std::function<QString()>;

    explicit TurnPlanCard(QWidget *parent = nullptr);

    // The plan shown: a title (plain text) and a body (rich text), worded now and again after
    // every language switch. `canDo`: Do It is offered; `options`: the plans Other Options
    // cycles through (it shows from two); `round`: Skip is offered.
    void showPlan(const Wording &title, const Wording &body, bool canDo, int options, bool round);
    void clearPlan(); // hidden

    QLabel *titleLabel() const { return m_title; }
    QLabel *bodyLabel() const { return m_body; }
    QPushButton *doItButton() const { return m_doIt; }
    QPushButton *otherOptionsButton() const { return m_other; }
    QPushButton *skipButton() const { return m_skip; }
    QToolButton *dismissButton() const { return m_dismiss; }

signals:
    void doItClicked();
    void otherOptionsClicked();
    void skipClicked();
    void dismissClicked();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QLabel *m_title;
    QLabel *m_body;
    QPushButton *m_doIt;
    QPushButton *m_other;
    QPushButton *m_skip;
    QToolButton *m_dismiss;
    Wording m_titleWording;
    Wording m_bodyWording;

    void retranslate();
};

} // namespace bm
