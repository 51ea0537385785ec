#pragma once

// The app's side of the players' table without its window (tst_wire, tst_browser): an
// encounter with its sight and party fog, the server over it and the referee the app uses.
// Changes are made here as the app's document makes them: the sight, the fog and the
// engine follow, and every seat gets the news.

#include "rules/fog.h"
#include "rules/movement.h"
#include "rules/sight.h"
#include "table/seat.h"
#include "table/seatframe.h"
#include "tableserver/referee.h"
#include "tableserver/tableserver.h"

#include <functional>
#include <memory>

namespace bm::test {

struct TableRig {
    Encounter encounter;
    std::unique_ptr<SightMap> sight;
    FogOfWar fog;
    std::unique_ptr<MovementEngine> engine;
    std::unique_ptr<TableServer> server;
    std::unique_ptr<TableReferee> referee;
    std::unique_ptr<SeatSnapshots> snapshots; // the seats' snapshots and the GM's drag, as the app makes them
    int changes = 0; // made through the referee (the app: undo steps)
    int snapshotsMade = 0; // asked for by the server

    explicit TableRig(Encounter e)
        : encounter(std::move(e))
        , engine(std::make_unique<MovementEngine>(encounter))
        , server(std::make_unique<TableServer>())
    {
        snapshots = std::make_unique<SeatSnapshots>(SeatSnapshots::World{
            [this]() -> const Encounter & { return encounter; }, [this]() -> const SightMap & { return *sight; },
            [this]() -> const FogOfWar & { return fog; }, {}});
        server->setSnapshotSource([this](const Seat &seat) {
            ++snapshotsMade;
            return snapshots->snapshotFor(seat);
        });
        referee = std::make_unique<TableReferee>(
            server.get(),
            TableReferee::World{[this]() -> const Encounter & { return encounter; }, [this]() -> const SightMap & { return *sight; },
                                [this]() -> const FogOfWar & { return fog; }, [this]() -> MovementEngine & { return *engine; }},
            [this](const QString &, const std::function<void(Encounter &)> &change) { make(change); });
        reset(encounter);
    }
    TableRig(const TableRig &) = delete;
    TableRig &operator=(const TableRig &) = delete;
    ~TableRig()
    {
        referee.reset();
        server.reset();
    }

    // Another encounter (or the same, edited behind the referee's back): seen afresh.
    void reset(const Encounter &e)
    {
        encounter = e;
        sight = std::make_unique<SightMap>(encounter);
        fog = FogOfWar(encounter.width, encounter.height);
        fog.update(encounter, *sight);
        engine->invalidate();
        referee->invalidate();
        snapshots->invalidate();
        changes = 0;
    }
    void make(const std::function<void(Encounter &)> &change)
    {
        change(encounter);
        ++changes;
        sight = std::make_unique<SightMap>(encounter);
        fog.update(encounter, *sight);
        engine->invalidate();
        referee->invalidate();
        snapshots->invalidate();
        server->publish();
    }
    // The GM drags `id` over `at` (TableController::previewMove), and lets go: Esc (the token
    // goes back) or a drop there (the move made).
    void drag(const QString &id, GridPoint at)
    {
        if (snapshots->drag(id, at))
            server->publish();
    }
    void cancelDrag()
    {
        snapshots->endDrag();
        server->publish();
    }
    void drop(const QString &id, GridPoint at)
    {
        snapshots->endDrag();
        make([&](Encounter &e) { e.creatures[std::size_t(e.creatureIndex(id))].position = at; });
    }
};

} // namespace bm::test
