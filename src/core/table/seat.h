#pragma once

// What a seat at the table may know. A seat is one
// party creature's player, or the whole party (the TV). Everything here is a pure function
// of the encounter, its sight map and the party's fog of war: the snapshot is what the
// players' server sends, so nothing outside it may leave the machine for that seat.

#include "model/encounter.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace bm {

class FogOfWar;
class SightMap;

// A seat: one party creature's player (`creature` its id) or the whole party (empty).
struct Seat {
    QString creature;
    bool wholeParty() const { return creature.isEmpty(); }
};

// Does the seat see creature `c`? Never when the GM hides it from the players, whatever the
// fog says. Its own creature and (for the whole party) the party's creatures always. Else:
// the fog must show one of its squares, and the GM revealed them (never the invisible) or,
// with dynamic fog, the seat's creature (the whole party: some party member not dead)
// sees it (RULES.md 12). `standIn`: a creature as it would be elsewhere (a token being
// dragged), used for the viewers and for `c` alike when its id matches.
bool seatSees(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat, const Creature &c,
              const Creature *standIn = nullptr);

// The seat's snapshot, as the players' server sends it (docs/PLAYERS.md): the grid; the
// squares it sees now (its creature's sight, or the party's) and has explored (the party's
// fog: the players share what they found), as run-length rows; the creatures it sees (id,
// name, side, size, space, position, elevation, conditions, token art, health word; its own
// creature with hit points, speed and attacks); the wall pieces that touch an explored
// square, with their doors (a locked door is "closed" until the party knows it is locked); the map's lights on squares it sees; the initiative order as
// the players know it (the creatures it sees, and whose turn it is if it sees them); the
// round. No background image (the server cuts it to the explored squares).
// `shared`: what is the same for every seat over the same encounter and fog (the explored
// squares, their rows and the wall pieces that touch them: the party's fog), made by the
// first seat's snapshot and read by the others' (six seats rebuilt after a drop made those
// six times: three quarters of each snapshot). The owner empties it when either changes.
struct SeatShared {
    bool made = false;
    std::vector<std::uint8_t> explored; // 1: explored, by index y * width + x
    QJsonArray exploredRows;
    QJsonArray walls;
};
QJsonObject seatSnapshot(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat, SeatShared *shared = nullptr);
// `kept` (the seat's snapshot before a change of the creatures'
// statistics or the tracker only: hit points, names, conditions that don't change sight, the
// turn; model/encounterchange.h) brought up to date without asking the sight again: the
// same creatures shown, their entries and the initiative order made again. Equal to
// seatSnapshot after such a change.
// `only`: the creatures whose statistics changed (EncounterChange::creatures): only their
// entries are made again, the others kept; null: every entry.
// `shared`: the entries already made over this same encounter for other seats (a creature's
// entry is the same for every seat but its own, the initiative for seats that see the same
// creatures): reused, and the new ones added. The owner empties it when the encounter changes.
struct SeatEntries {
    QHash<QString, QJsonObject> creatures; // by id, and "self:" + id for the seat's own creature
    QHash<QString, QJsonObject> combat;    // by the creatures shown, joined
};
// `shown`: the ids of `kept`'s creatures in order, when the caller keeps them (read from
// `kept` when empty, and left as the result's).
QJsonObject seatSnapshotRefreshed(const QJsonObject &kept, const Encounter &e, const Seat &seat, const QSet<QString> *only = nullptr,
                                  SeatEntries *shared = nullptr, QStringList *shown = nullptr);
// The part of seatSnapshot a frame of the GM's drag reads (seatframe.h): `grid`, `seen`, and
// in `creatures` only `onlyId` (its id and position) when the seat sees it. Each frame asks
// it for every seat, so nothing else is made.
QJsonObject seatSightOf(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat, const QString &onlyId);
// The same as fields, not yet written as JSON: the squares it sees (row-major, 1: seen) and
// `onlyId`'s square when the seat sees it there.
struct SeatSight {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> seen;
    std::optional<GridPoint> position;
};
// `visibility`: fog.visibility(), when the caller asks it once for many seats.
SeatSight seatSightFieldOf(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat, const QString &onlyId,
                           const std::vector<std::uint8_t> *visibility = nullptr);

} // namespace bm
