#pragma once

// Small pieces of the model the tests build by hand.

#include "model/combatstate.h"

namespace bm::test {

// A combatant in the initiative order with only its id (the rest as the reader defaults it).
inline Combatant combatantOf(const QString &id)
{
    Combatant c;
    c.id = id;
    return c;
}

} // namespace bm::test
