#pragma once

// An encounter as a seat's tests see it: the encounter, its sight map and the party's fog
// of war made from it (tst_seatmove, tst_seatframe).

#include "rules/fog.h"
#include "rules/sight.h"

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
};

} // namespace bm::test
