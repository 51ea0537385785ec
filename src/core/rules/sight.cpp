#include "rules/sight.h"

#include "rules/binwindow.h"
#include "rules/gridwalk.h"
#include "rules/vectorstate.h"

#include "model/enumnames.h"
#include "model/geometry.h"

#include "rules/cover.h"
#include "rules/distance.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

namespace bm {
namespace {

using gridwalk::insetCorners;
using gridwalk::ceilInt;
using gridwalk::floorInt;
using gridwalk::walkSquares;


// QRect::contains(x, y) for a valid or null rectangle, inline (Qt's is out of line: a call
// per blocked square a line or the sweep meets).
inline bool holds(const QRect &r, int x, int y)
{
    return x >= r.left() && x <= r.right() && y >= r.top() && y <= r.bottom();
}

// The solids that blocked the last lines: walls (code >= 0) and blocked squares (-1 -
// square index). Neighbouring lines, and a field's neighbouring squares, are mostly
// blocked by the same few, so these are tried before walking the squares.
struct RecentSolids {
    static constexpr int kSize = 4;
    static constexpr int kNone = std::numeric_limits<int>::min();
    int codes[kSize] = {kNone, kNone, kNone, kNone};
    int next = 0;

    void toFront(int i)
    {
        const int code = codes[i];
        for (; i > 0; --i)
            codes[i] = codes[i - 1];
        codes[0] = code;
    }

    // A new blocker goes to the front (the oldest falls off).
    void remember(int code)
    {
        int i = 0;
        while (i < kSize - 1 && codes[i] != code)
            ++i;
        codes[i] = code;
        toFront(i);
    }
};

// A wall's full shadow from a viewer, shrunk by a margin: points t such that the segment
// from every viewer point to t properly crosses the wall, as half-planes a x + b y > c.
// Convex, so an inset square whose 4 corners lie inside is hidden from every viewer point
// (the 16 lines of RULES.md 12 all blocked) without testing a line.
struct Shadow {
    struct HalfPlane {
        double a, b, c;
    };
    std::vector<HalfPlane> planes;
    bool empty = true;

    static constexpr double kMargin = 1e-6; // squares: far above every test's tolerance

    static Shadow of(QPointF w1, QPointF w2, const std::vector<QPointF> &viewer)
    {
        Shadow sh;
        const double dx = w2.x() - w1.x();
        const double dy = w2.y() - w1.y();
        const double len = std::hypot(dx, dy);
        if (len < 1e-9 || viewer.empty())
            return sh;
        // Every viewer point strictly on one side of the wall's line; t strictly on the other.
        double side = 0;
        for (const QPointF &p : viewer) {
            const double c = dx * (p.y() - w1.y()) - dy * (p.x() - w1.x());
            if (std::abs(c) <= kMargin * len)
                return sh;
            const double sg = c > 0 ? 1.0 : -1.0;
            if (side != 0 && sg != side)
                return sh;
            side = sg;
        }
        // -side * (dx (ty - w1y) - dy (tx - w1x)) > margin * len
        sh.planes.push_back({side * dy, -side * dx, kMargin * len + side * (dy * w1.x() - dx * w1.y())});
        for (const QPointF &p : viewer) {
            const double ux = w1.x() - p.x(), uy = w1.y() - p.y();
            const double vx = w2.x() - p.x(), vy = w2.y() - p.y();
            const double o = ux * vy - uy * vx > 0 ? 1.0 : -1.0;
            // Strictly inside the angle w1-p-w2: o (u x (t - p)) > 0 and o ((t - p) x v) > 0.
            sh.planes.push_back({-o * uy, o * ux, kMargin * std::hypot(ux, uy) - o * (uy * p.x() - ux * p.y())});
            sh.planes.push_back({o * vy, -o * vx, kMargin * std::hypot(vx, vy) - o * (p.y() * vx - p.x() * vy)});
        }
        sh.empty = false;
        return sh;
    }

    // The last square x' >= x of row y such that the inset squares x .. x' all lie inside
    // the shadow, or x - 1 when square x does not.
    int runEnd(int x, int y, int width) const
    {
        if (empty)
            return x - 1;
        double lo = -std::numeric_limits<double>::infinity();
        double hi = std::numeric_limits<double>::infinity();
        for (const HalfPlane &h : planes) {
            for (const double ty : {y + 0.05, y + 0.95}) {
                const double rhs = h.c - h.b * ty; // a X > rhs for X = x + 0.05 and x + 0.95
                if (h.a > 0)
                    lo = std::max(lo, rhs / h.a - 0.05);
                else if (h.a < 0)
                    hi = std::min(hi, rhs / h.a - 0.95);
                else if (!(0 > rhs))
                    return x - 1;
            }
        }
        if (!(x > lo && x < hi))
            return x - 1;
        const double last = std::ceil(hi) - 1; // the largest whole number below hi
        return int(std::min(last, double(width - 1)));
    }
};

bool isBlinded(const Creature &c)
{
    return c.has(QStringLiteral("blinded"));
}

// What a viewer's corner points see, as a rotational sweep discretised into
// angular bins (the idea of Foundry's ClockwiseSweepPolygon and CGAL's rotational sweep,
// without sorting: each obstacle near enough to matter writes the bins it spans). Per
// corner point c and bin b (a wedge of directions from c), two squared radii:
//  - clear: no sight-blocking obstacle (a wall, a facing edge of a blocked or heavily
//    obscured square) comes nearer to c than this in the wedge (and one bin either side);
//  - blocked: one obstacle crosses the whole wedge (and one bin either side) no farther
//    from c than this, or two cover it between them, each from one side (SweepBins::Cover).
// A line c-t is then decided without a walk when t lies well inside the clear radius (it
// stays kClearMargin away from every obstacle: clear) or well beyond the blocked radius (it
// crosses that obstacle kBlockMargin deep, away from its ends: blocked, whatever the tie
// rule). Tie rule: whatever lies between, a line that may touch an obstacle at a point, run
// along it or end on it, is a tie, and ties go to the reference's exact line test
// (lineClear: RULES.md 5.1 and 12, "touches" blocks, a line must enter a heavily obscured
// square's open interior to be blocked by it), so every answer is the reference's, square
// for square (tst_sight compares them on thousands of random maps).
// With 2048 bins a field of the bench maps cost up to 13% more instructions (400 x 400;
// more bins written per wall), except the party's on 100 x 100, 7% less (fewer ties); 512
// cost a third more.
constexpr int kBins = 1024;                  // a power of two (indices wrap with a mask)
constexpr double kBinsPerUnit = kBins / 4.0; // bins per unit of pseudo-angle
constexpr double kClearMargin = 1e-4;        // squares; far above geom::kEps
constexpr double kBlockMargin = 1e-3;        // squares; a crossing this deep is no tie
constexpr double kNearCorner = 1e-3;         // an obstacle this near a corner point: no shortcut
constexpr double kAngleSlack = 1e-12;        // pseudo-angle: far above a computed one's rounding
constexpr double kInnerSlack = 1e-9;         // a ray this far inside a segment's directions meets it
constexpr double kSteepLine = 0.05;          // squares: c this near a segment's line: wider wedges

// A pseudo-angle in [0, 4], increasing with atan2(dy, dx) taken in [0, 2 pi), without
// trigonometry; opposite directions differ by exactly 2.
inline double pseudoAngle(double dx, double dy)
{
    if (dy >= 0) {
        if (dx >= 0)
            return dx + dy > 0 ? dy / (dx + dy) : 0.0;
        return 1.0 + -dx / (dy - dx);
    }
    if (dx < 0)
        return 2.0 + -dy / (-dx - dy);
    return 3.0 + dx / (dx - dy);
}

inline int binOf(double dx, double dy)
{
    // pseudoAngle is in [0, 4], so b in [0, kBins]: the mask takes kBins to 0 and leaves the rest.
    const int b = int(pseudoAngle(dx, dy) * kBinsPerUnit);
    return b & (kBins - 1);
}

// The unit direction of every bin's first ray.
const std::array<QPointF, kBins> &binDirections()
{
    static const std::array<QPointF, kBins> table = [] {
        std::array<QPointF, kBins> t;
        for (int k = 0; k < kBins; ++k) {
            const double p = k / kBinsPerUnit;
            const int q = int(p);
            const double f = p - q;
            const double x = q == 0 ? 1 - f : q == 1 ? -f : q == 2 ? -(1 - f) : f;
            const double y = q == 0 ? f : q == 1 ? 1 - f : q == 2 ? -f : -(1 - f);
            const double n = std::hypot(x, y);
            t[std::size_t(k)] = QPointF(x / n, y / n);
        }
        return t;
    }();
    return table;
}

// Check: one obstacle alone may touch the line (every other one stays clear of it): the
// exact test of that obstacle decides.
enum class LineVerdict { Clear, Blocked, Check, Unknown };

struct SweepBins {
    // The blocked radii's maxima per group, for firstReaching() and addSegment's first test
    // (8 bins: 0.3% fewer instructions per field than 16 on the 200 x 200 bench map, 4 and
    // 32 cost more).
    static constexpr int kGroupBins = 8;
    static constexpr int kGroups = kBins / kGroupBins;
    std::vector<QPointF> corners;
    std::vector<double> clearR2;    // per corner, kBins each: the nearest obstacle's radius
    std::vector<int> clearBy;       // that obstacle (-1: unknown)
    std::vector<double> clearNext2; // the nearest other obstacle's radius
    std::vector<double> blockR2;
    // A segment whose end lies inside a bin covers the bin from there to one of its rays, and
    // no single obstacle crosses the whole wedge, so without this a thin wedge stays open
    // wherever two obstacles' ends fall into one bin (a wall's end behind another's, squares
    // side by side) and the flood follows it to the map's edge. Per bin the widest part
    // covered from its first ray (`fromFirst`: [0, frac] of the bin) and from its last
    // (`fromLast`: [frac, 1]); when the two overlap, every ray of the bin meets one of them.
    struct Cover {
        double frac; // in bins, from the bin's first ray
        double r2;   // the farthest (squared) any ray of the covered part meets its obstacle
    };
    // Both covers of a bin hold something only when its stamp is this sweep's `round`: a
    // sweep touches the covers of a few hundred bins, so they aren't cleared for every one
    // (and a bin's are together: one cache line).
    struct Covers {
        Cover fromFirst;
        Cover fromLast;
        std::uint32_t stamp = 0;
    };
    std::vector<Covers> covers;
    std::uint32_t round = 0;
    mutable std::vector<double> groupMax2; // per corner, kGroups each; stale while dirty
    mutable std::vector<std::uint8_t> groupDirty;
    // Every obstacle written into a corner's bins, with the bins its directions reach
    // (binsOf's b0..b1; all of them for one that all but touches the corner point) and how
    // near it comes. A line from a corner point that touches some obstacle touches, there or
    // before, one of these whose bins hold the line's direction: an obstacle not written was
    // gathered behind bins blocked nearer than it comes (addSegment), or lies in a square the
    // flood didn't reach (every line into it blocked before), and either way one written
    // blocks the line first. So a tie is decided by the few obstacles of its bin
    // (decideByObstacles) instead of a walk along the line, unless an obstacle is exempt for
    // it (the target square's own: the caller walks those).
    struct Span {
        int ci;
        int id;
        int b0;
        int b1;
        double near2;
    };
    std::vector<Span> spans;
    // Per corner and group of bins, the spans that reach the group: made from `spans` when
    // a tie first asks.
    mutable std::vector<int> listStart; // corners * kGroups + 1
    mutable std::vector<Span> listed;
    mutable bool listsMade = false;

    void reset(const std::vector<QPointF> &points)
    {
        corners = points;
        const double inf = std::numeric_limits<double>::infinity();
        // The three radii per bin refilled in one loop (three stores a turn instead of three
        // loops' counting: 0.8% of a field).
        const std::size_t bins = corners.size() * kBins;
        if (clearR2.size() != bins) {
            clearR2.assign(bins, inf);
            clearNext2.assign(bins, inf);
            blockR2.assign(bins, inf);
        } else {
            double *const c = clearR2.data(), *const n = clearNext2.data(), *const b = blockR2.data();
            for (std::size_t i = 0; i < bins; ++i) {
                c[i] = inf;
                n[i] = inf;
                b[i] = inf;
            }
        }
        // A bin's clearBy is read only where its clearR2 is finite (classify answers Clear
        // before it otherwise), and lowerClear, which makes it finite, writes clearBy then;
        // what it reads of it on the way can't matter (with clearR2 infinite, clearNext2 is
        // too, and stays so either way). So the last sweep's are left in place (cleared,
        // as a memset, it cost an instruction a byte: 1% of a field).
        if (clearBy.size() != corners.size() * kBins)
            clearBy.assign(corners.size() * kBins, -1);
        if (covers.size() != corners.size() * kBins || ++round == 0) {
            covers.assign(corners.size() * kBins, Covers{});
            round = 1;
        }
        groupMax2.assign(corners.size() * kGroups, inf);
        groupDirty.assign(corners.size() * kGroups, 0);
        spans.clear();
        listsMade = false;
    }

    // The groups of bins b0..b1 (wrapping), each once.
    template<typename Group>
    static void forGroups(int b0, int b1, Group &&group)
    {
        if (b1 - b0 + 1 >= kBins) {
            for (int g = 0; g < kGroups; ++g)
                group(g);
            return;
        }
        for (int k = b0; k <= b1;) {
            group(((k + 2 * kBins) & (kBins - 1)) / kGroupBins);
            k = std::min(b1, k | (kGroupBins - 1)) + 1; // past its group's last bin
        }
    }

    void makeLists() const
    {
        listsMade = true;
        const std::size_t groups = corners.size() * kGroups;
        listStart.assign(groups + 1, 0);
        for (const Span &s : spans)
            forGroups(s.b0, s.b1, [&](int g) { ++listStart[std::size_t(s.ci) * kGroups + std::size_t(g) + 1]; });
        for (std::size_t g = 0; g < groups; ++g)
            listStart[g + 1] += listStart[g];
        listed.resize(std::size_t(listStart[groups]));
        std::vector<int> fill(listStart.begin(), listStart.end() - 1);
        for (const Span &s : spans)
            forGroups(s.b0, s.b1, [&](int g) { listed[std::size_t(fill[std::size_t(s.ci) * kGroups + std::size_t(g)]++)] = s; });
    }

    // A tie c-t of corner ci decided by the obstacles written into its bin (see Span):
    // Blocked or Clear; Unknown when its group of bins holds more than `most` (a walk along
    // the line is then the cheaper test). `tested`: an obstacle already tested (or -1).
    template<typename Touches>
    LineVerdict decideByObstacles(std::size_t ci, QPointF c, QPointF t, std::size_t most, int tested, Touches &&touches) const
    {
        if (!listsMade)
            makeLists();
        const double dx = t.x() - c.x(), dy = t.y() - c.y();
        const int b = binOf(dx, dy);
        const std::size_t g = ci * kGroups + std::size_t(b / kGroupBins);
        const Span *first = listed.data() + listStart[g], *last = listed.data() + listStart[g + 1];
        if (std::size_t(last - first) > most)
            return LineVerdict::Unknown;
        // Only the spans holding the line's bin (binsOf's slack is far above the rounding of
        // either direction), and only obstacles that come as near as t (room far above
        // geom::kEps).
        const double reach2 = (dx * dx + dy * dy) * (1 + 1e-6) + 1e-6;
        for (const Span *e = first; e != last; ++e) {
            if (e->near2 > reach2 || e->id == tested || unsigned((b - e->b0 + 2 * kBins) & (kBins - 1)) > unsigned(e->b1 - e->b0))
                continue;
            if (touches(e->id))
                return LineVerdict::Blocked;
        }
        return LineVerdict::Clear;
    }

    void markDirty(std::size_t ci, int k0, int k1)
    {
        std::uint8_t *dirty = &groupDirty[ci * kGroups];
        if (k1 - k0 + 1 >= kBins) {
            std::fill(dirty, dirty + kGroups, 1);
            return;
        }
        for (int k = k0; k <= k1; k += kGroupBins)
            dirty[((k + kBins) & (kBins - 1)) / kGroupBins] = 1;
        dirty[((k1 + kBins) & (kBins - 1)) / kGroupBins] = 1;
    }

    // Is some blocked radius of the group at least d2? A stale maximum is never below the
    // true one (radii only shrink), so it is refreshed only when it can't say no.
    bool groupReaches(std::size_t ci, int g, double d2) const
    {
        const std::size_t i = ci * kGroups + std::size_t(g);
        if (groupMax2[i] < d2)
            return false;
        if (groupDirty[i]) {
            const double *block = &blockR2[ci * kBins + std::size_t(g) * kGroupBins];
            double m[4] = {block[0], block[1], block[2], block[3]};
            for (int k = 4; k < kGroupBins; k += 4)
                for (int j = 0; j < 4; ++j)
                    m[j] = std::max(m[j], block[k + j]);
            groupMax2[i] = std::max(std::max(m[0], m[1]), std::max(m[2], m[3]));
            groupDirty[i] = 0;
        }
        return groupMax2[i] >= d2;
    }

    // Obstacle `id` comes within sqrt(r2) of a bin's wedge: its clearR2, clearBy and
    // clearNext2. (Inline, on the callers' pointers into the arrays: a segment's inner bins
    // call it once each, and as a call it cost a third more than its body.)
    __attribute__((always_inline)) static void lowerClear(double &nearest, int &by, double &next, double r2, int id)
    {
        if (r2 < nearest) {
            if (by != id)
                next = nearest;
            nearest = r2;
            by = id;
        } else if (by != id && r2 < next) {
            next = r2;
        }
    }

    void addSegment(QPointF a, QPointF b, int id)
    {
        for (std::size_t i = 0; i < corners.size(); ++i)
            addSegment(i, a, b, id);
    }

    // The directions of a-b from c (it is off c) as pseudo-angles pa <= pb < pa + 2.
    static void directionsOf(double ax, double ay, double bx, double by, double &pa, double &pb)
    {
        pa = pseudoAngle(ax, ay);
        double span = pseudoAngle(bx, by) - pa;
        if (span < 0)
            span += 4.0;
        if (span > 2.0) { // less than half a turn: the other way round
            pa += span;
            if (pa >= 4.0)
                pa -= 4.0;
            span = 4.0 - span;
        }
        pb = pa + span;
    }

    // The bins the directions between pa and pb reach (a computed bin may be off by a
    // rounding: kAngleSlack either side), as a first and last index (wrapping).
    static void binsOf(double pa, double pb, int &b0, int &b1)
    {
        b0 = floorInt((pa - kAngleSlack) * kBinsPerUnit);
        b1 = floorInt((pb + kAngleSlack) * kBinsPerUnit);
    }

    // binsOf for 0 <= pa <= pb: (pa - kAngleSlack) * kBinsPerUnit lies above -1, so its
    // floor is -1 or its truncation, and (pb + kAngleSlack) * kBinsPerUnit's is its
    // truncation (floorInt's conversion back and comparison waited on the division).
    static void binsOfNonNegative(double pa, double pb, int &b0, int &b1)
    {
        const double lo = (pa - kAngleSlack) * kBinsPerUnit;
        b0 = lo >= 0 ? int(lo) : -1;
        b1 = int((pb + kAngleSlack) * kBinsPerUnit);
    }

    static void spanOf(double ax, double ay, double bx, double by, int &b0, int &b1)
    {
        double pa = 0, pb = 0;
        directionsOf(ax, ay, bx, by, pa, pb);
        binsOf(pa, pb, b0, b1);
    }

    void addSegment(std::size_t ci, QPointF a, QPointF b, int id)
    {
        const QPointF c = corners[ci];
        const std::size_t base = ci * kBins;
        double *block = &blockR2[base];
        const double ax = a.x() - c.x(), ay = a.y() - c.y();
        const double bx = b.x() - c.x(), by = b.y() - c.y();
        const double ex = bx - ax, ey = by - ay;
        const double len2 = ex * ex + ey * ey;
        const double s = len2 > 0 ? std::clamp(-(ax * ex + ay * ey) / len2, 0.0, 1.0) : 0.0;
        const double nx = ax + s * ex, ny = ay + s * ey;
        const double near2 = nx * nx + ny * ny;
        if (near2 < kNearCorner * kNearCorner) { // all but touches c: every line from c is a tie
            spans.push_back({int(ci), id, 0, kBins - 1, 0.0});
            std::fill(clearR2.begin() + std::ptrdiff_t(base), clearR2.begin() + std::ptrdiff_t(base + kBins), 0.0);
            std::fill(clearNext2.begin() + std::ptrdiff_t(base), clearNext2.begin() + std::ptrdiff_t(base + kBins), 0.0);
            std::fill(clearBy.begin() + std::ptrdiff_t(base), clearBy.begin() + std::ptrdiff_t(base + kBins), -1);
            return;
        }
        double pa = 0, pb = 0;
        directionsOf(ax, ay, bx, by, pa, pb);
        int b0 = 0, b1 = 0;
        binsOf(pa, pb, b0, b1);
        // Every bin of its directions already blocked nearer than it comes: nothing to write.
        const double hidden2 = (near2 - kBlockMargin - kBlockMargin * kBlockMargin) / (1 + kBlockMargin);
        bool open = false;
        for (int k = b0; k <= b1 && !open;) {
            const int first = (k + 2 * kBins) & (kBins - 1);
            const int last = std::min(b1, k | (kGroupBins - 1)); // its group's last bin (k = first mod kGroupBins)
            open = groupReaches(ci, first / kGroupBins, hidden2);
            k = last + 1;
        }
        if (!open)
            return;
        spans.push_back({int(ci), id, b0, b1, near2});
        // A bin blocked nearer than this is blocked nearer than the segment comes
        // (near2 > blockedBeyond(radius), with room for rounding: skipping fewer bins is
        // always right), without the margins' arithmetic per bin.
        const double shadowed2 = hidden2 - 1e-9 * (1 + std::abs(hidden2));
        markDirty(ci, b0, b1);
        // Inner bins: both their rays meet the segment (kInnerSlack inside its directions).
        // Every ray between meets it at the distance h / cos(angle to the normal), convex in
        // the angle: the largest at one of the bin's two rays, the smallest there too unless
        // the foot of the normal lies between. When c is near the segment's line (h small)
        // the distance changes fast with the angle: then only bins whose neighbours are
        // inner too, with their outer rays.
        const double num = ax * ey - ay * ex; // cross(a, e): the ray v meets the line at s = num / cross(v, e)
        const bool steep = num * num < kSteepLine * kSteepLine * len2;
        const int spread = steep ? 1 : 0;
        const int inner0 = ceilInt((pa + kInnerSlack) * kBinsPerUnit) + spread;
        const int inner1 = floorInt((pb - kInnerSlack) * kBinsPerUnit) - 1 - spread;
        if (!steep)
            addEnds(ci, pa, pb, num, ex, ey, shadowed2);
        double *const clear = &clearR2[base], *const next = &clearNext2[base];
        int *const clearId = &clearBy[base];
        // Outside the inner bins: the segment's nearest point. (Skipped, here and below, in
        // a bin already blocked nearer than the segment comes: a line it may touch is blocked.)
        for (int k = b0; k <= b1; ++k) {
            if (k == inner0 && inner0 <= inner1)
                k = inner1 + 1;
            const std::size_t i = std::size_t((k + 2 * kBins) & (kBins - 1));
            if (k <= b1 && !(block[i] < shadowed2))
                lowerClear(clear[i], clearId[i], next[i], near2, id);
        }
        if (inner0 > inner1)
            return;
        const auto &dir = binDirections();
        const int foot = binOf(nx, ny);
        const auto hit2 = [&](int j) {
            const QPointF v = dir[std::size_t((j + 2 * kBins) & (kBins - 1))];
            const double t = num / (v.x() * ey - v.y() * ex);
            return t * t;
        };
        // The wedge's rays k - spread and k + 1 + spread: low (-1: not known), high. With
        // the spread a constant: a bin's high ray is the next one's low when no spread.
        const auto innerBins = [&](auto spreadOf) __attribute__((always_inline)) {
            constexpr int sp = decltype(spreadOf)::value;
            double low = -1;
            const auto inner = [&](int k, bool footInside) __attribute__((always_inline)) {
                const std::size_t i = std::size_t(k & (kBins - 1)); // k >= inner0 >= 0
                if (block[i] < shadowed2) {
                    low = -1;
                    return;
                }
                if (low < 0)
                    low = hit2(k - sp);
                const double high = hit2(k + 1 + sp);
                block[i] = std::min(block[i], std::max(low, high));
                lowerClear(clear[i], clearId[i], next[i], footInside ? near2 : std::min(low, high), id);
                low = sp ? -1 : high;
            };
            // The bins k with k - foot within 1 + spread of a multiple of kBins (inner0 >= 0;
            // inner0..inner1 is shorter than half a turn).
            const binwindow::Run near = binwindow::windowFrom(foot, 1 + sp, inner0, kBins);
            const int footLo = near.lo, footHi = near.hi;
            int k = inner0;
            // The runs before and after the foot's window unrolled: 0.5% fewer instructions
            // per field.
#pragma GCC unroll 4
            for (const int before = std::min(inner1, footLo - 1); k <= before; ++k)
                inner(k, false);
            for (const int at = std::min(inner1, footHi); k <= at; ++k)
                inner(k, true);
#pragma GCC unroll 4
            for (; k <= inner1; ++k)
                inner(k, false);
        };
        if (spread)
            innerBins(std::integral_constant<int, 1>{});
        else
            innerBins(std::integral_constant<int, 0>{});
    }

    // The bins a segment's two ends fall into (see Cover): the part of each that the
    // segment covers, and the wedge blocked when another obstacle covers the rest. The rays
    // from `start` to `end` (kInnerSlack inside its directions) meet the segment; on a part
    // of them the distance is largest at one of the part's two rays (convex in the angle,
    // as for the inner bins). Only segments whose line stays clear of c (not steep): there
    // the distance along a ray changes slowly with its direction.
    void addEnds(std::size_t ci, double pa, double pb, double num, double ex, double ey, double shadowed2)
    {
        constexpr double kNoCover = std::numeric_limits<double>::infinity();
        const double start = (pa + kInnerSlack) * kBinsPerUnit; // in bins
        const double end = (pb - kInnerSlack) * kBinsPerUnit;
        const int ka = floorInt(start), kb = floorInt(end);
        if (ka >= kb) // both ends in one bin
            return;
        // The distance (squared) along the ray at `at` bins to the segment's line: the ray
        // c + t v (v unnormalised, pseudoAngle's inverse) meets it at t = num / cross(v, e).
        const auto hitAt = [&](double at) __attribute__((always_inline)) {
            double p = at / kBinsPerUnit; // in [0, 6): pa < 4, pb < pa + 2
            if (p >= 4.0)
                p -= 4.0;
            const int q = std::min(3, int(p));
            const double f = p - q;
            const double vx = q == 0 ? 1 - f : q == 1 ? -f : q == 2 ? -(1 - f) : f;
            const double vy = q == 0 ? f : q == 1 ? 1 - f : q == 2 ? -f : -(1 - f);
            const double t = num / (vx * ey - vy * ex);
            return t * t * (vx * vx + vy * vy);
        };
        double *block = &blockR2[ci * kBins];
        const auto cover = [&](int k, const Cover &mine, Cover &kept, Cover &other, bool first) {
            const std::size_t i = std::size_t((k + 2 * kBins) & (kBins - 1));
            if (block[i] < shadowed2) // blocked nearer than the segment comes
                return;
            std::uint32_t &stamp = covers[ci * kBins + i].stamp;
            if (stamp != round) { // nothing covered yet this sweep
                stamp = round;
                kept = mine;
                other = first ? Cover{2.0, kNoCover} : Cover{-1.0, kNoCover};
                return;
            }
            if (first ? other.frac <= mine.frac : other.frac >= mine.frac) { // together they cover the bin
                const double r2 = std::max(other.r2, mine.r2);
                if (r2 < block[i]) {
                    block[i] = r2;
                    markDirty(ci, k, k);
                }
            }
            if (first ? mine.frac > kept.frac || (mine.frac == kept.frac && mine.r2 < kept.r2)
                      : mine.frac < kept.frac || (mine.frac == kept.frac && mine.r2 < kept.r2))
                kept = mine;
        };
        const std::size_t base = ci * kBins;
        // Bin ka, from `start` to its last ray ka + 1 (<= kb <= end: the ray meets the segment).
        const std::size_t ia = base + std::size_t((ka + 2 * kBins) & (kBins - 1));
        cover(ka, Cover{start - ka, std::max(hitAt(start), hitAt(ka + 1))}, covers[ia].fromLast, covers[ia].fromFirst, false);
        // Bin kb, from its first ray kb (>= ka + 1 > start) to `end`.
        const std::size_t ib = base + std::size_t((kb + 2 * kBins) & (kBins - 1));
        cover(kb, Cover{end - kb, std::max(hitAt(kb), hitAt(end))}, covers[ib].fromFirst, covers[ib].fromLast, true);
    }

    // A square's closed box: a line that meets it meets first one of its edges facing c.
    void addBox(double x0, double y0, double x1, double y1, int id)
    {
        for (std::size_t i = 0; i < corners.size(); ++i) {
            const QPointF c = corners[i];
            if (c.x() < x0)
                addSegment(i, QPointF(x0, y0), QPointF(x0, y1), id);
            if (c.x() > x1)
                addSegment(i, QPointF(x1, y0), QPointF(x1, y1), id);
            if (c.y() < y0)
                addSegment(i, QPointF(x0, y0), QPointF(x1, y0), id);
            if (c.y() > y1)
                addSegment(i, QPointF(x0, y1), QPointF(x1, y1), id);
            if ((c.x() < x0 || c.x() > x1) && (c.y() < y0 || c.y() > y1))
                blockNearCorner(i, x0, y0, x1, y1);
        }
    }

    // Two facing edges meet at the box's corner nearest c, and neither crosses whole the
    // wedges around that corner's direction, so without this a thin wedge behind every
    // box stays open and the flood follows it to the map's edge. Every ray between the
    // box's outer corners enters the box where it has crossed both facing lines: at the
    // larger of its two crossings, a convex function of the direction (the largest of two
    // convex ones), so its largest in a wedge is at one of the wedge's rays. Only wedges a
    // bin clear of those outer corners: a line that enters the box beyond there runs deep
    // into it (a fog square's open interior too).
    void blockNearCorner(std::size_t ci, double x0, double y0, double x1, double y1)
    {
        const QPointF c = corners[ci];
        const double fx = c.x() < x0 ? x0 : x1, ox = c.x() < x0 ? x1 : x0; // facing and far vertical lines
        const double fy = c.y() < y0 ? y0 : y1, oy = c.y() < y0 ? y1 : y0;
        const double hx = fx - c.x(), hy = fy - c.y();
        double pa = 0, pb = 0;
        directionsOf(fx - c.x(), oy - c.y(), ox - c.x(), fy - c.y(), pa, pb);
        double pc = pseudoAngle(hx, hy);
        if (pc < pa)
            pc += 4.0;
        const int spread = std::min(std::abs(hx), std::abs(hy)) < kSteepLine ? 1 : 0;
        const int lowest = ceilInt((pa + kInnerSlack) * kBinsPerUnit) + 1;  // first ray allowed
        const int highest = floorInt((pb - kInnerSlack) * kBinsPerUnit) - 1; // last ray allowed
        const int kc = floorInt(pc * kBinsPerUnit);
        const auto &dir = binDirections();
        const auto entry2 = [&](int j) {
            const QPointF v = dir[std::size_t((j + 2 * kBins) & (kBins - 1))];
            const double t = std::max(hx / v.x(), hy / v.y());
            return t * t;
        };
        double *block = &blockR2[ci * kBins];
        for (int k = kc - 1; k <= kc + 1; ++k) {
            if (k - spread < lowest || k + 1 + spread > highest)
                continue;
            const double r2 = std::max(entry2(k - spread), entry2(k + 1 + spread));
            double &b = block[(k + 2 * kBins) & (kBins - 1)];
            if (r2 < b) {
                b = r2;
                markDirty(ci, k, k);
            }
        }
    }

    // Two walls a-j and j-b meeting at j: each stops at j, so neither crosses whole the
    // wedges around j's direction, and without this a thin wedge behind every joint of a
    // polyline or a room's corner stays open for the flood to follow. When a and b lie on
    // either side of j's direction, every ray between a's and b's directions meets one of
    // the two (touching at j counts); the distance along a ray to its wall is convex in the
    // direction on each side of j, so in a wedge it is largest at one of the wedge's rays
    // or at j. Only wedges a bin clear of a's and b's directions.
    void addJoint(QPointF a, QPointF j, QPointF b)
    {
        for (std::size_t i = 0; i < corners.size(); ++i)
            addJoint(i, a, j, b);
    }

    void addJoint(std::size_t ci, QPointF a, QPointF j, QPointF b)
    {
        const QPointF c = corners[ci];
        const double jx = j.x() - c.x(), jy = j.y() - c.y();
        const double j2 = jx * jx + jy * jy;
        if (j2 < kNearCorner * kNearCorner)
            return;
        const double pj = pseudoAngle(jx, jy);
        const auto around = [&](QPointF p) { // p's direction less j's, in (-2, 2]
            double d = pseudoAngle(p.x() - c.x(), p.y() - c.y()) - pj;
            if (d > 2.0)
                d -= 4.0;
            else if (d <= -2.0)
                d += 4.0;
            return d;
        };
        double da = around(a), db = around(b);
        if (da > db) {
            std::swap(a, b);
            std::swap(da, db);
        }
        if (!(da < 0 && db > 0)) // both on one side of j's direction: the other side stays open
            return;
        // The ray v meets the line of p-q at the distance cross(p - c, e) / cross(v, e).
        const double lx = a.x() - c.x(), ly = a.y() - c.y(), lex = j.x() - a.x(), ley = j.y() - a.y();
        const double hx = jx, hy = jy, hex = b.x() - j.x(), hey = b.y() - j.y();
        const double lnum = lx * ley - ly * lex, hnum = hx * hey - hy * hex;
        const bool steep = lnum * lnum < kSteepLine * kSteepLine * (lex * lex + ley * ley)
            || hnum * hnum < kSteepLine * kSteepLine * (hex * hex + hey * hey);
        const int spread = steep ? 1 : 0;
        const double lowest = pj + da + kInnerSlack + 1.0 / kBinsPerUnit;  // a ray's pseudo-angle allowed
        const double highest = pj + db - kInnerSlack - 1.0 / kBinsPerUnit;
        const auto &dir = binDirections();
        const auto hit2 = [&](int r) {
            const QPointF v = dir[std::size_t((r + 2 * kBins) & (kBins - 1))];
            const double t = r / kBinsPerUnit <= pj ? lnum / (v.x() * ley - v.y() * lex) : hnum / (v.x() * hey - v.y() * hex);
            return t * t;
        };
        double *block = &blockR2[ci * kBins];
        const int kj = floorInt(pj * kBinsPerUnit);
        for (int k = kj - 1; k <= kj + 1; ++k) {
            const int lo = k - spread, hi = k + 1 + spread;
            if (lo / kBinsPerUnit < lowest || hi / kBinsPerUnit > highest)
                continue;
            const double r2 = std::max({hit2(lo), hit2(hi), j2});
            double &bin = block[(k + 2 * kBins) & (kBins - 1)];
            if (r2 < bin) {
                bin = r2;
                markDirty(ci, k, k);
            }
        }
    }

    // May an obstacle in the square x, y change a bin, or a line into it not be blocked? Not
    // when every bin of its directions, from every corner, is blocked nearer than it (then an
    // obstacle in it can't lower a radius either). The first corner that reaches it, or -1:
    // every line from the corners before it into the square is blocked (by obstacles other
    // than the square's own: it isn't gathered yet).
    int firstReaching(int x, int y) const
    {
        // A viewer of one square (four corner points): the loop unrolled, 2% fewer
        // instructions per field.
        if (corners.size() == 4) {
#pragma GCC unroll 4
            for (std::size_t ci = 0; ci < 4; ++ci)
                if (reaches(ci, x, y))
                    return int(ci);
            return -1;
        }
        return firstReachingOfMany(x, y);
    }

    // The other viewers' loop, a call of its own (inline, it cost the unrolled one 0.5%).
    __attribute__((noinline)) int firstReachingOfMany(int x, int y) const
    {
        for (std::size_t ci = 0; ci < corners.size(); ++ci)
            if (reaches(ci, x, y))
                return int(ci);
        return -1;
    }

    // Does corner ci reach the square (firstReaching, for one corner)?
    __attribute__((always_inline)) bool reaches(std::size_t ci, int x, int y) const
    {
        const QPointF c = corners[ci];
        // The square's directions from c: between those of two of its corners. In a
        // quadrant of c (most squares), the two corners off its diagonal toward c, both in
        // that quadrant: pseudoAngle's formula for it (no test of the signs), the lower
        // direction first (no wrap to sort out). There the gaps to the square (gx, gy)
        // are the near offsets themselves, one of them above 0: x0 > 0 is x > c.x(), and
        // x1 < 0 is x + 1 < c.x() (x0 + 1 rounds below 0 only then), so c.x() - (x + 1)
        // is the larger of the other two and above 0; y alike.
        const double x0 = x - c.x(), y0 = y - c.y(), x1 = x0 + 1, y1 = y0 + 1;
        double gx = 0, gy = 0;
        int b0 = 0, b1 = 0;
        if (x0 > 0 && y0 > 0) {
            gx = x0;
            gy = y0;
            binsOfNonNegative(y0 / (x1 + y0), y1 / (x0 + y1), b0, b1);
        } else if (x1 < 0 && y0 > 0) {
            gx = c.x() - (x + 1);
            gy = y0;
            binsOfNonNegative(1.0 + -x1 / (y1 - x1), 1.0 + -x0 / (y0 - x0), b0, b1);
        } else if (x1 < 0 && y1 < 0) {
            gx = c.x() - (x + 1);
            gy = c.y() - (y + 1);
            binsOfNonNegative(2.0 + -y1 / (-x0 - y1), 2.0 + -y0 / (-x1 - y0), b0, b1);
        } else if (x0 > 0 && y1 < 0) {
            gx = x0;
            gy = c.y() - (y + 1);
            binsOfNonNegative(3.0 + x0 / (x0 - y0), 3.0 + x1 / (x1 - y1), b0, b1);
        } else {
            gx = std::max({0.0, x - c.x(), c.x() - (x + 1)});
            gy = std::max({0.0, y - c.y(), c.y() - (y + 1)});
            if (gx == 0 && gy == 0)
                return true;
            if (y0 < 0 && y1 > 0) // beside c: its near side
                spanOf(x0 > 0 ? x0 : x1, y0, x0 > 0 ? x0 : x1, y1, b0, b1);
            else if (x0 < 0 && x1 > 0) // above or below c: its near side
                spanOf(x0, y0 > 0 ? y0 : y1, x1, y0 > 0 ? y0 : y1, b0, b1);
            else if ((x0 > 0) == (y0 > 0)) // c on one of its lines: the corners off its diagonal
                spanOf(x1, y0, x0, y1, b0, b1);
            else
                spanOf(x0, y0, x1, y1, b0, b1);
        }
        // Reached when blockedBeyond(radius) >= the square's distance, squared.
        const double d2 = (gx * gx + gy * gy - kBlockMargin - kBlockMargin * kBlockMargin) / (1 + kBlockMargin);
        const double *block = &blockR2[ci * kBins];
        for (int k = b0; k <= b1;) {
            const int first = (k + 2 * kBins) & (kBins - 1);
            const int last = std::min(b1, k | (kGroupBins - 1)); // its group's last bin (k = first mod kGroupBins)
            if (groupReaches(ci, first / kGroupBins, d2))
                for (int j = k; j <= last; ++j)
                    if (block[(j + 2 * kBins) & (kBins - 1)] >= d2)
                        return true;
            k = last + 1;
        }
        return false;
    }

    // The thresholds with the margins, from squared radii without a square root: since
    // r <= (r^2 + 1) / 2, r^2 (1 - m) - m <= (r - m)^2 and (r + m)^2 <= r^2 (1 + m) + m + m^2.
    static double clearBelow(double r2) { return r2 * (1 - kClearMargin) - kClearMargin; }
    static double blockedBeyond(double r2) { return r2 * (1 + kBlockMargin) + kBlockMargin + kBlockMargin * kBlockMargin; }

    // c: corner ci (the caller's copy). `check`: with LineVerdict::Check, the obstacle to
    // test; with Unknown, the bin's nearest obstacle (-1: unknown). `clear2` (not with
    // Blocked): how far (squared) the line is known to touch nothing, from the corner point
    // on (below 0: not at all).
    LineVerdict classify(std::size_t ci, QPointF c, QPointF t, int &check, double &clear2) const
    {
        const double dx = t.x() - c.x();
        const double dy = t.y() - c.y();
        const std::size_t i = ci * kBins + std::size_t(binOf(dx, dy));
        const double d2 = dx * dx + dy * dy;
        // Blocked first (most lines the sweep tests are): the two verdicts never both hold.
        // Every obstacle that lowers a bin's blocked radius lowers its clear radius too, to
        // no more than that (its nearest point, or the smaller of its distances along the
        // wedge's rays where the blocked radius takes the larger), or finds it lower already
        // (a bin blocked nearer than the obstacle comes is skipped whole). Rounding may put
        // clear a hair above blocked, never by the factor (1 + kBlockMargin) / (1 - kClearMargin)
        // both verdicts would need.
        if (d2 > blockedBeyond(blockR2[i]))
            return LineVerdict::Blocked;
        clear2 = clearBelow(clearR2[i]);
        if (d2 < clear2)
            return LineVerdict::Clear;
        check = clearBy[i];
        return check >= 0 && d2 < clearBelow(clearNext2[i]) ? LineVerdict::Check : LineVerdict::Unknown;
    }

    // The same for a target point inside an obstacle that doesn't count against the line
    // (the target square's own blocked or fog square): only an obstacle nearer than that
    // square, `nearest2` (squared, margin applied), may decide that the line is blocked.
    LineVerdict classifyInside(std::size_t ci, QPointF c, QPointF t, double nearest2, double &clear2) const
    {
        const double dx = t.x() - c.x();
        const double dy = t.y() - c.y();
        const std::size_t i = ci * kBins + std::size_t(binOf(dx, dy));
        const double d2 = dx * dx + dy * dy;
        clear2 = clearBelow(clearR2[i]);
        const double beyond = blockedBeyond(blockR2[i]);
        return d2 > beyond && beyond < nearest2 ? LineVerdict::Blocked : LineVerdict::Unknown;
    }
};

// A set of directions from a corner point as slopes (lateral over depth, see
// SightMap::castField): sorted, disjoint, closed intervals.
struct SlopeSet {
    struct Interval {
        double lo;
        double hi;
    };
    std::vector<Interval> intervals;

    void clear() { intervals.clear(); }

    // Adds [lo, hi], merged with those it meets.
    void add(double lo, double hi)
    {
        auto first = std::lower_bound(intervals.begin(), intervals.end(), lo, [](const Interval &i, double v) { return i.hi < v; });
        auto last = first;
        while (last != intervals.end() && last->lo <= hi) {
            lo = std::min(lo, last->lo);
            hi = std::max(hi, last->hi);
            ++last;
        }
        if (first == last) {
            intervals.insert(first, Interval{lo, hi});
            return;
        }
        *first = Interval{lo, hi};
        intervals.erase(first + 1, last);
    }

    // Takes the open interval (lo, hi) out (its ends stay).
    void remove(double lo, double hi)
    {
        for (std::size_t i = 0; i < intervals.size(); ++i) {
            Interval &p = intervals[i];
            if (p.hi <= lo || p.lo >= hi)
                continue;
            const Interval right{hi, p.hi};
            if (p.lo <= lo) {
                p.hi = lo;
                if (right.lo <= right.hi)
                    intervals.insert(intervals.begin() + std::ptrdiff_t(++i), right);
            } else if (right.lo <= right.hi) {
                p = right;
            } else {
                intervals.erase(intervals.begin() + std::ptrdiff_t(i--));
            }
        }
    }

    // Does [lo, hi] meet some interval?
    bool meets(double lo, double hi) const
    {
        for (const Interval &p : intervals)
            if (p.lo <= hi && p.hi >= lo)
                return true;
        return false;
    }
};

} // namespace

QString visibilityId(Visibility v)
{
    static constexpr detail::NameTable<Visibility, 4> names{{{Visibility::Observed, "observed"},
                                                            {Visibility::Concealed, "concealed"},
                                                            {Visibility::Hidden, "hidden"},
                                                            {Visibility::Undetected, "undetected"}}};
    return detail::nameOfEnum(names, v);
}

// The map as far as sight is concerned: sight-blocking walls bucketed per square, blocked
// and obscured squares, and the light of every square.
struct SightMap::Index {
    int width = 1;
    int height = 1;
    bool pf2e = false;
    bool anyObstacle = false;
    bool anyHeavy = false;              // some square is heavily obscured (RULES.md 12 version 3)
    double feetPerSquare = 5.0;
    std::vector<std::uint8_t> blocked;  // 1: blocked terrain
    std::vector<std::uint8_t> obscured; // Obscurement as a number: the square's heaviest
    std::vector<std::uint8_t> staticLight; // LightLevel as a number: ambient and the map's lights
    std::vector<std::uint8_t> light;    // the same with the carried lights (RULES.md 13.1)
    int litSquares = 0;                 // squares of `light` that aren't dark (SightMap::sweepPays)

    // RULES.md 13.1: a light a creature carries, cached per light: what it lights depends
    // only on where it is (and the map), so a drag recomputes only the dragged creature's.
    struct CarriedKey {
        QRect space;
        double bright = 0;
        double dim = 0;
        friend bool operator==(const CarriedKey &, const CarriedKey &) = default;
    };
    struct CarriedPatch {
        CarriedKey key;
        QRect squares;                     // the squares it may light
        std::vector<std::uint8_t> levels;  // LightLevel per square of `squares` (0: dark)
    };
    std::vector<CarriedKey> carriedNow;    // the carried lights `light` holds
    std::vector<CarriedPatch> patches;     // cached, one per light (the last few positions)
    std::uint64_t lightGeneration = 0;     // changes with `light`
    std::vector<std::pair<std::uint64_t, QRect>> lightLog; // per generation, the squares it may have changed
    struct SightWall {
        QPointF from;
        QPointF to;
        double x0, y0, x1, y1; // bounding box

        SightWall(QPointF a, QPointF b)
            : from(a), to(b), x0(std::min(a.x(), b.x())), y0(std::min(a.y(), b.y())), x1(std::max(a.x(), b.x()))
            , y1(std::max(a.y(), b.y()))
        {
        }
        // segmentsTouchQuick, with its first rejection (boxes apart) inline: most walls a
        // line passes near are missed by the boxes alone.
        bool touchedBy(QPointF p, QPointF q, double px0, double py0, double px1, double py1) const
        {
            if (px1 < x0 - geom::kEps || x1 < px0 - geom::kEps || py1 < y0 - geom::kEps || y1 < py0 - geom::kEps)
                return false;
            return geom::segmentsTouchQuick(p, q, from, to);
        }
    };
    std::vector<SightWall> walls;
    std::vector<int> wallStart; // per square: its walls are wallIds[start[i] .. start[i+1])
    // Per square: 1 when it is blocked, heavily obscured or touched by a wall. A line's walk
    // (lineClear) passes mostly empty squares, and this is one test for them instead of three.
    std::vector<std::uint8_t> solid;
    std::vector<int> wallIds;
    // Per wall: the walls that share one of its end points, as other wall and which end of
    // this one (0 from, 1 to); jointStart[i] .. jointStart[i + 1] in joints.
    std::vector<int> jointStart;
    std::vector<std::pair<int, int>> joints;
    // Per wall: the last line that tested it (lineClear), so a wall is tested once per line.
    mutable std::vector<std::uint32_t> wallStamp;
    mutable std::uint32_t lineStamp = 0;
    // Per wall the last sweep that gathered it.
    mutable std::vector<std::uint32_t> sweepStamp;
    mutable std::vector<std::uint32_t> squareStamp; // per square: the last sweep that tested it
    mutable std::uint32_t sweepRound = 0;

    std::size_t at(int x, int y) const { return std::size_t(y) * width + x; }
    bool onMap(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }

    Index(const Encounter &e, LightCache &cache, int &lightsComputed);

    // RULES.md 14.2: the cover index (5.1) the hidden-from questions ask whether a hider has
    // cover against an observer. Indexing it costs a pass over the map, so it is made once and
    // kept while the creatures that give cover keep their spaces (creatures move without
    // invalidate(); the walls and terrain it also indexes are this index's own, made again
    // with it). The key: per creature its id, space, size and whether it gives cover (not dead;
    // 5e family: not prone), as CoverMap's constructor reads them.
    struct CoverKey {
        QString id;
        QRect space;
        Size size = Size::Medium;
        bool givesCover = false;
        friend bool operator==(const CoverKey &, const CoverKey &) = default;
    };
    mutable std::vector<CoverKey> coverKey;
    mutable std::unique_ptr<CoverMap> coverMap;
    const CoverMap &cover(const Encounter &e) const
    {
        const bool pf2e = e.ruleset == Ruleset::Pf2e;
        bool same = coverMap && coverKey.size() == e.creatures.size();
        for (std::size_t i = 0; i < e.creatures.size() && same; ++i) {
            const Creature &c = e.creatures[i];
            const CoverKey &k = coverKey[i];
            same = k.space == c.spaceRect() && k.size == c.size && k.givesCover == !(c.isDead() || (!pf2e && c.isProne()))
                && k.id == c.id;
        }
        if (!same) {
            coverKey.clear();
            coverKey.reserve(e.creatures.size());
            for (const Creature &c : e.creatures)
                coverKey.push_back({c.id, c.spaceRect(), c.size, !(c.isDead() || (!pf2e && c.isProne()))});
            coverMap = std::make_unique<CoverMap>(e);
        }
        return *coverMap;
    }

    // RULES.md 12 / 5.1: the closed segment touches no sight-blocking wall and no blocked
    // square outside the two own spaces. `recent` is the wall that blocked the last line
    // (neighbouring lines are mostly blocked by the same one).
    // With `fog` (seeing, RULES.md 12 version 3) the open interior of a heavily obscured
    // square outside the two own spaces blocks it too.
    // `walkFrom`, a point of p-q: the caller knows that the part p-walkFrom touches nothing
    // (a sweep's clear radius), so only the squares from there to q are walked; every
    // obstacle is still tested against the whole of p-q.
    bool lineClear(QPointF p, QPointF q, const QRect &ownA, const QRect &ownB, RecentSolids &recent, bool fog = false) const
    {
        return lineClear(p, q, ownA, ownB, recent, fog, p);
    }
    bool lineClear(QPointF p, QPointF q, const QRect &ownA, const QRect &ownB, RecentSolids &recent, bool fog,
                   QPointF walkFrom) const
    {
        fog = fog && anyHeavy;
        if (!anyObstacle && !fog)
            return true;
        const int squares = int(blocked.size());
        const double px0 = std::min(p.x(), q.x());
        const double px1 = std::max(p.x(), q.x());
        const double py0 = std::min(p.y(), q.y());
        const double py1 = std::max(p.y(), q.y());
        for (int i = 0; i < RecentSolids::kSize; ++i) {
            const int code = recent.codes[i];
            if (code == RecentSolids::kNone)
                continue;
            bool hit = false;
            if (code >= 0) {
                hit = walls[std::size_t(code)].touchedBy(p, q, px0, py0, px1, py1);
            } else if (-1 - code >= squares) { // a heavily obscured square (fog codes follow the squares)
                const int x = (-1 - code - squares) % width;
                const int y = (-1 - code - squares) / width;
                hit = fog && !holds(ownA, x, y) && !holds(ownB, x, y) && geom::segmentMeetsOpenBox(p, q, x, y, x + 1, y + 1);
            } else {
                const int x = (-1 - code) % width;
                const int y = (-1 - code) / width;
                hit = !holds(ownA, x, y) && !holds(ownB, x, y) && geom::segmentTouchesBox(p, q, x, y, x + 1, y + 1);
            }
            if (hit) {
                recent.toFront(i); // the next line is most likely blocked by it too
                return false;
            }
        }
        bool clear = true;
        if (++lineStamp == 0) { // wrapped: forget every stamp
            std::fill(wallStamp.begin(), wallStamp.end(), 0u);
            lineStamp = 1;
        }
        walkSquares(width, height, walkFrom, q, [&](int x, int y) {
            const std::size_t s = at(x, y);
            if (!solid[s])
                return true;
            if (blocked[s] && !holds(ownA, x, y) && !holds(ownB, x, y) && geom::segmentTouchesBox(p, q, x, y, x + 1, y + 1)) {
                recent.remember(-1 - int(s));
                clear = false;
                return false;
            }
            if (fog && obscured[s] == std::uint8_t(Obscurement::Heavy) && !holds(ownA, x, y) && !holds(ownB, x, y)
                && geom::segmentMeetsOpenBox(p, q, x, y, x + 1, y + 1)) {
                recent.remember(-1 - (squares + int(s)));
                clear = false;
                return false;
            }
            for (int k = wallStart[s]; k < wallStart[s + 1]; ++k) {
                const int wi = wallIds[std::size_t(k)];
                // A wall spans several squares: test it once per line.
                if (wallStamp[std::size_t(wi)] == lineStamp)
                    continue;
                wallStamp[std::size_t(wi)] = lineStamp;
                if (walls[std::size_t(wi)].touchedBy(p, q, px0, py0, px1, py1)) {
                    recent.remember(wi);
                    clear = false;
                    return false;
                }
            }
            return true;
        });
        return clear;
    }

    // RULES.md 12: some line from an inset corner of a square of `from` to an inset point
    // of a square of `to` is clear; obstacles in `from` and in `own` don't count.
    bool lineOfSight(const QRect &from, const QRect &to, const QRect &own, bool fog = false) const
    {
        RecentSolids recent;
        return lineOfSight(from, to, own, recent, fog);
    }

    // The same, with the wall that blocked the last line kept by the caller (a field's
    // neighbouring squares are mostly hidden by the same wall).
    bool lineOfSight(const QRect &from, const QRect &to, const QRect &own, RecentSolids &recent, bool fog = false) const
    {
        const QRect map(0, 0, width, height);
        const QRect a = from.intersected(map);
        const QRect b = to.intersected(map);
        if (a.isEmpty() || b.isEmpty())
            return false;
        if (!anyObstacle && !(fog && anyHeavy))
            return true;
        for (int ay = a.top(); ay <= a.bottom(); ++ay)
            for (int ax = a.left(); ax <= a.right(); ++ax)
                for (const QPointF &c : insetCorners(ax, ay))
                    for (int by = b.top(); by <= b.bottom(); ++by)
                        for (int bx = b.left(); bx <= b.right(); ++bx)
                            for (const QPointF &t : insetCorners(bx, by))
                                if (lineClear(c, t, from, own, recent, fog))
                                    return true;
        return false;
    }

    // RULES.md 11's spread test from a light's point to the centre of square (tx, ty); the
    // blocked squares of `own` (a carried light's creature, 13.1) don't block it either.
    // The walls of every square walked go to one geom::SpreadWalls: the walls meeting at a
    // joint the segment passes are in the squares around it (version 4).
    bool spreadBlocked(QPointF p, QPointF q, int tx, int ty, const QRect &own = QRect()) const
    {
        bool hit = false;
        geom::SpreadWalls spread(p, q);
        walkSquares(width, height, p, q, [&](int x, int y) {
            const std::size_t s = at(x, y);
            if (blocked[s] && !(x == tx && y == ty) && !own.contains(x, y) && geom::segmentMeetsOpenBox(p, q, x, y, x + 1, y + 1)) {
                hit = true;
                return false;
            }
            for (int k = wallStart[s]; k < wallStart[s + 1]; ++k) {
                const SightWall &w = walls[std::size_t(wallIds[std::size_t(k)])];
                if (spread.blocks(w.from, w.to)) {
                    hit = true;
                    return false;
                }
            }
            return true;
        });
        return hit;
    }

    // RULES.md 12: what one light gives the squares it reaches: Euclidean feet from its
    // point to each square's centre, the spread test. Calls lit(x, y, level) for each.
    template<typename Lit>
    void shine(QPointF at, double bright, double dim, Lit &&lit) const
    {
        const double reach = (bright + dim) / feetPerSquare;
        const int x0 = int(std::clamp(std::floor(at.x() - reach - 1), 0.0, double(width)));
        const int x1 = int(std::clamp(std::ceil(at.x() + reach + 1), -1.0, double(width - 1)));
        const int y0 = int(std::clamp(std::floor(at.y() - reach - 1), 0.0, double(height)));
        const int y1 = int(std::clamp(std::ceil(at.y() + reach + 1), -1.0, double(height - 1)));
        for (int y = y0; y <= y1; ++y) {
            for (int x = x0; x <= x1; ++x) {
                const QPointF centre(x + 0.5, y + 0.5);
                const double feet = std::hypot(centre.x() - at.x(), centre.y() - at.y()) * feetPerSquare;
                LightLevel level;
                if (feet <= bright + kFeetEps)
                    level = LightLevel::Bright;
                else if (feet <= bright + dim + kFeetEps)
                    level = LightLevel::Dim;
                else
                    continue;
                lit(x, y, level);
            }
        }
    }

    // The squares a carried light may light.
    QRect patchRect(const CarriedKey &key) const
    {
        const double reach = (key.bright + key.dim) / feetPerSquare;
        const QPointF at(key.space.x() + key.space.width() / 2.0, key.space.y() + key.space.height() / 2.0);
        return QRect(QPoint(int(std::floor(at.x() - reach - 1)), int(std::floor(at.y() - reach - 1))),
                     QPoint(int(std::ceil(at.x() + reach + 1)), int(std::ceil(at.y() + reach + 1))))
            .intersected(QRect(0, 0, width, height));
    }

    // The squares whose light may have changed since `generation`, if known.
    bool lightChangedSince(std::uint64_t generation, QRect &changed) const
    {
        changed = QRect();
        if (generation >= lightGeneration || lightLog.empty() || lightLog.front().first > generation + 1)
            return false;
        for (const auto &[g, r] : lightLog)
            if (g > generation)
                changed |= r;
        return true;
    }

    // RULES.md 13.1: the lights the creatures carry now; recomposes `light` when they moved.
    void refreshCarried(const Encounter &e, const Creature *standIn)
    {
        std::vector<CarriedKey> keys;
        for (const Creature &stored : e.creatures) {
            const Creature &c = standIn && standIn->id == stored.id ? *standIn : stored;
            if (c.light) // as a `lights` entry: even 0/0 lights its own centre's square (distance 0)
                keys.push_back({c.spaceRect(), c.light->bright, c.light->dim});
        }
        if (keys == carriedNow)
            return;
        // The squares whose light may change: those of the lights that moved.
        QRect moved;
        for (const CarriedKey &key : keys)
            if (std::find(carriedNow.begin(), carriedNow.end(), key) == carriedNow.end())
                moved |= patchRect(key);
        for (const CarriedKey &key : carriedNow)
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                moved |= patchRect(key);
        carriedNow = keys;
        ++lightGeneration;
        lightLog.push_back({lightGeneration, moved});
        if (lightLog.size() > 64)
            lightLog.erase(lightLog.begin(), lightLog.begin() + 32);
        light = staticLight;
        for (const CarriedKey &key : keys) {
            auto it = std::find_if(patches.begin(), patches.end(), [&](const CarriedPatch &p) { return p.key == key; });
            if (it == patches.end()) {
                CarriedPatch patch;
                patch.key = key;
                const QPointF at(key.space.x() + key.space.width() / 2.0, key.space.y() + key.space.height() / 2.0);
                patch.squares = patchRect(key);
                patch.levels.assign(std::size_t(std::max(0, patch.squares.width() * patch.squares.height())), 0);
                shine(at, key.bright, key.dim, [&](int x, int y, LightLevel level) {
                    if (!patch.squares.contains(x, y) || spreadBlocked(at, QPointF(x + 0.5, y + 0.5), x, y, key.space))
                        return;
                    patch.levels[std::size_t(y - patch.squares.y()) * patch.squares.width() + (x - patch.squares.x())] = std::uint8_t(level);
                });
                // Keep the patches of the lights carried now and of a few positions before
                // (a token dragged back and forth).
                if (patches.size() >= keys.size() + 8) {
                    const auto unused = std::find_if(patches.begin(), patches.end(), [&](const CarriedPatch &p) {
                        return std::find(keys.begin(), keys.end(), p.key) == keys.end();
                    });
                    if (unused != patches.end())
                        patches.erase(unused);
                }
                patches.push_back(std::move(patch));
                it = patches.end() - 1;
            }
            const CarriedPatch &p = *it;
            for (int y = 0; y < p.squares.height(); ++y)
                for (int x = 0; x < p.squares.width(); ++x) {
                    std::uint8_t &here = light[at(p.squares.x() + x, p.squares.y() + y)];
                    here = std::max(here, p.levels[std::size_t(y) * p.squares.width() + x]);
                }
        }
        litSquares = int(light.size()) - int(std::count(light.begin(), light.end(), std::uint8_t(LightLevel::Dark)));
    }
};

// A map light's squares and what they were computed from: the light, the map's
// size, and the sight-blocking walls (doors while closed) and blocked squares within the
// squares it may light, the only obstacles its spread test meets (RULES.md 12 and 11).
struct SightMap::LightCache {
    struct Patch {
        QPointF at;
        double bright = 0;
        double dim = 0;
        int width = 0;
        int height = 0;
        double feetPerSquare = 0;
        QRect squares;
        std::vector<std::array<double, 4>> walls; // sorted
        std::vector<int> blocked;                 // map indices, sorted
        std::vector<std::uint8_t> levels;         // LightLevel per square of `squares` (0: dark)

        bool sameInputs(const Patch &o) const
        {
            return at == o.at && bright == o.bright && dim == o.dim && width == o.width && height == o.height
                && feetPerSquare == o.feetPerSquare && squares == o.squares && walls == o.walls && blocked == o.blocked;
        }
    };
    std::vector<Patch> patches;
};

SightMap::Index::Index(const Encounter &e, LightCache &cache, int &lightsComputed)
    : width(std::max(e.width, 1))
    , height(std::max(e.height, 1))
    , pf2e(e.ruleset == Ruleset::Pf2e)
    , feetPerSquare(e.squareFeet > 0 ? e.squareFeet : 5.0)
    , blocked(std::size_t(width) * height, 0)
    , obscured(std::size_t(width) * height, 0)
    , staticLight(std::size_t(width) * height, std::uint8_t(e.ambientLight()))
{
    const QRect map(0, 0, width, height);
    for (const TerrainArea &area : e.terrain) {
        const bool isBlocked = area.type == TerrainType::Blocked;
        const auto ob = std::uint8_t(area.obscured);
        if (!isBlocked && !ob)
            continue;
        const auto mark = [&](int x, int y) {
            if (!map.contains(x, y))
                return;
            if (isBlocked)
                blocked[at(x, y)] = 1;
            obscured[at(x, y)] = std::max(obscured[at(x, y)], ob);
        };
        if (area.usesRect) {
            const QRect r = area.rect.intersected(map);
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x)
                    mark(x, y);
        } else {
            for (const GridPoint &p : area.squares)
                mark(p.x, p.y);
        }
        anyObstacle = anyObstacle || isBlocked;
    }
    // An effect on the map (Fog Cloud, Darkness, Web) obscures while it lasts.
    for (const Effect &f : e.combat.effects) {
        if (!f.area || f.area->obscured == Obscurement::None)
            continue;
        for (const GridPoint &p : f.area->squares)
            if (map.contains(p.x, p.y))
                obscured[at(p.x, p.y)] = std::max(obscured[at(p.x, p.y)], std::uint8_t(f.area->obscured));
    }

    // Sight-blocking walls (doors while closed), bucketed by the squares they touch.
    std::vector<std::pair<int, int>> entries; // (square, wall)
    for (const Wall &w : e.walls) {
        if (!w.stopsSight())
            continue;
        const int id = int(walls.size());
        walls.emplace_back(w.from, w.to);
        walkSquares(width, height, w.from, w.to, [&](int x, int y) {
            entries.emplace_back(int(at(x, y)), id);
            return true;
        });
    }
    anyObstacle = anyObstacle || !walls.empty();
    wallStamp.assign(walls.size(), 0u);
    const std::size_t n = blocked.size();
    gridwalk::bucketBySquare(entries, n, wallStart, wallIds);
    solid.resize(n);
    for (std::size_t s = 0; s < n; ++s)
        solid[s] = std::uint8_t(blocked[s] || obscured[s] == std::uint8_t(Obscurement::Heavy) || wallStart[s + 1] > wallStart[s]);
    {
        struct End {
            double x, y;
            int wall, end;
        };
        std::vector<End> ends;
        for (int i = 0; i < int(walls.size()); ++i) {
            ends.push_back({walls[std::size_t(i)].from.x(), walls[std::size_t(i)].from.y(), i, 0});
            ends.push_back({walls[std::size_t(i)].to.x(), walls[std::size_t(i)].to.y(), i, 1});
        }
        std::sort(ends.begin(), ends.end(), [](const End &p, const End &q) { return p.x != q.x ? p.x < q.x : p.y < q.y; });
        std::vector<std::pair<int, std::pair<int, int>>> pairs; // (wall, (other, end of wall))
        for (std::size_t g = 0; g < ends.size();) {
            std::size_t h = g + 1;
            while (h < ends.size() && ends[h].x == ends[g].x && ends[h].y == ends[g].y)
                ++h;
            for (std::size_t i = g; i < h; ++i)
                for (std::size_t k = g; k < h; ++k)
                    if (ends[i].wall != ends[k].wall)
                        pairs.push_back({ends[i].wall, {ends[k].wall, ends[i].end}});
            g = h;
        }
        std::sort(pairs.begin(), pairs.end());
        jointStart.assign(walls.size() + 1, 0);
        for (const auto &p : pairs)
            ++jointStart[std::size_t(p.first) + 1];
        for (std::size_t i = 0; i < walls.size(); ++i)
            jointStart[i + 1] += jointStart[i];
        for (const auto &p : pairs)
            joints.push_back(p.second);
    }

    // RULES.md 12: a square's light is the brightest of the ambient light and of each light
    // that reaches its centre (Euclidean feet, the spread test of 11). Each light's
    // squares come from the cache while nothing within its reach changed.
    std::vector<LightCache::Patch> kept;
    for (const LightSource &l : e.lights) {
        if (e.ambientLight() == LightLevel::Bright)
            break; // no light can add to it
        LightCache::Patch patch;
        patch.at = l.at;
        patch.bright = l.bright;
        patch.dim = l.dim;
        patch.width = width;
        patch.height = height;
        patch.feetPerSquare = feetPerSquare;
        const double reach = (l.bright + l.dim) / feetPerSquare;
        patch.squares = QRect(QPoint(int(std::floor(l.at.x() - reach - 1)), int(std::floor(l.at.y() - reach - 1))),
                              QPoint(int(std::ceil(l.at.x() + reach + 1)), int(std::ceil(l.at.y() + reach + 1))))
                            .intersected(QRect(0, 0, width, height));
        std::vector<int> ids;
        for (int y = patch.squares.top(); y <= patch.squares.bottom(); ++y)
            for (int x = patch.squares.left(); x <= patch.squares.right(); ++x) {
                const std::size_t s = at(x, y);
                ids.insert(ids.end(), wallIds.begin() + wallStart[s], wallIds.begin() + wallStart[s + 1]);
                if (blocked[s])
                    patch.blocked.push_back(int(s));
            }
        std::sort(ids.begin(), ids.end());
        ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
        for (const int id : ids) {
            const SightWall &w = walls[std::size_t(id)];
            patch.walls.push_back({w.from.x(), w.from.y(), w.to.x(), w.to.y()});
        }
        std::sort(patch.walls.begin(), patch.walls.end());
        const auto cached = std::find_if(cache.patches.begin(), cache.patches.end(), [&](const LightCache::Patch &p) { return p.sameInputs(patch); });
        if (cached != cache.patches.end()) {
            patch.levels = std::move(cached->levels);
            cache.patches.erase(cached);
        } else {
            ++lightsComputed;
            patch.levels.assign(std::size_t(std::max(0, patch.squares.width() * patch.squares.height())), 0);
            shine(l.at, l.bright, l.dim, [&](int x, int y, LightLevel level) {
                if (!patch.squares.contains(x, y) || spreadBlocked(l.at, QPointF(x + 0.5, y + 0.5), x, y))
                    return;
                patch.levels[std::size_t(y - patch.squares.y()) * patch.squares.width() + (x - patch.squares.x())] = std::uint8_t(level);
            });
        }
        for (int y = 0; y < patch.squares.height(); ++y)
            for (int x = 0; x < patch.squares.width(); ++x) {
                std::uint8_t &here = staticLight[at(patch.squares.x() + x, patch.squares.y() + y)];
                here = std::max(here, patch.levels[std::size_t(y) * patch.squares.width() + x]);
            }
        kept.push_back(std::move(patch));
    }
    cache.patches = std::move(kept);
    light = staticLight;
    litSquares = int(light.size()) - int(std::count(light.begin(), light.end(), std::uint8_t(LightLevel::Dark)));
    for (const std::uint8_t ob : obscured)
        anyHeavy = anyHeavy || ob == std::uint8_t(Obscurement::Heavy);
    sweepStamp.assign(walls.size(), 0u);
    squareStamp.assign(n, 0u);
}

// One viewer's visibility field and what it was computed for.
struct SightMap::Field {
    QString id;
    QRect space;
    double elevation = 0; // RULES.md 10: darkvision and blindsight reach the ground in 3-D
    double darkvision = 0;
    double blindsight = 0;
    bool lowLightVision = false;
    bool blinded = false;
    std::uint64_t lightGeneration = 0; // the carried lights it was computed with (RULES.md 13.1)
    std::vector<std::uint8_t> seen;
    std::vector<std::uint8_t> mist; // in view, but heavily obscured by terrain
    SweepBins bins;                 // the sweep around the viewer's corner points
    std::vector<GridPoint> region;  // the squares the sweep reached

    std::vector<std::uint8_t> reached; // a square the sweep reached (its lines may be clear): 1 + the first corner that did;
                                       // 0 outside `region`
    bool swept = false;                // computed by the sweep (bins, region and reached kept)
    // Cast (SightMap::castField) instead of binned: `reached` is then 1 where some line
    // into the square is clear, 2 where the lines are the exact test's to decide (the
    // square's own obstacle or the viewer's space), and the bins are unused.
    bool cast = false;
    // The cast's scratch: per corner point its slopes in the quadrant being cast.
    struct CastZone {
        double lo, hi; // a piece's slopes with the margins
        int id;        // a wall, or walls.size() + the first square of a run of boxes
        int count;     // the run's squares
    };
    struct CastCorner {
        QPointF c;
        double depth = 0, lateral = 0; // c's coordinates along the quadrant's axes
        double before = 0;             // the depth its current band starts at
        double u = 0;                  // the current row's depth from c (<= 0: not begun)
        bool done = false;             // every line of the quadrant blocked
        SlopeSet open;                 // the slopes no obstacle blocks yet (closed intervals in [-1, 1])
        SlopeSet ties;
        std::vector<CastZone> zones;
    };
    std::vector<CastCorner> castCorners;
    struct CastSpan {
        std::uint64_t key; // rowLo, rowHi, j0: 21 bits each, in that order
        int j1;
    };
    std::vector<CastSpan> castSpans;
    struct CastWall {
        int id;
        double depth1, lateral1, depth2, lateral2; // nearer end first along the quadrant's depth
        double length;                             // at most 1
    };
    std::vector<CastWall> castWalls;
    std::vector<GridPoint> castBoxes;
    // `seen` and `mist` are 0 outside `region` and `near` (the sweep's blindsight squares):
    // the next field clears only those. Clearing a whole field of a 400 x 400 map costs
    // as much as sweeping a viewer who sees 600 squares.
    bool sparse = false;
    QRect near;
    // Every square of `seen` outside it is 0 (the region's and near's bounding box for a
    // sweep, the map for the reference): a side's union reads only these.
    QRect bounds;

    // Every square of seen and mist 0, for a map `squares` large.
    void clear(std::size_t squares, int width)
    {
        if (!sparse || seen.size() != squares || mist.size() != squares) {
            seen.assign(squares, 0);
            mist.assign(squares, 0);
            return;
        }
        for (const GridPoint q : region) {
            const std::size_t s = std::size_t(q.y) * width + q.x;
            seen[s] = 0;
            mist[s] = 0;
        }
        for (int y = near.top(); y <= near.bottom(); ++y) {
            const std::size_t row = std::size_t(y) * width;
            std::fill(seen.begin() + std::ptrdiff_t(row + near.left()), seen.begin() + std::ptrdiff_t(row + near.right() + 1), 0);
            std::fill(mist.begin() + std::ptrdiff_t(row + near.left()), mist.begin() + std::ptrdiff_t(row + near.right() + 1), 0);
        }
    }

    bool isFor(const Creature &c, std::uint64_t lights) const { return lightGeneration == lights && sameViewer(c); }
    bool sameViewer(const Creature &c) const
    {
        return id == c.id && space == c.spaceRect() && elevation == c.elevation && darkvision == c.senses.darkvision
            && blindsight == c.senses.blindsight && lowLightVision == c.senses.lowLightVision && blinded == isBlinded(c);
    }
};

// How a square is obscured to a viewer (RULES.md 12).
struct SightMap::Viewer {
    const Encounter &e;
    QRect space;
    double darkvision;
    bool pf2e;
    bool lowLight;

    int dz; // RULES.md 10: the viewer's levels above (or below) the squares, which are level 0

    Viewer(const Encounter &encounter, const Creature &c, const QRect &at)
        : e(encounter), space(at), darkvision(c.senses.darkvision), pf2e(encounter.ruleset == Ruleset::Pf2e)
        , lowLight(c.senses.lowLightVision)
        , dz(c.elevation == 0.0 ? 0 : levelGap(levelSpan(encounter, c), LevelSpan{}))
    {
    }

    double feetTo(int x, int y) const { return rectDistanceFeet(e, space, QRect(x, y, 1, 1), dz); }

    // Within `feet` of the space? Every diagonal rule measures at least the larger gap
    // (RULES.md 3), so a square beyond that in squares is out without measuring.
    bool within(int x, int y, double feet) const
    {
        const int gx = std::max({0, space.left() - x, x - space.right()});
        const int gy = std::max({0, space.top() - y, y - space.bottom()});
        if (std::max(gx, gy) > 1 && std::max(gx, gy) * e.squareFeet > feet + kFeetEps)
            return false;
        return feetTo(x, y) <= feet + kFeetEps;
    }

    Obscurement obscurement(LightLevel light, Obscurement terrain, int x, int y) const
    {
        if (light == LightLevel::Dark) {
            // Darkvision reaching the square: dark counts as dim.
            if (darkvision > 0 && within(x, y, darkvision))
                light = LightLevel::Dim;
            else
                return Obscurement::Heavy;
        }
        if (terrain != Obscurement::None)
            return terrain;
        // Dim light: lightly obscured (pf2e: unless low-light vision or darkvision).
        if (light == LightLevel::Dim && !(pf2e && (lowLight || darkvision > 0)))
            return Obscurement::Light;
        return Obscurement::None;
    }
};


SightMap::SightMap(const Encounter &encounter)
    : m_encounter(&encounter)
{
}

SightMap::~SightMap() = default;

void SightMap::setMethod(Method method)
{
    m_method = method;
    m_fields.clear();
}

void SightMap::invalidate()
{
    m_index.reset();
    m_fields.clear();
}

const SightMap::Index &SightMap::index() const
{
    if (!m_index) {
        if (!m_lightCache)
            m_lightCache = std::make_unique<LightCache>();
        m_index = std::make_unique<Index>(*m_encounter, *m_lightCache, m_lightsComputed);
    }
    m_index->refreshCarried(*m_encounter, m_standIn); // RULES.md 13.1: carried lights move with creatures
    return *m_index;
}

LightLevel SightMap::lightAt(GridPoint square) const
{
    const Index &ix = index();
    if (!ix.onMap(square.x, square.y) || !m_encounter->contains(square))
        return LightLevel::Dark;
    return LightLevel(ix.light[ix.at(square.x, square.y)]);
}

const std::vector<std::uint8_t> &SightMap::lightField() const
{
    return index().light;
}

const std::vector<std::uint8_t> &SightMap::obscurementField() const
{
    return index().obscured;
}

Obscurement SightMap::obscurementAt(GridPoint square) const
{
    const Index &ix = index();
    if (!ix.onMap(square.x, square.y) || !m_encounter->contains(square))
        return Obscurement::None;
    return Obscurement(ix.obscured[ix.at(square.x, square.y)]);
}

bool SightMap::lineOfSight(const QRect &from, const QRect &to) const
{
    return index().lineOfSight(from, to, to);
}

bool SightMap::lineOfSight(const Creature &a, const Creature &b) const
{
    return lineOfSight(a.spaceRect(), b.spaceRect());
}

bool SightMap::lineOfSight(const Creature &a, GridPoint square) const
{
    return lineOfSight(a.spaceRect(), QRect(square.x, square.y, 1, 1));
}

bool SightMap::sees(const Creature &a, const Creature &b) const
{
    return sees(a, b, b.spaceRect());
}

bool SightMap::sees(const Creature &a, const Creature &b, const QRect &bSpace) const
{
    if (const std::optional<bool> byField = seesByField(a, b, bSpace))
        return *byField;
    const Visibility v = visibility(a, b, bSpace);
    return v == Visibility::Observed || v == Visibility::Concealed;
}

bool SightMap::seesIgnoringHiding(const Creature &a, const Creature &b) const
{
    const Visibility v = visibilityIgnoringHiding(a, b, b.spaceRect());
    return v == Visibility::Observed || v == Visibility::Concealed;
}

Visibility SightMap::visibility(const Creature &a, const Creature &b) const
{
    return visibility(a, b, b.spaceRect());
}

Visibility SightMap::visibility(const Creature &a, const Creature &b, const QRect &bSpace) const
{
    const Visibility seen = visibilityIgnoringHiding(a, b, bSpace);
    if (!b.hidden)
        return seen;
    // RULES.md 14.2: the worse of the ladder and hiding.
    switch (hiddenFrom(b, a, bSpace)) {
    case Hiding::None:
        return seen;
    case Hiding::Hidden:
        return std::max(seen, Visibility::Hidden);
    case Hiding::Undetected:
        return Visibility::Undetected;
    }
    return seen;
}

Hiding SightMap::hiddenFrom(const Creature &h, const Creature &o) const
{
    return hiddenFrom(h, o, h.spaceRect());
}

int SightMap::passivePerceptionAgainst(const Creature &o, const Creature &h, const QRect &hSpace) const
{
    const Encounter &e = *m_encounter;
    const int passive = 10 + o.perceptionBonus();
    if (e.ruleset == Ruleset::Pf2e)
        return passive; // the Perception DC
    // RULES.md 14.1: a check that relies on sight, at disadvantage: 5 lower when o has line
    // of sight to some square of h's space and every such square is lightly obscured to it.
    const Index &ix = index();
    const QRect oSpace = o.spaceRect();
    const Viewer viewer(e, o, oSpace);
    const double feet = rectDistanceFeet(e, oSpace, hSpace, levelGap(e, o, h));
    const bool blindsight = o.senses.blindsight > 0 && feet <= o.senses.blindsight + kFeetEps;
    const QRect squares = hSpace.intersected(QRect(0, 0, ix.width, ix.height));
    bool any = false;
    for (int y = squares.top(); y <= squares.bottom(); ++y) {
        for (int x = squares.left(); x <= squares.right(); ++x) {
            if (!ix.lineOfSight(oSpace, QRect(x, y, 1, 1), hSpace))
                continue;
            if (blindsight || hidingObscurement(viewer, x, y) != Obscurement::Light)
                return passive;
            any = true;
        }
    }
    return any ? passive - 5 : passive;
}

Hiding SightMap::hiddenFrom(const Creature &h, const Creature &o, const QRect &hSpace) const
{
    if (!h.hidden || &h == &o || h.id == o.id || o.isDead() || h.hidden->foundBy.contains(o.id))
        return Hiding::None;
    const Encounter &e = *m_encounter;
    const int total = h.hidden->stealth;
    // The cover h has against o, with h where it stands in hSpace (a step of a move).
    const auto coverAgainst = [&]() {
        Creature at = h;
        at.position = GridPoint{hSpace.left(), hSpace.top()};
        at.space = hSpace.width();
        return index().cover(e).coverDegree(o, at); // kept while the creatures stay (Index::cover)
    };
    if (e.ruleset == Ruleset::Pf2e) {
        // TOTAL >= o's Perception DC, and standard or greater cover (total counts) or
        // concealed or worse on 12's ladder.
        if (total < passivePerceptionAgainst(o, h, hSpace))
            return Hiding::None;
        if (visibilityIgnoringHiding(o, h, hSpace) == Visibility::Observed && coverAgainst() < CoverDegree::Standard)
            return Hiding::None;
        return h.hidden->sneak ? Hiding::Undetected : Hiding::Hidden;
    }
    // 5e family: TOTAL > passive Perception against h (2024: and the Hide action's DC 15),
    // and h not in plain view of o.
    if (e.ruleset == Ruleset::Dnd2024 && total < 15)
        return Hiding::None;
    if (total <= passivePerceptionAgainst(o, h, hSpace))
        return Hiding::None;
    return inPlainView(o, h, hSpace, coverAgainst) ? Hiding::None : Hiding::Hidden;
}

template<typename CoverFn>
bool SightMap::inPlainView(const Creature &o, const Creature &h, const QRect &hSpace, CoverFn &&cover) const
{
    // RULES.md 14.2: o sees h (12), h has no cover against o, and some square of h's space
    // that o has line of sight to is neither lightly nor heavily obscured to o (14.1).
    const Visibility seen = visibilityIgnoringHiding(o, h, hSpace);
    if (seen != Visibility::Observed && seen != Visibility::Concealed)
        return false;
    const Encounter &e = *m_encounter;
    const Index &ix = index();
    const QRect oSpace = o.spaceRect();
    const Viewer viewer(e, o, oSpace);
    const double feet = rectDistanceFeet(e, oSpace, hSpace, levelGap(e, o, h));
    const bool blindsight = o.senses.blindsight > 0 && feet <= o.senses.blindsight + kFeetEps;
    const QRect squares = hSpace.intersected(QRect(0, 0, ix.width, ix.height));
    bool clear = false;
    for (int y = squares.top(); y <= squares.bottom() && !clear; ++y) {
        for (int x = squares.left(); x <= squares.right() && !clear; ++x) {
            if (ix.lineOfSight(oSpace, QRect(x, y, 1, 1), hSpace)
                && (blindsight || hidingObscurement(viewer, x, y) == Obscurement::None))
                clear = true;
        }
    }
    return clear && cover() == CoverDegree::None;
}

Obscurement SightMap::hidingObscurement(const Viewer &viewer, int x, int y) const
{
    // RULES.md 14.1: 12's obscurement, except that in the 5e family a dim square within the
    // viewer's darkvision is not lightly obscured (darkvision sees dim light as bright).
    const Index &ix = index();
    const std::size_t s = ix.at(x, y);
    const Obscurement terrain = Obscurement(ix.obscured[s]);
    const Obscurement ob = viewer.obscurement(LightLevel(ix.light[s]), terrain, x, y);
    if (ob == Obscurement::Light && terrain == Obscurement::None && viewer.darkvision > 0
        && viewer.within(x, y, viewer.darkvision))
        return Obscurement::None;
    return ob;
}

// sees() from a's field, when one is already made for a as it stands (the party's are, for
// the fog; the players' screen asks whether the party sees each creature on every drag
// frame, and on a big open map each question walked long lines). Without blindsight,
// blindness, invisibility and hiding, a sees b when some square of b's space is neither
// heavily obscured to a nor out of its line of sight, the lines' own exempt obstacles being
// all of b's space (visibilityIgnoringHiding); a field exempts the square's own, which is
// the same when b's space is one square or holds no blocked or heavily obscured square.
// Otherwise (or with no such field) nothing: the lines decide.
std::optional<bool> SightMap::seesByField(const Creature &a, const Creature &b, const QRect &bSpace) const
{
    if (b.hidden || a.senses.blindsight > 0 || isBlinded(a) || b.has(QStringLiteral("invisible")))
        return std::nullopt;
    const Field *field = fieldOf(a.id);
    if (!field)
        return std::nullopt; // (before index(): the lines' answer asks it again)
    const Index &ix = index();
    if (!field->isFor(a, ix.lightGeneration) || field->seen.size() != std::size_t(ix.width) * ix.height)
        return std::nullopt;
    const QRect squares = bSpace.intersected(QRect(0, 0, ix.width, ix.height));
    const bool one = squares.width() == 1 && squares.height() == 1;
    bool seen = false;
    for (int y = squares.top(); y <= squares.bottom(); ++y)
        for (int x = squares.left(); x <= squares.right(); ++x) {
            const std::size_t s = ix.at(x, y);
            if (!one && (ix.blocked[s] || (ix.anyHeavy && ix.obscured[s] == std::uint8_t(Obscurement::Heavy))))
                return std::nullopt;
            seen = seen || field->seen[s];
        }
    return seen;
}

Visibility SightMap::visibilityIgnoringHiding(const Creature &a, const Creature &b, const QRect &bSpace) const
{
    const Index &ix = index();
    const Encounter &e = *m_encounter;
    const QRect aSpace = a.spaceRect();
    if (!ix.lineOfSight(aSpace, bSpace, bSpace))
        return Visibility::Undetected;
    const double feet = rectDistanceFeet(e, aSpace, bSpace, levelGap(e, a, b)); // RULES.md 10
    // Blindsight: within its range, line of sight alone suffices.
    if (a.senses.blindsight > 0 && feet <= a.senses.blindsight + kFeetEps)
        return Visibility::Observed;
    if (isBlinded(a))
        return Visibility::Undetected;
    if (b.has(QStringLiteral("invisible")) && !(a.senses.truesight > 0 && feet <= a.senses.truesight + kFeetEps))
        return Visibility::Hidden;
    // Some square of b's space with line of sight that is not heavily obscured: seen;
    // concealed when every such square is lightly obscured.
    const Viewer viewer(e, a, aSpace);
    const QRect squares = bSpace.intersected(QRect(0, 0, ix.width, ix.height));
    bool seen = false;
    for (int y = squares.top(); y <= squares.bottom(); ++y) {
        for (int x = squares.left(); x <= squares.right(); ++x) {
            const std::size_t s = ix.at(x, y);
            const Obscurement ob = viewer.obscurement(LightLevel(ix.light[s]), Obscurement(ix.obscured[s]), x, y);
            // RULES.md 12 version 3: heavy obscurement between them blocks the view.
            if (ob == Obscurement::Heavy || !ix.lineOfSight(aSpace, QRect(x, y, 1, 1), bSpace, true))
                continue;
            if (ob == Obscurement::None)
                return Visibility::Observed;
            seen = true;
        }
    }
    return seen ? Visibility::Concealed : Visibility::Hidden;
}

// The field kept for a viewer's id (one each), or nullptr.
SightMap::Field *SightMap::fieldOf(const QString &id) const
{
    for (const auto &f : m_fields)
        if (f->id == id)
            return f.get();
    return nullptr;
}

const std::vector<std::uint8_t> &SightMap::visibilityField(const Creature &viewer) const
{
    const Index &ix = index();
    Field *field = fieldOf(viewer.id);
    if (field && field->isFor(viewer, ix.lightGeneration))
        return field->seen;
    // Only the light changed (a carried light moved, RULES.md 13.1): the lines
    // haven't, so the sweep decides again only the squares whose light may have changed.
    QRect changed;
    if (field && field->swept && m_method != Method::Reference && field->sameViewer(viewer)
        && ix.lightChangedSince(field->lightGeneration, changed)) {
        field->lightGeneration = ix.lightGeneration;
        const Viewer v(*m_encounter, viewer, field->space);
        sweepField(*field, v, {}, viewer.senses.blindsight, field->blinded, &changed);
        ++m_fieldsPatched;
        return field->seen;
    }
    // Only the light changed, and the field was the reference's: the next changes of light
    // (a torch dragged on) cost the sweep only the squares they touch.
    const bool lightChanged = field && field->sameViewer(viewer);
    if (!field) {
        m_fields.push_back(std::make_unique<Field>());
        field = m_fields.back().get();
    }
    ++m_fieldsComputed;
    field->id = viewer.id;
    field->space = viewer.spaceRect();
    field->elevation = viewer.elevation;
    field->darkvision = viewer.senses.darkvision;
    field->blindsight = viewer.senses.blindsight;
    field->lowLightVision = viewer.senses.lowLightVision;
    field->blinded = isBlinded(viewer);
    field->lightGeneration = ix.lightGeneration;
    field->swept = false;
    field->clear(std::size_t(ix.width) * ix.height, ix.width);
    field->bounds = QRect();

    // RULES.md 12: the squares with line of sight that are not heavily obscured (blinded:
    // none); within blindsight every square with line of sight.
    const Encounter &e = *m_encounter;
    const Viewer v(e, viewer, field->space);
    const double blindsight = viewer.senses.blindsight;
    const bool blinded = field->blinded;
    if (blinded && blindsight <= 0)
        return field->seen;
    // The viewer's points (RULES.md 5.1 inset corners) for the wall shadows.
    std::vector<QPointF> viewerPoints;
    const QRect own = field->space.intersected(QRect(0, 0, ix.width, ix.height));
    for (int y = own.top(); y <= own.bottom(); ++y)
        for (int x = own.left(); x <= own.right(); ++x)
            for (const QPointF &p : insetCorners(x, y))
                viewerPoints.push_back(p);
    if (m_method == Method::Sweep || m_method == Method::Cast || (m_method == Method::Auto && (lightChanged || sweepPays(viewer)))) {
        sweepField(*field, v, viewerPoints, blindsight, blinded);
        return field->seen;
    }
    field->sparse = false; // the reference marks squares anywhere
    field->bounds = QRect(0, 0, ix.width, ix.height);
    std::vector<int> shadowOfWall(ix.walls.size(), -1);
    std::vector<Shadow> shadows;
    RecentSolids recent;
    for (int y = 0; y < ix.height; ++y) {
        for (int x = 0; x < ix.width; ++x) {
            const std::size_t s = ix.at(x, y);
            bool candidate = !blinded
                && v.obscurement(LightLevel(ix.light[s]), Obscurement(ix.obscured[s]), x, y) != Obscurement::Heavy;
            // Blindsight: line of sight alone, through fog too (RULES.md 12).
            const bool byBlindsight = blindsight > 0 && v.within(x, y, blindsight);
            candidate = candidate || byBlindsight;
            if (!candidate) {
                // A square the obscuring terrain fills, lit enough to see: the fog itself is
                // seen, unless more fog stands in front of it (version 3).
                if (!blinded && ix.obscured[s] == std::uint8_t(Obscurement::Heavy)
                    && v.obscurement(LightLevel(ix.light[s]), Obscurement::None, x, y) != Obscurement::Heavy
                    && ix.lineOfSight(field->space, QRect(x, y, 1, 1), QRect(x, y, 1, 1), recent, true))
                    field->mist[s] = 1;
                continue;
            }
            const QRect square(x, y, 1, 1);
            if (ix.lineOfSight(field->space, square, square, recent, !byBlindsight)) {
                field->seen[s] = 1;
                continue;
            }
            // Hidden; the wall that blocked its last line most likely hides the squares
            // after it on this row too: skip the run that lies wholly in its shadow.
            const int code = recent.codes[0];
            if (code < 0 || x + 1 >= ix.width)
                continue;
            int &k = shadowOfWall[std::size_t(code)];
            if (k < 0) {
                k = int(shadows.size());
                shadows.push_back(Shadow::of(ix.walls[std::size_t(code)].from, ix.walls[std::size_t(code)].to, viewerPoints));
            }
            x = std::max(x, shadows[std::size_t(k)].runEnd(x + 1, y, ix.width));
        }
    }
    return field->seen;
}

// The field of RULES.md 12 with the sweep. The squares are decided as the
// reference decides them (same candidates, same mist), only the lines differ in how they
// are tested: by the viewer's SweepBins first, by lineClear when the bins can't tell.
// `changed`: only the light changed, within that rectangle (the bins and the squares
// reached are the field's own, kept from its last sweep).
void SightMap::sweepField(Field &field, const Viewer &v, const std::vector<QPointF> &corners, double blindsight, bool blinded,
                          const QRect *changed) const
{
    clearUpperVectorState(); // the sweep is SSE code (rules/vectorstate.h)
    const Index &ix = index();
    const bool fog = ix.anyHeavy; // seeing: heavy obscurement blocks lines (version 3)
    const QRect map(0, 0, ix.width, ix.height);
    const QRect own = field.space.intersected(map);
    SweepBins &bins = field.bins;
    std::vector<std::uint8_t> &reached = field.reached;
    std::vector<GridPoint> &region = field.region; // the squares reached, ring by ring (no division to find x, y)
    if (!changed) {
        if (reached.size() != std::size_t(ix.width) * ix.height)
            reached.assign(std::size_t(ix.width) * ix.height, 0);
        else // nonzero only in the last region
            for (const GridPoint q : region)
                reached[ix.at(q.x, q.y)] = 0;
        region.clear();
        // Cast in rows where it can; the bins where an obstacle all but touches a corner point.
        field.cast = m_method != Method::Sweep && castField(field, corners);
        m_fieldsCast += field.cast ? 1 : 0;
        if (!field.cast) {
            for (const GridPoint q : region)
                reached[ix.at(q.x, q.y)] = 0;
            region.clear();
            bins.reset(corners);
            // The obstacles near enough to matter, ring by ring around the viewer's space
            // (rings of squares at one Chebyshev gap from it): a flood over the squares the
            // bins still reach (SweepBins::firstReaching). A ray from a corner point crosses the rings
            // in order, through neighbouring squares, so every square it reaches before its bin
            // is blocked is found; the rest can't change a bin, and every line into them is
            // blocked.
            if (++ix.sweepRound == 0) {
                std::fill(ix.sweepStamp.begin(), ix.sweepStamp.end(), 0u);
                std::fill(ix.squareStamp.begin(), ix.squareStamp.end(), 0u);
                ix.sweepRound = 1;
            }
            const std::uint32_t tested = ix.sweepRound;
            // (Inline: 0.8% fewer instructions per field than as a call.)
            const auto gather = [&](int x, int y, int first) __attribute__((always_inline)) {
                const std::size_t s = ix.at(x, y);
                reached[s] = std::uint8_t(std::min(first + 1, 255));
                region.push_back({x, y});
                for (int k = ix.wallStart[s]; k < ix.wallStart[s + 1]; ++k) {
                    const int wi = ix.wallIds[std::size_t(k)];
                    if (ix.sweepStamp[std::size_t(wi)] == ix.sweepRound)
                        continue;
                    ix.sweepStamp[std::size_t(wi)] = ix.sweepRound;
                    const Index::SightWall &w = ix.walls[std::size_t(wi)];
                    bins.addSegment(w.from, w.to, wi);
                    // Its joints with the walls gathered before it.
                    for (int k2 = ix.jointStart[std::size_t(wi)]; k2 < ix.jointStart[std::size_t(wi) + 1]; ++k2) {
                        const auto [other, end] = ix.joints[std::size_t(k2)];
                        if (ix.sweepStamp[std::size_t(other)] != ix.sweepRound || other == wi)
                            continue;
                        const Index::SightWall &o = ix.walls[std::size_t(other)];
                        const QPointF j = end ? w.to : w.from;
                        bins.addJoint(end ? w.from : w.to, j, o.from == j ? o.to : o.from);
                    }
                }
                // Blocked and heavily obscured squares of the viewer's own space don't count.
                if ((ix.blocked[s] || (fog && ix.obscured[s] == std::uint8_t(Obscurement::Heavy))) && !holds(field.space, x, y))
                    bins.addBox(x, y, x + 1, y + 1, int(ix.walls.size() + s));
            };
            for (int y = own.top(); y <= own.bottom(); ++y)
                for (int x = own.left(); x <= own.right(); ++x) {
                    ix.squareStamp[ix.at(x, y)] = tested;
                    gather(x, y, 0);
                }
            // The squares offered and not tested yet: a stack, grown by hand (push_back's call
            // cost as much as a pushed square's stamp test).
            std::vector<GridPoint> queue(64);
            std::size_t queued = 0;
            std::uint32_t *const stamp = ix.squareStamp.data();
            // A ray from a corner point steps from a square into a neighbour only in its own
            // direction: left (into x - 1) only from a square x at most the rightmost corner
            // point's x (it crosses the line x leftward), right only from one x at least the
            // leftmost's x - 1; up and down alike. The squares along a ray (those it enters, and
            // those it touches at a corner point) follow one another by such steps, so the
            // flood offers a square's neighbours only through them, and the argument above
            // stands: a square never offered has every ray into it blocked before. The steps
            // left out go from a found square to a neighbour on its far side from the viewer
            // (along a ring's edge, or back toward the viewer's row or column); on the bench maps
            // the squares offered only through them were a third of those the flood tested and
            // found reached by no corner point, and none that it found reached.
            double minCx = std::numeric_limits<double>::infinity(), maxCx = -minCx, minCy = minCx, maxCy = -minCx;
            for (const QPointF &c : corners) {
                minCx = std::min(minCx, c.x());
                maxCx = std::max(maxCx, c.x());
                minCy = std::min(minCy, c.y());
                maxCy = std::max(maxCy, c.y());
            }
            const int leftFromAtMost = corners.empty() ? 0 : int(std::floor(maxCx)), rightFromAtLeast = corners.empty() ? 0 : int(std::ceil(minCx)) - 1;
            const int upFromAtMost = corners.empty() ? 0 : int(std::floor(maxCy)), downFromAtLeast = corners.empty() ? 0 : int(std::ceil(minCy)) - 1;
            for (std::size_t begin = 0, end = region.size(), ring = 1; begin < end; begin = end, end = region.size(), ++ring) {
                // The ring's squares: on the edge of `own` grown by `ring`.
                const int left = own.left() - int(ring), right = own.right() + int(ring);
                const int top = own.top() - int(ring), bottom = own.bottom() + int(ring);
                // The ring's columns and rows clipped to the map (a column or row off the map:
                // never equal to the ring's own, so nothing of it is offered).
                const int lo = std::max(left, 0), hi = std::min(right, ix.width - 1);
                const int loY = std::max(top, 0), hiY = std::min(bottom, ix.height - 1);
                const std::size_t w = std::size_t(ix.width);
                // A step left from x: x - 1 still in the ring's columns (x > lo) and x <= leftFromAtMost,
                // one range test (x - lo - 1 < the range's length, unsigned); right, up and down alike.
                const auto length = [](int from, int to) { return unsigned(std::max(0, to - from + 1)); };
                const unsigned leftRange = length(lo + 1, leftFromAtMost), rightRange = length(rightFromAtLeast, hi - 1);
                const unsigned upRange = length(loY + 1, upFromAtMost), downRange = length(downFromAtLeast, hiY - 1);
                const auto pushAt = [&](std::uint32_t *p, int nx, int ny) {
                    if (*p == tested)
                        return;
                    *p = tested;
                    if (queued == queue.size())
                        queue.resize(2 * queued);
                    queue[queued++] = {nx, ny};
                };
                // The ring's squares among the neighbours of x, y (which lies in this ring or the
                // one inside it): those in the ring's outer columns and rows, each tested once,
                // instead of every neighbour against the ring's four edges.
                const auto offer = [&](int x, int y) __attribute__((always_inline)) {
                    const int x0 = x - int(unsigned(x - lo - 1) < leftRange), x1 = x + int(unsigned(x - rightFromAtLeast) < rightRange);
                    const int y0 = y - int(unsigned(y - loY - 1) < upRange), y1 = y + int(unsigned(y - downFromAtLeast) < downRange);
                    if (x0 == left) {
                        std::uint32_t *p = stamp + std::size_t(y0) * w + std::size_t(left);
                        for (int ny = y0; ny <= y1; ++ny, p += w)
                            pushAt(p, left, ny);
                    }
                    if (x1 == right && right != left) {
                        std::uint32_t *p = stamp + std::size_t(y0) * w + std::size_t(right);
                        for (int ny = y0; ny <= y1; ++ny, p += w)
                            pushAt(p, right, ny);
                    }
                    const int cx0 = x0 == left ? x0 + 1 : x0, cx1 = x1 == right ? x1 - 1 : x1;
                    if (y0 == top) {
                        std::uint32_t *p = stamp + std::size_t(top) * w;
                        for (int nx = cx0; nx <= cx1; ++nx)
                            pushAt(p + nx, nx, top);
                    }
                    if (y1 == bottom && bottom != top) {
                        std::uint32_t *p = stamp + std::size_t(bottom) * w;
                        for (int nx = cx0; nx <= cx1; ++nx)
                            pushAt(p + nx, nx, bottom);
                    }
                };
                for (std::size_t i = begin; i < end; ++i)
                    offer(region[i].x, region[i].y);
                while (queued > 0) {
                    const auto [x, y] = queue[--queued];
                    const int first = bins.firstReaching(x, y);
                    if (first < 0)
                        continue;
                    gather(x, y, first);
                    offer(x, y);
                }
            }
        }
        field.swept = true;
    }

    RecentSolids recent;
    struct Tie {
        std::size_t ci;
        QPointF t;
        QPointF walkFrom; // the line touches nothing before it (the bin's clear radius)
        int nearest;      // the bin's nearest obstacle (-1: unknown)
    };
    std::vector<Tie> ties;
    // A group of bins holding more obstacles than this: the walk is the cheaper test (16, 64
    // and 256 measured the same within the noise on the bench maps).
    constexpr std::size_t kListMost = 64;
    // Obstacle `id` of the bins (a wall, or walls.size() + a square) against the line p-q, as
    // lineClear tests it with fog: a wall or a blocked square it touches, a heavily obscured
    // square whose open interior it meets.
    const auto obstacleTouches = [&](QPointF p, QPointF q, int id) {
        if (id < int(ix.walls.size())) {
            const double x0 = std::min(p.x(), q.x()), x1 = std::max(p.x(), q.x());
            const double y0 = std::min(p.y(), q.y()), y1 = std::max(p.y(), q.y());
            return ix.walls[std::size_t(id)].touchedBy(p, q, x0, y0, x1, y1);
        }
        const int s = id - int(ix.walls.size());
        const int x = s % ix.width, y = s / ix.width;
        return ix.blocked[std::size_t(s)] ? geom::segmentTouchesBox(p, q, x, y, x + 1, y + 1)
                                          : geom::segmentMeetsOpenBox(p, q, x, y, x + 1, y + 1);
    };
    // RULES.md 12 with fog: some line from a corner point to an inset point of the square is
    // clear. The bins decide what they can; the ties go to lineClear.
    const auto sees = [&](int x, int y, std::size_t s) { // s: the square's index
        // The square's own obstacle is one of the bins' (unless in the viewer's space).
        const bool inside = (ix.blocked[s] || (fog && ix.obscured[s] == std::uint8_t(Obscurement::Heavy))) && !holds(field.space, x, y);
        const auto points = insetCorners(x, y);
        ties.clear();
        const QPointF *const cs = bins.corners.data();
        const std::size_t n = bins.corners.size();
        // The corners before the first that reached the square see none of it (the flood).
        for (std::size_t ci = reached[s] ? reached[s] - 1u : 0u; ci < n; ++ci) {
            const QPointF c = cs[ci];
            double nearest2 = -1.0;
            if (inside) {
                const double gx = std::max({0.0, x - c.x(), c.x() - (x + 1)});
                const double gy = std::max({0.0, y - c.y(), c.y() - (y + 1)});
                const double d = std::sqrt(gx * gx + gy * gy) - kClearMargin;
                nearest2 = d > 0 ? d * d : -1.0;
            }
            // Unrolled: 3.5% fewer instructions per field (each point's verdict branches to
            // its own continuation instead of back through the loop).
#pragma GCC unroll 4
            for (const QPointF t : points) {
                int check = -1;
                double clear2 = -1.0;
                LineVerdict verdict = inside ? bins.classifyInside(ci, c, t, nearest2, clear2) : bins.classify(ci, c, t, check, clear2);
                if (verdict == LineVerdict::Check) // the exact test of lineClear, for that one obstacle
                    verdict = obstacleTouches(c, t, check) ? LineVerdict::Blocked : LineVerdict::Clear;
                if (verdict == LineVerdict::Clear)
                    return true;
                if (verdict == LineVerdict::Unknown) {
                    // Every obstacle a tie may touch is in the bins (one in a square the
                    // flood didn't reach would have blocked the line by its bin), so none
                    // comes within the bin's clear radius: the walk starts there. The
                    // radius already has its margin; the walk's own hair covers rounding.
                    const double dx = t.x() - c.x(), dy = t.y() - c.y();
                    const double d2 = dx * dx + dy * dy;
                    const double f = clear2 > 0 && d2 > 0 ? std::min(1.0, std::sqrt(clear2 / d2)) : 0.0;
                    ties.push_back({ci, t, QPointF(c.x() + f * dx, c.y() + f * dy), inside ? -1 : check});
                }
            }
        }
        // A tie that the bin's nearest obstacle touches is blocked, whatever the others do
        // (as for Check): one exact test of that obstacle instead of the walk; it settles
        // about half of the ties. The rest go to the obstacles written into their bins, or to
        // the walk when those are many or the target square's own obstacle is exempt.
        for (const Tie &tie : ties) {
            const QPointF c = bins.corners[tie.ci];
            if (tie.nearest >= 0 && obstacleTouches(c, tie.t, tie.nearest))
                continue;
            if (!inside) {
                const LineVerdict byObstacles = bins.decideByObstacles(tie.ci, c, tie.t, kListMost, tie.nearest,
                                                                       [&](int id) { return obstacleTouches(c, tie.t, id); });
                if (byObstacles == LineVerdict::Clear)
                    return true;
                if (byObstacles == LineVerdict::Blocked)
                    continue;
            }
            const QRect square(x, y, 1, 1);
            if (ix.lineClear(bins.corners[tie.ci], tie.t, field.space, square, recent, true, tie.walkFrom))
                return true;
        }
        return false;
    };
    // The cast's verdicts (castField), or the bins'.
    const auto linesClear = [&](int x, int y, std::size_t s) {
        if (!field.cast)
            return sees(x, y, s);
        return reached[s] == 1 || (reached[s] == 2 && ix.lineOfSight(field.space, QRect(x, y, 1, 1), QRect(x, y, 1, 1), recent, true));
    };
    const auto decide = [&](int x, int y) __attribute__((always_inline)) {
        const std::size_t s = ix.at(x, y);
        bool candidate = !blinded && v.obscurement(LightLevel(ix.light[s]), Obscurement(ix.obscured[s]), x, y) != Obscurement::Heavy;
        const bool byBlindsight = blindsight > 0 && v.within(x, y, blindsight);
        candidate = candidate || byBlindsight;
        if (!candidate) {
            // As the reference: the fog itself is seen when lit enough and in view.
            if (!blinded && ix.obscured[s] == std::uint8_t(Obscurement::Heavy)
                && v.obscurement(LightLevel(ix.light[s]), Obscurement::None, x, y) != Obscurement::Heavy && linesClear(x, y, s))
                field.mist[s] = 1;
            return;
        }
        // Blindsight ignores obscurement: the bins (built with the fog) can't tell.
        if (byBlindsight ? ix.lineOfSight(field.space, QRect(x, y, 1, 1), QRect(x, y, 1, 1), recent, false) : linesClear(x, y, s))
            field.seen[s] = 1;
    };
    // The squares reached; beyond them every line is blocked, except, for blindsight, those
    // through the fog. A blocked or fog square the flood didn't reach is no exception: a
    // line into it crosses, before it, the square it enters from, which the flood found
    // blocked nearer than itself by another obstacle (or never reached), so it is blocked
    // by that obstacle whether or not the square's own counts.
    const int reach = blindsight > 0 ? int(std::ceil(blindsight / std::max(1.0, double(m_encounter->squareFeet)))) + 1 : -1;
    const QRect near = reach >= 0 ? field.space.adjusted(-reach, -reach, reach, reach).intersected(map) : QRect();
    if (changed) {
        const QRect r = changed->intersected(map);
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x) {
                const std::size_t s = ix.at(x, y);
                field.seen[s] = 0;
                field.mist[s] = 0;
                if (reached[s] || near.contains(x, y))
                    decide(x, y);
            }
        return;
    }
    field.sparse = true;
    field.near = near;
    QRect bounds = near;
    if (!region.empty()) {
        int x0 = region[0].x, x1 = x0, y0 = region[0].y, y1 = y0;
        for (const GridPoint q : region) {
            x0 = std::min(x0, q.x);
            x1 = std::max(x1, q.x);
            y0 = std::min(y0, q.y);
            y1 = std::max(y1, q.y);
        }
        bounds |= QRect(QPoint(x0, y0), QPoint(x1, y1));
    }
    field.bounds = bounds;
    for (const GridPoint q : region)
        decide(q.x, q.y);
    for (int y = near.top(); y <= near.bottom(); ++y)
        for (int x = near.left(); x <= near.right(); ++x)
            if (!reached[ix.at(x, y)])
                decide(x, y);
}

// RULES.md 12 with fog, cast in rows around each corner point c (version 4), as
// shadowcasting casts a viewer's tiles. Four quadrants (below, above, right, left of c),
// each a sequence of rows of target points (the inset corners of squares lie on the lines
// k + 0.05 and k + 0.95) at growing depth u; a line from c is its slope (lateral offset over
// depth), in [-1, 1] for the quadrant's points. Per corner point the slopes still open are
// kept as closed intervals (`open`, from [-1, 1]). Between two rows lies a band; every
// obstacle piece in it (a wall clipped to the band, a run of blocked or fog squares side by
// side, clipped to it) spans an interval of slopes, and every line to a point at the band's
// end or beyond whose slope lies strictly inside that interval crosses the piece on the way
// (the piece lies between c and the row; a wall that ends on the row is crossed there only
// at the target itself, and touching it is blocked too). So the interval, shrunk by kMargin
// squares of distance at each end of the piece, leaves `open`. A point whose slope lies in
// `open` but outside every piece's interval widened by that margin (`ties`) passes every
// obstacle gathered so far at least kMargin away: it is seen. The others are the exact test's
// (geom's touching, as lineClear tests it) against the few obstacles whose widened
// intervals hold the slope (`zones`). A band's obstacles are gathered once for every corner
// point, from the squares some open slope crosses in it: a line with a slope blocked before
// never reaches the others. The points of a square with its own obstacle (and the viewer's
// own squares) are decided by lineOfSight instead (marked 2): their own box doesn't count
// against them. A point is tested only while its square is not seen yet.
// Returns false (and the caller sweeps the bins) when an obstacle passes within kNearPoint of
// a corner point: every line from it is a tie there.
bool SightMap::castField(Field &field, const std::vector<QPointF> &corners) const
{
    const Index &ix = index();
    std::vector<std::uint8_t> &reached = field.reached;
    std::vector<GridPoint> &region = field.region;
    const auto mark = [&](GridPoint q, std::uint8_t how) {
        std::uint8_t &r = reached[ix.at(q.x, q.y)];
        if (r == 0)
            region.push_back(q);
        r = how;
    };
    const QRect map(0, 0, ix.width, ix.height);
    const QRect own = field.space.intersected(map);
    for (int y = own.top(); y <= own.bottom(); ++y)
        for (int x = own.left(); x <= own.right(); ++x)
            mark({x, y}, 2);
    const auto nextRound = [&] {
        if (++ix.sweepRound == 0) {
            std::fill(ix.sweepStamp.begin(), ix.sweepStamp.end(), 0u);
            std::fill(ix.squareStamp.begin(), ix.squareStamp.end(), 0u);
            ix.sweepRound = 1;
        }
        return ix.sweepRound;
    };
    const auto opaque = [&](std::size_t s) { return ix.blocked[s] || ix.obscured[s] == std::uint8_t(Obscurement::Heavy); };
    // floor for the cast's coordinates (above -2^20, map-sized): off by one only within
    // 2^-32 of a whole number, where every use has room (a point lies 0.05 from one, a
    // band's squares are padded within 1e-6 of one, a row lies 0.05 from one).
    const auto floorOf = [](double v) { return int(v + 1048576.0) - 1048576; };
    constexpr double kMargin = 1e-5;    // squares; far above geom::kEps times a long line's length
    constexpr double kNearPoint = 1e-6; // squares
    constexpr double kRoot2 = 1.4142135623730951;
    constexpr double kInf = std::numeric_limits<double>::infinity();
    // A point's slope, and how far the slope of a line (|slope| <= 1) must differ from it
    // for the line to pass the point kMargin away: |v - s u| / sqrt(1 + s^2) >= u |s_p - s| / sqrt(2).
    const auto slopeOf = [](double u, double v, double &slope, double &margin) {
        if (u <= 0) { // on c's own line (the first band's start): straight to the side
            slope = v > 0 ? kInf : -kInf;
            margin = 0;
            return;
        }
        slope = v / u;
        margin = kMargin * kRoot2 / u;
    };
    using Corner = Field::CastCorner;
    std::vector<Corner> &cast = field.castCorners;
    if (cast.size() < corners.size())
        cast.resize(corners.size());
    const std::size_t n = corners.size();
    std::vector<Field::CastSpan> &spans = field.castSpans;
    std::vector<Field::CastWall> &bandWalls = field.castWalls;
    std::vector<GridPoint> &boxes = field.castBoxes; // a band's (depth, lateral)
    for (int quadrant = 0; quadrant < 4; ++quadrant) {
        const bool swap = quadrant >= 2;       // depth along x
        const int dir = quadrant & 1 ? -1 : 1; // depth grows with the coordinate, or shrinks
        const int depthSquares = swap ? ix.width : ix.height, lateralSquares = swap ? ix.height : ix.width;
        const std::size_t stride = swap ? std::size_t(ix.width) : 1; // from one lateral square to the next
        const auto squareAt = [swap](int depth, int lateral) { return swap ? GridPoint{depth, lateral} : GridPoint{lateral, depth}; };
        double nearest = dir > 0 ? kInf : -kInf; // the corner points' depth nearest the quadrant's start
        for (std::size_t i = 0; i < n; ++i) {
            Corner &k = cast[i];
            k.c = corners[i];
            k.depth = swap ? k.c.x() : k.c.y();
            k.lateral = swap ? k.c.y() : k.c.x();
            k.before = 0;
            k.u = 0;
            k.done = false;
            k.open.intervals.assign(1, SlopeSet::Interval{-1.0, 1.0});
            k.ties.clear();
            k.zones.clear();
            nearest = dir > 0 ? std::min(nearest, k.depth) : std::max(nearest, k.depth);
        }
        // A wall from (u1, v1) to (u2, v2) (u1 <= u2, `length` long, at most 1), clipped to
        // corner k's band [from, to]. Where the band cuts it, the wall goes on into the band
        // beside, so the lines through the cut are blocked: they cross the wall there or just
        // beside, or (at the band's far end, the row) end on it or a hair from it. So what
        // leaves `open` reaches a hair past the cut's slope, and the two pieces' intervals
        // overlap (a cut is computed the same way from either band: the same point). That
        // hair passes the cut point closer than the exact test's tolerance for touching
        // (geom::kEps times the wall's length, or more).
        const auto addPiece = [&](Corner &k, double u1, double v1, double u2, double v2, double length, int id) {
            const double from = k.before, to = k.u;
            if (u2 < from || u1 > to)
                return true;
            const bool cutNear = u1 < from, cutFar = u2 > to;
            const auto at = [&](double depth) { return v1 + (depth - u1) / (u2 - u1) * (v2 - v1); };
            double a = u1, av = v1, b = u2, bv = v2;
            if (cutNear) {
                a = from;
                av = at(from);
            }
            if (cutFar) {
                b = to;
                bv = at(to);
            }
            if (from <= 0) { // may pass c itself
                const double eu = b - a, ev = bv - av, len2 = eu * eu + ev * ev;
                const double t = len2 > 0 ? std::clamp(-(a * eu + av * ev) / len2, 0.0, 1.0) : 0.0;
                const double nu = a + t * eu, nv = av + t * ev;
                if (nu * nu + nv * nv < kNearPoint * kNearPoint)
                    return false;
            }
            double s1 = 0, m1 = 0, s2 = 0, m2 = 0;
            slopeOf(a, av, s1, m1);
            slopeOf(b, bv, s2, m2);
            const double hair = 1e-12 * length;
            // Each end's bound of what leaves `open`: inside by the margin at a true end, a
            // hair outside at a cut.
            double c1 = cutNear ? -(a > 0 ? hair / a : 0.0) : m1, c2 = cutFar ? -hair / b : m2;
            if (s1 > s2) {
                std::swap(s1, s2);
                std::swap(m1, m2);
                std::swap(c1, c2);
            }
            if (!k.open.meets(s1 - m1, s2 + m2))
                return true; // no open line comes near it
            k.ties.add(s1 - m1, s2 + m2);
            k.zones.push_back({s1 - m1, s2 + m2, id, 1});
            if (s1 + c1 < s2 - c2)
                k.open.remove(s1 + c1, s2 - c2);
            return true;
        };
        // A run of boxes' part in corner k's band (depths u1..u2, lateral v1..v2): the
        // slopes of its corners. A line between two boxes of the run enters one (it crosses
        // their common side), so the run is one obstacle.
        const auto addBox = [&](Corner &k, double u1, double u2, double v1, double v2, int id, int count) {
            double lo = kInf, loMargin = 0, hi = -kInf, hiMargin = 0;
            for (const double u : {u1, u2})
                for (const double v : {v1, v2}) {
                    double sl = 0, m = 0;
                    slopeOf(u, v, sl, m);
                    if (sl - m < lo - loMargin) {
                        lo = sl;
                        loMargin = m;
                    }
                    if (sl + m > hi + hiMargin) {
                        hi = sl;
                        hiMargin = m;
                    }
                }
            if (!k.open.meets(lo - loMargin, hi + hiMargin))
                return;
            k.ties.add(lo - loMargin, hi + hiMargin);
            k.zones.push_back({lo - loMargin, hi + hiMargin, id, count});
            if (lo + loMargin < hi - hiMargin)
                k.open.remove(lo + loMargin, hi - hiMargin);
        };
        // A line from k's point to t whose slope lies in its ties but in no core: clear
        // unless one of the obstacles whose zones hold its slope touches it (every other
        // passes kMargin away).
        const auto zonesClear = [&](const Corner &k, QPointF t, double slope) {
            const QPointF c = k.c;
            const double x0 = std::min(c.x(), t.x()), x1 = std::max(c.x(), t.x());
            const double y0 = std::min(c.y(), t.y()), y1 = std::max(c.y(), t.y());
            for (const Field::CastZone &z : k.zones) {
                if (slope < z.lo || slope > z.hi)
                    continue;
                if (z.id < int(ix.walls.size())) {
                    if (ix.walls[std::size_t(z.id)].touchedBy(c, t, x0, y0, x1, y1))
                        return false;
                    continue;
                }
                for (int j = 0; j < z.count; ++j) {
                    const std::size_t sq = std::size_t(z.id) - ix.walls.size() + std::size_t(j) * stride;
                    const int x = int(sq % std::size_t(ix.width)), y = int(sq / std::size_t(ix.width));
                    if (ix.blocked[sq] ? geom::segmentTouchesBox(c, t, x, y, x + 1, y + 1) : geom::segmentMeetsOpenBox(c, t, x, y, x + 1, y + 1))
                        return false;
                }
            }
            return true;
        };
        const int k0 = floorOf(nearest);
        for (int step = 0;; ++step) {
            const int row = k0 + dir * (step / 2);
            if (row < 0 || row >= depthSquares)
                break;
            const bool nearSide = (step % 2 == 0) == (dir > 0);
            const double rowAt = nearSide ? row + 0.05 : row + 0.95; // as insetCorners places them
            // Each corner's band [before, u] up to this row, and the squares its open slopes
            // cross there (and the one beside where they end on a grid line: a wall along it
            // may be listed in that one only).
            bool begun = false, open = false;
            spans.clear();
            for (std::size_t i = 0; i < n; ++i) {
                Corner &k = cast[i];
                k.u = dir * (rowAt - k.depth);
                if (k.done || k.u <= 0) {
                    begun = begun || k.done;
                    continue;
                }
                begun = true;
                if (k.open.intervals.empty()) {
                    k.done = true;
                    continue;
                }
                open = true;
                const double bandFrom = k.depth + dir * k.before;
                const int rowLo = std::max(0, floorOf(std::min(bandFrom, rowAt)));
                const int rowHi = std::min(depthSquares - 1, floorOf(std::max(bandFrom, rowAt)));
                for (const SlopeSet::Interval part : k.open.intervals) {
                    const double lo = k.lateral + std::min(part.lo * k.before, part.lo * k.u);
                    const double hi = k.lateral + std::max(part.hi * k.before, part.hi * k.u);
                    const int jLo = floorOf(lo), jHi = floorOf(hi);
                    const int j0 = std::max(0, lo - jLo < 1e-6 ? jLo - 1 : jLo);
                    const int j1 = std::min(lateralSquares - 1, jHi + 1 - hi < 1e-6 ? jHi + 1 : jHi);
                    if (j0 <= j1)
                        spans.push_back({std::uint64_t(rowLo) << 42 | std::uint64_t(rowHi) << 21 | std::uint64_t(j0), j1});
                }
            }
            if (!open) {
                if (begun && std::all_of(cast.begin(), cast.begin() + std::ptrdiff_t(n), [](const Corner &k) { return k.done; }))
                    break;
                continue;
            }
            // The band's obstacles, gathered once for every corner point.
            std::sort(spans.begin(), spans.end(), [](const Field::CastSpan &a, const Field::CastSpan &b) { return a.key < b.key; });
            const std::uint32_t round = nextRound();
            bandWalls.clear();
            constexpr std::uint64_t kField = (std::uint64_t(1) << 21) - 1;
            for (std::size_t i = 0; i < spans.size();) {
                const std::uint64_t rows = spans[i].key >> 21;
                const int rowLo = int(rows >> 21), rowHi = int(rows & kField), j0 = int(spans[i].key & kField);
                int j1 = spans[i++].j1;
                while (i < spans.size() && spans[i].key >> 21 == rows && int(spans[i].key & kField) <= j1 + 1)
                    j1 = std::max(j1, spans[i++].j1);
                for (int d = rowLo; d <= rowHi; ++d)
                    for (int j = j0; j <= j1; ++j) {
                        const GridPoint q = squareAt(d, j);
                        const std::size_t s = ix.at(q.x, q.y);
                        if (!ix.solid[s] || ix.squareStamp[s] == round)
                            continue;
                        ix.squareStamp[s] = round;
                        for (int w = ix.wallStart[s]; w < ix.wallStart[s + 1]; ++w) {
                            const int wi = ix.wallIds[std::size_t(w)];
                            if (ix.sweepStamp[std::size_t(wi)] != round) {
                                ix.sweepStamp[std::size_t(wi)] = round;
                                const Index::SightWall &wall = ix.walls[std::size_t(wi)];
                                const double ex = wall.to.x() - wall.from.x(), ey = wall.to.y() - wall.from.y(), len2 = ex * ex + ey * ey;
                                Field::CastWall w{wi, swap ? wall.from.x() : wall.from.y(), swap ? wall.from.y() : wall.from.x(),
                                                  swap ? wall.to.x() : wall.to.y(), swap ? wall.to.y() : wall.to.x(), len2 >= 1 ? 1.0 : std::sqrt(len2)};
                                if (dir * w.depth1 > dir * w.depth2) {
                                    std::swap(w.depth1, w.depth2);
                                    std::swap(w.lateral1, w.lateral2);
                                }
                                bandWalls.push_back(w);
                            }
                        }
                        if (opaque(s) && !holds(field.space, q.x, q.y)) {
                            mark(q, 2);
                            boxes.push_back({d, j});
                        }
                    }
            }
            std::sort(boxes.begin(), boxes.end(), [](GridPoint p, GridPoint q) { return p.x != q.x ? p.x < q.x : p.y < q.y; });
            for (std::size_t i = 0; i < n; ++i) {
                Corner &k = cast[i];
                if (k.done || k.u <= 0)
                    continue;
                for (const Field::CastWall &w : bandWalls)
                    if (!addPiece(k, dir * (w.depth1 - k.depth), w.lateral1 - k.lateral, dir * (w.depth2 - k.depth), w.lateral2 - k.lateral, w.length, w.id))
                        return false;
                for (std::size_t b = 0; b < boxes.size();) {
                    std::size_t e = b + 1;
                    while (e < boxes.size() && boxes[e].x == boxes[b].x && boxes[e].y == boxes[e - 1].y + 1)
                        ++e;
                    const int d = boxes[b].x;
                    const double a = dir * (d - k.depth), z = dir * (d + 1 - k.depth);
                    const double bu1 = std::max(k.before, std::min(a, z)), bu2 = std::min(k.u, std::max(a, z));
                    if (bu1 <= bu2) {
                        const GridPoint first = squareAt(d, boxes[b].y);
                        addBox(k, bu1, bu2, boxes[b].y - k.lateral, boxes[e - 1].y + 1 - k.lateral, int(ix.walls.size() + ix.at(first.x, first.y)),
                               int(e - b));
                    }
                    b = e;
                }
            }
            boxes.clear();
            // The row's points on each corner's open slopes.
            for (std::size_t i = 0; i < n; ++i) {
                Corner &k = cast[i];
                if (k.done || k.u <= 0)
                    continue;
                const double u = k.u;
                const SlopeSet::Interval *tie = k.ties.intervals.data(), *const tiesEnd = tie + k.ties.intervals.size();
                for (const SlopeSet::Interval part : k.open.intervals) {
                    // A point's lateral coordinate lies 0.05 from a whole number, far beyond the
                    // rounding of lo * u: the squares from floor to floor hold them all, and
                    // both points of those between lie inside.
                    const int j0 = std::max(0, floorOf(k.lateral + part.lo * u)), j1 = std::min(lateralSquares - 1, floorOf(k.lateral + part.hi * u));
                    while (tie != tiesEnd && tie->hi < part.lo)
                        ++tie;
                    const bool anyTie = tie != tiesEnd && tie->lo <= part.hi;
                    const std::size_t rowBase = swap ? std::size_t(row) : std::size_t(row) * std::size_t(ix.width);
                    for (int j = j0; j <= j1; ++j) {
                        const std::size_t s = rowBase + std::size_t(j) * stride;
                        if (reached[s])
                            continue; // seen, or the exact test's (the viewer's own squares are)
                        const GridPoint q = squareAt(row, j);
                        if (opaque(s)) {
                            mark(q, 2);
                            continue;
                        }
                        if (!anyTie && j != j0 && j != j1) {
                            mark(q, 1);
                            continue;
                        }
                        for (const double lateral : {j + 0.05, j + 0.95}) {
                            const double slope = (lateral - k.lateral) / u;
                            if (slope < part.lo || slope > part.hi)
                                continue;
                            const SlopeSet::Interval *at = tie;
                            while (at != tiesEnd && at->hi < slope)
                                ++at;
                            if (at != tiesEnd && at->lo <= slope && !zonesClear(k, swap ? QPointF(rowAt, lateral) : QPointF(lateral, rowAt), slope))
                                continue;
                            mark(q, 1);
                            break;
                        }
                    }
                }
                k.before = u;
            }
        }
    }
    return true;
}

// The reference tests the lines of the squares the viewer could see if in view
// (lit, or within its darkvision or blindsight), each line as long as the square is far;
// the sweep (the cast, or the bins) pays for the squares around the viewer that its
// corner points reach, lit or not, a few hundred microseconds on the bench maps. On a bright
// map the reference has every square to test; on a dark one only the lit squares and the
// viewer's darkvision, which on a small map is cheaper. The estimate: squares times a
// typical line length (a quarter of the map's perimeter), against kSweepPays line-squares
// (measured with the bins on the bench maps of bench_sight: 100 x 100 dark below it,
// 200 x 200 dark above). The cast kept that line: on the dark bench maps of 40 to 100 a
// side it costs 0.7 to 1.13 times the reference, either way round.
bool SightMap::sweepPays(const Creature &viewer) const
{
    constexpr double kSweepPays = 250000;
    const Index &ix = index();
    const double squares = double(ix.width) * ix.height;
    const auto disc = [&](double feet) {
        const double r = 2 * feet / std::max(1.0, double(m_encounter->squareFeet)) + viewer.spaceSquares();
        return feet > 0 ? r * r : 0.0;
    };
    const double candidates = std::min(squares, ix.litSquares + disc(viewer.senses.darkvision) + disc(viewer.senses.blindsight));
    return candidates * (ix.width + ix.height) / 2.0 > kSweepPays;
}

const std::vector<std::uint8_t> &SightMap::mistField(const Creature &viewer) const
{
    visibilityField(viewer); // computes both
    if (const Field *f = fieldOf(viewer.id))
        return f->mist;
    static const std::vector<std::uint8_t> none;
    return none;
}

QRect SightMap::visibilityBounds(const Creature &viewer) const
{
    visibilityField(viewer); // computes both and their bounds
    const Field *f = fieldOf(viewer.id);
    return f ? f->bounds : QRect();
}

namespace {

// The squares of a field that are set, sorted by y then x: `width` x `height` of a field
// `stride` wide. Eight squares at a time are skipped while none is set: a viewer sees a
// few hundred squares of a 400 x 400 map.
std::vector<GridPoint> setSquares(const std::vector<std::uint8_t> &field, int stride, int width, int height, int left = 0,
                                  int top = 0)
{
    std::vector<GridPoint> out;
    for (int y = 0; y < height; ++y) {
        const std::uint8_t *row = field.data() + std::size_t(y) * stride;
        int x = 0;
        for (; x + 8 <= width; x += 8) {
            std::uint64_t eight = 0;
            std::memcpy(&eight, row + x, sizeof eight);
            if (!eight)
                continue;
            for (int k = x; k < x + 8; ++k)
                if (row[k])
                    out.push_back({left + k, top + y});
        }
        for (; x < width; ++x)
            if (row[x])
                out.push_back({left + x, top + y});
    }
    return out;
}

} // namespace

std::vector<GridPoint> SightMap::visibleSquares(const Creature &viewer) const
{
    const std::vector<std::uint8_t> &seen = visibilityField(viewer);
    const Index &ix = index();
    return setSquares(seen, ix.width, std::min(m_encounter->width, ix.width), std::min(m_encounter->height, ix.height));
}

std::vector<GridPoint> SightMap::visibleSquares(Side side) const
{
    const Index &ix = index();
    // RULES.md 12: a side sees the union of what its creatures see, each as
    // visibleSquares(c) answers (what A sees makes no exception for an unconscious or a
    // dead creature, so neither does the union). Only the fields' bounds are read: a
    // viewer on a 400 x 400 map sees a few hundred squares.
    std::vector<std::pair<const std::vector<std::uint8_t> *, QRect>> mine;
    QRect box;
    const QRect map(0, 0, std::min(m_encounter->width, ix.width), std::min(m_encounter->height, ix.height));
    for (const Creature &c : m_encounter->creatures) {
        if (c.side != side)
            continue;
        const std::vector<std::uint8_t> &seen = visibilityField(c);
        const Field *f = fieldOf(c.id);
        QRect bounds = (f ? f->bounds : QRect(0, 0, ix.width, ix.height)) & map;
        if (bounds.isEmpty())
            continue;
        mine.push_back({&seen, bounds});
        box |= bounds;
    }
    if (box.isEmpty())
        return {};
    const int stride = box.width();
    std::vector<std::uint8_t> seen(std::size_t(stride) * box.height(), 0);
    for (const auto &[field, bounds] : mine) {
        for (int y = bounds.top(); y <= bounds.bottom(); ++y) {
            std::uint8_t *into = seen.data() + std::size_t(y - box.top()) * stride + (bounds.left() - box.left());
            const std::uint8_t *from = field->data() + ix.at(bounds.left(), y); // raw pointers: no reload per square
            for (int i = 0, n = bounds.width(); i < n; ++i)
                into[i] |= from[i];
        }
    }
    return setSquares(seen, stride, box.width(), box.height(), box.left(), box.top());
}

LightLevel lightAt(const Encounter &encounter, GridPoint square)
{
    return SightMap(encounter).lightAt(square);
}

bool sees(const Encounter &encounter, const Creature &a, const Creature &b)
{
    return SightMap(encounter).sees(a, b);
}

std::vector<LogMessage> sightReasons(const SightMap &sight, const Creature &a, const Creature &b)
{
    // Messages of the "Sight" context with the creatures named, worded by the reader.
    const auto say = [](const char *text, std::vector<LogArg> args) { return logMessage("Sight", text, std::move(args)); };
    const LogArg nameA = LogArg::creature(a.id, a.name);
    const LogArg nameB = LogArg::creature(b.id, b.name);
    std::vector<LogMessage> out;
    const Encounter &e = sight.encounter();
    if (!sight.lineOfSight(a, b)) {
        out.push_back(say(QT_TRANSLATE_NOOP("Sight", "no line of sight from %1 to %2"), {nameA, nameB}));
        return out;
    }
    const double feet = rectDistanceFeet(e, a.spaceRect(), b.spaceRect(), levelGap(e, a, b));
    if (a.senses.blindsight > 0 && feet <= a.senses.blindsight + 1e-9)
        return out; // blindsight: line of sight alone suffices
    if (a.has(QStringLiteral("blinded")))
        out.push_back(say(QT_TRANSLATE_NOOP("Sight", "%1 is blinded"), {nameA}));
    if (b.has(QStringLiteral("invisible")) && !(a.senses.truesight > 0 && feet <= a.senses.truesight + 1e-9))
        out.push_back(say(QT_TRANSLATE_NOOP("Sight", "%1 is invisible"), {nameB}));
    // What covers B's squares: darkness beyond A's darkvision, or obscuring terrain.
    const QRect space = b.spaceRect();
    bool dark = false;
    bool heavy = false;
    bool dim = false;
    bool light = false;
    for (int y = space.top(); y <= space.bottom(); ++y) {
        for (int x = space.left(); x <= space.right(); ++x) {
            const GridPoint q{x, y};
            const LightLevel l = sight.lightAt(q);
            const double toSquare = rectDistanceFeet(e, a.spaceRect(), QRect(x, y, 1, 1), levelGap(e, a, b));
            const bool darkvision = a.senses.darkvision > 0 && toSquare <= a.senses.darkvision + 1e-9;
            if (l == LightLevel::Dark && !darkvision)
                dark = true;
            else if (l == LightLevel::Dim || l == LightLevel::Dark)
                dim = dim || !(e.ruleset == Ruleset::Pf2e && (a.senses.lowLightVision || a.senses.darkvision > 0));
            const Obscurement ob = sight.obscurementAt(q);
            heavy = heavy || ob == Obscurement::Heavy;
            light = light || ob == Obscurement::Light;
        }
    }
    // RULES.md 14.2: hiding is a reason of its own (last); the rest is 12 as if nobody hid.
    const bool seen = sight.seesIgnoringHiding(a, b);
    const std::size_t before = out.size();
    if (!seen && dark)
        out.push_back((a.senses.darkvision > 0 ? say(QT_TRANSLATE_NOOP("Sight", "%1 is in darkness beyond %2's darkvision"), {nameB, nameA})
                                        : say(QT_TRANSLATE_NOOP("Sight", "%1 is in darkness"), {nameB})));
    if (!seen && heavy)
        out.push_back(say(QT_TRANSLATE_NOOP("Sight", "%1 is heavily obscured"), {nameB}));
    // RULES.md 12 version 3: fog between them (nothing on B's own squares).
    if (!seen && out.size() == before && out.empty())
        out.push_back(say(QT_TRANSLATE_NOOP("Sight", "heavy obscurement between %1 and %2 blocks the view"), {nameA, nameB}));
    if (seen && e.ruleset == Ruleset::Pf2e && sight.visibilityIgnoringHiding(a, b, b.spaceRect()) == Visibility::Concealed)
        out.push_back((dim && light ? say(QT_TRANSLATE_NOOP("Sight", "%1 is concealed (dim light, light obscurement)"), {nameB})
                : dim        ? say(QT_TRANSLATE_NOOP("Sight", "%1 is concealed (dim light)"), {nameB})
                             : say(QT_TRANSLATE_NOOP("Sight", "%1 is concealed (light obscurement)"), {nameB})));
    if (sight.hiddenFrom(b, a) != Hiding::None)
        out.push_back(say(QT_TRANSLATE_NOOP("Sight", "%1 is hidden from %2"), {nameB, nameA}));
    return out;
}

} // namespace bm
