#pragma once

// Small pieces of the model the tests build by hand.

#include "model/combatstate.h"
#include "model/encounter.h"

namespace bm::test {

// A combatant in the initiative order with only its id (the rest as the reader defaults it).
inline Combatant combatantOf(const QString &id)
{
    Combatant c;
    c.id = id;
    return c;
}

// A creature with its id, name, side, square and hit points, unhurt (the rest as the reader
// defaults it).
inline Creature creatureOf(const QString &id, const QString &name, Side side, GridPoint at, int hp)
{
    Creature c;
    c.id = id;
    c.name = name;
    c.side = side;
    c.position = at;
    c.hp = c.maxHp = hp;
    return c;
}

// The creature `id` of `e`, to change (the fixture has it).
inline Creature &creatureIn(Encounter &e, const QString &id)
{
    const int i = e.creatureIndex(id);
    Q_ASSERT(i >= 0);
    return e.creatures[std::size_t(i)];
}

} // namespace bm::test
