#include "combatcommands.h"

#include <QCoreApplication>

#include "document.h"
#include "encountercommands.h"
#include "model/encounter.h"

#include <QUndoStack>

#include <memory>

namespace bm {

bool pushCombatEdit(Document *document, const QString &text, const std::function<void(Encounter &)> &change, int gesture)
{
    const Encounter &before = document->encounter();
    Encounter after = before;
    change(after);
    auto command = std::make_unique<EditEncounterCommand>(document, before, after, text,
                                                          gesture ? EditEncounterCommand::PlannedTurn : EditEncounterCommand::NoMerge, gesture);
    if (command->change().isEmpty())
        return false;
    document->undoStack()->push(command.release());
    return true;
}

QString pushTurnAction(Document *document, const QString &id, combat::TurnAction action)
{
    const Encounter &e = document->encounter();
    if (const LogMessage problem = combat::turnActionProblem(e, id, action); !problem.isEmpty())
        return wordLogMessage(problem, &e);
    const Creature *c = e.creature(id);
    const QString text = QCoreApplication::translate("CombatCommands", "%1: %2").arg(c ? c->name : id, combat::turnActionName(action));
    LogMessage refused;
    pushCombatEdit(document, text, [&](Encounter &after) { refused = combat::takeTurnAction(after, id, action); });
    return wordLogMessage(refused, &document->encounter());
}

} // namespace bm
