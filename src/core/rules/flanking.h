#pragma once

// RULES.md 6: flanking. Two creatures flank a target when they are allies of each other,
// hostile to it, able to act, and on opposite sides or corners of its space:
//  - 5e family: a square of each flanker adjacent to the target, the segment between
//    those squares' centres meeting opposite edges of the target's space;
//  - pf2e: the target within each one's reach, the segment between the centres of the
//    whole spaces meeting opposite edges.
// Off unless Encounter::flanking() (dnd5e-2024 needs options.flanking); an a5e target
// that is back-to-back can't be flanked.

#include "model/encounter.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace bm {

class SightMap;

struct FlankingPair {
    QString first; // the smaller id
    QString second;
    friend bool operator==(const FlankingPair &, const FlankingPair &) = default;
};

// Do a and b flank the target? (Symmetric; false for anything but three distinct creatures.)
// Version 2: in the 5e family each must see the target (RULES.md 12); the SightMap
// overloads reuse one index of the map for many questions.
bool flankTogether(const Encounter &encounter, const Creature &a, const Creature &b, const Creature &target);
bool flankTogether(const SightMap &sight, const Creature &a, const Creature &b, const Creature &target);
// Every pair that flanks the target: each pair sorted by id, the list sorted (CLI.md).
std::vector<FlankingPair> flankingPairs(const Encounter &encounter, const Creature &target);
std::vector<FlankingPair> flankingPairs(const SightMap &sight, const Creature &target);
bool isFlanked(const Encounter &encounter, const Creature &target);
// RULES.md 7: the attacker gets the flanking benefit only as one of a flanking pair.
bool isFlankedBy(const Encounter &encounter, const Creature &target, const Creature &attacker);
// The creatures the attacker flanks the target with, sorted by id.
QStringList flankingPartners(const Encounter &encounter, const Creature &target, const Creature &attacker);
QStringList flankingPartners(const SightMap &sight, const Creature &target, const Creature &attacker);

} // namespace bm
