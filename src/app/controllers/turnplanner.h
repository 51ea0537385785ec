#pragma once

// RULES.md 15 in the window: a turn planned. Plan Turn (P, the toolbar, the token's menu)
// asks core (combat::planTurn) where a creature should move and whom it should attack, draws
// the answer on the map (scene/overlayitems.h, TurnPlanItem) and tells it on a card at the
// top of the Combatant panel (widgets/turnplancard.h) with the numbers and why. Do It makes
// the move through combat::makeMove (as a drag does: paid from the turn, opportunity attacks
// logged), then hands the attacks to the Stat Block panel's attack box one after the other
// (rolled, or "Roll it myself"), each applied as the GM confirms; the move and the attacks
// applied are one undo step. Other Options cycles the next best plans; Esc or Dismiss takes
// the plan away. Plan the Round (Shift+P) plans every hostile in initiative order, each on a
// copy of the encounter where the plans before it made their moves (the damage of their
// attacks can't be known, so it isn't dealt on the copy), and the GM steps through them with
// Do It or Skip. A plan shown follows the document: any change plans again from what is now.

#include "combat/move.h"
#include "combat/plan.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <vector>

class QAction;
class QMenu;

namespace bm {

class CombatantDock;
class Document;
class MapScene;
class StatBlockDock;
class TurnPlanCard;

class TurnPlanner : public QObject
{
    Q_OBJECT

public:
    TurnPlanner(Document *document, MapScene *scene, CombatantDock *panel, StatBlockDock *attacks, QObject *parent = nullptr);

    QAction *planTurnAction() const { return m_planTurn; }
    QAction *planRoundAction() const { return m_planRound; }
    // The card's buttons as actions (the Combat menu, keys on the map: Return, O, S), enabled
    // while a plan is shown (Skip: while the round is planned).
    QAction *doItAction() const { return m_doItAction; }
    QAction *otherOptionsAction() const { return m_otherAction; }
    QAction *skipAction() const { return m_skipAction; }
    TurnPlanCard *card() const { return m_card; }

    // Plans `creature`'s turn (empty: the creature whose turn it is, else the one selected)
    // and shows it. False, with the reason in the status bar, when there is none to plan.
    bool planTurn(const QString &creature = {});
    // Plans every hostile creature in initiative order, from the one whose turn it is (out
    // of combat: highest initiative first), and shows the first.
    bool planRound();
    // Makes the plan shown: the move (one undo step) and then its attacks in the Stat Block
    // panel. False, with the reason in the status bar, when the move is refused.
    bool doIt();
    void otherOptions();
    void skip();     // Plan the Round: on to the next hostile
    bool dismiss();  // Esc: true when a plan was shown

    bool isShown() const { return !m_steps.empty(); }
    bool isDoing() const { return m_doing; } // Do It's attacks are under way
    QString creature() const;                // whose plan is shown
    const combat::TurnPlan *shownPlan() const;
    int option() const { return m_option; } // 0: the best plan
    int optionCount() const;
    bool planningRound() const { return m_round; }
    QStringList roundCreatures() const;
    int roundStep() const { return m_step; }
    // The encounter step `step`'s plan was made on: the document's, or for the round's later
    // steps a copy where the plans before it made their moves. Null when there is none.
    const Encounter *plannedOn(int step) const;

    // The token's menu: Plan Turn for a creature with attacks.
    void addToMenu(QMenu *menu, const QString &creature);
    void retranslate();

    // The plan's words, as the map's labels and the card say them.
    static QString attackLabel(const Encounter &e, const combat::PlannedAttack &attack); // "Scimitar → Pip 65 %, ~4.3"
    static QString moveLabel(const Encounter &e, const combat::TurnPlan &plan);           // "25 ft", "40 ft, Dash"
    static QString cardHtml(const Encounter &e, const combat::TurnPlan &plan, const QString &creature);
    static QString stayReasonText(const Encounter &e, const combat::TurnPlan &plan, const QString &creature);
    static QString oneLine(const Encounter &e, const combat::TurnPlan &plan); // the round's list: "to (7, 4), Scimitar → Pip 65 %, ~4.3"

signals:
    void statusMessage(const QString &text);

private:
    enum class StepState { Waiting, Done, Skipped };
    struct Step {
        QString creature;
        combat::TurnPlanning planning;
        std::shared_ptr<const Encounter> plannedOn; // the encounter (or its copy) it was planned on
        StepState state = StepState::Waiting;
    };

    Document *m_document;
    MapScene *m_scene;
    QPointer<CombatantDock> m_panel;
    QPointer<StatBlockDock> m_attacks;
    TurnPlanCard *m_card;
    QAction *m_planTurn;
    QAction *m_planRound;
    QAction *m_doItAction;
    QAction *m_otherAction;
    QAction *m_skipAction;
    std::vector<Step> m_steps; // one, or the round's hostiles
    bool m_round = false;
    int m_step = 0;
    int m_option = 0;
    bool m_doing = false;    // Do It's attacks are under way in the Stat Block panel
    bool m_starting = false; // Do It is making the move and handing over the attacks
    bool m_replanning = false;
    QString m_turnAtPlan; // Plan Turn: the tracker's turn when it was asked (Next Turn dismisses)

    const combat::TurnPlan &planOf(const Step &step, int option) const;
    void planFrom(int step); // the plans from `step` on, each as if the ones before had moved
    void show(bool raise = true); // raise: the Combatant panel comes to the front with its card
    void clearShown();
    void advance(StepState how);
    void finishDoing(bool completed);
    void documentChanged();
    void updateActions();
};

} // namespace bm
