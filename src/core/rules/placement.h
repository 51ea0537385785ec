#pragma once

// Where a creature may be put (RULES.md 4.1, 9): the free space nearest a square for a new,
// copied or dropped creature, and why a creature as given does not fit. The window's
// "Add Creature", "Duplicate" and the monster library's drops use it.

#include "model/encounter.h"
#include "model/encounterio.h"
#include "model/logmessage.h"

#include <QString>

#include <optional>

namespace bm {

// The free square nearest to `near` (rings of growing distance) where a creature of
// `space` squares can stand: on the map, no blocked square or wall inside, no living
// creature in the way. `ignore` is not counted (the creature being placed).
std::optional<GridPoint> freeSpotNear(const Encounter &e, GridPoint near, int space, const QString &ignore = {});
// The position nearest `anchor` where a space of `space` squares lies wholly on the map
// (each coordinate pulled in over the edge it crosses); nullopt when the space is bigger than
// the map. Free placement (the window's Alt-drag) stops at the map's edge with it.
std::optional<GridPoint> anchorOnMap(const Encounter &e, GridPoint anchor, int space);
// Why a creature can't be as it is (its space off the map), or empty when it can.
LogMessage placementProblem(const Encounter &e, const Creature &c); // a message, worded by the reader
// Adds `c` at the free spot nearest `near` with a fresh id made from `idBase`: the added
// creature, or nullptr (and `e` unchanged) when no spot is free.
const Creature *placeCreature(Encounter &e, Creature c, GridPoint near, const QString &idBase);

// A creature moved onto the map as a file was opened (readEncounterRepairing).
struct PlacementRepair {
    QString id;
    GridPoint from;          // where the file puts it
    GridPoint to;            // where it stands now
    ValidationIssue problem; // what validate reports about the file ("creatures[9].position: …")
};

// Moves each of the `misplaced` creatures of `e` (as a reader with OffMap::Keep lists them)
// to the free place nearest its own where its space fits on the map (freeSpotNear, from
// the position pulled onto the map); when no place is free, to that nearest position on
// the map itself (overlapping is legal). A creature whose space is bigger than the map
// can't be moved: it stays where it is and its problem is returned in `unmovable`.
std::vector<PlacementRepair> repairPlacements(Encounter &e, const std::vector<MisplacedCreature> &misplaced,
                                              std::vector<ValidationIssue> *unmovable = nullptr);

// The encounter file as the window opens it: read with OffMap::Keep, every misplaced
// creature moved by repairPlacements (the rest of the file as read: nothing else changes).
// A creature that can't be moved is an error, as validate says.
struct RepairedRead {
    ReadResult read;
    std::vector<PlacementRepair> repairs; // in the file's order; empty: nothing moved
};
RepairedRead readEncounterRepairing(const QByteArray &json);
RepairedRead readEncounterFileRepairing(const QString &path);

} // namespace bm
