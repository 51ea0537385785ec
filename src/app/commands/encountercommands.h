#pragma once

// Undo commands (STYLE.md habit 3). An edit stores the parts of the encounter it changed,
// before and after (model/encounterchange.h: EncounterDelta), which makes undo exact by
// construction and tells the document what changed (a move keeps the creatures and the
// tracker, a hit point one creature and the tracker, not two maps). Commands with the same merge id merge while one gesture
// lasts (a brush stroke).

#include "model/encounter.h"
#include "model/encounterchange.h"

#include <QUndoCommand>

namespace bm {

class Document;

// A fresh id for a gesture (one brush stroke, one run of typing into a field): commands
// pushed with the same id merge into one undo step.
int newGesture();

// Adds `c` at the free spot nearest `near` (rules/placement.h) with a fresh id made from
// `idBase`, as one undo step named `undoText`: the new creature's id, or empty when the
// map has no room for it (nothing is pushed).
QString pushPlaceCreature(Document *doc, const Creature &c, GridPoint near, const QString &idBase,
                          const QString &undoText);

class EditEncounterCommand : public QUndoCommand
{
public:
    // PlannedTurn (RULES.md 15): a planned turn's move and the attacks applied after it, one
    // undo step (the gesture is the Do It).
    enum MergeId { NoMerge = -1, TerrainStroke = 1, CreatureEdit = 2, PlannedTurn = 3 };

    EditEncounterCommand(Document *document, const Encounter &before, const Encounter &after, const QString &text,
                         int mergeId = NoMerge, int gesture = 0);
    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override;
    // What it changes (the same kinds undone and redone).
    const EncounterChange &change() const { return m_delta.change(); }

protected:
    Document *m_document;
    EncounterDelta m_delta;

private:
    int m_mergeId;
    int m_gesture; // commands of one gesture (stroke) share it
};

// One move as combat::makeMove made it: the parts it changed (the creatures and the
// tracker), so undo leaves what the party explored meanwhile explored, and the document
// announces the creatures moved, not the map.
class MoveCommand : public EditEncounterCommand
{
public:
    MoveCommand(Document *document, const Encounter &before, const Encounter &after, const QString &text,
                int mergeId = NoMerge, int gesture = 0);
    void undo() override;
    void redo() override;
};

} // namespace bm
