// battlemap-cli monster NAME: the creature the SRD library makes of a monster (CLI.md
// version 3; RULES.md 13.6). NAME takes the place of FILE: no encounter is read.

#include "clicontext.h"

#include "interop/monsters.h"

#include <QCoreApplication>

namespace bm::cli {

QJsonObject runMonster(CliContext &ctx)
{
    QStringList problems;
    const auto monsters = readBundledSrdMonsters(&problems);
    if (!monsters)
        throw CliError{QCoreApplication::translate("battlemap-cli", "monster: the SRD library can't be read: %1").arg(problems.value(0))};
    const Monster *m = findMonster(*monsters, ctx.file());
    if (!m)
        throw CliError{QCoreApplication::translate("battlemap-cli", "monster: no SRD monster named \"%1\" (try an index such as goblin or a name such as \"Adult Red Dragon\")")
                           .arg(ctx.file().left(80))};
    return creatureJsonFromMonster(*m);
}

} // namespace bm::cli
