#include "rules/health.h"

#include "model/enumnames.h"

namespace bm {

namespace {
constexpr detail::NameTable<HealthState, 4> kHealthNames{{{HealthState::Unhurt, "unhurt"},
                                                          {HealthState::Hurt, "hurt"},
                                                          {HealthState::Bloodied, "bloodied"},
                                                          {HealthState::Down, "down"}}};
}

HealthState healthState(int hp, int maxHp, bool down)
{
    if (down)
        return HealthState::Down;
    if (maxHp <= 0 || hp >= maxHp)
        return HealthState::Unhurt;
    return 2 * hp <= maxHp ? HealthState::Bloodied : HealthState::Hurt;
}

HealthState healthState(const Creature &c)
{
    return healthState(c.hp, c.maxHp, c.isDead() || (c.maxHp > 0 && c.hp <= 0));
}

QString healthStateId(HealthState s)
{
    return detail::nameOfEnum(kHealthNames, s);
}

std::optional<HealthState> healthStateFromId(const QString &id)
{
    return detail::enumFromName(kHealthNames, id);
}

} // namespace bm
