#pragma once

// RULES.md 14.5 and 14.6 in the window: the token menu's Shove, Grapple, Release and Tumble
// Through, and the push a Shift+Alt-drag makes (MoveTool). The rules are core's
// (rules/push.h, combat::push, combat/grapple.h, MoveChoices::through); this only offers
// them, previews a push on the map (MapScene::pushPreview) while it is chosen, words the
// answers and pushes one undo step each.

#include "model/encounter.h"
#include "rules/push.h"

#include <QObject>
#include <QPointF>
#include <QPointer>

#include <optional>
#include <vector>

class QMenu;

namespace bm {

class Document;
class MapScene;
class MoveTool;

// One push that may be made: who is pushed, from where, how far, and the engine's answer.
struct PushChoice {
    QString pushed;     // the creature pushed
    QString from;       // the creature it is pushed away from (empty: a point)
    QPointF origin;     // the point it is pushed away from (grid units: spaceCentre of `from`)
    double feet = 0;    // asked for
    bool critical = false; // pf2e: a Shove's critical success pushes 10 ft
    PushResult result;  // direction, where it stops, what stopped it
};

namespace forcedmove {

// The creatures that may shove `pushed`: every other living creature whose reach holds it
// (RULES.md 3, 10), in the file's order.
QStringList shovers(const Encounter &e, const QString &pushed);
// Every push the token menu offers `pushed`: away from each shover, 5 ft (pf2e: 10 ft on a
// critical success as well), in each direction it may take (two when the vector lies
// exactly on a diagonal with manhattan distances: RULES.md 14.5).
std::vector<PushChoice> shoveChoices(const Encounter &e, const QString &pushed);
// The push a drag asks for: the token grabbed on `grabbed` and the cursor at `cursor` (grid
// units). The direction is the compass direction closest to the drag (manhattan: the closest
// orthogonal one), the distance the whole squares dragged along it (at least one); it is made
// away from a creature whose reach holds the token and whose push goes that way, else away
// from the point one square behind the token. None while the cursor is on the grabbed square.
std::optional<PushChoice> dragPush(const Encounter &e, const Creature &pushed, GridPoint grabbed, QPointF cursor);
// "Goblin pushed 10 ft east (away from Fighter)", "Goblin pushed 5 of 10 ft east: a wall stops it".
QString describe(const Encounter &e, const PushChoice &choice);
// The same for the label on the map, beside the creature pushed: "5 of 10 ft east: a wall stops it".
QString mapLabel(const Encounter &e, const PushChoice &choice);
// The push made through the tracker (combat::push: it costs nothing and provokes nothing) as
// one undo step; returns the status bar's words.
QString makePush(Document *document, const PushChoice &choice);
// Shows the push on the map (empty: clears it).
void preview(MapScene *scene, const PushChoice *choice);

} // namespace forcedmove

class ForcedMoveActions : public QObject
{
    Q_OBJECT

public:
    ForcedMoveActions(Document *document, MapScene *scene, MoveTool *moveTool, QObject *parent = nullptr);

    // The token menu's block for the creature `id`: Shove ▸, Grapple ▸, Release, Tumble
    // Through ▸. Hovering a Shove entry shows the push on the map.
    void addToMenu(QMenu *menu, const QString &id);

    // One undo step each; the status bar's words returned (and emitted).
    QString shove(const PushChoice &choice);
    QString grapple(const QString &grappler, const QString &target);
    QString release(const QString &grappler, const QString &target);
    // RULES.md 14.6: the next move of `mover` passes `through` (empty: it doesn't).
    QString armTumble(const QString &mover, const QString &through);

signals:
    void statusMessage(const QString &text);

private:
    Document *m_document;
    MapScene *m_scene;
    QPointer<MoveTool> m_moveTool;
};

} // namespace bm
