#pragma once

// An encounter as a seat's tests see it: the encounter, its sight map and the party's fog
// of war made from it (tst_seatmove, tst_seatframe, tst_snapshotwriter).

#include "model/encounterchange.h"
#include "rules/fog.h"
#include "rules/sight.h"
#include "table/seatframe.h"

#include <functional>
#include <memory>

namespace bm::test {

struct SeatTable {
    Encounter e;
    std::unique_ptr<SightMap> sight;
    FogOfWar fog;
    explicit SeatTable(Encounter encounter)
        : e(std::move(encounter))
        , sight(std::make_unique<SightMap>(e))
        , fog(e.width, e.height)
    {
        fog.update(e, *sight);
    }
    // What the seats' snapshots read: this table.
    SeatSnapshots::World world()
    {
        return SeatSnapshots::World{[this]() -> const Encounter & { return e; }, [this]() -> const SightMap & { return *sight; },
                                    [this]() -> const FogOfWar & { return fog; }, {}};
    }
    SeatSnapshots snapshots() { return SeatSnapshots(world()); } // keeping nothing
    // An edit as the app makes it: the encounter changed by `make`, the sight made again when
    // the map changed and the fog brought up to date when sight may have; what changed.
    EncounterChange edit(const std::function<void(Encounter &)> &make)
    {
        const Encounter before = e;
        make(e);
        const EncounterChange change = encounterChange(before, e);
        if (change.mapChanged())
            sight = std::make_unique<SightMap>(e);
        if (change.sightMayChange())
            fog.update(e, *sight);
        return change;
    }
};

} // namespace bm::test
