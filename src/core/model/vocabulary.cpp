#include "model/vocabulary.h"

#include <algorithm>

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

QString signedNumber(int n)
{
    return n >= 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
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
    static constexpr detail::TrNameTable<Side, 4> names{{{Side::Party, QT_TRANSLATE_NOOP3("Rules", "party", "side")},
                                                         {Side::Ally, QT_TRANSLATE_NOOP3("Rules", "ally", "side")},
                                                         {Side::Hostile, QT_TRANSLATE_NOOP3("Rules", "hostile", "side")},
                                                         {Side::Neutral, QT_TRANSLATE_NOOP3("Rules", "neutral", "side")}}};
    return detail::trNameOfEnum("Rules", names, s, sideId(s));
}

QString sizeDisplayName(Size s)
{
    static constexpr detail::TrNameTable<Size, 7> names{{{Size::Tiny, QT_TRANSLATE_NOOP3("Rules", "tiny", "size")},
                                                         {Size::Small, QT_TRANSLATE_NOOP3("Rules", "small", "size")},
                                                         {Size::Medium, QT_TRANSLATE_NOOP3("Rules", "medium", "size")},
                                                         {Size::Large, QT_TRANSLATE_NOOP3("Rules", "large", "size")},
                                                         {Size::Huge, QT_TRANSLATE_NOOP3("Rules", "huge", "size")},
                                                         {Size::Gargantuan, QT_TRANSLATE_NOOP3("Rules", "gargantuan", "size")},
                                                         {Size::Titanic, QT_TRANSLATE_NOOP3("Rules", "titanic", "size")}}};
    return detail::trNameOfEnum("Rules", names, s, sizeId(s));
}

QString moveModeDisplayName(MoveMode m)
{
    static constexpr detail::TrNameTable<MoveMode, 5> names{{{MoveMode::Walk, QT_TRANSLATE_NOOP3("Rules", "walk", "movement mode")},
                                                             {MoveMode::Fly, QT_TRANSLATE_NOOP3("Rules", "fly", "movement mode")},
                                                             {MoveMode::Swim, QT_TRANSLATE_NOOP3("Rules", "swim", "movement mode")},
                                                             {MoveMode::Climb, QT_TRANSLATE_NOOP3("Rules", "climb", "movement mode")},
                                                             {MoveMode::Burrow, QT_TRANSLATE_NOOP3("Rules", "burrow", "movement mode")}}};
    return detail::trNameOfEnum("Rules", names, m, moveModeId(m));
}

QString rulesetDisplayName(Ruleset r)
{
    static constexpr detail::TrNameTable<Ruleset, 4> names{
        {{Ruleset::Dnd2014, {QT_TRANSLATE_NOOP("Summary", "D&D 5e (2014)"), nullptr}},
         {Ruleset::Dnd2024, {QT_TRANSLATE_NOOP("Summary", "D&D 5e (2024)"), nullptr}},
         {Ruleset::A5e, {QT_TRANSLATE_NOOP("Summary", "Level Up A5E"), nullptr}},
         {Ruleset::Pf2e, {QT_TRANSLATE_NOOP("Summary", "Pathfinder 2e"), nullptr}}}};
    return detail::trNameOfEnum("Summary", names, r, rulesetId(r));
}

QString diagonalsDisplayName(Diagonals d)
{
    static constexpr detail::TrNameTable<Diagonals, 4> names{
        {{Diagonals::Equal, QT_TRANSLATE_NOOP3("Rules", "every diagonal 5 ft", "diagonal rule")},
         {Diagonals::Alternating, QT_TRANSLATE_NOOP3("Rules", "alternating 5/10 ft", "diagonal rule")},
         {Diagonals::Exact, QT_TRANSLATE_NOOP3("Rules", "exact (Euclidean)", "diagonal rule")},
         {Diagonals::Manhattan, QT_TRANSLATE_NOOP3("Rules", "no diagonals (Manhattan)", "diagonal rule")}}};
    return detail::trNameOfEnum("Rules", names, d, diagonalsId(d));
}

namespace {

// A name of the file's vocabulary (an id such as "prone") and its text for lupdate.
struct TrId {
    const char *id;
    struct {
        const char *source;
        const char *comment;
    } text;
};

template<std::size_t N>
QString trNameOfId(const TrId (&table)[N], const QString &id)
{
    for (const TrId &n : table) {
        if (id == QLatin1String(n.id))
            return QCoreApplication::translate("Rules", n.text.source, n.text.comment);
    }
    return id; // a name we have no translation for: shown as written in the file
}

} // namespace

namespace {

constexpr TrId kConditionNames[] = {
        {"prone", QT_TRANSLATE_NOOP3("Rules", "prone", "condition")},
        {"incapacitated", QT_TRANSLATE_NOOP3("Rules", "incapacitated", "condition")},
        {"paralyzed", QT_TRANSLATE_NOOP3("Rules", "paralyzed", "condition")},
        {"petrified", QT_TRANSLATE_NOOP3("Rules", "petrified", "condition")},
        {"stunned", QT_TRANSLATE_NOOP3("Rules", "stunned", "condition")},
        {"unconscious", QT_TRANSLATE_NOOP3("Rules", "unconscious", "condition")},
        {"dead", QT_TRANSLATE_NOOP3("Rules", "dead", "condition")},
        {"grappled", QT_TRANSLATE_NOOP3("Rules", "grappled", "condition")},
        {"restrained", QT_TRANSLATE_NOOP3("Rules", "restrained", "condition")},
        {"back-to-back", QT_TRANSLATE_NOOP3("Rules", "back-to-back", "condition")},
        {"surprised", QT_TRANSLATE_NOOP3("Rules", "surprised", "condition")},
        {"squeezed", QT_TRANSLATE_NOOP3("Rules", "squeezed", "condition")},
        {"blinded", QT_TRANSLATE_NOOP3("Rules", "blinded", "condition")},
        {"charmed", QT_TRANSLATE_NOOP3("Rules", "charmed", "condition")},
        {"deafened", QT_TRANSLATE_NOOP3("Rules", "deafened", "condition")},
        {"frightened", QT_TRANSLATE_NOOP3("Rules", "frightened", "condition")},
        {"invisible", QT_TRANSLATE_NOOP3("Rules", "invisible", "condition")},
        {"poisoned", QT_TRANSLATE_NOOP3("Rules", "poisoned", "condition")},
        {"dodging", QT_TRANSLATE_NOOP3("Rules", "dodging", "condition")},
        {"quickened", QT_TRANSLATE_NOOP3("Rules", "quickened", "condition")},
        {"slowed", QT_TRANSLATE_NOOP3("Rules", "slowed", "condition")},
        {"off-guard", QT_TRANSLATE_NOOP3("Rules", "off-guard", "condition")},
        {"immobilized", QT_TRANSLATE_NOOP3("Rules", "immobilized", "condition")},
        {"hidden", QT_TRANSLATE_NOOP3("Rules", "hidden", "condition")},
        {"exhaustion", QT_TRANSLATE_NOOP3("Rules", "exhaustion", "condition")},
        {"dying", QT_TRANSLATE_NOOP3("Rules", "dying", "condition")},
        {"wounded", QT_TRANSLATE_NOOP3("Rules", "wounded", "condition")},
        {"clumsy", QT_TRANSLATE_NOOP3("Rules", "clumsy", "condition")},
        {"drained", QT_TRANSLATE_NOOP3("Rules", "drained", "condition")},
        {"enfeebled", QT_TRANSLATE_NOOP3("Rules", "enfeebled", "condition")},
        {"fatigued", QT_TRANSLATE_NOOP3("Rules", "fatigued", "condition")},
        {"sickened", QT_TRANSLATE_NOOP3("Rules", "sickened", "condition")},
        {"stupefied", QT_TRANSLATE_NOOP3("Rules", "stupefied", "condition")},
        {"doomed", QT_TRANSLATE_NOOP3("Rules", "doomed", "condition")},
        {"fleeing", QT_TRANSLATE_NOOP3("Rules", "fleeing", "condition")},
        {"confused", QT_TRANSLATE_NOOP3("Rules", "confused", "condition")},
        {"controlled", QT_TRANSLATE_NOOP3("Rules", "controlled", "condition")},
        {"dazzled", QT_TRANSLATE_NOOP3("Rules", "dazzled", "condition")},
        {"concealed", QT_TRANSLATE_NOOP3("Rules", "concealed", "condition")},
        {"undetected", QT_TRANSLATE_NOOP3("Rules", "undetected", "condition")},
        {"bleeding", QT_TRANSLATE_NOOP3("Rules", "bleeding", "condition")},
        {"rattled", QT_TRANSLATE_NOOP3("Rules", "rattled", "condition")},
        {"bloodied", QT_TRANSLATE_NOOP3("Rules", "bloodied", "condition")},
        {"concentrating", QT_TRANSLATE_NOOP3("Rules", "concentrating", "condition")},
        {"encumbered", QT_TRANSLATE_NOOP3("Rules", "encumbered", "condition")},
        {"fascinated", QT_TRANSLATE_NOOP3("Rules", "fascinated", "condition")},
        {"fatigue", QT_TRANSLATE_NOOP3("Rules", "fatigue", "condition (a5e levels)")},
        {"grabbed", QT_TRANSLATE_NOOP3("Rules", "grabbed", "condition")},
        {"strife", QT_TRANSLATE_NOOP3("Rules", "strife", "condition (a5e levels)")}};

} // namespace

QString conditionDisplayName(const QString &id)
{
    return trNameOfId(kConditionNames, id);
}

bool conditionHasName(const QString &id)
{
    return std::any_of(std::begin(kConditionNames), std::end(kConditionNames), [&](const TrId &n) { return id == QLatin1String(n.id); });
}

QStringList damageTypes(Ruleset r)
{
    if (r == Ruleset::Pf2e)
        return {QStringLiteral("acid"), QStringLiteral("bleed"), QStringLiteral("bludgeoning"), QStringLiteral("cold"),
                QStringLiteral("fire"), QStringLiteral("force"), QStringLiteral("mental"), QStringLiteral("piercing"),
                QStringLiteral("poison"), QStringLiteral("slashing"), QStringLiteral("spirit"), QStringLiteral("vitality")};
    return {QStringLiteral("acid"), QStringLiteral("bludgeoning"), QStringLiteral("cold"), QStringLiteral("fire"),
            QStringLiteral("force"), QStringLiteral("lightning"), QStringLiteral("necrotic"), QStringLiteral("piercing"),
            QStringLiteral("poison"), QStringLiteral("psychic"), QStringLiteral("radiant"), QStringLiteral("slashing"),
            QStringLiteral("thunder")};
}

QStringList allDamageTypes()
{
    QStringList all = damageTypes(Ruleset::Dnd2014);
    for (const QString &t : damageTypes(Ruleset::Pf2e))
        if (!all.contains(t))
            all << t;
    return all;
}

QString damageTypeDisplayName(const QString &id)
{
    static constexpr TrId names[] = {
        {"acid", QT_TRANSLATE_NOOP3("Rules", "acid", "damage type")},
        {"bludgeoning", QT_TRANSLATE_NOOP3("Rules", "bludgeoning", "damage type")},
        {"cold", QT_TRANSLATE_NOOP3("Rules", "cold", "damage type")},
        {"fire", QT_TRANSLATE_NOOP3("Rules", "fire", "damage type")},
        {"force", QT_TRANSLATE_NOOP3("Rules", "force", "damage type")},
        {"lightning", QT_TRANSLATE_NOOP3("Rules", "lightning", "damage type")},
        {"necrotic", QT_TRANSLATE_NOOP3("Rules", "necrotic", "damage type")},
        {"piercing", QT_TRANSLATE_NOOP3("Rules", "piercing", "damage type")},
        {"poison", QT_TRANSLATE_NOOP3("Rules", "poison", "damage type")},
        {"psychic", QT_TRANSLATE_NOOP3("Rules", "psychic", "damage type")},
        {"radiant", QT_TRANSLATE_NOOP3("Rules", "radiant", "damage type")},
        {"slashing", QT_TRANSLATE_NOOP3("Rules", "slashing", "damage type")},
        {"thunder", QT_TRANSLATE_NOOP3("Rules", "thunder", "damage type")},
        {"bleed", QT_TRANSLATE_NOOP3("Rules", "bleed", "damage type")},
        {"mental", QT_TRANSLATE_NOOP3("Rules", "mental", "damage type")},
        {"spirit", QT_TRANSLATE_NOOP3("Rules", "spirit", "damage type")},
        {"vitality", QT_TRANSLATE_NOOP3("Rules", "vitality", "damage type")}};
    return trNameOfId(names, id);
}

} // namespace bm
