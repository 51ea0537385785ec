// Hit points and dropping to 0 (RULES.md 8): damage with resistance, vulnerability and
// immunity (5e family) or weakness and resistance values (pf2e), temporary hit points that
// don't stack, healing, and what 0 HP means per ruleset: monsters die, player characters
// and allies fall unconscious and make death saves (massive damage in 2014/2024, a level of
// fatigue in a5e) or are dying with recovery checks and wounded (pf2e), until stabilized.

#include "combat/combat.h"

#include "combat/combatinternal.h"
#include "model/encounter.h"
#include "rules/underwater.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace bm::combat {

namespace {

void endConcentration(Encounter &e, Creature &c, const LogMessage &why);

void die(Encounter &e, Creature &c, Combatant *k, const std::optional<LogMessage> &why)
{
    if (c.has(QStringLiteral("concentrating"))) {
        for (int i = int(e.combat.effects.size()) - 1; i >= 0; --i)
            if (e.combat.effects[std::size_t(i)].target == c.id && e.combat.effects[std::size_t(i)].condition == QLatin1String("concentrating"))
                e.combat.effects.erase(e.combat.effects.begin() + i);
        dropCondition(c, QStringLiteral("concentrating"));
        endConcentrationAreas(e, c.id);
    }
    addCondition(c, QStringLiteral("dead"));
    addCondition(c, QStringLiteral("prone"));
    if (c.elevation > 0 && c.speed.fly > 0) {
        c.elevation = 0; // a dead flier drops to the ground, hovering or not
        combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 drops to the ground."), {who(c)}));
    }
    dropCondition(c, QStringLiteral("unconscious"));
    if (k) {
        k->downed = false;
        k->dying = 0;
    }
    combat::log(e, !why ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 dies."), {who(c)}) : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 dies (%2)."), {who(c), *why}));
}

void resetDeath(Combatant *k)
{
    if (!k)
        return;
    k->deathSuccesses = 0;
    k->deathFailures = 0;
    k->stable = false;
}

// Back on your feet in the fight (healing, a natural 20): no longer unconscious from 0 HP.
void revive(Encounter &e, Creature &c, Combatant *k)
{
    dropCondition(c, QStringLiteral("unconscious"));
    if (!k)
        return;
    if (e.ruleset == Ruleset::Pf2e && k->dying > 0) {
        k->dying = 0;
        ++k->wounded; // pf2e: losing the dying condition raises wounded by 1
    }
    k->downed = false;
    resetDeath(k);
}

int saveBonus(const Creature &c, const QString &ability)
{
    return c.saveBonus(ability);
}

// RULES.md 13.4 step 8: an entry applies to a part of its type; "nonmagical slashing" only
// to a part whose attack is not magical.
bool applies(const QString &entry, const QString &type, bool magical)
{
    if (type.isEmpty())
        return false;
    if (entry == type)
        return true;
    return !magical && entry.startsWith(QLatin1String("nonmagical ")) && QStringView(entry).mid(11) == type;
}

bool listed(const std::vector<DamageTrait> &traits, const QString &type, bool magical)
{
    return std::any_of(traits.begin(), traits.end(), [&](const DamageTrait &t) { return applies(t.type, type, magical); });
}

bool listed(const QStringList &names, const QString &type, bool magical)
{
    return std::any_of(names.begin(), names.end(), [&](const QString &n) { return applies(n, type, magical); });
}

// pf2e: the highest matching value.
int highest(const std::vector<DamageTrait> &traits, const QString &type, bool magical)
{
    int best = 0;
    for (const DamageTrait &t : traits)
        if (applies(t.type, type, magical))
            best = std::max(best, t.value);
    return best;
}

// pf2e: dying 4 kills, less the doomed value.
int pf2eDeathAt(const Encounter &e, const QString &id)
{
    return std::max(1, 4 - conditionValue(e, id, QStringLiteral("doomed")));
}

// a5e: levels of fatigue and strife; fatigue gained in a fight is felt after it, and 7 dooms.
void gainFatigue(Encounter &e, Creature &c, Combatant &k, int fatigue, int strife)
{
    k.fatigue = std::min(10, k.fatigue + fatigue);
    k.fatigueGained = std::min(k.fatigue, k.fatigueGained + (e.combat.active ? fatigue : 0));
    k.strife = std::min(10, k.strife + strife);
    if (k.fatigue >= 7 && !c.has(QStringLiteral("doomed"))) {
        addCondition(c, QStringLiteral("doomed"));
        combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 has 7 levels of fatigue and is doomed."), {who(c)}));
    }
}

void endConcentration(Encounter &e, Creature &c, const LogMessage &why)
{
    if (!c.has(QStringLiteral("concentrating")))
        return;
    for (int i = int(e.combat.effects.size()) - 1; i >= 0; --i)
        if (e.combat.effects[std::size_t(i)].target == c.id && e.combat.effects[std::size_t(i)].condition == QLatin1String("concentrating"))
            e.combat.effects.erase(e.combat.effects.begin() + i);
    dropCondition(c, QStringLiteral("concentrating"));
    if (Combatant *k = e.combat.combatant(c.id); k && k->extra.value(QLatin1String(kReadiedSpellField)).toBool()) {
        k->readied.clear();
        k->extra.remove(QLatin1String(kReadiedSpellField));
    }
    combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 loses concentration (%2)."), {who(c), why}));
    endConcentrationAreas(e, c.id);
}

// 5e family: damage calls a Constitution save against DC 10 or half the damage, the higher
// (2024: at most 30).
void concentrationCheck(Encounter &e, Dice &dice, const QString &id, int dealt, std::optional<int> entered, DamageResult &out)
{
    Creature *c = creatureOf(e, id);
    if (!c || dealt <= 0 || e.ruleset == Ruleset::Pf2e || !c->has(QStringLiteral("concentrating")))
        return;
    int dc = std::max(10, dealt / 2);
    if (e.ruleset == Ruleset::Dnd2024)
        dc = std::min(30, dc);
    out.concentrationDc = dc;
    const int total = entered ? *entered : dice.d20(saveBonus(*c, QStringLiteral("con")) - d20Penalty(e, id), saveRollMode(e, id)).total;
    out.concentrationKept = total >= dc;
    if (out.concentrationKept)
        combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's concentration save: %2 against DC %3, kept."), {who(*c), total, dc}));
    else
        endConcentration(e, *c, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "concentration save %1 against DC %2"), {total, dc}));
}

} // namespace

DefendedDamage afterDefences(Ruleset ruleset, const Creature &c, int amount, const QString &type, bool magical)
{
    DefendedDamage out;
    out.dealt = std::max(0, amount);
    if (listed(c.immunities, type, magical)) {
        out.dealt = 0;
        out.noteMessage = logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "immune"));
    } else if (ruleset == Ruleset::Pf2e) {
        // The highest weakness is added (not to 0 damage), the highest resistance subtracted.
        const int weak = out.dealt > 0 ? highest(c.weaknesses, type, magical) : 0;
        const int resist = highest(c.resistances, type, magical);
        out.dealt = std::max(0, out.dealt + weak - resist);
        if (weak)
            out.noteMessage = logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "weakness %1"), {weak});
        if (resist)
            out.noteMessage = logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "resistance %1"), {resist});
    } else {
        // 5e family: resistance halves (rounded down), then vulnerability doubles; matching
        // entries never stack.
        if (listed(c.resistances, type, magical)) {
            out.dealt /= 2;
            out.noteMessage = logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "resisted"));
        }
        if (listed(c.vulnerabilities, type, magical)) {
            out.dealt *= 2;
            out.noteMessage = !out.noteMessage ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "vulnerable"))
                                               : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "resisted and vulnerable"));
        }
    }
    if (out.noteMessage)
        out.note = wordLogMessage(*out.noteMessage, nullptr);
    return out;
}

DefendedDamage afterDefences(const Encounter &e, const Creature &c, int amount, const QString &type, bool magical)
{
    if (type.compare(QLatin1String("fire"), Qt::CaseInsensitive) == 0 && !listed(c.resistances, type, magical)
        && isUnderwater(e, c)) {
        Creature wet = c;
        wet.resistances.push_back({QStringLiteral("fire"), 0});
        return afterDefences(e.ruleset, wet, amount, type, magical);
    }
    return afterDefences(e.ruleset, c, amount, type, magical);
}

DamageResult damage(Encounter &e, Dice &dice, const QString &id, int amount, const QString &type, bool critical)
{
    DamageOptions o;
    o.type = type;
    o.critical = critical;
    return damage(e, dice, id, amount, o);
}

DamageResult damage(Encounter &e, Dice &dice, const QString &id, int amount, const DamageOptions &o)
{
    DamageResult out;
    Creature *c = creatureOf(e, id);
    if (!c || amount <= 0)
        return out;
    const QString &type = o.type;
    const bool critical = o.critical;
    Combatant *k = e.combat.combatant(id);
    int dealt = amount;
    std::optional<LogMessage> note;
    if (!o.defended) {
        const DefendedDamage d = afterDefences(e, *c, amount, type, o.magical);
        dealt = d.dealt;
        out.note = d.note;
        note = d.noteMessage;
    }
    out.dealt = dealt;
    out.toTemp = std::min(c->tempHp, dealt);
    c->tempHp -= out.toTemp;
    const int rest = dealt - out.toTemp;
    // The type as the GM reads it ("Hieb und Feuer"): several parts' ids come joined by "+".
    const bool typed = !type.split(QLatin1Char('+'), Qt::SkipEmptyParts).isEmpty();
    const LogMessage typeText = typed ? logConcat({QStringLiteral(" "), LogArg::damageType(type)}) : logConcat({});
    LogMessage line = logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 takes %2%3 damage"), {who(*c), dealt, typeText});
    if (note)
        line = logConcat({line, QStringLiteral(" ("), *note, QStringLiteral(")")});
    if (out.toTemp)
        line = logConcat({line, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", ", %1 to temporary HP"), {out.toTemp})});
    if (c->isDead() || rest <= 0) {
        log(e, logConcat({line, QStringLiteral(".")}));
        if (!c->isDead())
            concentrationCheck(e, dice, id, dealt, o.concentrationSave, out);
        return out;
    }
    if (c->hp <= 0 && (k ? k->downed : c->has(QStringLiteral("unconscious")))) {
        // Damage at 0 HP.
        log(e, logConcat({line, QStringLiteral(".")}));
        out.toHp = 0;
        if (!makesDeathSaves(*c, k) && o.knockOut) {
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 stays knocked out."), {who(*c)}));
        } else if (!makesDeathSaves(*c, k)) {
            die(e, *c, k, {});
        } else if (e.ruleset == Ruleset::Pf2e) {
            if (k) {
                // Player Core: damage while dying adds 1 (2 on a critical); at 0 HP and not
                // dying (stable) the creature is knocked out again: dying 1 (2) + wounded.
                const int hit = critical ? 2 : 1;
                const bool wasDying = k->dying > 0;
                k->dying = wasDying ? k->dying + hit : hit + k->wounded;
                k->stable = false;
                log(e, wasDying ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is dying %2."), {who(*c), k->dying})
                                : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is dying %2 again (wounded %3)."), {who(*c), k->dying, k->wounded}));
                if (k->dying >= pf2eDeathAt(e, id))
                    die(e, *c, k, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "dying %1"), {k->dying}));
            }
        } else if (isFiveEFamily(e.ruleset) && e.ruleset != Ruleset::A5e && rest >= c->maxHp && c->maxHp > 0) {
            die(e, *c, k, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "massive damage"), {}));
        } else if (k) {
            k->stable = false;
            k->deathFailures = std::min(3, k->deathFailures + (critical && e.ruleset != Ruleset::A5e ? 2 : 1));
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 suffers a death save failure (%2 of 3)."), {who(*c), k->deathFailures}));
            if (k->deathFailures >= 3)
                die(e, *c, k, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "three failed death saves"), {}));
        }
        return out;
    }
    out.toHp = std::min(rest, std::max(0, c->hp));
    c->hp -= rest;
    c->hasHp = true; // the tracker keeps what it counted
    log(e, logConcat({line, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", " (%1 HP left)."), {std::max(0, c->hp)})}));
    if (c->hp > 0) {
        concentrationCheck(e, dice, id, dealt, o.concentrationSave, out);
        return out;
    }
    const int overflow = -c->hp;
    c->hp = 0;
    endConcentration(e, *c, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "dropped to 0 HP"), {}));
    if (o.knockOut) {
        // The attacker's choice (5e family; pf2e nonlethal): unconscious and stable, not dying.
        addCondition(*c, QStringLiteral("unconscious"));
        addCondition(*c, QStringLiteral("prone"));
        out.knockedOut = true;
        if (k) {
            k->downed = true;
            resetDeath(k);
            k->stable = true;
            k->dying = 0;
        }
        if (e.ruleset == Ruleset::A5e && k) {
            gainFatigue(e, *c, *k, 1, 0);
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is knocked out: unconscious and stable, a level of fatigue (%2)."), {who(*c), k->fatigue}));
        } else {
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is knocked out: unconscious and stable."), {who(*c)}));
        }
        return out;
    }
    if (!makesDeathSaves(*c, k)) {
        die(e, *c, k, {}); // monsters die at 0 HP by default
        return out;
    }
    if ((e.ruleset == Ruleset::Dnd2014 || e.ruleset == Ruleset::Dnd2024) && c->maxHp > 0 && overflow >= c->maxHp) {
        die(e, *c, k, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "massive damage"), {}));
        return out;
    }
    if (e.ruleset == Ruleset::A5e) {
        // A5E massive damage: 20 + 3 × level taken at once calls a DC 15 Constitution save.
        // Without a `level` (or `hitDice`) the tracker doesn't guess (DECISIONS.md).
        const QJsonValue levelValue = c->extra.contains(QLatin1String("level")) ? c->extra.value(QLatin1String("level"))
                                                                                : c->extra.value(QLatin1String("hitDice"));
        const int threshold = 20 + 3 * levelValue.toInt();
        if (levelValue.isDouble() && dealt >= threshold) {
            const int total = o.massiveDamageSave ? *o.massiveDamageSave
                                                  : dice.d20(saveBonus(*c, QStringLiteral("con")), saveRollMode(e, id)).total;
            if (total < 15) {
                log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's massive damage save (DC 15): %2, failed."), {who(*c), total}));
                die(e, *c, k, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "massive damage"), {}));
                return out;
            }
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's massive damage save (DC 15): %2, a level of fatigue and of strife."), {who(*c), total}));
            if (k)
                gainFatigue(e, *c, *k, 1, 1);
        }
    }
    addCondition(*c, QStringLiteral("unconscious"));
    addCondition(*c, QStringLiteral("prone"));
    if (k) {
        k->downed = true;
        resetDeath(k);
    }
    if (e.ruleset == Ruleset::Pf2e) {
        const int dying = (critical ? 2 : 1) + (k ? k->wounded : 0);
        if (k)
            k->dying = dying;
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 falls unconscious, dying %2."), {who(*c), dying}));
        if (dying >= pf2eDeathAt(e, id))
            die(e, *c, k, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "dying %1"), {dying}));
    } else if (e.ruleset == Ruleset::A5e) {
        if (k)
            gainFatigue(e, *c, *k, 1, 0); // falling unconscious from damage inflicts a level of fatigue
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 falls unconscious and suffers a level of fatigue (%2)."), {who(*c), k ? k->fatigue : 1}));
    } else {
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 falls unconscious and is dying."), {who(*c)}));
    }
    if (c->isDead())
        return out;
    fallIfFlying(e, dice, id); // unconscious: speed 0
    return out;
}

void heal(Encounter &e, const QString &id, int amount)
{
    Creature *c = creatureOf(e, id);
    if (!c || amount <= 0)
        return;
    if (c->isDead()) {
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is dead: healing has no effect."), {who(*c)}));
        return;
    }
    const int before = std::max(0, c->hp);
    c->hp = c->maxHp > 0 ? std::min(c->maxHp, before + amount) : before + amount;
    c->hasHp = true;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 regains %2 HP (%3 HP)."), {who(*c), c->hp - before, c->hp}));
    Combatant *k = e.combat.combatant(id);
    if (before == 0 && c->hp > 0 && (c->has(QStringLiteral("unconscious")) || (k && k->downed)))
        revive(e, *c, k);
}

void setTempHp(Encounter &e, const QString &id, int amount)
{
    Creature *c = creatureOf(e, id);
    if (!c)
        return;
    // Temporary hit points don't stack: keep the higher.
    if (amount > c->tempHp) {
        c->tempHp = amount;
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 has %2 temporary HP."), {who(*c), amount}));
    } else {
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 keeps %2 temporary HP (they don't stack)."), {who(*c), c->tempHp}));
    }
}

void deathSave(Encounter &e, Dice &dice, const QString &id)
{
    Creature *c = creatureOf(e, id);
    Combatant *k = e.combat.combatant(id);
    if (!c || !k || c->isDead())
        return;
    // A death save is a saving throw: 2024 exhaustion takes 2 a level, 2014 exhaustion 3+ rolls
    // with disadvantage.
    const DiceRoll r = dice.d20(-d20Penalty(e, id), saveRollMode(e, id));
    const int nat = r.natural;
    if (nat == 20) {
        c->hp = std::max(c->hp, 1);
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's death save: natural 20, regains 1 HP and wakes up."), {who(*c)}));
        revive(e, *c, k);
        return;
    }
    if (nat == 1 && e.ruleset != Ruleset::A5e) {
        k->deathFailures = std::min(3, k->deathFailures + 2);
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's death save: natural 1, two failures (%2 of 3)."), {who(*c), k->deathFailures}));
    } else if (r.total >= 10) {
        ++k->deathSuccesses;
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's death save: %2, success (%3 of 3)."), {who(*c), r.total, k->deathSuccesses}));
    } else {
        k->deathFailures = std::min(3, k->deathFailures + 1);
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's death save: %2, failure (%3 of 3)."), {who(*c), r.total, k->deathFailures}));
        if (nat == 1) { // a5e: a natural 1 costs a level of fatigue and of strife
            gainFatigue(e, *c, *k, 1, 1);
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 suffers a level of fatigue and of strife."), {who(*c)}));
        }
    }
    if (k->deathFailures >= 3) {
        die(e, *c, k, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "three failed death saves"), {}));
    } else if (k->deathSuccesses >= 3) {
        k->stable = true;
        k->deathSuccesses = k->deathFailures = 0;
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is stable."), {who(*c)}));
    }
}

void recoveryCheck(Encounter &e, Dice &dice, const QString &id)
{
    Creature *c = creatureOf(e, id);
    Combatant *k = e.combat.combatant(id);
    if (!c || !k || k->dying <= 0)
        return;
    // pf2e recovery check: a flat check against DC 10 + dying.
    const int dc = 10 + k->dying;
    const DiceRoll r = dice.d20(0);
    int degree = r.total >= dc + 10 ? 3 : r.total >= dc ? 2 : r.total <= dc - 10 ? 0 : 1;
    if (r.natural == 20)
        degree = std::min(3, degree + 1);
    if (r.natural == 1)
        degree = std::max(0, degree - 1);
    static const int kChange[] = {2, 1, -1, -2};
    k->dying = std::max(0, k->dying + kChange[degree]);
    static const char *kDegree[] = {QT_TRANSLATE_NOOP("Combat", "critical failure"), QT_TRANSLATE_NOOP("Combat", "failure"),
                                    QT_TRANSLATE_NOOP("Combat", "success"), QT_TRANSLATE_NOOP("Combat", "critical success")};
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's recovery check: %2 against DC %3, %4; dying %5."), {who(*c), r.total, dc, logMessage("Combat", kDegree[degree]), k->dying}));
    if (k->dying >= pf2eDeathAt(e, id)) {
        die(e, *c, k, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "dying %1"), {k->dying}));
    } else if (k->dying == 0) {
        k->stable = true;
        ++k->wounded;
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is stable (wounded %2)."), {who(*c), k->wounded}));
    }
}

void dyingCheck(Encounter &e, Dice &dice, const QString &id)
{
    if (e.ruleset == Ruleset::Pf2e)
        recoveryCheck(e, dice, id);
    else
        deathSave(e, dice, id);
}

void stabilize(Encounter &e, const QString &id)
{
    Combatant *k = e.combat.combatant(id);
    Creature *c = creatureOf(e, id);
    if (!k || !c || !k->downed || c->isDead())
        return;
    k->stable = true;
    k->deathSuccesses = k->deathFailures = 0;
    if (k->dying > 0) {
        k->dying = 0;
        ++k->wounded;
    }
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is stable."), {who(*c)}));
}

} // namespace bm::combat
