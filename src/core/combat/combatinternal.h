#pragma once

// What the tracker's files (initiative.cpp, turns.cpp, hitpoints.cpp, worldactions.cpp)
// share and the rest of the program doesn't see: finding creatures and names, conditions
// on a creature, who makes death saves, and moving the turn on. Not part of combat.h.

#include "combat/dice.h"
#include "model/encounter.h"

#include <QString>

namespace bm::combat {

inline Creature *creatureOf(Encounter &e, const QString &id)
{
    const int i = e.creatureIndex(id);
    return i < 0 ? nullptr : &e.creatures[std::size_t(i)];
}

inline QString nameOf(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    return c ? (c->name.isEmpty() ? c->id : c->name) : id;
}

inline void addCondition(Creature &c, const QString &condition)
{
    if (!condition.isEmpty() && !c.conditions.contains(condition))
        c.conditions << condition;
}

inline void dropCondition(Creature &c, const QString &condition)
{
    c.conditions.removeAll(condition);
}

// Party and ally creatures are the player characters and their friends: they fall
// unconscious and make death saves; monsters die at 0 HP unless told otherwise.
inline bool makesDeathSaves(const Creature &c, const Combatant *k)
{
    return c.side == Side::Party || c.side == Side::Ally || (k && k->deathSaves);
}

// A combatant whose readied action is a spell (it concentrates on it until released).
inline constexpr const char *kReadiedSpellField = "readiedSpell";

// Makes the next combatant after `from` able to take a turn the current one (turns.cpp),
// wrapping into a new round.
void advance(Encounter &e, Dice &dice, int from);
// The effects on the map a caster keeps with its concentration end with it.
void endConcentrationAreas(Encounter &e, const QString &casterId);

// Conditions kept as a level on the creature: they outlast the fight (2014 and 2024
// exhaustion, pf2e doomed).
bool isLevel(Ruleset r, const QString &condition);

} // namespace bm::combat
