#pragma once

// RULES.md 14.6 (version 4): who grapples whom. A grappler lists the creatures it holds in
// `grappling` and each of them has the `grappled` condition (ENCOUNTER_FORMAT.md "Version 4
// fields"); the move engine then drags them along (MoveChoices::drag). Starting and ending a
// grapple is the GM's call (the check is rolled at the table): these set the two fields
// together, log it as data and refuse with a code, so the window and the CLI agree.

#include "combat/combat.h"
#include "combat/dice.h"
#include "model/encounter.h"

#include <QString>

namespace bm::combat {

enum class GrappleRefusal {
    None,
    NoCreature,       // `creature`: no creature of that id
    Itself,           // a creature can't grapple itself
    OutOfReach,       // the target is beyond the grappler's reach (RULES.md 3, 10)
    AlreadyGrappling, // the grappler already holds it
    NotGrappling,     // release: the grappler doesn't hold it
    Condition,        // the grappled condition can't be given (`condition` says why: immune)
};
struct GrappleOutcome {
    GrappleRefusal refusal = GrappleRefusal::None;
    QString creature;           // NoCreature: the id asked for
    ConditionProblem condition; // Condition
    bool refused() const { return refusal != GrappleRefusal::None; }
};

// `grappler` grapples `target`: `target` joins `grappling` and gets the `grappled` condition
// (combat::applyCondition, so a creature immune to it is refused). Refused: nothing changes.
GrappleOutcome grapple(Encounter &e, Dice &dice, const QString &grappler, const QString &target);
// `grappler` lets `target` go: it leaves `grappling`, and `target` loses the `grappled`
// condition unless another creature still grapples it.
GrappleOutcome release(Encounter &e, const QString &grappler, const QString &target);
// The creatures `id` may grapple now: every other living creature within its reach, in the
// file's order (those it already holds left out).
QStringList grappleTargets(const Encounter &e, const QString &id);

} // namespace bm::combat
