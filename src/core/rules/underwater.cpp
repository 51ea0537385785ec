#include "rules/underwater.h"

#include <QRegularExpression>

#include <algorithm>

namespace bm {

bool isUnderwater(const Encounter &e, const Creature &c)
{
    if (e.ruleset == Ruleset::Pf2e || c.elevation > 0.0)
        return false;
    const QRect space = c.spaceRect();
    for (int y = space.top(); y <= space.bottom(); ++y) {
        for (int x = space.left(); x <= space.right(); ++x) {
            bool deep = false;
            for (const TerrainArea &a : e.terrain) {
                if (a.type != TerrainType::DeepWater)
                    continue;
                if (a.usesRect ? a.rect.contains(x, y)
                               : std::find(a.squares.begin(), a.squares.end(), GridPoint{x, y}) != a.squares.end()) {
                    deep = true;
                    break;
                }
            }
            if (!deep)
                return false;
        }
    }
    return true;
}

bool nameHasWeaponWord(const QString &name, const QStringList &words)
{
    for (const QString &w : words) {
        const QRegularExpression re(QStringLiteral("\\b") + QRegularExpression::escape(w) + QStringLiteral("\\b"),
                                    QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
        if (re.match(name).hasMatch())
            return true;
    }
    return false;
}

QStringList underwaterMeleeWeapons()
{
    return {QStringLiteral("dagger"), QStringLiteral("javelin"), QStringLiteral("shortsword"), QStringLiteral("spear"),
            QStringLiteral("trident")};
}

QStringList underwaterRangedWeapons()
{
    return {QStringLiteral("crossbow"), QStringLiteral("net"), QStringLiteral("javelin"), QStringLiteral("spear"),
            QStringLiteral("trident"), QStringLiteral("dart")};
}

} // namespace bm
