#include "rules/movement.h"

#include "model/enumnames.h"
#include "rules/distance.h"
#include "rules/movegraph.h"
#include "rules/sight.h"
#include "rules/terraingrid.h"
#include "rules/vectorstate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bm {

namespace {

// RULES.md 4.5: grappled, restrained and incapacitated creatures have speed 0.
bool speedIsZero(const Creature &c)
{
    if (c.conditions.isEmpty()) // the common case, without building four names to look for
        return false;
    return c.isIncapacitated() || c.has(QStringLiteral("grappled")) || c.has(QStringLiteral("restrained"))
        || c.has(QStringLiteral("immobilized"));
}

// RULES.md 4.3: may the mover pass through the other creature's space, and is it
// difficult terrain for the mover?
struct Relation {
    bool passable = false;
    bool difficult = false;
};

Relation relationTo(Ruleset r, const Creature &mover, const Creature &other)
{
    Relation rel;
    const int apart = sizesApart(mover.size, other.size);
    switch (r) {
    case Ruleset::Dnd2014:
    case Ruleset::A5e:
        rel.passable = !areHostile(mover.side, other.side) || apart >= 2;
        rel.difficult = true;
        break;
    case Ruleset::Dnd2024: {
        const bool ally = areAllies(mover.side, other.side);
        const bool tiny = other.size == Size::Tiny;
        rel.passable = ally || other.isIncapacitated() || tiny || apart >= 2;
        rel.difficult = !(tiny || ally);
        break;
    }
    case Ruleset::Pf2e:
        // RULES.md 9: "tiny" covers a Tiny mover as well as a Tiny creature passed.
        rel.passable = areAllies(mover.side, other.side) || apart >= 3 || other.size == Size::Tiny
            || mover.size == Size::Tiny;
        rel.difficult = false;
        break;
    }
    return rel;
}

constexpr detail::NameTable<PathRefusal, 8> kRefusalNames{{
    {PathRefusal::None, ""},
    {PathRefusal::NoSuchCreature, "no-such-creature"},
    {PathRefusal::OffMap, "off-map"},
    {PathRefusal::SpaceOffMap, "space-off-map"},
    {PathRefusal::Blocked, "blocked"},
    {PathRefusal::SpaceTaken, "space-taken"},
    {PathRefusal::ProneCrawl, "prone-crawl"},
    {PathRefusal::NoLegalPath, "no-legal-path"},
}};

} // namespace

QString pathRefusalId(PathRefusal r)
{
    return detail::nameOfEnum(kRefusalNames, r);
}

double moveSpeed(const Creature &c, MoveMode mode)
{
    return speedIsZero(c) ? 0.0 : c.speed.of(mode);
}

double moveSpeed(const Creature &c, MoveMode mode, Ruleset r)
{
    const double speed = moveSpeed(c, mode);
    const int exhaustion = c.conditionLevel(QStringLiteral("exhaustion"));
    if (exhaustion <= 0 || speed <= 0)
        return speed;
    if (r == Ruleset::Dnd2014) // SRD 5.1 exhaustion: 2 speed halved, 5 speed 0
        return exhaustion >= 5 ? 0.0 : exhaustion >= 2 ? std::floor(speed / 2) : speed;
    if (r == Ruleset::Dnd2024) // SRD 5.2 exhaustion: speed reduced by 5 ft per level
        return std::max(0.0, speed - 5.0 * exhaustion);
    return speed;
}

bool ridesTogether(const Encounter &e, const QString &a, const QString &b)
{
    const Combatant *ka = e.combat.combatant(a);
    const Combatant *kb = e.combat.combatant(b);
    return !a.isEmpty() && !b.isEmpty() && ((ka && ka->mountedOn == b) || (kb && kb->mountedOn == a));
}

// ---------------------------------------------------------------------------------------
// The mover's view of the map: terrain layers of its footprint (and squeeze core) with
// the other creatures folded in. Built once per mover and reused while it is dragged.

void MoverLayers::build(const Encounter &e, const TerrainGrid &grid, int moverIndex, const Options &options)
{
    const Creature &mover = e.creatures[std::size_t(moverIndex)];
    width = e.width;
    height = e.height;
    size = mover.spaceSquares();
    canSqueeze = options.squeeze && e.ruleset != Ruleset::Pf2e && size >= 2; // RULES.md 4.4
    const FootprintLayer &full = grid.footprint(size);
    open.assign(full.flags.begin(), full.flags.end());
    openStepOk = full.stepOk.data();
    if (canSqueeze) {
        const FootprintLayer &c = grid.footprint(size - 1);
        core.assign(c.flags.begin(), c.flags.end());
        coreStepOk = c.stepOk.data();
    } else {
        core.clear();
        coreStepOk = nullptr;
    }

    // Tiny movers share squares with up to three other Tiny creatures (RULES.md 4.3, 9).
    std::vector<std::uint8_t> tinyCount;
    const bool moverTiny = mover.size == Size::Tiny;
    if (moverTiny)
        tinyCount.assign(std::size_t(width) * height, 0);

    const auto markAnchors = [&](std::vector<std::uint8_t> &layer, int footprint, const QRect &space,
                                 std::uint8_t set, std::uint8_t clear) {
        const int x0 = std::max(0, space.left() - footprint + 1);
        const int y0 = std::max(0, space.top() - footprint + 1);
        const int x1 = std::min(width - footprint, space.right());
        const int y1 = std::min(height - footprint, space.bottom());
        for (int y = y0; y <= y1; ++y) {
            std::uint8_t *row = layer.data() + std::size_t(y) * width;
            for (int x = x0; x <= x1; ++x)
                row[x] = std::uint8_t((row[x] | set) & ~clear);
        }
    };

    const LevelSpan moverLevels = levelSpan(e, mover);
    for (std::size_t i = 0; i < e.creatures.size(); ++i) {
        const Creature &other = e.creatures[i];
        if (int(i) == moverIndex || other.isDead()) // RULES.md 9: the dead are no obstacle at all
            continue;
        if (int(i) == options.ignore) // RULES.md 14.6: dragger and dragged are no obstacle to each other
            continue;
        if (ridesTogether(e, mover.id, other.id)) // a rider in its mount's space (seed 002)
            continue;
        if (!moverLevels.shares(levelSpan(e, other))) // RULES.md 10: a flier passes over and may stop
            continue;
        Relation rel = relationTo(e.ruleset, mover, other);
        if (int(i) == options.through) {
            // RULES.md 14.6 (Tumble): passed as an ally's space would be; difficult in 2014
            // and a5e, not in 2024; pf2e: difficult terrain for this move.
            rel.passable = true;
            rel.difficult = e.ruleset != Ruleset::Dnd2024;
        }
        const QRect space = other.spaceRect();
        std::uint8_t set = 0;
        std::uint8_t clear = 0;
        if (!rel.passable)
            clear |= AnchorFlag::Free;
        else if (rel.difficult)
            set |= MoverFlag::CreatureDifficult;
        const bool shares = moverTiny && other.size == Size::Tiny;
        if (!shares)
            set |= MoverFlag::NoEnd;
        else {
            for (int y = std::max(0, space.top()); y <= std::min(height - 1, space.bottom()); ++y)
                for (int x = std::max(0, space.left()); x <= std::min(width - 1, space.right()); ++x)
                    ++tinyCount[std::size_t(y) * width + x];
        }
        markAnchors(open, size, space, set, clear);
        if (canSqueeze)
            markAnchors(core, size - 1, space, set, clear);
    }
    if (moverTiny) {
        for (std::size_t i = 0; i < tinyCount.size(); ++i) {
            if (tinyCount[i] >= 4) // a fifth Tiny creature can't end here
                open[i] |= MoverFlag::NoEnd;
        }
    }
    buildStepMasks();
}

// ---------------------------------------------------------------------------------------

// What makes two path queries answerable by one search tree.
struct SessionKey {
    int mover = -1;
    int through = -1; // RULES.md 14.6
    int drag = -1;
    GridPoint start;
    MoveMode mode = MoveMode::Walk;
    bool stand = false;
    int parity = 0;
    bool avoidThreats = false; // SearchParams::avoidThreats
    friend bool operator==(const SessionKey &, const SessionKey &) = default;
};

struct MovementEngine::Impl {
    int layersFor = -1; // creature index the layers were built for
    int throughFor = -1; // ... passing this creature's space (RULES.md 14.6)
    int dragFor = -1;    // ... dragging this creature
    // layers.threatOpen/threatCore are filled for that creature. Built the first time a
    // path provokes: a path that provokes no one needs no tie-break, and most don't.
    bool threatsBuilt = false;
    MoverLayers layers;
    SearchBuffers buffers;
    std::vector<SearchStateInfo> searched; // cheapestPath's: the path a drawn one replaced
    // cheapestPath's: the answer's path and spaces between its start and its describePath
    std::vector<GridPoint> path;
    std::vector<QRect> occupied;
    // A drag asks for many targets from one start: the second query with the same key
    // starts a resumable search that answers the rest (RULES.md 4 unchanged: same graph).
    std::optional<SessionKey> lastKey;
    std::optional<SessionKey> sessionKey;
    SearchBuffers sessionBuffers;
    std::unique_ptr<MoveSearch> session;
    // pf2e: the mover's layers with no step out of the reach of some Reactive
    // Strike creatures, and a resumable search on them from the drag's start, kept while
    // the drag lasts (the most recent two).
    struct Closed {
        SessionKey key;
        QStringList creatures; // whose reach no step may start in
        MoverLayers layers;
        SearchBuffers buffers;
        std::unique_ptr<MoveSearch> session;
    };
    std::vector<std::unique_ptr<Closed>> closed;

    void ensureLayers(const Encounter &e, const TerrainGrid &grid, int mover, int through = -1, int drag = -1)
    {
        if (layersFor == mover && throughFor == through && dragFor == drag)
            return;
        closed.clear();
        session.reset(); // it reads the layers
        sessionKey.reset();
        lastKey.reset();
        MoverLayers::Options options;
        options.through = through;
        options.ignore = drag;
        options.squeeze = drag < 0;
        layers.build(e, grid, mover, options);
        if (drag >= 0) {
            MoverLayers dragged;
            MoverLayers::Options draggedOptions;
            draggedOptions.ignore = mover;
            dragged.build(e, grid, drag, draggedOptions);
            const Creature &g = e.creatures[std::size_t(mover)];
            const Creature &d = e.creatures[std::size_t(drag)];
            layers.dragAlong(dragged, d.position.x - g.position.x, d.position.y - g.position.y);
        }
        throughFor = through;
        dragFor = drag;
        layers.threatOpen.clear();
        layers.threatCore.clear();
        threatsBuilt = false;
        layersFor = mover;
    }
};

MovementEngine::MovementEngine(const Encounter &encounter)
    : m_encounter(encounter)
    , m_impl(std::make_unique<Impl>())
{
}

MovementEngine::~MovementEngine() = default;

void MovementEngine::invalidate()
{
    m_impl->closed.clear();
    m_impl->session.reset();
    m_impl->sessionKey.reset();
    m_impl->lastKey.reset();
    m_grid.reset();
    m_sight.reset();
    m_impl->layersFor = -1;
}

void MovementEngine::invalidateCreatures()
{
    m_impl->closed.clear();
    m_impl->session.reset();
    m_impl->sessionKey.reset();
    m_impl->lastKey.reset();
    m_impl->layersFor = -1;
}

const TerrainGrid &MovementEngine::grid()
{
    if (!m_grid)
        m_grid = std::make_unique<TerrainGrid>(m_encounter);
    return *m_grid;
}

namespace {

struct Plan {
    SearchParams params;
    double speedFeet = 0;
    double limitFeet = std::numeric_limits<double>::infinity();
};

// RULES.md 4.5: what the move may spend.
Plan planMove(const Encounter &e, const Creature &mover, const MoveRequest &req, bool forReach)
{
    Plan plan;
    SearchParams &p = plan.params;
    p.ruleset = e.ruleset;
    p.diagonals = e.diagonals();
    p.squareFeet = e.squareFeet;
    p.flying = req.mode == MoveMode::Fly;
    p.hasSwim = mover.speed.swim > 0;
    p.hasClimb = mover.speed.climb > 0;
    p.parity = (std::max(0, req.diagonalsTaken)) % 2;
    const double modeSpeed = moveSpeed(mover, req.mode, e.ruleset);
    if (e.ruleset == Ruleset::Pf2e) {
        plan.speedFeet = modeSpeed;
        p.strideFeet = modeSpeed;
        if (mover.isProne() && !req.stand) {
            // RULES.md 4.5, 9: a prone creature moves by one Crawl of at most 5 ft.
            p.singleStep = true;
            p.strideFeet = std::min(modeSpeed, e.squareFeet);
            p.maxStrides = 1;
        } else {
            p.maxStrides = forReach && !req.anyStrides ? (req.stand ? 2 : 3) : 1000000;
        }
        if (forReach && req.budgetFeet)
            plan.limitFeet = *req.budgetFeet;
    } else {
        double available = modeSpeed * (req.dash ? 2 : 1) - std::max(0.0, req.spentFeet);
        if (req.stand && mover.isProne())
            available -= std::floor(modeSpeed / 2);
        plan.speedFeet = std::max(0.0, available);
        p.crawling = mover.isProne() && !req.stand;
        // RULES.md 14.6: dragging a grappled creature, every step costs double unless it is
        // at least two sizes smaller (2024: or Tiny). Every cost of 4.2 is a multiple of the
        // square's feet, so the search counts each square as twice its feet.
        if (const Creature *d = req.drag.isEmpty() ? nullptr : e.creature(req.drag)) {
            const bool light = sizesApart(mover.size, d->size) >= 2 && int(d->size) < int(mover.size);
            if (!light && !(e.ruleset == Ruleset::Dnd2024 && d->size == Size::Tiny))
                p.squareFeet *= 2;
        }
        if (forReach)
            plan.limitFeet = req.budgetFeet ? *req.budgetFeet : plan.speedFeet;
    }
    p.limitFeet = plan.limitFeet;
    return plan;
}

} // namespace

bool MovementEngine::prepare(const QString &creature, bool landmarks)
{
    const int moverIndex = m_encounter.creatureIndex(creature);
    if (moverIndex < 0)
        return false;
    m_impl->ensureLayers(m_encounter, grid(), moverIndex);
    MoveRequest walk;
    walk.creature = creature;
    const Plan plan = planMove(m_encounter, m_encounter.creatures[std::size_t(moverIndex)], walk, false);
    MoveSearch(m_impl->layers, plan.params, m_impl->buffers).reserve();
    MoveSearch(m_impl->layers, plan.params, m_impl->sessionBuffers).reserve(); // for a drag
    if (landmarks)
        prepareLandmarks(walk);
    return true;
}

bool MovementEngine::prepareLandmarks(const MoveRequest &req)
{
    const int moverIndex = m_encounter.creatureIndex(req.creature);
    if (moverIndex < 0 || !m_useLandmarks)
        return false;
    const Creature &mover = m_encounter.creatures[std::size_t(moverIndex)];
    const int throughIndex = req.through.isEmpty() ? -1 : m_encounter.creatureIndex(req.through);
    const int dragIndex = req.drag.isEmpty() ? -1 : m_encounter.creatureIndex(req.drag);
    m_impl->ensureLayers(m_encounter, grid(), moverIndex, throughIndex, dragIndex);
    SearchParams params = planMove(m_encounter, mover, req, false).params;
    params.landmarks = true;
    // Chosen from the mover's square (not the query's): the same landmarks whatever is asked first.
    return MoveSearch(m_impl->layers, params, m_impl->buffers).prepareLandmarks(mover.position);
}

PathResult MovementEngine::cheapestPath(const MoveRequest &req, GridPoint to)
{
    PathResult result;
    cheapestPath(req, to, result);
    return result;
}

void MovementEngine::cheapestPath(const MoveRequest &req, GridPoint to, PathResult &result)
{
    clearUpperVectorState(); // the search is SSE code (rules/vectorstate.h)
    // A fresh answer (every field as a new PathResult has it), the vectors' storage kept.
    {
        PathResult fresh;
        const auto keep = [](auto &from, auto &to) {
            from.clear();
            to.swap(from);
        };
        // The path and the spaces wait in the engine with their entries as they were:
        // describePath overwrites every entry, so only a longer path's new ones start blank.
        m_impl->path.swap(result.path);
        m_impl->occupied.swap(result.occupied);
        keep(result.path, fresh.path);
        keep(result.squeezed, fresh.squeezed);
        keep(result.occupied, fresh.occupied);
        keep(result.provokes, fresh.provokes);
        result = std::move(fresh);
    }
    const int moverIndex = m_encounter.creatureIndex(req.creature);
    if (moverIndex < 0) {
        result.problem = {PathRefusal::NoSuchCreature, req.creature, {}, to};
        return;
    }
    const Creature &mover = m_encounter.creatures[std::size_t(moverIndex)];
    const auto refuse = [&](PathRefusal code) { result.problem = {code, mover.id, mover.name, to}; };
    const GridPoint start = req.from.value_or(mover.position); // a waypoint starts a leg
    const Plan plan = planMove(m_encounter, mover, req, false);
    result.speedFeet = plan.speedFeet;
    if (!m_encounter.contains(to)) {
        refuse(PathRefusal::OffMap);
        return;
    }
    const int s = mover.spaceSquares();
    if (to.x + s > m_encounter.width || to.y + s > m_encounter.height) {
        refuse(PathRefusal::SpaceOffMap);
        return;
    }
    const int throughIndex = req.through.isEmpty() ? -1 : m_encounter.creatureIndex(req.through);
    const int dragIndex = req.drag.isEmpty() ? -1 : m_encounter.creatureIndex(req.drag);
    m_impl->ensureLayers(m_encounter, grid(), moverIndex, throughIndex, dragIndex);
    m_dragged = dragIndex >= 0 ? req.drag : QString();
    const MoverLayers &layers = m_impl->layers;
    const std::size_t targetAnchor = std::size_t(to.y) * layers.width + to.x;
    if (!(to == start) && !layers.mayEndAt(to)) {
        // No search can end there: say why without exploring the map to prove it.
        if (!(layers.open[targetAnchor] & AnchorFlag::Free) && !layers.anyCoreFree(to))
            refuse(PathRefusal::Blocked);
        else
            refuse(PathRefusal::SpaceTaken);
        return;
    }
    // RULES.md 9: of equally cheap paths, one that provokes the fewest opportunity attacks.
    const bool mayProvoke = m_preferFewerAttacks && !req.disengage && m_encounter.ruleset != Ruleset::Pf2e;
    SearchParams params = plan.params;
    params.landmarks = m_useLandmarks;
    params.avoidThreats = mayProvoke && m_impl->threatsBuilt && !layers.threatOpen.empty();
    const SessionKey key{moverIndex, throughIndex, dragIndex, start, req.mode, req.stand, std::max(0, req.diagonalsTaken) % 2, params.avoidThreats};
    SearchOutcome out;
    // The path's storage goes back to the buffers (MoveSearch's outcome takes it from
    // there): a run of queries allocates no path.
    struct GiveBack {
        std::vector<SearchStateInfo> &states, &to;
        ~GiveBack() { to.swap(states); }
    } giveBack{out.states, m_impl->buffers.states};
    if (m_impl->session && m_impl->sessionKey == key) {
        out = m_impl->session->continueTo(to);
    } else if (m_resumeSearches && m_impl->lastKey == key) {
        m_impl->session = std::make_unique<MoveSearch>(layers, params, m_impl->sessionBuffers);
        m_impl->sessionKey = key;
        m_impl->session->beginSession(start);
        out = m_impl->session->continueTo(to);
    } else {
        MoveSearch search(layers, params, m_impl->buffers);
        out = search.run(start, to);
    }
    m_impl->lastKey = key;
    m_lastExpanded = out.expanded;
    if (!out.found) {
        if (plan.params.singleStep)
            refuse(PathRefusal::ProneCrawl);
        else
            refuse(PathRefusal::NoLegalPath);
        return;
    }
    result.found = true;
    result.costFeet = out.label.total;
    const auto describePath = [&result, this](const std::vector<SearchStateInfo> &states) {
        const std::size_t n = states.size();
        result.path.swap(m_impl->path); // the storage set aside above, sized as the last path
        result.occupied.swap(m_impl->occupied);
        result.path.resize(n); // one allocation each, not one per doubling
        result.occupied.resize(n);
        result.squeezed.assign(n, false); // bits: set the few squeezed ones
        result.squeezedSteps = 0;
        GridPoint *path = result.path.data();
        QRect *occupied = result.occupied.data();
        for (std::size_t i = 0; i < n; ++i) {
            const SearchStateInfo &st = states[i];
            path[i] = st.anchor;
            occupied[i] = st.occupied;
            if (st.squeezed) {
                result.squeezed[i] = true;
                if (i > 0)
                    ++result.squeezedSteps;
            }
        }
        result.endsSqueezed = !states.empty() && states.back().squeezed;
    };
    // RULES.md 9: of equally cheap paths, the one a person would draw (fewest turns).
    // `searched`: the search's own path, when the drawn one replaced it (kept storage).
    std::vector<SearchStateInfo> &searched = m_impl->searched;
    searched.clear();
    const bool drawn = straightenPath(layers, params, m_impl->buffers, out.states, &searched, out.runs, out.mayDrawFewerTurns);
    describePath(out.states);
    if (m_encounter.ruleset == Ruleset::Pf2e) {
        result.actions = out.label.strides + (req.stand && mover.isProne() ? 1 : 0);
        result.withinSpeed = out.label.strides <= 1;
    } else {
        result.withinSpeed = result.costFeet <= plan.speedFeet + 1e-9;
    }
    result.provokes = opportunityAttacks(mover, result.occupied, req.disengage);
    if (drawn && !result.provokes.empty()) {
        // Drawn straight, it may pass a hostile the searched path kept away from: then the
        // searched path (the search alone decides whether opportunity attacks break ties).
        std::vector<QRect> occupied;
        for (const SearchStateInfo &st : searched)
            occupied.push_back(st.occupied);
        std::vector<Provocation> provokes = opportunityAttacks(mover, occupied, req.disengage);
        if (provokes.size() < result.provokes.size()) {
            describePath(searched);
            result.provokes = std::move(provokes);
        }
    }
    if (!result.provokes.empty() && mayProvoke && !m_impl->threatsBuilt) {
        // This path provokes: another as cheap may provoke fewer. Search again, counting.
        buildThreats(mover, m_impl->layers);
        m_impl->threatsBuilt = true;
        if (!m_impl->layers.threatOpen.empty())
            return cheapestPath(req, to, result);
    }
    // pf2e: of equally cheap paths, one that passes fewer Reactive Strikes (RULES.md 9).
    if (!result.provokes.empty() && m_preferFewerAttacks && !req.disengage && m_encounter.ruleset == Ruleset::Pf2e)
        avoidReactiveStrikes(mover, params, key, to, out.label, result);
}

void MovementEngine::avoidReactiveStrikes(const Creature &mover, const SearchParams &params, const SessionKey &key,
                                          GridPoint to, const Label &label, PathResult &result)
{
    // Each creature the path provokes, in turn (not one whose reach holds the start: the
    // first step provokes it whatever the path): the search runs again on the mover's
    // layers where no step may start inside its reach (RULES.md 4.6: pf2e provokes at the
    // first step that starts in it; entering it on the last step provokes nothing). A path
    // found in the same Strides and feet that provokes fewer is kept, and that creature's
    // reach stays closed for the next one. The cost never changes; only the choice among
    // equally cheap paths does, as the 5e family's tie-break does in its search. The
    // closed layers don't depend on the target: a drag resumes their search.
    const Encounter &e = m_encounter;
    const int s = mover.spaceSquares();
    const QRect startSpace = result.occupied.front();
    QStringList kept;
    const std::vector<Provocation> provoked = result.provokes;
    for (const Provocation &p : provoked) {
        const Creature *h = e.creature(p.creature);
        if (!h || rectWithinReach(e, startSpace, h->spaceRect(), h->reachFeet(e.ruleset), levelGap(e, mover, *h)))
            continue;
        const QStringList attempt = QStringList(kept) << h->id;
        Impl::Closed *closed = nullptr;
        for (const auto &c : m_impl->closed) {
            if (c->key == key && c->creatures == attempt)
                closed = c.get();
        }
        if (!closed) {
            if (m_impl->closed.size() >= 2)
                m_impl->closed.erase(m_impl->closed.begin());
            auto c = std::make_unique<Impl::Closed>();
            c->key = key;
            c->creatures = attempt;
            c->layers = m_impl->layers;
            MoverLayers &l = c->layers;
            for (const QString &id : attempt) {
                const Creature *k = e.creature(id);
                const int reach = k->reachFeet(e.ruleset);
                const int dz = levelGap(e, mover, *k);
                const int r = int(std::ceil(reach / std::max(1.0, e.squareFeet))) + 1;
                const QRect space = k->spaceRect();
                for (int y = std::max(0, space.top() - r - s); y <= std::min(l.height - s, space.bottom() + r); ++y) {
                    for (int x = std::max(0, space.left() - r - s); x <= std::min(l.width - s, space.right() + r); ++x) {
                        if (rectWithinReach(e, QRect(x, y, s, s), space, reach, dz))
                            l.openSteps[std::size_t(y) * std::size_t(l.width) + std::size_t(x)] = 0;
                    }
                }
            }
            c->session = std::make_unique<MoveSearch>(c->layers, params, c->buffers);
            c->session->beginSession(key.start);
            closed = c.get();
            m_impl->closed.push_back(std::move(c));
        }
        SearchOutcome o = closed->session->continueTo(to);
        if (o.found && o.label.strides == label.strides && std::abs(o.label.total - label.total) < 1e-6) {
            straightenPath(closed->layers, params, m_impl->buffers, o.states);
            std::vector<QRect> occupied;
            for (const SearchStateInfo &st : o.states)
                occupied.push_back(st.occupied);
            std::vector<Provocation> provokes = opportunityAttacks(mover, occupied, false);
            if (provokes.size() < result.provokes.size()) {
                result.path.clear();
                result.squeezed.clear();
                for (const SearchStateInfo &st : o.states) {
                    result.path.push_back(st.anchor);
                    result.squeezed.push_back(st.squeezed);
                }
                result.occupied = std::move(occupied);
                result.provokes = std::move(provokes);
                kept = attempt;
            }
        }
        if (result.provokes.empty())
            break;
    }
}

ReachResult MovementEngine::reachableSquares(const MoveRequest &req)
{
    clearUpperVectorState();
    ReachResult result;
    const int moverIndex = m_encounter.creatureIndex(req.creature);
    if (moverIndex < 0) {
        result.ok = false;
        result.problem = {PathRefusal::NoSuchCreature, req.creature, {}, {}};
        return result;
    }
    const Creature &mover = m_encounter.creatures[std::size_t(moverIndex)];
    const Plan plan = planMove(m_encounter, mover, req, true);
    result.speedFeet = plan.speedFeet;
    const int throughIndex = req.through.isEmpty() ? -1 : m_encounter.creatureIndex(req.through);
    const int dragIndex = req.drag.isEmpty() ? -1 : m_encounter.creatureIndex(req.drag);
    m_impl->ensureLayers(m_encounter, grid(), moverIndex, throughIndex, dragIndex);
    m_dragged = dragIndex >= 0 ? req.drag : QString();
    MoveSearch search(m_impl->layers, plan.params, m_impl->buffers);
    std::vector<SearchEnd> ends;
    m_lastExpanded = search.flood(req.from.value_or(mover.position), ends);
    result.squares.reserve(ends.size());
    for (const SearchEnd &end : ends) {
        ReachSquare sq;
        sq.at = end.anchor;
        sq.costFeet = end.label.total;
        sq.actions = end.label.strides + (req.stand && mover.isProne() && !(end.anchor == mover.position) ? 1 : 0);
        sq.squeezed = end.squeezed;
        result.squares.push_back(sq);
    }
    return result;
}

std::vector<MovementEngine::Threat> MovementEngine::threatsTo(const Creature &mover) const
{
    std::vector<Threat> out;
    const Encounter &e = m_encounter;
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    // RULES.md 4.6 version 2: a creature without its reaction doesn't provoke: the tracker
    // says it used it, or (2014, a5e) it is surprised and hasn't had its first turn.
    const bool surpriseTakesReaction = e.ruleset == Ruleset::Dnd2014 || e.ruleset == Ruleset::A5e;
    const auto hasReaction = [&](const Creature &h) {
        const Combatant *k = e.combat.combatant(h.id);
        if (!k)
            return true;
        return !k->reactionUsed && !(surpriseTakesReaction && k->surprised && !k->hadTurn);
    };
    for (const Creature &h : e.creatures) {
        if (h.id == mover.id || !areHostile(h.side, mover.side) || h.isIncapacitated())
            continue;
        if (h.id == m_dragged) // RULES.md 14.6: the dragged creature attacks nobody on the way
            continue;
        if (pf2e && !h.reactiveStrike) // RULES.md 4.6: only creatures with Reactive Strike
            continue;
        if (!hasReaction(h))
            continue;
        // RULES.md 4.6, 10: the mover keeps its elevation.
        out.push_back({&h, h.reachFeet(e.ruleset), h.spaceRect(), levelGap(e, mover, h)});
    }
    return out;
}

void MovementEngine::buildThreats(const Creature &mover, MoverLayers &layers) const
{
    std::vector<Threat> threats = threatsTo(mover);
    if (threats.empty())
        return;
    if (threats.size() > 64) // a bit each: the first 64 (a tie-break, not a rule)
        threats.resize(64);
    const Encounter &e = m_encounter;
    if (!m_sight)
        m_sight = std::make_unique<SightMap>(e);
    const int w = layers.width;
    const int h = layers.height;
    const std::size_t anchors = std::size_t(w) * std::size_t(h);
    bool any = false;
    // One footprint side s (open) or s - 1 (a squeezed core): the anchors whose space
    // there lies within a hostile's reach, a box around the hostile.
    const auto fill = [&](std::vector<std::uint64_t> &words, int side) {
        words.assign(2 * anchors, 0);
        for (std::size_t i = 0; i < threats.size(); ++i) {
            const Threat &t = threats[i];
            const int r = int(std::ceil(t.reachFeet / std::max(1.0, e.squareFeet))) + 1;
            const int x0 = std::max(0, t.space.left() - r - side);
            const int x1 = std::min(w - 1, t.space.right() + r);
            const int y0 = std::max(0, t.space.top() - r - side);
            const int y1 = std::min(h - 1, t.space.bottom() + r);
            const std::uint64_t bit = std::uint64_t(1) << i;
            for (int y = y0; y <= y1; ++y) {
                for (int x = x0; x <= x1; ++x) {
                    const QRect at(x, y, side, side);
                    if (!rectWithinReach(e, at, t.space, t.reachFeet, t.dz))
                        continue;
                    const std::size_t a = std::size_t(y) * std::size_t(w) + std::size_t(x);
                    words[2 * a] |= bit;
                    if (m_sight->sees(*t.creature, mover, at))
                        words[2 * a + 1] |= bit;
                    any = true;
                }
            }
        }
    };
    fill(layers.threatOpen, layers.size);
    if (layers.canSqueeze && layers.size > 1)
        fill(layers.threatCore, layers.size - 1);
    if (!any) {
        layers.threatOpen.clear();
        layers.threatCore.clear();
    }
}

std::vector<Provocation> MovementEngine::opportunityAttacks(const Creature &mover, const std::vector<QRect> &occupied,
                                                            bool disengage) const
{
    std::vector<Provocation> out;
    if (disengage || occupied.size() < 2)
        return out;
    const Encounter &e = m_encounter;
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    const std::vector<Threat> threats = threatsTo(mover);
    if (threats.empty()) // no hostile that could attack: nothing to measure along the path
        return out;
    if (!m_sight)
        m_sight = std::make_unique<SightMap>(e);
    // Every occupied region lies in the path's bounding box, so its gaps to a creature are
    // at least the box's and its distance (monotone in the gaps, RULES.md 3) too: a
    // creature that can't reach the box can't reach any step.
    QRect box;
    for (const QRect &r : occupied)
        box |= r;
    for (const Threat &t : threats) {
        if (!rectWithinReach(e, box, t.space, t.reachFeet, t.dz))
            continue;
        bool inReach = rectWithinReach(e, occupied[0], t.space, t.reachFeet, t.dz);
        for (std::size_t i = 0; i + 1 < occupied.size(); ++i) {
            const bool nextInReach = rectWithinReach(e, occupied[i + 1], t.space, t.reachFeet, t.dz);
            // 5e: leaving the reach provokes; pf2e: the first step that starts within it.
            // Version 2: only where H sees the mover at the step's start (RULES.md 4.6, 12).
            if (inReach && (pf2e || !nextInReach) && m_sight->sees(*t.creature, mover, occupied[i])) {
                out.push_back({t.creature->id, int(i)});
                break;
            }
            inReach = nextInReach;
        }
    }
    std::sort(out.begin(), out.end(), [](const Provocation &a, const Provocation &b) {
        return a.step != b.step ? a.step < b.step : a.creature < b.creature;
    });
    return out;
}

} // namespace bm
