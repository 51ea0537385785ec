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

struct ReadResult {
    Encounter encounter;
    std::vector<ValidationIssue> errors;
    std::vector<ValidationIssue> warnings;
    bool ok() const { return errors.empty(); }
};

constexpr int kFormatVersion = 1;
constexpr int kMaxGridSide = 2000;                    // squares per side a reader accepts
constexpr qint64 kMaxFileBytes = 256ll * 1024 * 1024; // bigger files are refused unread

// Parses and validates. Never throws; every problem is an issue naming its field.
ReadResult readEncounter(const QByteArray &json);
// Reads a file (refusing missing, unreadable and oversized files with a message).
ReadResult readEncounterFile(const QString &path);

QJsonObject encounterToJson(const Encounter &encounter);
QByteArray writeEncounter(const Encounter &encounter); // indented JSON
// Atomic save (QSaveFile): the old file stays whole if anything fails.
bool saveEncounterFile(const Encounter &encounter, const QString &path, QString *error);

} // namespace bm
