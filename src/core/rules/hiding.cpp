#include "rules/hiding.h"

#include "rules/sight.h"

#include <algorithm>

namespace bm {

QStringList hiddenFromIds(const SightMap &sight, const Creature &h)
{
    QStringList out;
    if (!h.hidden)
        return out;
    for (const Creature &o : sight.encounter().creatures) {
        if (sight.hiddenFrom(h, o) != Hiding::None)
            out << o.id;
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool stealthBeatsForSurprise(const Encounter &e, const Creature &h, const Creature &c)
{
    if (!h.hidden || h.hidden->foundBy.contains(c.id))
        return false;
    const int total = h.hidden->stealth;
    if (e.ruleset == Ruleset::Dnd2024 && total < 15)
        return false;
    return total > 10 + c.perceptionBonus();
}

StealthSurprise surpriseFromStealth(const Encounter &e)
{
    StealthSurprise out;
    const bool anyHidden = std::any_of(e.creatures.begin(), e.creatures.end(), [](const Creature &c) { return c.hidden.has_value(); });
    if (e.ruleset == Ruleset::Pf2e) {
        // pf2e has no surprise: a creature with `hidden` rolls initiative with Stealth.
        for (const Creature &c : e.creatures)
            if (c.hidden && !c.isDead())
                out.stealthInitiative << c.id;
        std::sort(out.stealthInitiative.begin(), out.stealthInitiative.end());
        return out;
    }
    for (const Creature &c : e.creatures) {
        if (c.isDead())
            continue;
        bool surprised = c.has(QStringLiteral("surprised")); // the file's mark stays
        if (!surprised && anyHidden) {
            int hostiles = 0;
            bool allUnnoticed = true;
            for (const Creature &h : e.creatures) {
                if (h.id == c.id || h.isDead() || !areHostile(c.side, h.side))
                    continue;
                ++hostiles;
                allUnnoticed = allUnnoticed && stealthBeatsForSurprise(e, h, c);
            }
            surprised = hostiles > 0 && allUnnoticed;
        }
        if (surprised)
            out.surprised << c.id;
    }
    std::sort(out.surprised.begin(), out.surprised.end());
    return out;
}

} // namespace bm
