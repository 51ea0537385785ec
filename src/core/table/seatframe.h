#pragma once

// A frame of the GM's drag as a seat gets it. While the GM drags a token the seats see it
// go, but a frame is no snapshot of "the map as it would be": that would hand every seat
// the room the token is dragged across (its creatures, inner walls, doors, lights and
// explored squares) before anything was decided, and even when the drag is cancelled. A
// frame is the seat's committed snapshot (the map as it is) with only the dragged token
// moved, the light it carries going with it, and what the seat sees changed only within
// squares it had already explored. What the move reveals arrives with the committed
// snapshot after the drop; an Esc-cancelled drag reveals nothing. Pure functions of
// snapshots (seat.h), no widgets.

#include "model/encounter.h"
#include "model/encounterchange.h"
#include "table/seat.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace bm {

class FogOfWar;
class SightMap;

// The run-length rows of a snapshot's `seen` or `explored` decoded: one byte a square
// (index y * width + x), and encoded back (the shape seatSnapshot writes).
std::vector<std::uint8_t> seatField(const QJsonObject &snapshot, const QString &field);
QJsonArray seatRows(const std::vector<std::uint8_t> &field, int width, int height);

// The frame a seat gets while `draggedId` is dragged: `committed` (its snapshot without the
// drag) and `preview` (its snapshot as it would be with the token where the mouse is)
// composed so that nothing is added to what `committed` held:
// - the dragged creature's `position` is the preview's; when the preview doesn't show it
//   (dragged out of the seat's sight) it leaves the frame; when `committed` doesn't show it
//   the frame is `committed` exactly (a hidden creature's drag tells the seat nothing);
// - `seen` is the preview's within the squares `committed` had explored (its sight circle
//   and its carried light go with it), nothing beyond;
// - `explored`, every other creature, the walls and doors, the map's lights and the combat
//   are the committed ones.
QJsonObject seatFrame(const QJsonObject &committed, const QJsonObject &preview, const QString &draggedId);
// A seat's `seen` squares in its last drag frame, and the rows they were written as.
struct SeatSeenRows {
    std::vector<std::uint8_t> squares;
    QJsonArray rows;
};

// The same frame from the preview's fields (seatSightFieldOf) and the committed snapshot's
// explored squares as a field (seatField(committed, "explored")): what a drag asks of every
// seat on every step, without writing the preview as JSON and reading it back.
// `last` (may be null): the seat's `seen` squares and rows of its last frame, kept for the
// next: a row whose squares didn't change keeps its written row (a drag step changes the
// rows about the dragged token, not the other 190 of a 200 x 200 map).
QJsonObject seatFrame(const QJsonObject &committed, const std::vector<std::uint8_t> &committedExplored, SeatSight preview,
                      const QString &draggedId, SeatSeenRows *last = nullptr);

// The snapshots of the seats over an encounter, with the GM's drag in progress if any: the
// source the players' server reads (the app's TableController, the wire tests' rig).
class SeatSnapshots
{
public:
    struct World {
        std::function<const Encounter &()> encounter;
        std::function<const SightMap &()> sight;
        std::function<const FogOfWar &()> fog;
        // The party's fog with `id` standing at `at` (the app's document caches it for the GM's
        // tint); empty: computed here.
        std::function<std::shared_ptr<const FogOfWar>(const QString &id, GridPoint at)> fogWith;
    };
    explicit SeatSnapshots(World world);
    ~SeatSnapshots();

    // The GM drags `id` to `at`: false when that is the frame already in progress.
    bool drag(const QString &id, GridPoint at);
    void endDrag();
    bool dragging() const { return !m_dragged.isEmpty(); }
    // The encounter, the sight or the fog changed: the committed snapshots are made again.
    void invalidate();
    // Keep each seat's snapshot between changes (off by default: the owner
    // must then tell every change, by changed() or invalidate()).
    void setKeepSnapshots(bool keep);
    // What changed: only the creatures' statistics or the tracker (a hit point, a turn):
    // the kept snapshots keep their squares, walls and lights and only their creatures'
    // entries are made again (seatSnapshotRefreshed); anything else: invalidate().
    void changed(const EncounterChange &change);

    // What the seat gets now: its committed snapshot, or while a drag is in progress its
    // frame (seatFrame).
    QJsonObject snapshotFor(const Seat &seat);
    // Whole snapshots made so far (seatSnapshot), not frames or refreshed ones (for the tests).
    int wholeSnapshotsMade() const { return m_wholeMade; }

private:
    World m_world;
    QString m_dragged;
    GridPoint m_at;
    struct Preview;
    std::unique_ptr<Preview> m_preview;     // the encounter and fog with the token there, made once a frame
    QHash<QString, QJsonObject> m_committed; // during a drag, by seat creature: made once a drag
    QHash<QString, std::vector<std::uint8_t>> m_explored; // ... and its explored squares as a field
    QHash<QString, SeatSeenRows> m_seen;                  // ... and its last frame's seen rows
    bool m_keep = false;
    QHash<QString, QJsonObject> m_kept;     // setKeepSnapshots: by seat creature, between changes
    // Kept, but their creatures' entries to be made again: by kept key, the creatures named
    // by the changes since (all: a change that named none).
    struct Stale {
        bool allCreatures = false;
        QSet<QString> creatures;
    };
    QHash<QString, Stale> m_stale;
    SeatEntries m_entries; // made since the last change, shared by the seats
    SeatShared m_shared;   // the same: the explored squares and their walls
    QHash<QString, QStringList> m_shown; // by kept key: the ids of its snapshot's creatures
    int m_wholeMade = 0;

    QJsonObject committedFor(const Seat &seat, QHash<QString, QJsonObject> &store, const QString &staleKey);
};

} // namespace bm
