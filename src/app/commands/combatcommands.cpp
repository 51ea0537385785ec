#include "combatcommands.h"

#include "document.h"
#include "encountercommands.h"
#include "model/encounter.h"

#include <QUndoStack>

namespace bm {

bool pushCombatEdit(Document *document, const QString &text, const std::function<void(Encounter &)> &change)
{
    const Encounter &before = document->encounter();
    Encounter after = before;
    change(after);
    if (after == before)
        return false;
    document->undoStack()->push(new EditEncounterCommand(document, before, std::move(after), text));
    return true;
}

} // namespace bm
