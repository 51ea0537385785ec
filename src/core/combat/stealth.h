#pragma once

// The tracker's side of RULES.md 14 (version 4): hiding, searching (5e family Search, pf2e
// Seek), revealing and pushing. Each changes the encounter and logs what it did as data
// (the "Combat" catalogue); refusals are codes with their data, worded by each face.

#include "combat/dice.h"
#include "model/encounter.h"
#include "model/logmessage.h"
#include "rules/areas.h"

#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>

namespace bm::combat {

// Why a stealth operation or a push can't be made.
enum class StealthRefusal {
    None,
    NoCreature,        // no such creature
    WrongRuleset,      // Search is the 5e family's, Seek pf2e's
    NoActionLeft,      // the action (pf2e: an action) is spent; `problem` says the tracker's words
    NotHidden,         // reveal: the creature has no `hidden`
    BadSeekArea,       // seek: the area can't be drawn (`area`)
    NoPush,            // push: a vector of length 0
    DirectionNeeded,   // push: two directions may be chosen and none was given
    DirectionNotOpen,  // push: the direction given is not one that may be chosen
};
struct StealthOutcome {
    StealthRefusal refusal = StealthRefusal::None;
    LogMessage problem;       // NoActionLeft: the tracker's reason (a message, worded by the face)
    AreaProblem area;         // BadSeekArea
    int check = 0;            // the Stealth or Perception total rolled
    QStringList found;        // Search, Seek: the creatures that joined `foundBy`
    QStringList unsneaked;    // Seek: sneaking creatures now only hidden
    bool hid = false;         // Hide: `hidden` was set (2024: not below 15)
    bool refused() const { return refusal != StealthRefusal::None; }
};

// RULES.md 14.2: one d20 + `stealth`; `hidden` becomes {total, [], sneak} (2024: a total
// below 15 is logged as failed and sets nothing). `sneak` (pf2e Sneak) is kept as given;
// the 5e family ignores it (14.2).
StealthOutcome hide(Encounter &e, Dice &dice, const QString &id, bool sneak);
// The same with the check made at the table: `total` is the Stealth total as the GM typed it.
StealthOutcome hide(Encounter &e, const QString &id, int total, bool sneak);
// RULES.md 14.4, 5e family Search (an action): d20 + `perception`; every hidden creature it
// has line of sight to with a total at most the check finds it.
StealthOutcome search(Encounter &e, Dice &dice, const QString &id);
// RULES.md 14.4, pf2e Seek (1 action): a 30-ft cone toward `toward` or, without it, a 15-ft
// emanation; one Perception check against each hidden creature's Stealth DC.
StealthOutcome seek(Encounter &e, Dice &dice, const QString &id, std::optional<QPointF> toward);
// The area Seek searches (RULES.md 11, 14.4): a 30-ft cone from the creature toward `toward`,
// or, without it, a 15-ft emanation. What a face draws before the GM confirms is this area.
AreaOfEffect seekArea(const QString &id, std::optional<QPointF> toward);
// RULES.md 14.4: the GM clears `hidden`.
StealthOutcome reveal(Encounter &e, const QString &id);
// RULES.md 14.5: makes a push of `id` away from the point `from` by `feet`; `direction` is
// needed when two directions may be chosen.
StealthOutcome push(Encounter &e, const QString &id, QPointF from, double feet, std::optional<Compass> direction);

} // namespace bm::combat
