#pragma once

// Undo commands (STYLE.md habit 3). A token move stores only the two positions; other
// edits store the encounter before and after, which makes undo exact by construction.
// Commands with the same merge id merge while one gesture lasts (a brush stroke).

#include "model/encounter.h"

#include <QUndoCommand>

namespace bm {

class Document;

class MoveCreatureCommand : public QUndoCommand
{
public:
    MoveCreatureCommand(Document *document, const QString &creatureId, GridPoint from, GridPoint to,
                        const QString &text);
    void undo() override;
    void redo() override;

private:
    Document *m_document;
    QString m_id;
    GridPoint m_from;
    GridPoint m_to;
};

class EditEncounterCommand : public QUndoCommand
{
public:
    enum MergeId { NoMerge = -1, TerrainStroke = 1, CreatureEdit = 2 };

    EditEncounterCommand(Document *document, Encounter before, Encounter after, const QString &text,
                         int mergeId = NoMerge, int gesture = 0);
    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    Encounter m_before;
    Encounter m_after;
    int m_mergeId;
    int m_gesture; // commands of one gesture (stroke) share it
};

} // namespace bm
