#include "rules/placement.h"

#include "model/mapedits.h"
#include "rules/terraingrid.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace bm {

std::optional<GridPoint> freeSpotNear(const Encounter &e, GridPoint near, int space, const QString &ignore)
{
    if (space < 1 || space > e.width || space > e.height)
        return std::nullopt;
    const TerrainGrid grid(e);
    const FootprintLayer &layer = grid.footprint(space);
    const auto free = [&](int x, int y) {
        if (x < 0 || y < 0 || x + space > e.width || y + space > e.height)
            return false;
        if (!(layer.flags[std::size_t(y) * std::size_t(e.width) + std::size_t(x)] & AnchorFlag::Free))
            return false;
        const QRect r(x, y, space, space);
        for (const Creature &c : e.creatures) {
            // RULES.md 9: the dead are no obstacle.
            if (c.id != ignore && !c.isDead() && c.spaceRect().intersects(r))
                return false;
        }
        return true;
    };
    const int maxRing = std::max(e.width, e.height);
    for (int ring = 0; ring <= maxRing; ++ring) {
        std::optional<GridPoint> best;
        double bestD = std::numeric_limits<double>::max();
        for (int y = near.y - ring; y <= near.y + ring; ++y) {
            for (int x = near.x - ring; x <= near.x + ring; ++x) {
                if (std::max(std::abs(x - near.x), std::abs(y - near.y)) != ring || !free(x, y))
                    continue;
                // Within a ring prefer the straight neighbours to the diagonal ones.
                const double d = std::hypot(x - near.x, y - near.y);
                if (d < bestD) {
                    bestD = d;
                    best = GridPoint{x, y};
                }
            }
        }
        if (best)
            return best;
    }
    return std::nullopt;
}

std::optional<GridPoint> anchorOnMap(const Encounter &e, GridPoint anchor, int space)
{
    if (space < 1 || space > e.width || space > e.height)
        return std::nullopt;
    return GridPoint{std::clamp(anchor.x, 0, e.width - space), std::clamp(anchor.y, 0, e.height - space)};
}

LogMessage placementProblem(const Encounter &e, const Creature &c)
{
    const int s = c.spaceSquares();
    if (c.position.x < 0 || c.position.y < 0 || c.position.x + s > e.width || c.position.y + s > e.height)
        return logMessage("MapEdit", QT_TRANSLATE_NOOP("MapEdit", "a %1x%1 space at [%2, %3] does not fit on the %4x%5 map"),
                          {s, c.position.x, c.position.y, e.width, e.height});
    return {};
}

const Creature *placeCreature(Encounter &e, Creature c, GridPoint near, const QString &idBase)
{
    const auto spot = freeSpotNear(e, near, c.spaceSquares());
    if (!spot)
        return nullptr;
    c.id = mapedit::uniqueCreatureId(e, idBase);
    c.position = *spot;
    e.creatures.push_back(std::move(c));
    return &e.creatures.back();
}

std::vector<PlacementRepair> repairPlacements(Encounter &e, const std::vector<MisplacedCreature> &misplaced,
                                              std::vector<ValidationIssue> *unmovable)
{
    std::vector<PlacementRepair> repairs;
    for (const MisplacedCreature &m : misplaced) {
        const int i = e.creatureIndex(m.id);
        if (i < 0)
            continue;
        Creature &c = e.creatures[std::size_t(i)];
        const int s = c.spaceSquares();
        // The position nearest the file's where the space lies on the map; from there the
        // nearest free place (a creature over the edge moves in by the least).
        const auto onMap = anchorOnMap(e, c.position, s);
        if (!onMap) {
            if (unmovable)
                unmovable->push_back(m.problem);
            continue;
        }
        const GridPoint to = freeSpotNear(e, *onMap, s, c.id).value_or(*onMap);
        repairs.push_back({c.id, c.position, to, m.problem});
        c.position = to;
    }
    return repairs;
}

namespace {

RepairedRead repaired(ReadResult read)
{
    RepairedRead out;
    if (read.ok()) {
        std::vector<ValidationIssue> unmovable;
        out.repairs = repairPlacements(read.encounter, read.misplaced, &unmovable);
        read.errors.insert(read.errors.end(), unmovable.begin(), unmovable.end());
    } else {
        // Refused for something else: say all that validate says.
        for (const MisplacedCreature &m : read.misplaced)
            read.errors.push_back(m.problem);
    }
    read.misplaced.clear();
    out.read = std::move(read);
    return out;
}

} // namespace

RepairedRead readEncounterRepairing(const QByteArray &json)
{
    return repaired(readEncounter(json, OffMap::Keep));
}

RepairedRead readEncounterFileRepairing(const QString &path)
{
    return repaired(readEncounterFile(path, OffMap::Keep));
}

} // namespace bm
