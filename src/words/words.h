#pragma once

// Words at the edge: what core answers as codes with their data (a path refused, an attack's
// reasons, a condition refused), worded once for the two faces that show it to a person, the
// window and battlemap-cli, in the reader's language. Core stays free of prose; this room
// holds the sentences both faces say alike (a face words a code itself only when it says it
// differently: the window names a gesture where the CLI names a flag, as the area tool does).
// Messages (model/logmessage.h) need no wording here: wordLogMessage words them.
// The texts keep the catalogue contexts they had ("MovementEngine", "Attack", "Combat"),
// so the translations carry over.

#include "combat/combat.h"
#include "model/logmessage.h"
#include "rules/attack.h"
#include "rules/movement.h"
#include "rules/push.h"

#include <QString>

#include <vector>

namespace bm {
struct Encounter;
}

namespace bm::words {

// Why no path was found ("Goblin has no legal path to [3, 4]").
QString pathProblem(const PathProblem &problem);
// One reason of the attack check ("target is prone", "out of reach (5 ft)").
QString attackReason(const AttackWhy &why);
// Why a condition can't be set ("Goblin is immune to poisoned.").
QString conditionProblem(const combat::ConditionProblem &problem);
// A compass direction ("north", "south-east"): where a push goes (RULES.md 14.5).
QString compassName(Compass direction);
// What stopped a push, RULES.md 14.5's `stopped_by` ("a wall", "the map's edge", "blocked
// terrain", the creature's name); empty when nothing did.
QString pushStop(const PushResult &push, const Encounter &encounter);
// Messages in a row, each worded, joined by `separator` ("; ").
QString joined(const std::vector<LogMessage> &messages, const Encounter *encounter, const QString &separator);

} // namespace bm::words
