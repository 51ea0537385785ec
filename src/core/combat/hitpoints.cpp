// Hit points and dropping to 0 (RULES.md 8): damage with resistance, vulnerability and
// immunity (5e family) or weakness and resistance values (pf2e), temporary hit points that
// don't stack, healing, and what 0 HP means per ruleset: monsters die, player characters
// and allies fall unconscious and make death saves (massive damage in 2014/2024, a level of
// fatigue in a5e) or are dying with recovery checks and wounded (pf2e), until stabilized.

#include "combat/combat.h"

#include "combat/combatinternal.h"
#include "model/encounter.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace bm::combat {

namespace {

void die(Encounter &e, Creature &c, Combatant *k, const QString &why)
{
    addCondition(c, QStringLiteral("dead"));
    addCondition(c, QStringLiteral("prone"));
    dropCondition(c, QStringLiteral("unconscious"));
    if (k) {
        k->downed = false;
        k->dying = 0;
    }
    combat::log(e, why.isEmpty() ? QCoreApplication::translate("Combat", "%1 dies.").arg(c.name) : QCoreApplication::translate("Combat", "%1 dies (%2).").arg(c.name, why));
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

bool listed(const QJsonValue &v, const QString &type)
{
    if (type.isEmpty())
        return false;
    if (v.isArray())
        return v.toArray().contains(type);
    if (v.isObject())
        return v.toObject().contains(type);
    return false;
}

int valueFor(const QJsonValue &v, const QString &type)
{
    if (type.isEmpty() || !v.isObject())
        return 0;
    return v.toObject().value(type).toInt();
}

} // namespace

DamageResult damage(Encounter &e, Dice &dice, const QString &id, int amount, const QString &type, bool critical)
{
    Q_UNUSED(dice);
    DamageResult out;
    Creature *c = creatureOf(e, id);
    if (!c || amount <= 0)
        return out;
    Combatant *k = e.combat.combatant(id);
    const QJsonObject &x = c->extra;
    int dealt = amount;
    if (listed(x.value(QLatin1String("immunities")), type)) {
        dealt = 0;
        out.note = QCoreApplication::translate("Combat", "immune");
    } else if (e.ruleset == Ruleset::Pf2e) {
        const int weak = valueFor(x.value(QLatin1String("weaknesses")), type);
        const int resist = valueFor(x.value(QLatin1String("resistances")), type);
        dealt = std::max(0, dealt + weak - resist);
        if (weak)
            out.note = QCoreApplication::translate("Combat", "weakness %1").arg(weak);
        if (resist)
            out.note = QCoreApplication::translate("Combat", "resistance %1").arg(resist);
    } else {
        // 5e family: resistance halves (rounded down), vulnerability doubles; each once.
        if (listed(x.value(QLatin1String("resistances")), type)) {
            dealt /= 2;
            out.note = QCoreApplication::translate("Combat", "resisted");
        }
        if (listed(x.value(QLatin1String("vulnerabilities")), type)) {
            dealt *= 2;
            out.note = out.note.isEmpty() ? QCoreApplication::translate("Combat", "vulnerable") : QCoreApplication::translate("Combat", "resisted and vulnerable");
        }
    }
    out.dealt = dealt;
    out.toTemp = std::min(c->tempHp, dealt);
    c->tempHp -= out.toTemp;
    const int rest = dealt - out.toTemp;
    const QString typeText = type.isEmpty() ? QString() : QLatin1Char(' ') + type;
    QString line = QCoreApplication::translate("Combat", "%1 takes %2%3 damage").arg(c->name).arg(dealt).arg(typeText);
    if (!out.note.isEmpty())
        line += QStringLiteral(" (%1)").arg(out.note);
    if (out.toTemp)
        line += QCoreApplication::translate("Combat", ", %1 to temporary HP").arg(out.toTemp);
    if (c->isDead() || rest <= 0) {
        log(e, line + QLatin1Char('.'));
        return out;
    }
    if (c->hp <= 0 && (k ? k->downed : c->has(QStringLiteral("unconscious")))) {
        // Damage at 0 HP.
        log(e, line + QLatin1Char('.'));
        out.toHp = 0;
        if (!makesDeathSaves(*c, k)) {
            die(e, *c, k, {});
        } else if (e.ruleset == Ruleset::Pf2e) {
            if (k) {
                k->dying += critical ? 2 : 1;
                log(e, QCoreApplication::translate("Combat", "%1 is dying %2.").arg(c->name).arg(k->dying));
                if (k->dying >= 4)
                    die(e, *c, k, QCoreApplication::translate("Combat", "dying 4"));
            }
        } else if (isFiveEFamily(e.ruleset) && e.ruleset != Ruleset::A5e && rest >= c->maxHp && c->maxHp > 0) {
            die(e, *c, k, QCoreApplication::translate("Combat", "massive damage"));
        } else if (k) {
            k->stable = false;
            k->deathFailures = std::min(3, k->deathFailures + (critical && e.ruleset != Ruleset::A5e ? 2 : 1));
            log(e, QCoreApplication::translate("Combat", "%1 suffers a death save failure (%2 of 3).").arg(c->name).arg(k->deathFailures));
            if (k->deathFailures >= 3)
                die(e, *c, k, QCoreApplication::translate("Combat", "three failed death saves"));
        }
        return out;
    }
    out.toHp = std::min(rest, std::max(0, c->hp));
    c->hp -= rest;
    log(e, line + QCoreApplication::translate("Combat", " (%1 HP left).").arg(std::max(0, c->hp)));
    if (c->hp > 0)
        return out;
    const int overflow = -c->hp;
    c->hp = 0;
    if (!makesDeathSaves(*c, k)) {
        die(e, *c, k, {}); // monsters die at 0 HP by default
        return out;
    }
    if ((e.ruleset == Ruleset::Dnd2014 || e.ruleset == Ruleset::Dnd2024) && c->maxHp > 0 && overflow >= c->maxHp) {
        die(e, *c, k, QCoreApplication::translate("Combat", "massive damage"));
        return out;
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
        log(e, QCoreApplication::translate("Combat", "%1 falls unconscious, dying %2.").arg(c->name).arg(dying));
        if (dying >= 4)
            die(e, *c, k, QCoreApplication::translate("Combat", "dying 4"));
    } else if (e.ruleset == Ruleset::A5e) {
        if (k)
            ++k->fatigue; // falling unconscious from damage inflicts a level of fatigue
        log(e, QCoreApplication::translate("Combat", "%1 falls unconscious and suffers a level of fatigue (%2).").arg(c->name).arg(k ? k->fatigue : 1));
    } else {
        log(e, QCoreApplication::translate("Combat", "%1 falls unconscious and is dying.").arg(c->name));
    }
    return out;
}

void heal(Encounter &e, const QString &id, int amount)
{
    Creature *c = creatureOf(e, id);
    if (!c || amount <= 0)
        return;
    if (c->isDead()) {
        log(e, QCoreApplication::translate("Combat", "%1 is dead: healing has no effect.").arg(c->name));
        return;
    }
    const int before = std::max(0, c->hp);
    c->hp = c->maxHp > 0 ? std::min(c->maxHp, before + amount) : before + amount;
    log(e, QCoreApplication::translate("Combat", "%1 regains %2 HP (%3 HP).").arg(c->name).arg(c->hp - before).arg(c->hp));
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
        log(e, QCoreApplication::translate("Combat", "%1 has %2 temporary HP.").arg(c->name).arg(amount));
    } else {
        log(e, QCoreApplication::translate("Combat", "%1 keeps %2 temporary HP (they don't stack).").arg(c->name).arg(c->tempHp));
    }
}

void deathSave(Encounter &e, Dice &dice, const QString &id)
{
    Creature *c = creatureOf(e, id);
    Combatant *k = e.combat.combatant(id);
    if (!c || !k || c->isDead())
        return;
    const DiceRoll r = dice.d20(0);
    const int nat = r.natural;
    if (nat == 20) {
        c->hp = std::max(c->hp, 1);
        log(e, QCoreApplication::translate("Combat", "%1's death save: natural 20, regains 1 HP and wakes up.").arg(c->name));
        revive(e, *c, k);
        return;
    }
    if (nat == 1 && e.ruleset != Ruleset::A5e) {
        k->deathFailures = std::min(3, k->deathFailures + 2);
        log(e, QCoreApplication::translate("Combat", "%1's death save: natural 1, two failures (%2 of 3).").arg(c->name).arg(k->deathFailures));
    } else if (nat >= 10) {
        ++k->deathSuccesses;
        log(e, QCoreApplication::translate("Combat", "%1's death save: %2, success (%3 of 3).").arg(c->name).arg(nat).arg(k->deathSuccesses));
    } else {
        k->deathFailures = std::min(3, k->deathFailures + 1);
        log(e, QCoreApplication::translate("Combat", "%1's death save: %2, failure (%3 of 3).").arg(c->name).arg(nat).arg(k->deathFailures));
        if (nat == 1) { // a5e: a natural 1 costs a level of fatigue and of strife
            ++k->fatigue;
            ++k->strife;
            log(e, QCoreApplication::translate("Combat", "%1 suffers a level of fatigue and of strife.").arg(c->name));
        }
    }
    if (k->deathFailures >= 3) {
        die(e, *c, k, QCoreApplication::translate("Combat", "three failed death saves"));
    } else if (k->deathSuccesses >= 3) {
        k->stable = true;
        k->deathSuccesses = k->deathFailures = 0;
        log(e, QCoreApplication::translate("Combat", "%1 is stable.").arg(c->name));
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
    log(e, QCoreApplication::translate("Combat", "%1's recovery check: %2 against DC %3, %4; dying %5.")
               .arg(c->name)
               .arg(r.total)
               .arg(dc)
               .arg(QCoreApplication::translate("Combat", kDegree[degree]))
               .arg(k->dying));
    if (k->dying >= 4) {
        die(e, *c, k, QCoreApplication::translate("Combat", "dying 4"));
    } else if (k->dying == 0) {
        k->stable = true;
        ++k->wounded;
        log(e, QCoreApplication::translate("Combat", "%1 is stable (wounded %2).").arg(c->name).arg(k->wounded));
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
    log(e, QCoreApplication::translate("Combat", "%1 is stable.").arg(c->name));
}

} // namespace bm::combat
