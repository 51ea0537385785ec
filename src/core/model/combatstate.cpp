#include "model/combatstate.h"

namespace bm {

QString logEntryText(const LogEntry &entry, const Encounter &e)
{
    return entry.message ? wordLogMessage(*entry.message, &e) : entry.text;
}

bool CombatState::isEmpty() const
{
    return !active && order.empty() && effects.empty() && worldActions.empty() && countdowns.empty() && log.empty()
        && round == 0 && turn.isEmpty() && extra.isEmpty();
}

int CombatState::indexOf(const QString &id) const
{
    for (std::size_t i = 0; i < order.size(); ++i)
        if (order[i].id == id)
            return int(i);
    return -1;
}

const Combatant *CombatState::combatant(const QString &id) const
{
    const int i = indexOf(id);
    return i < 0 ? nullptr : &order[std::size_t(i)];
}

Combatant *CombatState::combatant(const QString &id)
{
    const int i = indexOf(id);
    return i < 0 ? nullptr : &order[std::size_t(i)];
}

} // namespace bm
