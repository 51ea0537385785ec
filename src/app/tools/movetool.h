#pragma once

// Select and drag tokens. Every mouse move asks the engine for the cheapest legal path
// and draws it with its cost; dropping moves the token along it as one undo step, or is
// refused with the reason. Alt-drag (or the modifier the GM picked: placefreely.h) places
// the token freely (GM override). Selecting a
// creature shows where it can end its move, banded by speed / Dash (pf2e: 1-3 actions).
// RULES.md 14.5, 14.6: Shift+Alt-drag pushes the token (forcedmove.h); a grappler drags the
// creatures it grapples along; a move armed from the token menu tumbles through a creature.

#include "abstracttool.h"
#include "forcedmove.h"
#include "placefreely.h"
#include "model/encounter.h"
#include "rules/movejudge.h"

#include <vector>

namespace bm {

class MoveTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit MoveTool(QObject *parent = nullptr);
    void languageChanged() override;

    // The GM's pick on the toolbar: a mode, or none for each creature's best speed
    // (preferredMoveMode). Ctrl during a drag switches between flying and walking. A prone
    // creature stands up first when it can (Shift during the drag: it crawls instead).
    void setModeChoice(std::optional<MoveMode> mode);
    MoveChoices choicesFor(const Creature &mover, Qt::KeyboardModifiers modifiers = Qt::NoModifier) const;
    void setShowReach(bool show);
    // The modifier held for placing freely (Alt unless the GM picked another).
    void setPlaceFreely(PlaceFreely::Key key); // the status tip names the key
    PlaceFreely::Key placeFreely() const { return m_placeFreely; }
    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void documentChanged() override;
    void documentReset() override;
    bool cancel() override; // Esc during a drag: the token goes back, nothing is moved

    // What a drag to `anchor` would do, for the status bar and tests.
    struct Verdict {
        bool allowed = false;
        QString text; // "25 / 30 ft", "40 / 30 ft, Dash", "2 actions (30 ft)", or why not
        PathResult path;
        MoveChoices choices; // what the judge was asked (mode, stand)
    };
    Verdict judge(const Creature &mover, GridPoint anchor, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    // Why no path was found, in the status bar's words.

    // RULES.md 14.6 (Tumble): the next move of `mover` may pass `through`'s space; empty
    // `through` disarms. It holds until that creature has moved or another encounter opens.
    void armTumble(const QString &mover, const QString &through);
    QString tumbleThrough(const QString &mover) const { return mover == m_tumbleMover ? m_tumbleThrough : QString(); }
    // RULES.md 14.5: a drag with Shift and Alt held pushes the token instead of moving it
    // (whatever key places freely: Shift means nothing to a free placement). The push of
    // the drag in progress, if any.
    static bool pushHeld(Qt::KeyboardModifiers modifiers);
    const std::optional<PushChoice> &dragPush() const { return m_push; }

    // Shift-click squares (with a creature selected) to route its next move through them.
    const std::vector<GridPoint> &waypoints() const { return m_waypoints; }
    void clearWaypoints();

signals:
    // A token is dragged over `anchor` (once per square), and the drag ended (dropped,
    // cancelled or refused): the players' screen shows the fog as it would be.
    void dragOver(const QString &creatureId, GridPoint anchor);
    void dragEnded();

private:
    QString m_dragging; // creature id while a drag lasts
    QString m_carried;  // the rider whose controlled mount m_dragging is (it was the token grabbed)
    QString m_draggedAlong; // RULES.md 14.6: the creature m_dragging grapples and drags with it
    std::vector<GridPoint> m_waypoints;
    QString m_waypointsFor; // the creature they were set for
    GridPoint m_from;
    QPoint m_grabOffset; // grabbed square inside the token's space
    GridPoint m_lastAnchor{-1, -1};
    Verdict m_verdict;
    std::optional<MoveMode> m_modeChoice; // none: the creature's best speed
    Qt::KeyboardModifiers m_lastModifiers;
    bool m_showReach = true;
    bool m_pushing = false;            // this drag pushes (Shift+Alt held on the press)
    std::optional<PushChoice> m_push;  // ... and the push it asks for now
    QString m_tumbleMover;             // RULES.md 14.6: the creature whose next move tumbles
    QString m_tumbleThrough;           // ... through this one's space
    PlaceFreely::Key m_placeFreely = PlaceFreely::Key::Alt;

    QString describe(const MoveJudgement &judgement, const Creature &mover, bool inTurn, MoveMode mode) const; // the status text
    void showReach();
    void endDrag();
};

} // namespace bm
