#pragma once

// Tracker changes from the window: a combat:: function applied to a copy of the
// encounter, pushed as one undo step holding the encounter before and after. Dice are
// rolled once, when the change is made; undo and redo replay the snapshots.

#include "combat/combat.h"

#include <QString>

#include <functional>

namespace bm {

class Document;
struct Encounter;

// False (and nothing pushed) when the change left the encounter as it was. A `gesture`
// (newGesture()) other than 0 merges the edit into the planned turn of that gesture when
// it is the undo step on top (EditEncounterCommand::PlannedTurn).
bool pushCombatEdit(Document *document, const QString &text, const std::function<void(Encounter &)> &change, int gesture = 0);

// A turn action (Dash, Disengage, Dodge, Stand Up …) taken by a creature as one undo step,
// as the tracker's rules allow it (combat::takeTurnAction). Returns the refusal, or empty
// when taken (the tracker logs it).
QString pushTurnAction(Document *document, const QString &id, combat::TurnAction action);

} // namespace bm
