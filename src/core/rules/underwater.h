#pragma once

// RULES.md 14.7 (version 4): fighting underwater (2014 and 2024; a5e follows 2014; pf2e
// ignores it).

#include "model/encounter.h"

#include <QString>
#include <QStringList>

namespace bm {

// Every square of the creature's space is `deep-water` terrain and its elevation <= 0
// (always false in pf2e).
bool isUnderwater(const Encounter &e, const Creature &c);

// The weapon words of 14.7: a listed word appearing in the attack's name as a whole word,
// case-insensitive ("Light Crossbow", "Spear (thrown)").
bool nameHasWeaponWord(const QString &name, const QStringList &words);
// 2014 (and a5e): melee weapons that keep working underwater.
QStringList underwaterMeleeWeapons();
// 2014 (and a5e): ranged weapons without the disadvantage.
QStringList underwaterRangedWeapons();

} // namespace bm
