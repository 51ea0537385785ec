#pragma once

// RULES.md 14 (version 4): what follows from creatures that hide. The one answer to "is H
// hidden from O" is SightMap::hiddenFrom (14.2), which SightMap::sees and ::visibility ask;
// here are the questions built on it: whom a creature is hidden from, and who is surprised
// when combat starts (14.3).

#include "model/encounter.h"

#include <QStringList>

namespace bm {

class SightMap;

// RULES.md 14.2: the ids of the creatures h is hidden from, sorted.
QStringList hiddenFromIds(const SightMap &sight, const Creature &h);

// RULES.md 14.3: what starting combat now would do. 5e family: `surprised`, the creatures
// surprised (those the file already marks included; 2024: they roll initiative with
// disadvantage); pf2e: `stealthInitiative`, the living creatures with `hidden`, which roll
// initiative with Stealth. Both sorted.
struct StealthSurprise {
    QStringList surprised;
    QStringList stealthInitiative;
};
StealthSurprise surpriseFromStealth(const Encounter &e);

// RULES.md 14.3: does h's Stealth total beat c's passive Perception for surprise (no -5, no
// plain view; 2024 also needs 15)?
bool stealthBeatsForSurprise(const Encounter &e, const Creature &h, const Creature &c);

} // namespace bm
