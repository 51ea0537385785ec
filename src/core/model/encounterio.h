#pragma once

// Reading, validating and writing *.battlemap.json (ENCOUNTER_FORMAT.md, version 1).

#include "model/encounter.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace bm {

struct ValidationIssue {
    QString field;   // e.g. "creatures[2].size"; empty for the whole document
    QString message; // e.g. "unknown size \"huuge\""
    QString text() const { return field.isEmpty() ? message : field + QStringLiteral(": ") + message; }
};

// A creature whose space is not on the map, kept by a reader told to (OffMap::Keep).
struct MisplacedCreature {
    QString id;
    ValidationIssue problem; // what validate reports about it ("creatures[9].position: …")
};

struct ReadResult {
    Encounter encounter;
    std::vector<ValidationIssue> errors;
    std::vector<ValidationIssue> warnings;
    std::vector<MisplacedCreature> misplaced; // OffMap::Keep only, in the file's order
    bool ok() const { return errors.empty(); }
};

// What the reader does with a creature whose space is off the map, or doesn't fit on it.
// Refuse (validate, the CLI, ENCOUNTER_FORMAT.md): an error. Keep: the creature is kept
// where the file puts it and the problem goes to ReadResult::misplaced, for the caller to
// move it onto the map (rules/placement.h, readEncounterRepairing: the window opens a file
// it once saved with a creature over the edge rather than refuse it).
enum class OffMap { Refuse, Keep };

constexpr int kFormatVersion = 1;
constexpr int kMaxGridSide = 2000;                    // squares per side a reader accepts
constexpr qint64 kMaxFileBytes = 256ll * 1024 * 1024; // bigger files are refused unread

// Parses and validates. Never throws; every problem is an issue naming its field.
ReadResult readEncounter(const QByteArray &json, OffMap offMap = OffMap::Refuse);
// Reads a file (refusing missing, unreadable and oversized files with a message).
ReadResult readEncounterFile(const QString &path, OffMap offMap = OffMap::Refuse);

QJsonObject encounterToJson(const Encounter &encounter);
QByteArray writeEncounter(const Encounter &encounter); // indented JSON
// Atomic save (QSaveFile): the old file stays whole if anything fails.
bool saveEncounterFile(const Encounter &encounter, const QString &path, QString *error);

} // namespace bm
