#pragma once

// The health a player reads of a creature whose hit points are hidden (the players' page,
// the window's player view, the summary's handout): a state, worded by whoever shows it.

#include "model/encounter.h"

#include <QString>

#include <optional>

namespace bm {

// Unhurt: at full HP (or no HP kept); Hurt: above half; Bloodied: half or less;
// Down: 0 HP or dead. The same thresholds in every ruleset (a5e's "bloodied" condition
// is the GM's to set; this is only the word a player reads).
enum class HealthState { Unhurt, Hurt, Bloodied, Down };

HealthState healthState(const Creature &creature);
// From hit points alone (`down`: the caller's own reading of "down", e.g. the summary's,
// which also counts the unconscious): the same thresholds as healthState.
HealthState healthState(int hp, int maxHp, bool down);

// "unhurt", "hurt", "bloodied", "down": the ids on the players' wire (table.js words them).
QString healthStateId(HealthState s);
std::optional<HealthState> healthStateFromId(const QString &id);

} // namespace bm
