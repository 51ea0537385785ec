#include "encountercommands.h"

#include "combat/combat.h"

#include "document.h"
#include "rules/placement.h"

#include <atomic>

namespace bm {

MoveCommand::MoveCommand(Document *document, const Encounter &before, const Encounter &after, const QString &text, int mergeId,
                         int gesture)
    : EditEncounterCommand(document, before, after, text, mergeId, gesture)
{
}

void MoveCommand::undo()
{
    m_document->applyDelta(m_delta, false, true);
}

void MoveCommand::redo()
{
    m_document->applyDelta(m_delta, true, true);
}

EditEncounterCommand::EditEncounterCommand(Document *document, const Encounter &before, const Encounter &after, const QString &text,
                                           int mergeId, int gesture)
    : QUndoCommand(text)
    , m_document(document)
    , m_delta(before, after)
    , m_mergeId(mergeId)
    , m_gesture(gesture)
{
}

void EditEncounterCommand::undo()
{
    m_document->applyDelta(m_delta, false);
}

void EditEncounterCommand::redo()
{
    m_document->applyDelta(m_delta, true);
}

bool EditEncounterCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditEncounterCommand *>(other);
    if (o->m_gesture != m_gesture || m_gesture == 0)
        return false;
    // One stroke is one undo step: from before this command to after the other (which
    // QUndoStack has just done: the document holds its "after").
    Encounter after = m_document->encounter();
    o->m_delta.apply(after, true); // its small fields as it made them (the fog before the document grew it)
    Encounter before = after;
    o->m_delta.apply(before, false);
    m_delta.apply(before, false);
    m_delta = EncounterDelta(before, after);
    return true;
}

QString pushPlaceCreature(Document *doc, const Creature &c, GridPoint near, const QString &idBase,
                          const QString &undoText)
{
    Encounter after = doc->encounter();
    const Creature *added = placeCreature(after, c, near, idBase);
    if (!added)
        return {};
    const QString id = added->id;
    // A creature put on the map mid-fight joins the initiative, rolled; the
    // roll is part of the same undo step.
    combat::joinIfFighting(after, doc->dice(), id);
    doc->undoStack()->push(new EditEncounterCommand(doc, doc->encounter(), after, undoText));
    return id;
}

int newGesture()
{
    static std::atomic<int> counter{0};
    return ++counter;
}

} // namespace bm
