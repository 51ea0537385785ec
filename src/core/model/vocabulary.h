#pragma once

// The vocabulary of RULES.md sections 1-3: rulesets, diagonal options, sizes, sides,
// conditions. Plain enums and free functions; no Qt beyond QString/QStringList.

#include <QString>
#include <QStringList>

#include <optional>

namespace bm {

enum class Ruleset { Dnd2014, Dnd2024, A5e, Pf2e };
enum class Diagonals { Equal, Alternating, Exact, Manhattan };
enum class Size { Tiny, Small, Medium, Large, Huge, Gargantuan, Titanic };
enum class Side { Party, Ally, Hostile, Neutral };
enum class MoveMode { Walk, Fly, Swim, Climb, Burrow };
// RULES.md 12 (version 2): terrain that hides what is in it (fog, foliage, snow).
enum class Obscurement { None, Light, Heavy };

// A square of the grid (x to the right, y down), or a creature's top-left square.
struct GridPoint {
    int x = 0;
    int y = 0;
    friend bool operator==(const GridPoint &, const GridPoint &) = default;
};

std::optional<Ruleset> rulesetFromId(const QString &id);
// A bonus as a stat block prints it: "+3", "-1", "+0".
QString signedNumber(int n);

QString rulesetId(Ruleset r);
std::optional<Diagonals> diagonalsFromId(const QString &id);
QString diagonalsId(Diagonals d);
std::optional<Size> sizeFromId(const QString &id);
QString sizeId(Size s);
std::optional<Side> sideFromId(const QString &id);
QString sideId(Side s);
// A side's and a size's names in the interface language (lower case, as in a sentence).
QString sideDisplayName(Side s);
QString sizeDisplayName(Size s);
QString moveModeDisplayName(MoveMode m); // "fly", translated
// A ruleset's and a diagonal rule's names in the interface language ("D&D 5e (2014)").
QString rulesetDisplayName(Ruleset r);
QString diagonalsDisplayName(Diagonals d);
// A condition's and a damage type's names in the interface language (lower case, as in a
// sentence: "prone", "fire"); a name without a translation comes back as it is.
QString conditionDisplayName(const QString &id);
bool conditionHasName(const QString &id); // the id is in conditionDisplayName's table
QString damageTypeDisplayName(const QString &id);
// RULES.md 13.4: the damage types a ruleset names, as the file names them, in the order a
// picker lists them (5e family: acid … thunder; pf2e: acid, bleed … vitality).
QStringList damageTypes(Ruleset r);
// Every damage type of every ruleset: the 5e family's, then pf2e's own (bleed, mental,
// spirit, vitality); for pickers that don't know the ruleset (a stat block's attacks).
QStringList allDamageTypes();
std::optional<MoveMode> moveModeFromId(const QString &id);
QString moveModeId(MoveMode m);

inline bool isFiveEFamily(Ruleset r) { return r != Ruleset::Pf2e; }

// RULES.md 3: equal for the 5e family, alternating for pf2e.
Diagonals defaultDiagonals(Ruleset r);
// RULES.md 6: on for 2014, a5e, pf2e; off for 2024.
bool defaultFlanking(Ruleset r);

// RULES.md 1: "two sizes apart" order: tiny 0 ... titanic 6.
inline int sizeOrder(Size s) { return static_cast<int>(s); }
inline int sizesApart(Size a, Size b)
{
    const int d = sizeOrder(a) - sizeOrder(b);
    return d < 0 ? -d : d;
}
// RULES.md 1: squares per side of the space for a size (same in every ruleset).
int spaceForSize(Size s);
// RULES.md 1: default melee reach in feet.
int defaultReach(Size s, Ruleset r);

// RULES.md 2.
bool areAllies(Side a, Side b);
bool areHostile(Side a, Side b);

// RULES.md 4.3: incapacitated, paralyzed, petrified, stunned, unconscious, dead.
bool isIncapacitatingCondition(const QString &condition);

} // namespace bm
