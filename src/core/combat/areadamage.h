#pragma once

// Damage to every creature in an area: one damage roll for the area, a saving
// throw per creature, what each takes after its save, applied through combat::damage (so
// resistances, temporary HP, concentration and dying apply as everywhere else) and logged
// one line per creature. docs/DECISIONS.md, "Area damage and saves", says what we chose
// where RULES.md is silent: 5e family half rounded down on a success; pf2e degrees of
// success with the basic save's 0 / half / full / double.

#include "combat/dice.h"
#include "model/vocabulary.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace bm {

struct Creature;
struct Encounter;

namespace combat {

// The saves a ruleset has: "str" … "cha" (5e family), "fortitude", "reflex", "will" (pf2e).
QStringList saveAbilities(Ruleset r);
QString saveAbilityName(const QString &ability); // translated: "Dexterity", "Reflex"
LogMessage saveAbilityMessage(const QString &ability); // the same, for the log
// The bonus in the creature's `saves` object ("dex": 2; pf2e also "fort", "ref"), else 0.
int saveBonus(const Creature &c, const QString &ability);

enum class SaveDegree { CriticalFailure, Failure, Success, CriticalSuccess };
QString saveDegreeName(SaveDegree d); // translated
LogMessage saveDegreeMessage(SaveDegree d); // the same, for the log
// 5e family: success when the total reaches the DC (a natural 20 is not an automatic
// success on a save). pf2e: ±10 from the DC for a critical, and a natural 20 or 1 moves
// the degree one step up or down. `natural` 0: unknown (a total entered at the table).
SaveDegree saveDegree(Ruleset r, int natural, int total, int dc);
// What a creature takes of the area's `rolled` damage. `halfOnSuccess` (5e) or a basic
// save (pf2e): 5e success half rounded down; pf2e critical success 0, success half
// rounded down, failure full, critical failure double. Without it a success takes nothing.
int damageAfterSave(Ruleset r, SaveDegree d, int rolled, bool halfOnSuccess);

struct AreaDamageRow {
    QString id;
    std::optional<SaveDegree> degree; // none: no save
    int natural = 0;                  // the d20 (0: not rolled here)
    int total = 0;                    // d20 + bonus
    int amount = 0;                   // what it takes, before resistances
    int coverBonus = 0;               // RULES.md 13.2: from the area's origin (in `total`)
    bool automaticFailure = false;    // paralyzed, petrified, stunned, unconscious: Str, Dex
    bool notAffected = false;         // total cover from the origin: no die, no damage
};
struct AreaDamage {
    QString label;        // "8d6 = 28" for the log
    QString type;         // damage type id
    QString ability;      // empty: no save
    int dc = 0;
    bool magical = false; // RULES.md 13.5: not magical unless the effect says so
    std::vector<AreaDamageRow> rows;
};
// Applies the rows to `e`: one log line per creature (its save and what it takes), then
// combat::damage with the amount. Creatures no longer in the encounter are skipped.
void applyAreaDamage(Encounter &e, Dice &dice, const AreaDamage &area);

} // namespace combat
} // namespace bm
