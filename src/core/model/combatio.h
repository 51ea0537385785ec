#pragma once

// The `combat` object of the encounter file (ENCOUNTER_FORMAT.md): the tracker's state
// (model/combatstate.h) read with the encounter's reader and written beside the rest of
// the file. Tolerant of the version-1 minimum (`round`, `turn`, `order` as ids, `log` as
// strings); unknown fields are kept in `extra` at every level.

#include "model/combatstate.h"

#include <QJsonObject>

namespace bm {

class EncounterReader;

// Problems are errors named "combat.<field>" in the reader's result.
CombatState readCombat(EncounterReader &r, const QJsonObject &o);
QJsonObject combatToJson(const CombatState &s);

} // namespace bm
