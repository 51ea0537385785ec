// a5e world actions and countdowns, and the start of a round (RULES.md 8): a world action
// is resolved before anyone acts; a used one with "Recharge N–6" rolls a d6 at once and at
// the start of every round until it comes back. A countdown is a pool of d6 rolled at the
// start of each round, removing the dice that show 6 (or 5–6, or 4–6), ending when empty.

#include "combat/combat.h"

#include "combat/combatinternal.h"
#include "model/encounter.h"

#include <QCoreApplication>

#include <algorithm>

namespace bm::combat {

void addWorldAction(Encounter &e, const QString &name, int recharge)
{
    e.combat.worldActions.push_back({name, std::clamp(recharge, 0, 6), true, {}});
    log(e, recharge > 0 ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "World action: %1 (Recharge %2–6)."), {name, recharge}) : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "World action: %1."), {name}));
}

void useWorldAction(Encounter &e, Dice &dice, int index)
{
    if (index < 0 || index >= int(e.combat.worldActions.size()))
        return;
    WorldAction &w = e.combat.worldActions[std::size_t(index)];
    if (!w.available)
        return;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "The world acts: %1."), {w.name}));
    if (w.recharge <= 0)
        return;
    // Roll at once; on a miss, again at the start of each round (A5E world actions).
    const int r = dice.die(6);
    w.available = r >= w.recharge;
    log(e, w.available ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 recharge: %2, regained."), {w.name, r})
                       : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 recharge: %2, not regained."), {w.name, r}));
}

void addCountdown(Encounter &e, const QString &name, int dice, int removeFrom)
{
    e.combat.countdowns.push_back({name, std::max(0, dice), std::clamp(removeFrom, 4, 6), dice <= 0, {}});
    log(e, logMessage("Combat", QT_TRANSLATE_N_NOOP("Combat", "Countdown %1: %n d6"), {name}, std::max(0, dice)));
}

void startOfRound(Encounter &e, Dice &dice)
{
    CombatState &s = e.combat;
    for (WorldAction &w : s.worldActions) {
        if (w.available || w.recharge <= 0)
            continue;
        const int r = dice.die(6);
        w.available = r >= w.recharge;
        log(e, w.available ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 recharge: %2, regained."), {w.name, r})
                           : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 recharge: %2, not regained."), {w.name, r}));
    }
    for (Countdown &c : s.countdowns) {
        if (c.ended || c.dice <= 0)
            continue;
        QStringList faces;
        int removed = 0;
        for (int i = 0; i < c.dice; ++i) {
            const int r = dice.die(6);
            faces << QString::number(r);
            removed += r >= c.removeFrom ? 1 : 0;
        }
        c.dice -= removed;
        log(e, logMessage("Combat", QT_TRANSLATE_N_NOOP("Combat", "Countdown %1: [%2], %3 removed, %n left."), {c.name, faces.join(QStringLiteral(", ")), removed}, c.dice));
        if (c.dice <= 0) {
            c.ended = true;
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Countdown %1 ends."), {c.name}));
        }
    }
}

} // namespace bm::combat
