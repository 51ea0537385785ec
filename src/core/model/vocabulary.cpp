#include "model/vocabulary.h"

#include "model/enumnames.h"

#include <QCoreApplication>

namespace bm {

namespace {

constexpr detail::NameTable<Ruleset, 4> kRulesets{{
    {Ruleset::Dnd2014, "dnd5e-2014"},
    {Ruleset::Dnd2024, "dnd5e-2024"},
    {Ruleset::A5e, "a5e"},
    {Ruleset::Pf2e, "pf2e"},
}};
constexpr detail::NameTable<Diagonals, 4> kDiagonals{{
    {Diagonals::Equal, "equal"},
    {Diagonals::Alternating, "alternating"},
    {Diagonals::Exact, "exact"},
    {Diagonals::Manhattan, "manhattan"},
}};
constexpr detail::NameTable<Size, 7> kSizes{{
    {Size::Tiny, "tiny"},
    {Size::Small, "small"},
    {Size::Medium, "medium"},
    {Size::Large, "large"},
    {Size::Huge, "huge"},
    {Size::Gargantuan, "gargantuan"},
    {Size::Titanic, "titanic"},
}};
constexpr detail::NameTable<Side, 4> kSides{{
    {Side::Party, "party"},
    {Side::Ally, "ally"},
    {Side::Hostile, "hostile"},
    {Side::Neutral, "neutral"},
}};
constexpr detail::NameTable<MoveMode, 5> kModes{{
    {MoveMode::Walk, "walk"},
    {MoveMode::Fly, "fly"},
    {MoveMode::Swim, "swim"},
    {MoveMode::Climb, "climb"},
    {MoveMode::Burrow, "burrow"},
}};

} // namespace

std::optional<Ruleset> rulesetFromId(const QString &id) { return detail::enumFromName(kRulesets, id); }
QString rulesetId(Ruleset r) { return detail::nameOfEnum(kRulesets, r); }
std::optional<Diagonals> diagonalsFromId(const QString &id) { return detail::enumFromName(kDiagonals, id); }
QString diagonalsId(Diagonals d) { return detail::nameOfEnum(kDiagonals, d); }
std::optional<Size> sizeFromId(const QString &id) { return detail::enumFromName(kSizes, id); }
QString sizeId(Size s) { return detail::nameOfEnum(kSizes, s); }
std::optional<Side> sideFromId(const QString &id) { return detail::enumFromName(kSides, id); }
QString sideId(Side s) { return detail::nameOfEnum(kSides, s); }
std::optional<MoveMode> moveModeFromId(const QString &id) { return detail::enumFromName(kModes, id); }
QString moveModeId(MoveMode m) { return detail::nameOfEnum(kModes, m); }

Diagonals defaultDiagonals(Ruleset r)
{
    return r == Ruleset::Pf2e ? Diagonals::Alternating : Diagonals::Equal;
}

bool defaultFlanking(Ruleset r)
{
    return r != Ruleset::Dnd2024;
}

int spaceForSize(Size s)
{
    switch (s) {
    case Size::Tiny:
    case Size::Small:
    case Size::Medium:
        return 1;
    case Size::Large:
        return 2;
    case Size::Huge:
        return 3;
    case Size::Gargantuan:
        return 4;
    case Size::Titanic:
        return 5;
    }
    return 1;
}

int defaultReach(Size s, Ruleset r)
{
    if (r != Ruleset::Pf2e)
        return 5;
    switch (s) {
    case Size::Tiny:
        return 0;
    case Size::Small:
    case Size::Medium:
        return 5;
    case Size::Large:
        return 10;
    case Size::Huge:
        return 15;
    case Size::Gargantuan:
    case Size::Titanic:
        return 20;
    }
    return 5;
}

bool areAllies(Side a, Side b)
{
    const auto friendly = [](Side s) { return s == Side::Party || s == Side::Ally; };
    if (friendly(a) && friendly(b))
        return true;
    return a == Side::Hostile && b == Side::Hostile;
}

bool areHostile(Side a, Side b)
{
    const auto friendly = [](Side s) { return s == Side::Party || s == Side::Ally; };
    return (friendly(a) && b == Side::Hostile) || (a == Side::Hostile && friendly(b));
}

bool isIncapacitatingCondition(const QString &c)
{
    return c == QLatin1String("incapacitated") || c == QLatin1String("paralyzed")
        || c == QLatin1String("petrified") || c == QLatin1String("stunned")
        || c == QLatin1String("unconscious") || c == QLatin1String("dead");
}

QString sideDisplayName(Side s)
{
    switch (s) {
    case Side::Party:
        return QCoreApplication::translate("Rules", "party", "side");
    case Side::Ally:
        return QCoreApplication::translate("Rules", "ally", "side");
    case Side::Hostile:
        return QCoreApplication::translate("Rules", "hostile", "side");
    case Side::Neutral:
        return QCoreApplication::translate("Rules", "neutral", "side");
    }
    return sideId(s);
}

QString sizeDisplayName(Size s)
{
    switch (s) {
    case Size::Tiny:
        return QCoreApplication::translate("Rules", "tiny", "size");
    case Size::Small:
        return QCoreApplication::translate("Rules", "small", "size");
    case Size::Medium:
        return QCoreApplication::translate("Rules", "medium", "size");
    case Size::Large:
        return QCoreApplication::translate("Rules", "large", "size");
    case Size::Huge:
        return QCoreApplication::translate("Rules", "huge", "size");
    case Size::Gargantuan:
        return QCoreApplication::translate("Rules", "gargantuan", "size");
    case Size::Titanic:
        return QCoreApplication::translate("Rules", "titanic", "size");
    }
    return sizeId(s);
}

} // namespace bm
