#include "combat/roster.h"

#include "combat/combat.h"
#include "rules/movement.h"

#include <QCoreApplication>

namespace bm::combat {

QString movesWith(const Encounter &e, const QString &id)
{
    if (!e.combat.active)
        return {};
    const Combatant *k = e.combat.turn == id ? e.combat.combatant(id) : nullptr;
    return k && !k->mountedOn.isEmpty() ? k->mountedOn : riderOf(e, id);
}

void followMove(Encounter &e, const QString &id, GridPoint from, GridPoint to, const PathResult *paid, MoveMode mode)
{
    const QString partner = movesWith(e, id);
    const int index = e.creatureIndex(partner);
    if (index >= 0) {
        Creature &p = e.creatures[std::size_t(index)];
        const GridPoint moved{p.position.x + to.x - from.x, p.position.y + to.y - from.y};
        const int s = p.spaceSquares();
        if (moved.x >= 0 && moved.y >= 0 && moved.x + s <= e.width && moved.y + s <= e.height)
            p.position = moved;
    }
    if (!paid)
        return;
    recordMove(e, id, *paid, mode);
    logOpportunityAttacks(e, id, *paid);
}

bool logOpportunityAttacks(Encounter &e, const QString &id, const PathResult &path)
{
    if (!e.combat.active)
        return false;
    for (const Provocation &p : path.provokes)
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 may make an opportunity attack against %2."), {e.creature(p.creature) ? e.creature(p.creature)->name : p.creature, e.creature(id) ? e.creature(id)->name : id}));
    return !path.provokes.empty();
}

void removeCreature(Encounter &e, const QString &id)
{
    const int i = e.creatureIndex(id);
    if (i < 0)
        return;
    // The tracker's order, turn and effects name creatures by id: keep them pointing at the living.
    if (e.combat.indexOf(id) >= 0)
        removeCombatant(e, id);
    e.creatures.erase(e.creatures.begin() + i);
}

} // namespace bm::combat
