#include "rules/movegraph.h"
#include "model/geometry.h"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <new>
#include <type_traits>

namespace bm {

// BGL colours of a search node. The node's generation stamp says whether this search
// touched it (discovered: gray) or not (white). Black is folded into gray: our visitor
// relaxes an edge to a finished state exactly as one to a queued state (an improvement
// re-queues it, as BGL's A* reopens black targets), so the distinction would only cost
// a branch per edge. Settled states are known from their nodes (see below).
enum class NodeColor : std::uint8_t { White = 0, Gray = 1 };

} // namespace bm

namespace boost {
template<>
struct color_traits<bm::NodeColor> {
    static bm::NodeColor white() { return bm::NodeColor::White; }
    static bm::NodeColor gray() { return bm::NodeColor::Gray; }
    static bm::NodeColor green() { return bm::NodeColor::Gray; }
    static bm::NodeColor black() { return bm::NodeColor::Gray; }
};
} // namespace boost

namespace bm {

namespace {

using geom::kEps;
constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

// ---------------------------------------------------------------------------------------
// 5e family labels in fixed point. A step costs base x (1 + k) (RULES.md 4.2) with base
// one square, two, or sqrt 2 (exact diagonals), so every cost is a whole multiple of
// kSquare or kRoot2 = sqrt 2 kSquare rounded: labels are exact integers (ties are exact,
// the squeezed-steps tie-break needs no tolerance) and the octile metric with this
// diagonal is still a metric, so the A* estimate stays exactly consistent. The rounding
// shortens a diagonal by 2.4e-8 squares: a path is off by under 3e-5 squares (1.5e-4 ft)
// per thousand diagonal steps.
constexpr int kSquareShift = 24;
constexpr std::uint64_t kSquare = std::uint64_t(1) << kSquareShift;
constexpr std::uint64_t kRoot2 = 23726566; // round(sqrt(2) * 2^24) = floor(23726566.406)
static_assert(kRoot2 * kRoot2 < 2 * kSquare * kSquare && (kRoot2 + 1) * (kRoot2 + 1) > 2 * kSquare * kSquare);

// A 5e node is one 64-bit word:
//   generation (8 bits) | kMaxG - g (49 bits) | pred code (6 bits) | settled (1 bit).
// Newer generations and smaller labels make larger words. A candidate word has zero low
// bits, so "untouched this search, or is this label strictly better" is one unsigned
// compare of the candidate's word with the node's. The settled bit is set when the queue
// pops the state and cleared when an improvement reopens it. Labels reach 2^25 squares.
constexpr int kWordGenerationShift = 56;
constexpr int kWordLabelShift = 7;
constexpr std::uint64_t kWordLowBits = (std::uint64_t(1) << kWordLabelShift) - 1; // pred code, settled
constexpr std::uint64_t kWordValueBits = (std::uint64_t(1) << kWordGenerationShift) - 1;
constexpr std::uint64_t kMaxG = (std::uint64_t(1) << (kWordGenerationShift - kWordLabelShift)) - 1; // "infinite"
constexpr std::uint64_t kSettled = 1;
constexpr std::uint32_t kMaxWordGeneration = (1u << (64 - kWordGenerationShift)) - 1;

inline std::uint64_t wordOf(std::uint64_t generationBits, std::uint64_t g, std::uint32_t pred)
{
    return generationBits | ((kMaxG - g) << kWordLabelShift) | (std::uint64_t(pred) << 1);
}
inline std::uint64_t gOf(std::uint64_t word)
{
    return kMaxG - ((word & kWordValueBits) >> kWordLabelShift);
}

// pf2e nodes keep double labels (Strides are not a sum): a 32-bit tag, bits 8..31 the
// generation, bits 2..7 the pred code; whether the state is queued; the predecessor's level.
constexpr int kTagGenerationShift = 8;
constexpr std::uint32_t kMaxTagGeneration = (1u << (32 - kTagGenerationShift)) - 1;

// The pred code is the step's direction (bits 0..2) and the predecessor's mode (bits
// 3..5): with the state's own anchor and parity that names the predecessor, so no node
// needs a 32-bit predecessor field.
constexpr std::uint8_t kNoPred = 63;
constexpr std::uint32_t kPredBits = 63u << 2;

struct WordNode { // 5e family, a creature that can't squeeze
    std::uint64_t word;
};
// 5e family, squeezing or avoiding opportunity attacks: label = (g, tie), lexicographic,
// with tie = squeezed steps x 2^32 + provoking steps (RULES.md 4.4, then 9: of equally
// cheap paths, the one that gives hostiles fewer opportunity attacks).
struct SqueezeNode {
    std::uint64_t word;
    std::int64_t tie;
};
constexpr int kTieSqueezedShift = 32;
// The first node of each (anchor, parity) block is not a state but its front: what the
// states expanded there so far dominate (StrideVisitor). Its tag stays 0 (no search
// touched it as a state); slot = the generation it is valid for, total = the least feet
// of an expanded state with fewer Strides than `strides`, inStride = the least feet with
// `strides` (rounded up), predLevel = the least level expanded with `strides`.
struct StrideNode { // pf2e: label = (Strides, feet); the state's level is the feet in its Stride
    std::uint32_t tag;
    std::uint32_t slot; // 0 while queued, kNone once expanded (or never queued)
    double total;
    float inStride;          // feet used in the current Stride (the one-level order needs it)
    std::uint16_t strides;
    std::uint16_t predLevel; // the predecessor's level (its anchor and parity are in the tag)
};
constexpr int kMaxStrides = 65534; // a path of more Strides is not found
static_assert(sizeof(WordNode) == 8 && sizeof(SqueezeNode) == 16 && sizeof(StrideNode) == 24);

// ---------------------------------------------------------------------------------------
// Kinds of movement: the search is compiled once per kind, so constant divisors decode
// states and the hot loop has no squeezing or Stride logic unless the kind needs it.

template<Diagonals D, bool Squeeze, bool Pf2e, bool Jump = false, bool Threat = false>
struct Kind {
    static constexpr Diagonals diagonals = D;
    static constexpr bool squeeze = Squeeze;
    // A non-squeezer's path query that breaks ties by opportunity attacks
    // (SearchParams::avoidThreats): SqueezeNode labels, one mode.
    static constexpr bool threat = Threat;
    // Labels carry a tie-break after the cost (SqueezeNode).
    static constexpr bool tie = Squeeze || Threat;
    static constexpr bool pf2e = Pf2e;
    // Jump point search (an A* path query on a uniform grid, MoverLayers::uniformGrid):
    // out-edges are jumps along runs of squares, not single steps.
    static constexpr bool jump = Jump;
    static constexpr std::uint32_t modes = Squeeze ? 5 : 1;
    static constexpr std::uint32_t parities = D == Diagonals::Alternating ? 2 : 1;
    static constexpr std::uint32_t perAnchor = modes * parities;
    static constexpr unsigned directionMask = D == Diagonals::Manhattan ? 0x0Fu : 0xFFu;
    static constexpr int directions = D == Diagonals::Manhattan ? 4 : 8;
    using Node = std::conditional_t<Pf2e, StrideNode, std::conditional_t<tie, SqueezeNode, WordNode>>;
    // A vertex is its node's address: the search loop needs no base pointer to reach a
    // state's node, and the state number is the offset from the array's start.
    using Vertex = Node *;
    // pf2e: a step's cost code (StrideLevels); 5e family: fixed-point squares.
    using Cost = std::conditional_t<Pf2e, std::uint8_t, std::uint64_t>;
    static constexpr int pool = Pf2e ? 2 : tie ? 1 : 0;
    static constexpr std::uint32_t maxGeneration = Pf2e ? kMaxTagGeneration : kMaxWordGeneration;
    // Exact diagonals: f = a + b sqrt 2 squares; the bucket queue files it under an
    // eighth of a square. Otherwise f is a whole number of squares, one bucket each.
    static constexpr int bucketShift = D == Diagonals::Exact ? kSquareShift - 3 : kSquareShift;
};

struct Decoded {
    std::uint32_t anchor;
    int mode;
    int parity;
};

template<class K>
inline Decoded decode(std::uint32_t v)
{
    Decoded d;
    d.parity = K::parities == 2 ? int(v & 1u) : 0;
    if constexpr (K::parities == 2)
        v >>= 1;
    d.mode = K::modes == 1 ? 0 : int(v % K::modes);
    d.anchor = v / K::modes;
    return d;
}

template<class K>
inline std::uint32_t encode(std::uint32_t anchor, int mode, int parity)
{
    return (anchor * K::modes + std::uint32_t(mode)) * K::parities + std::uint32_t(parity);
}

// Row of an anchor without a division: a 64 x 64 -> 128-bit multiply by ceil(2^64 / width)
// is exact for every 32-bit anchor (a * e < 2^64 for the magic's error e < width). Width 1
// (a map one square wide) would need 2^64: that divisor is the identity instead.
class RowOf
{
public:
    explicit RowOf(int width)
        : m_magic(width > 1 ? ~std::uint64_t(0) / std::uint64_t(width) + 1 : 0)
        , m_identity(width == 1 ? ~std::uint32_t(0) : 0)
    {
    }
    int operator()(std::uint32_t a) const
    {
        return int(std::uint32_t((static_cast<unsigned __int128>(a) * m_magic) >> 64) + (a & m_identity));
    }
    // For a map's width, the latest width's kept: setting up a search divides once per
    // map, not twice per query.
    static RowOf forWidth(int width)
    {
        thread_local int latestWidth = 1;
        thread_local std::uint64_t latestMagic = 0;
        thread_local std::uint32_t latestIdentity = ~std::uint32_t(0);
        if (width != latestWidth) {
            const RowOf r(width);
            latestMagic = r.m_magic;
            latestIdentity = r.m_identity;
            latestWidth = width;
        }
        RowOf r(1);
        r.m_magic = latestMagic;
        r.m_identity = latestIdentity;
        return r;
    }

private:
    std::uint64_t m_magic;
    std::uint32_t m_identity;
};

constexpr std::int64_t kDx[8] = {1, -1, 0, 0, 1, -1, 1, -1};
constexpr std::int64_t kDy[8] = {0, 0, 1, -1, 1, 1, -1, -1};

} // namespace

// Step costs, tabulated once per set of cost rules (RULES.md 3, 4.2):
// [squeezed][parity][direction][flags of the destination]. Indexed by the layer's flag
// byte as it is (Free and NoEnd do not change the cost), so a step costs one load.
// Fixed-point squares for the 5e family, cost codes for pf2e (see StrideLevels).
// What a step's cost depends on besides the squares and the square's feet: what a cost
// table or a set of landmark bounds was built for.
struct CostRules {
    Ruleset ruleset = Ruleset::Dnd2014;
    Diagonals diagonals = Diagonals::Equal;
    bool flying = false;
    bool hasSwim = false;
    bool hasClimb = false;
    bool crawling = false;

    static CostRules of(const SearchParams &p) { return {p.ruleset, p.diagonals, p.flying, p.hasSwim, p.hasClimb, p.crawling}; }
    friend bool operator==(const CostRules &, const CostRules &) = default;
};

struct StepCostTable {
    CostRules rules;
    double squareFeet = -1;
    std::uint64_t fixed[2][2][8][256] = {};
    // The same costs for the search's steps, [squeezed][parity][flags][direction]: the
    // eight directions of one kind of ground share a cache line, and 16 KB stay in the
    // first-level cache where the 64 KB above would not. Every cost fits 32 bits (at most
    // 2 squares x 5).
    std::uint32_t search[2][2][256][8] = {};
    static_assert(2 * kSquare * 5 <= 0xFFFFFFFFu);
    std::uint8_t code[2][8][256] = {}; // pf2e: [parity][direction][flags], see StrideLevels

    bool matches(const SearchParams &p) const { return rules == CostRules::of(p) && squareFeet == p.squareFeet; }
    void build(const SearchParams &p);
};

void StepCostTable::build(const SearchParams &p)
{
    rules = CostRules::of(p);
    squareFeet = p.squareFeet;
    const bool dnd2024 = p.ruleset == Ruleset::Dnd2024;
    const bool pf2e = p.ruleset == Ruleset::Pf2e;
    // What the destination's flags add, once per flag byte (the single query of a cold
    // process pays for this table): 5e family, the multiplier 1 + k of the base cost, each
    // source 0 or 1, open and squeezed; pf2e, the extra squares.
    std::uint8_t multiplier[2][256];
    std::uint8_t extra[256];
    for (int region = 0; region < 256; ++region) {
        const bool terrainDifficult = !p.flying && (region & AnchorFlag::Difficult);
        // pf2e: +5 difficult, +10 greater-difficult; the diagonal never doubles it.
        // RULES.md 14.6: a creature tumbled through is difficult terrain, even when flying
        // (pf2e sets CreatureDifficult for nothing else).
        extra[region] = std::uint8_t(!p.flying && (region & AnchorFlag::GreaterDifficult) ? 2
                                     : terrainDifficult || (region & MoverFlag::CreatureDifficult) ? 1 : 0);
        for (int squeezed = 0; squeezed < 2; ++squeezed) {
            // 2024 counts squeezing as difficult terrain, 2014 and a5e as a source of its own.
            int k = 0;
            if (terrainDifficult || (region & MoverFlag::CreatureDifficult) || (dnd2024 && squeezed))
                ++k;
            if (p.crawling)
                ++k;
            if (!p.flying && (((region & AnchorFlag::Water) && !p.hasSwim) || ((region & AnchorFlag::Climb) && !p.hasClimb)))
                ++k;
            if (squeezed && !dnd2024)
                ++k;
            multiplier[squeezed][region] = std::uint8_t(1 + k);
        }
    }
    for (int parity = 0; parity < 2; ++parity) {
        for (int d = 0; d < 8; ++d) {
            const bool diagonal = kDirections[d].dx != 0 && kDirections[d].dy != 0;
            // RULES.md 3 and 4.2: the base cost of the step.
            std::uint64_t baseFixed = kSquare;
            int baseSquares = 1;
            const bool root2 = diagonal && p.diagonals == Diagonals::Exact;
            if (root2) {
                baseFixed = kRoot2;
            } else if (diagonal && p.diagonals == Diagonals::Alternating && parity) {
                baseFixed = 2 * kSquare; // only diagonal steps advance the count
                baseSquares = 2;
            }
            if (pf2e) {
                // The cost as squareFeet x (a + b sqrt 2): code a + 5 b.
                for (int region = 0; region < 256; ++region)
                    code[parity][d][region] = std::uint8_t((root2 ? 5 : baseSquares) + extra[region]);
                continue;
            }
            for (int squeezed = 0; squeezed < 2; ++squeezed) {
                for (int region = 0; region < 256; ++region) {
                    fixed[squeezed][parity][d][region] = baseFixed * multiplier[squeezed][region];
                    search[squeezed][parity][region][d] = std::uint32_t(fixed[squeezed][parity][d][region]);
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// pf2e levels (RULES.md 4.5, version 2): a pf2e state carries the feet used in its current
// Stride, so that labels (Strides, total feet) in lexicographic order make Dijkstra exact.
// A step costs squareFeet x (a + b sqrt 2) with a in 0..4 and b in 0..1 (b only with exact
// diagonals): its cost code is a + 5 b. The feet used in a Stride are then squareFeet x
// (A + B sqrt 2), and the levels are the pairs (A, B) within the speed, level 0 = (0, 0)
// being the start's. From each level a step either stays in the Stride (the sum fits) or
// starts the next one at the level of its own cost: `next` tabulates both.
//
// When a map is so large, or a Stride so long, that the states would not fit in memory
// (kMaxStrideStates), the search keeps one level per (anchor, parity) and orders labels by
// (Strides, feet used in the current Stride, feet) instead: fewest Strides still exact, but
// cost_ft may exceed the least total (docs/DECISIONS.md).
struct StrideLevels {
    static constexpr int kCodes = 10;
    static constexpr std::uint16_t kNewStride = 0x8000;
    static constexpr std::uint16_t kImpossible = 0xFFFF;
    static constexpr std::size_t kMaxStrideStates = std::size_t(1) << 26;
    static constexpr std::uint32_t kMaxLevels = 0x7FFF;

    // What the table was built for.
    double strideFeet = -1;
    double squareFeet = -1;
    Diagonals diagonals = Diagonals::Equal;
    std::size_t anchorParities = 0;

    std::uint32_t count = 1; // levels per (anchor, parity)
    bool exact = true;       // false: one level, the fallback order above
    double feet[kCodes] = {};
    std::vector<std::uint16_t> next; // [level * kCodes + code]: level | kNewStride, or kImpossible

    // Nodes per (anchor, parity): slot 0 is its front (see StrideVisitor), slot 1 + l
    // the state at level l.
    std::uint32_t blockSize() const { return count + 1; }

    bool matches(const SearchParams &p, std::size_t anchorsTimesParities) const
    {
        return strideFeet == p.strideFeet && squareFeet == p.squareFeet && diagonals == p.diagonals
            && anchorParities == anchorsTimesParities;
    }
    void build(const SearchParams &p, std::size_t anchorsTimesParities);
};

void StrideLevels::build(const SearchParams &p, std::size_t anchorsTimesParities)
{
    strideFeet = p.strideFeet;
    squareFeet = p.squareFeet;
    diagonals = p.diagonals;
    anchorParities = anchorsTimesParities;
    const double sf = p.squareFeet > 0 ? p.squareFeet : 1;
    const double n = p.strideFeet / sf + kEps; // the speed in squares
    for (int c = 0; c < kCodes; ++c)
        feet[c] = sf * ((c % 5) + (c / 5) * M_SQRT2);
    // Levels (A, B): A + B sqrt 2 <= n, B = 0 unless diagonals are exact.
    const int maxB = p.diagonals == Diagonals::Exact && n >= M_SQRT2 ? int(n / M_SQRT2) : 0;
    const auto fits = [&](int a, int b) { return a >= 0 && b >= 0 && b <= maxB && a + b * M_SQRT2 <= n; };
    std::uint64_t total = 0;
    for (int b = 0; b <= maxB && n >= 0; ++b)
        total += std::uint64_t(std::min(n - b * M_SQRT2, 1e9)) + 1;
    exact = total >= 1 && total <= kMaxLevels && (total + 1) * anchorsTimesParities <= kMaxStrideStates;
    if (!exact) {
        count = 1;
        next.assign(kCodes, 0);
        for (int c = 0; c < kCodes; ++c)
            next[std::size_t(c)] = fits(c % 5, c / 5) ? 0 : kImpossible;
        return;
    }
    // Numbered by their feet, so that a smaller level is fewer feet used (the search's
    // dominance test compares levels).
    struct Pair {
        int a, b;
        double value;
    };
    std::vector<Pair> pairs;
    for (int b = 0; b <= maxB; ++b)
        for (int a = 0; fits(a, b); ++a)
            pairs.push_back({a, b, a + b * M_SQRT2});
    std::sort(pairs.begin(), pairs.end(), [](const Pair &x, const Pair &y) { return x.value < y.value; });
    const int maxA = int(n);
    std::vector<std::uint16_t> indexOf(std::size_t(maxA + 1) * std::size_t(maxB + 1), kImpossible);
    for (std::size_t i = 0; i < pairs.size(); ++i)
        indexOf[std::size_t(pairs[i].b) * std::size_t(maxA + 1) + std::size_t(pairs[i].a)] = std::uint16_t(i);
    const auto levelOf = [&](int a, int b) { return indexOf[std::size_t(b) * std::size_t(maxA + 1) + std::size_t(a)]; };
    count = std::uint32_t(pairs.size());
    next.assign(std::size_t(count) * kCodes, kImpossible);
    for (std::size_t level = 0; level < pairs.size(); ++level) {
        const int a = pairs[level].a, b = pairs[level].b;
        for (int c = 0; c < kCodes; ++c) {
            const int ca = c % 5, cb = c / 5;
            if (!fits(ca, cb)) // RULES.md 4.5: a step dearer than the speed is impossible
                continue;
            // The start (level 0) has no Stride yet: its first step begins one.
            next[level * kCodes + std::size_t(c)] =
                level != 0 && fits(a + ca, b + cb) ? levelOf(a + ca, b + cb) : std::uint16_t(kNewStride | levelOf(ca, cb));
        }
    }
}

// ---------------------------------------------------------------------------------------
// Storage.

void NodePool::Free::operator()(void *p) const
{
    std::free(p);
}

void NodePool::prepare(std::size_t count, std::size_t nodeBytes, std::uint32_t maxGeneration, bool eager)
{
    if (m_count < count || m_nodeBytes != nodeBytes) {
        // Asked for ahead of the searches (MovementEngine::prepare), an array up to this
        // size is zeroed now: its pages are faulted in at once, not one by one as searches
        // first reach them. Otherwise (a search needs it now, or a huge map) it stays lazy:
        // only the regions searched take memory and time.
        constexpr std::size_t kEagerBytes = std::size_t(64) << 20;
        if (eager && count * nodeBytes <= kEagerBytes) {
            m_data.reset(std::malloc(count * nodeBytes));
            if (m_data)
                std::memset(m_data.get(), 0, count * nodeBytes);
        } else {
            m_data.reset(std::calloc(count, nodeBytes));
        }
        if (!m_data)
            throw std::bad_alloc();
        m_count = count;
        m_nodeBytes = nodeBytes;
        m_generation = 0;
    }
    if (++m_generation > maxGeneration) { // wrapped: forget every stamp once
        std::memset(m_data.get(), 0, m_count * m_nodeBytes);
        m_generation = 1;
    }
}

EntryStack::EntryStack(EntryStack &&other) noexcept
    : m_begin(std::exchange(other.m_begin, nullptr))
    , m_end(std::exchange(other.m_end, nullptr))
    , m_capacity(std::exchange(other.m_capacity, nullptr))
{
}

EntryStack &EntryStack::operator=(EntryStack &&other) noexcept
{
    std::swap(m_begin, other.m_begin);
    std::swap(m_end, other.m_end);
    std::swap(m_capacity, other.m_capacity);
    return *this;
}

EntryStack::~EntryStack()
{
    std::free(m_begin);
}

void EntryStack::grow()
{
    const std::size_t size = std::size_t(m_end - m_begin);
    const std::size_t capacity = std::max<std::size_t>(16, 2 * std::size_t(m_capacity - m_begin));
    auto *p = static_cast<BucketEntry *>(std::realloc(static_cast<void *>(m_begin), capacity * sizeof(BucketEntry)));
    if (!p)
        throw std::bad_alloc();
    m_begin = p;
    m_end = p + size;
    m_capacity = p + capacity;
}

// ---------------------------------------------------------------------------------------
// Layers: the step masks the search's hot loop reads.

void MoverLayers::buildStepMasks()
{
    landmarks.reset(); // they were built on the old steps
    const std::size_t n = std::size_t(width) * height;
    openSteps.assign(n, 0);
    squeezeSteps.assign(canSqueeze ? n : 0, 0);
    openFreeTo.assign(canSqueeze ? n : 0, 0);
    const int maxX = width - size;
    const int maxY = height - size;
    uniformGrid = !canSqueeze && std::max(width, height) <= 0xFFFF; // a jump's length fits MoveEdge::steps
    constexpr unsigned kCostFlags = 0xFFu & ~unsigned(AnchorFlag::Free | unsigned(MoverFlag::NoEnd));
    // RULES.md 4.1: a step needs the destination free, no wall in the swept rectangle
    // (openStepOk) and, for a diagonal, both corner positions free. The start itself need
    // not be free (a rider on its mount): only the steps are judged.
    const auto steps = [&](int a, unsigned onMap) {
        unsigned freeTo = 0;
        unsigned costly = 0;
        for (int d = 0; d < 8; ++d) {
            if (!((onMap >> d) & 1))
                continue;
            const std::uint8_t f = open[std::size_t(a + kDirections[d].dy * width + kDirections[d].dx)];
            freeTo |= unsigned(f & AnchorFlag::Free) << d;
            costly |= unsigned((f & kCostFlags) != 0) << d;
        }
        // Corners: SE needs E and S, SW needs W and S, NE needs E and N, NW needs W and N.
        const unsigned e = freeTo & 1, w = (freeTo >> 1) & 1, s = (freeTo >> 2) & 1, nn = (freeTo >> 3) & 1;
        const unsigned corners = 0x0Fu | ((e & s) << 4) | ((w & s) << 5) | ((e & nn) << 6) | ((w & nn) << 7);
        const unsigned legal = freeTo & openStepOk[a] & corners;
        openSteps[std::size_t(a)] = std::uint16_t(legal | ((legal & costly) ? 0u : unsigned(kPlainSteps)));
        if ((legal & costly) || legal != (freeTo & corners))
            uniformGrid = false;
        if (canSqueeze) {
            squeezeSteps[std::size_t(a)] = std::uint8_t(onMap & ~freeTo);
            openFreeTo[std::size_t(a)] = std::uint8_t(freeTo);
        }
    };
    for (int y = 0; y <= maxY; ++y) {
        for (int x = 0; x <= maxX; ++x) {
            unsigned onMap = 0;
            for (int d = 0; d < 8; ++d) {
                const int nx = x + kDirections[d].dx;
                const int ny = y + kDirections[d].dy;
                if (nx >= 0 && ny >= 0 && nx <= maxX && ny <= maxY) // the footprint stays on the map
                    onMap |= 1u << d;
            }
            steps(y * width + x, onMap);
            if (y > 0 && y < maxY && x == 0 && maxX >= 2) {
                // The row's inside: every neighbour is on the map.
                for (x = 1; x < maxX; ++x)
                    steps(y * width + x, 0xFFu);
                --x;
            }
        }
    }
    buildSqueezeMasks();
    freeRows.clear();
    freeColumns.clear();
    straightJumps.clear();
    rowWords = columnWords = 0;
    if (!uniformGrid)
        return;
    rowWords = width / 64 + 1; // room for an empty bit after the last square
    columnWords = height / 64 + 1;
    freeRows.assign(std::size_t(height + 2) * std::size_t(rowWords), 0);
    freeColumns.assign(std::size_t(width + 2) * std::size_t(columnWords), 0);
    for (int y = 0; y <= maxY; ++y) {
        for (int x = 0; x <= maxX; ++x) {
            if (!(open[std::size_t(y) * width + x] & AnchorFlag::Free))
                continue;
            freeRows[std::size_t(y + 1) * rowWords + std::size_t(x >> 6)] |= std::uint64_t(1) << (x & 63);
            freeColumns[std::size_t(x + 1) * columnWords + std::size_t(y >> 6)] |= std::uint64_t(1) << (y & 63);
        }
    }
}

void MoverLayers::buildStraightJumps() const
{
    if (!uniformGrid || !straightJumps.empty())
        return;
    const std::size_t n = std::size_t(width) * height;
    straightJumps.assign(4 * n, 0);
    // What JumpGrid::straight() finds by scanning (goal aside), from the far end of each
    // line back: a step onto a square with a forced neighbour ends the jump there (a free
    // square beside the run whose square behind it is not: the same test as the scan's).
    constexpr unsigned E = 1, W = 2, S = 4, N = 8, SE = 16, SW = 32, NE = 64, NW = 128;
    const auto forced = [&](std::size_t b, unsigned side1, unsigned behind1, unsigned side2, unsigned behind2) {
        const unsigned m = openSteps[b];
        return ((m & side1) && !(m & behind1)) || ((m & side2) && !(m & behind2));
    };
    const auto link = [&](std::size_t a, int d, std::size_t b, bool forcedAtB) {
        if (!((openSteps[a] >> d) & 1))
            return;
        const std::uint32_t next = straightJumps[4 * b + std::size_t(d)];
        const std::uint32_t jump = forcedAtB ? 1 : (next & 0xFFFFu) ? (next & 0xFFFFu) + 1 : 0;
        straightJumps[4 * a + std::size_t(d)] = jump | (((next >> 16) + 1) << 16);
    };
    for (int y = 0; y < height; ++y) {
        const std::size_t row = std::size_t(y) * width;
        for (int x = width - 2; x >= 0; --x) // east: from the row's end back
            link(row + x, 0, row + x + 1, forced(row + x + 1, N, NW, S, SW));
        for (int x = 1; x < width; ++x) // west
            link(row + x, 1, row + x - 1, forced(row + x - 1, N, NE, S, SE));
    }
    for (int y = height - 2; y >= 0; --y) { // south: from the last row back
        const std::size_t row = std::size_t(y) * width;
        for (int x = 0; x < width; ++x)
            link(row + x, 2, row + width + x, forced(row + width + x, E, NE, W, NW));
    }
    for (int y = 1; y < height; ++y) { // north
        const std::size_t row = std::size_t(y) * width;
        for (int x = 0; x < width; ++x)
            link(row + x, 3, row - width + x, forced(row - width + x, E, SE, W, SW));
    }
}

void MoverLayers::buildSqueezeMasks()
{
    const std::size_t n = canSqueeze ? std::size_t(width) * height : 0;
    coreLegal.assign(n, 0);
    coreFreeTo.assign(n, 0);
    squeezeEntries.assign(n, 0);
    if (!canSqueeze)
        return;
    const int maxX = width - size;
    const int maxY = height - size;
    // A squeezed start may stand where its full footprint would leave the map (RULES.md
    // 4.4): its steps are judged like any other's, so those anchors get their masks too.
    for (int y = 0; y < height; ++y) {
        for (int x = y > maxY ? 0 : maxX + 1; x < width; ++x) {
            unsigned onMap = 0;
            unsigned freeTo = 0;
            for (int d = 0; d < 8; ++d) {
                const int nx = x + kDirections[d].dx;
                const int ny = y + kDirections[d].dy;
                if (nx < 0 || ny < 0 || nx > maxX || ny > maxY)
                    continue;
                onMap |= 1u << d;
                if (open[std::size_t(ny) * width + nx] & AnchorFlag::Free)
                    freeTo |= 1u << d;
            }
            squeezeSteps[std::size_t(y) * width + x] = std::uint8_t(onMap & ~freeTo);
            openFreeTo[std::size_t(y) * width + x] = std::uint8_t(freeTo);
        }
    }
    // The core's steps, judged from its anchor's index as the squeezed steps are (where
    // the full footprint's step stays on the map, every index read is the square meant).
    std::vector<std::uint8_t> free(n);
    for (std::size_t i = 0; i < n; ++i)
        free[i] = core[i] & AnchorFlag::Free;
    // RULES.md 4.1 for the core: no wall in its swept rectangle, and a diagonal needs both
    // core positions beside it free (SE: E and S, SW: W and S, NE: E and N, NW: W and N).
    // Neighbours in kDirections order; the first and last row's may fall off the array.
    const std::ptrdiff_t w = width;
    const auto coreSteps = [&](std::ptrdiff_t c, unsigned e, unsigned west, unsigned south, unsigned north, unsigned se,
                               unsigned sw, unsigned ne, unsigned nw) {
        coreFreeTo[std::size_t(c)] = std::uint8_t(e | west << 1 | south << 2 | north << 3 | se << 4 | sw << 5 | ne << 6 | nw << 7);
        const unsigned corners = 0x0Fu | ((e & south) << 4) | ((west & south) << 5) | ((e & north) << 6) | ((west & north) << 7);
        coreLegal[std::size_t(c)] = std::uint8_t(coreStepOk[c] & corners);
    };
    const std::uint8_t *f = free.data();
    const auto at = [&](std::ptrdiff_t i) { return i >= 0 && i < std::ptrdiff_t(n) ? unsigned(f[i]) : 0u; };
    const auto edge = [&](std::ptrdiff_t c) {
        coreSteps(c, at(c + 1), at(c - 1), at(c + w), at(c - w), at(c + w + 1), at(c + w - 1), at(c - w + 1), at(c - w - 1));
    };
    const std::ptrdiff_t inner0 = std::min<std::ptrdiff_t>(w + 1, std::ptrdiff_t(n));
    const std::ptrdiff_t inner1 = std::max<std::ptrdiff_t>(inner0, std::ptrdiff_t(n) - w - 1);
    for (std::ptrdiff_t c = 0; c < inner0; ++c)
        edge(c);
    {
        // The inside, with nothing to check: a loop the compiler can vectorise.
        std::uint8_t *__restrict freeTo = coreFreeTo.data();
        std::uint8_t *__restrict legal = coreLegal.data();
        const std::uint8_t *__restrict ok = coreStepOk;
        const std::uint8_t *__restrict g = f;
        for (std::ptrdiff_t c = inner0; c < inner1; ++c) {
            const std::uint8_t e = g[c + 1], west = g[c - 1], south = g[c + w], north = g[c - w];
            freeTo[c] = std::uint8_t(e | west << 1 | south << 2 | north << 3 | g[c + w + 1] << 4 | g[c + w - 1] << 5
                                     | g[c - w + 1] << 6 | g[c - w - 1] << 7);
            legal[c] = std::uint8_t(ok[c] & (0x0F | (e & south) << 4 | (west & south) << 5 | (e & north) << 6 | (west & north) << 7));
        }
    }
    for (std::ptrdiff_t c = inner1; c < std::ptrdiff_t(n); ++c)
        edge(c);
    // Entries from open positions: only where the full footprint is on the map. Bit d of
    // an offset's steps goes to bit 4 d + o.
    const auto spread = [](unsigned m) {
        std::uint32_t x = m;
        x = (x | (x << 12)) & 0x000F000Fu;
        x = (x | (x << 6)) & 0x03030303u;
        return (x | (x << 3)) & 0x11111111u;
    };
    for (int y = 0; y <= maxY; ++y) {
        for (int x = 0; x <= maxX; ++x) {
            const std::size_t a = std::size_t(y) * width + x;
            const unsigned squeezes = squeezeSteps[a];
            if (!squeezes)
                continue;
            std::uint32_t entries = 0;
            for (int o = 0; o < 4; ++o) {
                const std::size_t ca = a + std::size_t((o >> 1) * width + (o & 1));
                entries |= spread(squeezes & coreLegal[ca] & coreFreeTo[ca]) << o;
            }
            squeezeEntries[a] = entries;
        }
    }
}

bool MoverLayers::mayEndAt(GridPoint anchor) const
{
    const std::size_t a = std::size_t(anchor.y) * width + anchor.x;
    if (open[a] & AnchorFlag::Free)
        return !(open[a] & MoverFlag::NoEnd);
    if (!canSqueeze)
        return false;
    for (int o = 0; o < 4; ++o) {
        const std::size_t ca = a + std::size_t((o >> 1) * width + (o & 1));
        if (ca < core.size() && (core[ca] & AnchorFlag::Free) && !(core[ca] & MoverFlag::NoEnd))
            return true;
    }
    return false;
}

void MoverLayers::dragAlong(const MoverLayers &d, int dx, int dy)
{
    const auto dAnchor = [&](int x, int y) -> int {
        const int bx = x + dx;
        const int by = y + dy;
        if (bx < 0 || by < 0 || bx + d.size > d.width || by + d.size > d.height)
            return -1;
        return by * d.width + bx;
    };
    const auto dFree = [&](int b) {
        return (d.open[std::size_t(b)] & AnchorFlag::Free) || d.anyCoreFree({b % d.width, b / d.width});
    };
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            std::uint8_t &f = open[std::size_t(y) * width + x];
            const int b = dAnchor(x, y);
            if (b < 0 || !dFree(b))
                f = std::uint8_t(f & ~AnchorFlag::Free);
            else if (!d.mayEndAt({b % d.width, b / d.width}))
                f = std::uint8_t(f | MoverFlag::NoEnd);
        }
    }
    buildStepMasks();
    uniformGrid = false; // the steps are no longer the cell rule alone
    freeRows.clear();
    freeColumns.clear();
    rowWords = columnWords = 0;
    // The dragged creature's own step: no wall in its swept space (open: the full footprint;
    // squeezed: some free core).
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const std::size_t a = std::size_t(y) * width + x;
            const int b = dAnchor(x, y);
            if (b < 0) {
                openSteps[a] = 0;
                continue;
            }
            unsigned ok = 0;
            if (d.open[std::size_t(b)] & AnchorFlag::Free)
                ok |= d.openStepOk[b];
            if (d.canSqueeze) {
                for (int o = 0; o < 4; ++o) {
                    const int cb = b + (o >> 1) * d.width + (o & 1);
                    if (cb < int(d.core.size()) && (d.core[std::size_t(cb)] & AnchorFlag::Free))
                        ok |= d.coreStepOk[cb];
                }
            }
            openSteps[a] = std::uint16_t(openSteps[a] & (ok | kPlainSteps));
        }
    }    landmarks.reset();
}

bool MoverLayers::anyCoreFree(GridPoint anchor) const
{
    if (!canSqueeze)
        return false;
    for (int o = 0; o < 4; ++o) {
        const int ca = (anchor.y + (o >> 1)) * width + anchor.x + (o & 1);
        if (ca < int(core.size()) && (core[std::size_t(ca)] & AnchorFlag::Free))
            return true;
    }
    return false;
}

// ---------------------------------------------------------------------------------------
// The implicit graph: out-edges are generated from the mover's layers when asked.

template<class K>
struct MoveEdge {
    // pf2e: the cost code (StrideLevels). 5e family: the fixed-point cost as it is taken
    // off a node word (shifted to the label's bits).
    typename K::Cost cost = 0;
    typename K::Vertex target = nullptr;
    std::uint8_t pred = 0; // the target's pred code if this edge relaxes it
    std::uint8_t squeezed = 0;
    std::uint8_t newStride = 0; // pf2e: the step begins a Stride
    std::uint8_t provoking = 0; // hostiles whose reach the step leaves (SearchParams::avoidThreats)
    std::uint16_t level = 0;    // pf2e: the target's level
    std::uint16_t steps = 1;    // jump point search: squares jumped in the edge's direction
    friend bool operator==(const MoveEdge &a, const MoveEdge &b) { return a.target == b.target && a.pred == b.pred; }
    friend bool operator!=(const MoveEdge &a, const MoveEdge &b) { return !(a == b); }
};

// A step's cost as edges carry it.
template<class K>
inline typename K::Cost edgeCost(const StepCostTable &t, int squeezed, int parity, int d, std::uint8_t flags)
{
    if constexpr (K::pf2e)
        return t.code[parity][d][flags];
    else
        return std::uint64_t(t.search[squeezed][parity][flags][d]) << kWordLabelShift;
}

// The shape both step iterators share: they walk the set bits of a direction mask, and
// the derived class's load() makes the edge of the lowest one (CRTP: no virtual call in
// the search loop).
template<class Derived, class K>
class MaskStepIterator
{
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = MoveEdge<K>;
    using difference_type = std::ptrdiff_t;
    using pointer = const MoveEdge<K> *;
    using reference = const MoveEdge<K> &;

    const MoveEdge<K> &operator*() const { return m_edge; }
    const MoveEdge<K> *operator->() const { return &m_edge; }
    Derived &operator++()
    {
        m_mask &= m_mask - 1;
        self().load();
        return self();
    }
    Derived operator++(int)
    {
        Derived old = self();
        ++*this;
        return old;
    }
    friend bool operator==(const Derived &a, const Derived &b) { return a.m_mask == b.m_mask; }
    friend bool operator!=(const Derived &a, const Derived &b) { return a.m_mask != b.m_mask; }

protected:
    MaskStepIterator() = default;
    explicit MaskStepIterator(std::uint64_t mask)
        : m_mask(mask)
    {
    }
    std::uint64_t m_mask = 0; // 64 bits: the direction indexes arrays without a sign extension
    MoveEdge<K> m_edge;

private:
    Derived &self() { return static_cast<Derived &>(*this); }
};

// Out-edges of an open state: one per set bit of the anchor's step mask (RULES.md 4.1,
// precomputed in the layers). A target's node is the source's plus a fixed offset per
// direction (and parity), the cost comes from a row of 8: the search loop keeps four
// registers for the iterator and touches no other memory to make an edge.
template<class K>
class StepIterator : public MaskStepIterator<StepIterator<K>, K>
{
    using Base = MaskStepIterator<StepIterator<K>, K>;
    friend Base;

public:
    StepIterator() = default;
    StepIterator(typename K::Vertex source, const std::ptrdiff_t *offsets, const typename K::Cost *costs, std::uint64_t mask)
        : Base(mask)
        , m_source(source)
        , m_offsets(offsets)
        , m_costs(costs)
    {
        load();
    }

private:
    typename K::Vertex m_source = nullptr;
    const std::ptrdiff_t *m_offsets = nullptr;
    const typename K::Cost *m_costs = nullptr;

    void load()
    {
        if (!this->m_mask)
            return;
        const std::uint64_t d = std::uint64_t(std::countr_zero(this->m_mask));
        this->m_edge.cost = m_costs[d];
        this->m_edge.target = m_source + m_offsets[d];
        this->m_edge.pred = std::uint8_t(d);
    }
};

// pf2e's out-edges of a state: like StepIterator, but the target's level follows from the
// source's level and the step's cost code (StrideLevels::next, one row per level).
template<class K>
class StrideStepIterator : public MaskStepIterator<StrideStepIterator<K>, K>
{
    using Base = MaskStepIterator<StrideStepIterator<K>, K>;
    friend Base;

public:
    StrideStepIterator() = default;
    StrideStepIterator(typename K::Vertex front, const std::ptrdiff_t *offsets, const std::uint8_t *codes,
                       const std::uint16_t *next, std::uint64_t mask)
        : Base(mask)
        , m_front(front)
        , m_offsets(offsets)
        , m_codes(codes)
        , m_next(next)
    {
        load();
    }

private:
    typename K::Vertex m_front = nullptr; // the source's (anchor, parity) block
    const std::ptrdiff_t *m_offsets = nullptr;
    const std::uint8_t *m_codes = nullptr;
    const std::uint16_t *m_next = nullptr;

    void load()
    {
        if (!this->m_mask)
            return;
        const std::uint64_t d = std::uint64_t(std::countr_zero(this->m_mask));
        const std::uint8_t code = m_codes[d];
        const std::uint16_t next = m_next[code];
        const std::uint16_t level = next & std::uint16_t(~StrideLevels::kNewStride);
        this->m_edge.cost = code;
        this->m_edge.target = m_front + m_offsets[d] + 1 + level;
        this->m_edge.pred = std::uint8_t(d);
        this->m_edge.newStride = std::uint8_t(next >> 15);
        this->m_edge.level = level;
    }
};


// Jump point search on a uniform grid with no corner cutting (Harabor and Grastien 2011,
// the no-corner-cutting rules of their 2014 paper): from a state reached by a straight
// step only the straight continuation and the squares it alone can reach well (forced
// neighbours) are successors; from a diagonal step, its two straight parts and itself.
// Each successor is jumped to: the run of squares in its direction is walked until a
// square with a forced neighbour, the goal, or (diagonals) a square from which a straight
// jump finds one. Every step of the grid costs the same per direction, so a jump of k
// squares costs k steps and the search stays exact; the squares between are filled in
// when the path is read back. Which squares are free is read off the step masks alone:
// on a uniform grid a free square's straight bit says its neighbour is free, and its
// diagonal bit says both squares beside the diagonal and the diagonal square are free.
struct JumpGrid {
    const std::uint16_t *steps = nullptr; // MoverLayers::openSteps
    std::ptrdiff_t offset[8] = {};
    std::uint32_t goal = kNone; // the goal anchor
    int goalX = -1;
    int goalY = -1;
    int width = 0;
    RowOf rowOf{1};
    const std::uint64_t *rows = nullptr;    // MoverLayers::freeRows
    const std::uint64_t *columns = nullptr; // MoverLayers::freeColumns
    const std::uint32_t *jumps = nullptr;   // MoverLayers::straightJumps, when prepared
    int rowWords = 0;
    int columnWords = 0;

    // A run along a line of free bits `line` (a row or a column) from position `from`, up
    // (Up: increasing positions) or down, with the lines beside it `sideA` and `sideB`.
    // It stops at the first position that is not free (no jump, unless the goal came
    // first) or where a square beside the run is free while the one behind it is not (a
    // forced neighbour: the jump ends there). 64 squares per step of the loop.
    template<bool Up>
    static int run(const std::uint64_t *line, const std::uint64_t *sideA, const std::uint64_t *sideB, int words, int from,
                   int goalAt)
    {
        int stop = -1;
        if constexpr (Up) {
            const int first = from + 1;
            for (int w = first >> 6; w < words; ++w) {
                const std::uint64_t a = sideA[w], b = sideB[w];
                // Bit p of behindA: the square beside the run behind p (p - 1) is free.
                const std::uint64_t behindA = (a << 1) | (w ? sideA[w - 1] >> 63 : 0);
                const std::uint64_t behindB = (b << 1) | (w ? sideB[w - 1] >> 63 : 0);
                std::uint64_t stops = ~line[w] | (a & ~behindA) | (b & ~behindB);
                if (w == first >> 6)
                    stops &= ~std::uint64_t(0) << (first & 63);
                if (stops) {
                    stop = w * 64 + std::countr_zero(stops);
                    break;
                }
            }
            if (goalAt > from && goalAt <= stop)
                return goalAt;
        } else {
            const int first = from - 1;
            for (int w = first >> 6; first >= 0 && w >= 0; --w) {
                const std::uint64_t a = sideA[w], b = sideB[w];
                // Bit p of behindA: the square beside the run behind p (p + 1) is free.
                const std::uint64_t behindA = (a >> 1) | (w + 1 < words ? sideA[w + 1] << 63 : 0);
                const std::uint64_t behindB = (b >> 1) | (w + 1 < words ? sideB[w + 1] << 63 : 0);
                std::uint64_t stops = ~line[w] | (a & ~behindA) | (b & ~behindB);
                if (w == first >> 6)
                    stops &= ~std::uint64_t(0) >> (63 - (first & 63));
                if (stops) {
                    stop = w * 64 + 63 - std::countl_zero(stops);
                    break;
                }
            }
            if (goalAt >= 0 && goalAt < from && goalAt >= stop)
                return goalAt;
        }
        if (stop < 0 || !((line[stop >> 6] >> (stop & 63)) & 1))
            return -1; // blocked (or the map's edge) first
        return stop;
    }

    enum : unsigned { E = 1, W = 2, S = 4, N = 8, SE = 16, SW = 32, NE = 64, NW = 128 };
    // The successor directions of a state reached by direction d (kNoPred: every step).
    static unsigned successors(unsigned m, unsigned d)
    {
        static constexpr unsigned kStraight[4][3] = {
            // natural, (side, side diagonal) when that side is forced
            {E, N | NE, S | SE},
            {W, N | NW, S | SW},
            {S, E | SE, W | SW},
            {N, E | NE, W | NW},
        };
        static constexpr unsigned kBehind[4][2] = {{NW, SW}, {NE, SE}, {NE, NW}, {SE, SW}};
        static constexpr unsigned kSide[4][2] = {{N, S}, {N, S}, {E, W}, {E, W}};
        static constexpr unsigned kDiagonal[4] = {E | S | SE, W | S | SW, E | N | NE, W | N | NW};
        if (d >= 8)
            return m;
        if (d >= 4)
            return m & kDiagonal[d - 4];
        unsigned out = kStraight[d][0];
        for (int side = 0; side < 2; ++side) {
            if ((m & kSide[d][side]) && !(m & kBehind[d][side]))
                out |= kStraight[d][1 + side];
        }
        return m & out;
    }
    // The jump from anchor a in direction D (0 east, 1 west, 2 south, 3 north): its end
    // and length (0: none). The first squares one by one from their step masks (a short
    // run, as in a maze, costs a load and a few bit tests a square), a long run 64 squares
    // at a time from the bit lines (run()).
    template<int D>
    std::uint32_t straight(std::uint32_t a, std::uint32_t &end) const
    {
        if (jumps) {
            // Prepared (MoverLayers::straightJumps): the jump without the goal, cut short
            // at the goal if the goal lies on it, or on the free run when there is no jump.
            const std::uint32_t t = jumps[4 * std::size_t(a) + D];
            const std::uint32_t k = t & 0xFFFFu;
            const std::uint32_t reach = k ? k : t >> 16;
            std::uint32_t g = 0;
            if constexpr (D == 0)
                g = goal > a ? goal - a : 0; // squares a + 1 .. a + reach are on a's row
            else if constexpr (D == 1)
                g = goal < a ? a - goal : 0;
            else if (goal != kNone) {
                const int y = rowOf(a);
                if (int(a) - y * width == goalX)
                    g = std::uint32_t(D == 2 ? std::max(goalY - y, 0) : std::max(y - goalY, 0));
            }
            if (g && g <= reach) {
                end = goal;
                return g;
            }
            if (k)
                end = std::uint32_t(std::ptrdiff_t(a) + std::ptrdiff_t(k) * offset[D]);
            return k;
        }
        // A square beside the run that is open while the one behind it is not is a forced
        // neighbour: the run stops there.
        constexpr unsigned side1 = D < 2 ? N : E;
        constexpr unsigned side2 = D < 2 ? S : W;
        constexpr unsigned behind1 = D == 0 ? NW : D == 1 ? NE : D == 2 ? NE : SE;
        constexpr unsigned behind2 = D == 0 ? SW : D == 1 ? SE : D == 2 ? NW : SW;
        constexpr std::uint32_t kOneByOne = 8;
        const std::ptrdiff_t step = offset[D];
        unsigned m = steps[a];
        for (std::uint32_t k = 1; k <= kOneByOne; ++k) {
            if (!(m & (1u << D)))
                return 0;
            a = std::uint32_t(std::ptrdiff_t(a) + step);
            m = steps[a];
            if (a == goal || ((m & side1) && !(m & behind1)) || ((m & side2) && !(m & behind2))) {
                end = a;
                return k;
            }
        }
        const int y = rowOf(a);
        const int x = int(a) - y * width;
        int to;
        if constexpr (D < 2) { // along row y, the rows above and below beside it
            const std::uint64_t *row = rows + std::ptrdiff_t(y + 1) * rowWords;
            to = run<D == 0>(row, row - rowWords, row + rowWords, rowWords, x, goalY == y ? goalX : -1);
            if (to < 0)
                return 0;
            end = std::uint32_t(y * width + to);
            return kOneByOne + std::uint32_t(std::abs(to - x));
        } else { // along column x
            const std::uint64_t *column = columns + std::ptrdiff_t(x + 1) * columnWords;
            to = run<D == 2>(column, column - columnWords, column + columnWords, columnWords, y, goalX == x ? goalY : -1);
            if (to < 0)
                return 0;
            end = std::uint32_t(to * width + x);
            return kOneByOne + std::uint32_t(std::abs(to - y));
        }
    }
    template<int D>
    std::uint32_t diagonal(std::uint32_t a, std::uint32_t &end) const
    {
        // The straight parts of SE, SW, NE, NW.
        constexpr int horizontal = D == 4 || D == 6 ? 0 : 1;
        constexpr int vertical = D < 6 ? 2 : 3;
        const std::ptrdiff_t step = offset[D];
        std::uint32_t ignored = 0;
        for (std::uint32_t k = 1;; ++k) {
            if (!((steps[a] >> D) & 1))
                return 0;
            a = std::uint32_t(std::ptrdiff_t(a) + step);
            if (a == goal || straight<horizontal>(a, ignored) || straight<vertical>(a, ignored)) {
                end = a;
                return k;
            }
        }
    }
    std::uint32_t jump(std::uint32_t a, int d, std::uint32_t &end) const
    {
        switch (d) {
        case 0:
            return straight<0>(a, end);
        case 1:
            return straight<1>(a, end);
        case 2:
            return straight<2>(a, end);
        case 3:
            return straight<3>(a, end);
        case 4:
            return diagonal<4>(a, end);
        case 5:
            return diagonal<5>(a, end);
        case 6:
            return diagonal<6>(a, end);
        default:
            return diagonal<7>(a, end);
        }
    }
};

template<class K>
class MoveGraph
{
public:
    using Edge = MoveEdge<K>;
    using Cost = typename K::Cost;
    using Node = typename K::Node;
    using Vertex = typename K::Vertex;
    // Squeezers' open states have up to 32 out-edges (squeezed entries at 4 core
    // offsets): those are made into an array, as are the steps of a search that counts
    // provoking steps; everyone else's come from the step mask.
    // A jump point search state's jumps are made at once, into an array, so that their
    // targets can be fetched from memory together (see outEdges).
    using EdgeIterator = std::conditional_t<K::tie || K::jump, const Edge *,
                                            std::conditional_t<K::pf2e, StrideStepIterator<K>, StepIterator<K>>>;

    MoveGraph(const MoverLayers &layers, const SearchParams &params, const StepCostTable &costs,
              const StrideLevels *levels, Node *nodes, std::uint32_t start)
        : m_layers(layers)
        , m_table(costs)
        , m_levels(levels)
        , m_block(levels ? levels->blockSize() : 1)
        , m_byBlock(int(m_block))
        , m_nodes(nodes)
        , m_open(layers.open.data())
        , m_openSteps(layers.openSteps.data())
        , m_width(layers.width)
        , m_anchors(std::uint32_t(layers.width) * std::uint32_t(layers.height))
        , m_start(start)
        , m_singleStep(params.singleStep)
        , m_threatOpen(params.avoidThreats && !layers.threatOpen.empty() ? layers.threatOpen.data() : nullptr)
        , m_threatCore(params.avoidThreats && !layers.threatCore.empty() ? layers.threatCore.data() : nullptr)
    {
        m_jump.steps = m_openSteps;
        m_jump.width = layers.width;
        m_jump.rowOf = RowOf::forWidth(layers.width);
        m_jump.rows = layers.freeRows.data();
        m_jump.columns = layers.freeColumns.data();
        m_jump.jumps = layers.straightJumps.empty() ? nullptr : layers.straightJumps.data();
        m_prefetchJumps = m_jump.jumps && m_anchors > kPrefetchAnchors;
        m_jump.rowWords = layers.rowWords;
        m_jump.columnWords = layers.columnWords;
        for (int o = 0; o < 4; ++o)
            m_coreOffset[o] = (o >> 1) * layers.width + (o & 1);
        for (int d = 0; d < 8; ++d) {
            m_offset[d] = kDirections[d].dy * layers.width + kDirections[d].dx;
            m_jump.offset[d] = m_offset[d];
            for (int parity = 0; parity < 2; ++parity) {
                m_plainCost[parity][d] = edgeCost<K>(costs, 0, parity, d, AnchorFlag::Free);
                // From an open state to the open state one step away (pf2e: block to block).
                const int nextParity = K::parities == 2 ? parity ^ (d >> 2) : 0;
                m_stateOffset[parity][d] =
                    (std::ptrdiff_t(m_offset[d]) * std::ptrdiff_t(K::perAnchor) + (nextParity - (K::parities == 2 ? parity : 0)))
                    * std::ptrdiff_t(m_block);
            }
        }
    }

    // pf2e: a state is its (anchor, parity) state of the 5e layout times the nodes per
    // (anchor, parity), plus 1 + its level (StrideLevels::blockSize).
    std::uint32_t blockSize() const { return m_block; }
    std::uint32_t withoutLevel(std::uint32_t state) const
    {
        if constexpr (K::pf2e)
            return std::uint32_t(m_byBlock(state));
        else
            return state;
    }
    // pf2e: the visitor found the state it examines dominated (StrideVisitor): the next
    // out_edges() is empty.
    void omitNextEdges() const { m_omitNext = true; }

    std::uint32_t stateOf(const Node *v) const { return std::uint32_t(v - m_nodes); }
    Vertex vertexOf(std::uint32_t state) const { return m_nodes + state; }

    std::pair<EdgeIterator, EdgeIterator> outEdges(Vertex u) const
    {
        const std::uint32_t state = stateOf(u);
        m_source = u;
        if constexpr (K::pf2e) {
            return strideEdges(u, state);
        } else if constexpr (K::tie) {
            return {m_edges.data(), expand(u, state)};
        } else if constexpr (K::jump) {
            // One state per anchor; the pred code is the direction the state was reached by.
            // An edge per successor direction whose jump ends somewhere, in direction order.
            const unsigned steps = m_openSteps[state] & 0xFFu;
            const unsigned arrival = unsigned((u->word & kWordLowBits) >> 1); // kNoPred at the start
            Edge *out = m_edges.data();
            for (unsigned mask = JumpGrid::successors(steps, arrival); mask; mask &= mask - 1) {
                const int d = std::countr_zero(mask);
                std::uint32_t end = 0;
                const std::uint32_t k = m_jump.jump(state, d, end);
                if (!k)
                    continue;
                out->cost = m_plainCost[0][d] * k;
                out->target = m_nodes + end;
                out->pred = std::uint8_t(d);
                out->steps = std::uint16_t(k);
                ++out;
                // Relaxing the edge reads the target's node and, with landmarks, its row of
                // landmark distances: far apart on a big map, so ask for them now and let the
                // jumps' cache misses overlap instead of following one another.
                __builtin_prefetch(m_nodes + end);
                if (m_prefetchJumps) {
                    // And what expanding it reads, should it come to that: the step masks and
                    // straight jumps of its square and of the squares a diagonal jump from it
                    // passes first (the rows above and below). Only on a map whose tables
                    // outgrow the caches: on a small one they stay there.
                    const std::uint32_t *jumps = m_jump.jumps + 4 * std::size_t(end);
                    const std::ptrdiff_t row = 4 * std::ptrdiff_t(m_width);
                    __builtin_prefetch(m_openSteps + end);
                    __builtin_prefetch(jumps);
                    if (end >= std::uint32_t(m_width) + 1) {
                        __builtin_prefetch(m_openSteps + end - m_width);
                        __builtin_prefetch(jumps - row - 4);
                        __builtin_prefetch(jumps - row + 7);
                    }
                    if (end + std::uint32_t(m_width) + 1 < m_anchors) {
                        __builtin_prefetch(m_openSteps + end + m_width);
                        __builtin_prefetch(jumps + row - 4);
                        __builtin_prefetch(jumps + row + 7);
                    }
                }
                if (m_landmarkRows)
                    __builtin_prefetch(m_landmarkRows + std::size_t(end) * m_landmarkStride);
            }
            return {m_edges.data(), out};
        } else {
            const Decoded s = decode<K>(state);
            const unsigned steps = m_openSteps[s.anchor];
            std::uint64_t mask = steps & K::directionMask;
            const Cost *costs = m_plainCost[s.parity];
            if (!(steps & MoverLayers::kPlainSteps)) {
                // Some step lands on costly ground: look each one up (RULES.md 4.2).
                for (std::uint64_t m = mask; m; m &= m - 1) {
                    const int d = std::countr_zero(m);
                    m_stepCost[d] = edgeCost<K>(m_table, 0, s.parity, d, m_open[s.anchor + std::uint32_t(m_offset[d])]);
                }
                costs = m_stepCost;
            }
            return {StepIterator<K>(u, m_stateOffset[s.parity], costs, mask), StepIterator<K>()};
        }
    }
    Vertex source() const { return m_source; }
    int offset(int d) const { return m_offset[d]; }
    void setJumpGoal(GridPoint to)
    {
        m_jump.goal = std::uint32_t(to.y * m_width + to.x);
        m_jump.goalX = to.x;
        m_jump.goalY = to.y;
    }
    Cost plainCost(int d) const { return m_plainCost[0][d]; }
    // Jump point search: the landmark distances the estimate reads per anchor (LandmarkTerms).
    void setLandmarkRows(const std::uint32_t *rows, std::uint32_t stride)
    {
        m_landmarkRows = rows;
        m_landmarkStride = stride;
    }

private:
    const MoverLayers &m_layers;
    const StepCostTable &m_table;
    const StrideLevels *m_levels;
    std::uint32_t m_block;
    RowOf m_byBlock; // divides by the nodes per (anchor, parity)
    mutable bool m_omitNext = false;
    Node *m_nodes;
    const std::uint8_t *m_open;
    const std::uint16_t *m_openSteps;
    int m_width;
    std::uint32_t m_anchors;
    static constexpr std::uint32_t kPrefetchAnchors = 1u << 16; // 1 MB of straight jumps
    bool m_prefetchJumps = false;
    std::uint32_t m_start;
    bool m_singleStep;
    int m_offset[8] = {};
    int m_coreOffset[4] = {}; // a squeezed position's core anchor from its anchor, per offset
    Cost m_plainCost[2][8] = {}; // [parity][direction], onto plain ground
    std::ptrdiff_t m_stateOffset[2][8] = {}; // [parity][direction]
    mutable Vertex m_source = nullptr;
    mutable Cost m_stepCost[8] = {};
    const std::uint64_t *m_threatOpen; // MoverLayers::threatOpen when the search counts provoking steps
    const std::uint64_t *m_threatCore;
    mutable std::array<Edge, K::squeeze ? 40 : K::threat || K::jump ? 8 : 1> m_edges; // <= 8 steps, or 8 x 4 squeezed entries
    JumpGrid m_jump;
    const std::uint32_t *m_landmarkRows = nullptr;
    std::uint32_t m_landmarkStride = 0;

    Edge *expand(Vertex u, std::uint32_t state) const;

    std::pair<EdgeIterator, EdgeIterator> strideEdges(Vertex u, std::uint32_t state) const
    {
        if constexpr (K::pf2e) {
            const std::uint32_t base = withoutLevel(state);
            const std::uint32_t slot = state - base * m_block;
            const std::uint32_t level = slot - 1;
            const Decoded s = decode<K>(base);
            const unsigned steps = m_openSteps[s.anchor];
            std::uint64_t mask = steps & K::directionMask;
            if (m_singleStep && state != m_start) // RULES.md 4.5: a prone pf2e creature Crawls one square
                mask = 0;
            if (m_omitNext) {
                m_omitNext = false;
                mask = 0;
            }
            const std::uint16_t *next = m_levels->next.data() + std::size_t(level) * StrideLevels::kCodes;
            const Cost *codes = m_plainCost[s.parity];
            if (!(steps & MoverLayers::kPlainSteps)) {
                for (std::uint64_t m = mask; m; m &= m - 1) {
                    const int d = std::countr_zero(m);
                    m_stepCost[d] = edgeCost<K>(m_table, 0, s.parity, d, m_open[s.anchor + std::uint32_t(m_offset[d])]);
                }
                codes = m_stepCost;
            }
            // RULES.md 4.5: a step dearer than the speed is no edge.
            for (std::uint64_t m = mask; m; m &= m - 1) {
                const int d = std::countr_zero(m);
                if (next[codes[d]] == StrideLevels::kImpossible)
                    mask &= ~(std::uint64_t(1) << d);
            }
            return {StrideStepIterator<K>(u - slot, m_stateOffset[s.parity], codes, next, mask), StrideStepIterator<K>()};
        } else {
            (void)u;
            (void)state;
            return {};
        }
    }
};

// The hostiles whose reach a step leaves where they could make an opportunity attack
// (MoverLayers::threatOpen): `leaving` is the second word of the step's start (those that
// would have an attack when the mover leaves it), `to` the destination's pair.
inline std::uint8_t provokingStep(std::uint64_t leaving, const std::uint64_t *to)
{
    // Most steps leave no reach, and without a popcount instruction in the target
    // (x86-64 baseline) std::popcount is a library call: count only when there is something.
    const std::uint64_t leaves = leaving & ~to[0];
    return leaves ? std::uint8_t(std::popcount(leaves)) : 0;
}

// A squeezer's out-edges (RULES.md 4.4), and those of a search that counts provoking steps.
// Which steps exist comes from the layers' masks (RULES.md 4.1 and 4.4 judged once per
// layers); the edges are listed in direction order, a squeezing entry's offsets in order.
template<class K>
MoveEdge<K> *MoveGraph<K>::expand(Vertex u, std::uint32_t state) const
{
    // A step's target is the source's node plus the step's offset between states of one
    // mode (m_stateOffset), moved by the difference of the modes (K::parities apart).
    const Decoded s = decode<K>(state);
    const std::ptrdiff_t *stateOffset = m_stateOffset[s.parity];
    Edge *out = m_edges.data();
    const std::uint32_t a = s.anchor;
    const std::uint8_t *open = m_open;
    const std::uint64_t *threatOpen = m_threatOpen;
    if (s.mode == 0) {
        // Nothing to count unless some hostile could attack the mover leaving here.
        const std::uint64_t leaving = threatOpen ? threatOpen[2 * a + 1] : 0;
        // Open to open: the step masks hold every legality test (RULES.md 4.1). The step
        // back to the open state this one was reached from is left out: every step costs
        // something, so it can't improve that state's label.
        const unsigned steps = m_openSteps[a];
        const Cost *plain = (steps & MoverLayers::kPlainSteps) ? m_plainCost[s.parity] : nullptr;
        const unsigned pred = unsigned(u->word >> 1) & 63u;
        const unsigned back = pred < 8 ? 1u << (pred ^ (pred < 4 ? 1u : 3u)) : 0u;
        for (unsigned mask = steps & K::directionMask & ~back; mask; mask &= mask - 1) {
            const int d = std::countr_zero(mask);
            const std::uint32_t b = a + std::uint32_t(m_offset[d]);
            *out++ = Edge{plain ? plain[d] : edgeCost<K>(m_table, 0, s.parity, d, open[b]), u + stateOffset[d], std::uint8_t(d), 0, 0,
                          leaving ? provokingStep(leaving, threatOpen + 2 * b) : std::uint8_t(0)};
        }
        if constexpr (K::squeeze) {
            // Entering a squeezed position picks the core's offset.
            const std::uint8_t *core = m_layers.core.data();
            const std::uint64_t *threatCore = m_threatCore;
            constexpr std::uint32_t kEntryMask = K::directions == 4 ? 0xFFFFu : 0xFFFFFFFFu;
            for (std::uint32_t entries = m_layers.squeezeEntries[a] & kEntryMask; entries; entries &= entries - 1) {
                const int bit = std::countr_zero(entries);
                const int d = bit >> 2;
                const int o = bit & 3;
                const std::uint32_t cb = a + std::uint32_t(m_coreOffset[o] + m_offset[d]);
                *out++ = Edge{edgeCost<K>(m_table, 1, s.parity, d, core[cb]), u + stateOffset[d] + (1 + o) * std::ptrdiff_t(K::parities),
                              std::uint8_t(d), 1, 0,
                              leaving ? provokingStep(leaving, threatCore + 2 * cb) : std::uint8_t(0)};
            }
        }
        return out;
    }
    if constexpr (K::squeeze) {
        // A step that starts squeezed moves the core at its fixed offset: into the open
        // position if that is free, else squeezed at the same offset if the core is free.
        const std::uint8_t *core = m_layers.core.data();
        const std::uint64_t *threatCore = m_threatCore;
        const std::uint32_t coreFrom = a + std::uint32_t(m_coreOffset[s.mode - 1]);
        const unsigned legal = m_layers.coreLegal[coreFrom] & K::directionMask;
        const unsigned toOpen = legal & m_layers.openFreeTo[a];
        const unsigned stay = legal & m_layers.squeezeSteps[a] & m_layers.coreFreeTo[coreFrom];
        const std::uint64_t leaving = threatOpen ? threatCore[2 * coreFrom + 1] : 0;
        // As from an open state, the step back to the state this one was reached from is
        // left out (it can't improve that state's label): back into the open position it
        // came from, or squeezed at the same offset into the squeezed position it came from.
        // (A squeezed state is reached from an open one or squeezed at its own offset.)
        const unsigned arrival = unsigned(u->word >> 1) & 63u;
        unsigned back = 0;
        if (arrival != kNoPred) {
            const unsigned od = (arrival & 7u) ^ ((arrival & 7u) < 4 ? 1u : 3u);
            back = (arrival >> 3) == 0 ? toOpen & (1u << od) : stay & ~toOpen & (1u << od);
        }
        for (unsigned mask = (toOpen | stay) & ~back; mask; mask &= mask - 1) {
            const int d = std::countr_zero(mask);
            const std::uint8_t pred = std::uint8_t(d | (s.mode << 3));
            if ((toOpen >> d) & 1) {
                const std::uint32_t b = a + std::uint32_t(m_offset[d]);
                *out++ = Edge{edgeCost<K>(m_table, 0, s.parity, d, open[b]), u + stateOffset[d] - s.mode * std::ptrdiff_t(K::parities),
                              pred, 0, 0, leaving ? provokingStep(leaving, threatOpen + 2 * b) : std::uint8_t(0)};
            } else {
                const std::uint32_t cb = coreFrom + std::uint32_t(m_offset[d]);
                *out++ = Edge{edgeCost<K>(m_table, 1, s.parity, d, core[cb]), u + stateOffset[d], pred, 1, 0,
                              leaving ? provokingStep(leaving, threatCore + 2 * cb) : std::uint8_t(0)};
            }
        }
    }
    return out;
}

} // namespace bm

namespace boost {

template<class K>
struct graph_traits<bm::MoveGraph<K>> {
    using vertex_descriptor = typename K::Vertex;
    using edge_descriptor = bm::MoveEdge<K>;
    using out_edge_iterator = typename bm::MoveGraph<K>::EdgeIterator;
    using directed_category = directed_tag;
    using edge_parallel_category = allow_parallel_edge_tag;
    using traversal_category = incidence_graph_tag;
    using degree_size_type = std::size_t;
    using vertices_size_type = std::size_t;
    using edges_size_type = std::size_t;
    static vertex_descriptor null_vertex() { return nullptr; }
};

} // namespace boost

namespace bm {

template<class K>
inline std::pair<typename MoveGraph<K>::EdgeIterator, typename MoveGraph<K>::EdgeIterator> out_edges(typename K::Vertex u,
                                                                                                    const MoveGraph<K> &g)
{
    return g.outEdges(u);
}
// Edges are asked for from the state being expanded: that is every edge's source.
template<class K>
inline typename K::Vertex source(const MoveEdge<K> &, const MoveGraph<K> &g)
{
    return g.source();
}
template<class K>
inline typename K::Vertex target(const MoveEdge<K> &e, const MoveGraph<K> &)
{
    return e.target;
}
template<class K>
inline std::size_t out_degree(typename K::Vertex u, const MoveGraph<K> &g)
{
    const auto range = g.outEdges(u);
    return std::size_t(std::distance(range.first, range.second));
}

namespace {

// ---------------------------------------------------------------------------------------
// Property maps over the generation-stamped nodes: an untouched node reads as white, so
// nothing is cleared between queries. BGL colours a state gray after tree_edge, which
// touched it, and "black" (gray) after expanding it: the stamp already says so, put()
// has nothing to do.

template<class Node>
struct WordColorMap { // 5e family: stamped in the word's top bits
    using key_type = Node *;
    using value_type = NodeColor;
    using reference = NodeColor;
    using category = boost::read_write_property_map_tag;
    std::uint64_t generationBits;
};
template<class Node>
inline NodeColor get(const WordColorMap<Node> &m, const Node *v)
{
    // Most edges of an A* expansion lead to states it has seen: say so to the compiler,
    // which then keeps that path's values in registers.
    return __builtin_expect(v->word >= m.generationBits, 1) ? NodeColor::Gray : NodeColor::White;
}
template<class Node>
inline void put(const WordColorMap<Node> &, const Node *, NodeColor)
{
}

struct TagColorMap { // pf2e: stamped in the tag's top bits
    using key_type = StrideNode *;
    using value_type = NodeColor;
    using reference = NodeColor;
    using category = boost::read_write_property_map_tag;
    std::uint32_t generationTag;
};
inline NodeColor get(const TagColorMap &m, const StrideNode *v)
{
    return (v->tag ^ m.generationTag) >> kTagGenerationShift ? NodeColor::White : NodeColor::Gray;
}
inline void put(const TagColorMap &, const StrideNode *, NodeColor) {}

// RULES.md 4.5 (version 2): fewest Strides, then the least total feet; the state's level
// holds the feet used in its Stride. With one level per (anchor, parity) (StrideLevels'
// fallback) the feet used in the current Stride come second, which keeps the Strides exact.
struct StrideLess {
    bool byTotal = true;
    bool operator()(const Label &a, const Label &b) const
    {
        if (a.strides != b.strides)
            return a.strides < b.strides;
        if (byTotal)
            return a.total < b.total - kEps;
        if (a.inStride < b.inStride - kEps)
            return true;
        if (a.inStride > b.inStride + kEps)
            return false;
        return a.total < b.total - kEps;
    }
};

// pf2e's Buffer: a binary heap of (key, state) entries, the key StrideLess's order packed
// into 64 bits (Strides, then the feet in 2^-20 ft). An improved state is filed again; an
// entry whose key is no longer its state's, or whose state has been expanded, is stale
// and skipped (keys that round alike only cost a re-expansion: the visitor still relaxes
// with StrideLess). It skips states the limits cut off and reports empty once the goal is
// popped, which is final.
class HeapQueue
{
public:
    using value_type = StrideNode *;
    using size_type = std::size_t;

    HeapQueue(bool byTotal, std::vector<BucketEntry> &entries)
        : m_entries(entries)
        , m_byTotal(byTotal)
    {
        m_entries.clear();
    }
    void push(StrideNode *v)
    {
        if (std::isinf(v->total))
            return;
        v->slot = 0; // queued
        m_entries.push_back(BucketEntry{v, keyOf(*v)});
        std::push_heap(m_entries.begin(), m_entries.end(), Later{});
    }
    void update(StrideNode *v) { push(v); }
    // BGL asks empty(), then top(), then pop(): empty() drops stale entries off the top.
    StrideNode *top() const { return static_cast<StrideNode *>(m_entries.front().node); }
    void pop()
    {
        top()->slot = kNone; // expanded
        std::pop_heap(m_entries.begin(), m_entries.end(), Later{});
        m_entries.pop_back();
    }
    bool empty()
    {
        if (m_stopped)
            return true;
        while (!m_entries.empty()) {
            const BucketEntry &e = m_entries.front();
            const StrideNode &n = *static_cast<const StrideNode *>(e.node);
            if (n.slot != kNone && e.word == keyOf(n))
                return false;
            std::pop_heap(m_entries.begin(), m_entries.end(), Later{});
            m_entries.pop_back();
        }
        return true;
    }
    void finishCurrentBucket() { m_stopped = true; }
    void resume() { m_stopped = false; }
    void release() {}

private:
    std::vector<BucketEntry> &m_entries;
    bool m_byTotal;
    bool m_stopped = false;

    struct Later {
        bool operator()(const BucketEntry &a, const BucketEntry &b) const { return a.word > b.word; }
    };
    std::uint64_t keyOf(const StrideNode &n) const
    {
        constexpr double kMaxFeet = double((std::uint64_t(1) << 48) - 1);
        const double feet = std::min((m_byTotal ? n.total : double(n.inStride)) * double(1 << 20), kMaxFeet);
        return (std::uint64_t(n.strides) << 48) | std::uint64_t(feet);
    }
};

} // namespace

// ---------------------------------------------------------------------------------------
// Landmark lower bounds (ALT) for the 5e family's A*. On the anchors, with one relaxed
// step per (anchor, direction): it exists when some state at the anchor has a step in
// that direction (open or squeezed, any core offset), and costs the least such step could
// cost under any parity (open or squeezed destination flags), rounded down to whole
// units of 2^kUnitShift fixed-point. Every real step of the search is then at least its
// relaxed step, so for a landmark L and the relaxed distances d,
//     d(L, goal) - d(L, v)   and   d(v, L) - d(goal, L)
// never exceed the real cost from v to the goal (triangle inequality), and each changes
// along a step by at most the relaxed step's cost: admissible AND consistent, as is their
// maximum with the plain estimate, so the bucket queue's f still never decreases along an
// edge and labels stay exact. A state the relaxed graph says can't reach the goal (L
// reaches v but not the goal, or the goal reaches L but v doesn't) is never queued.
// The landmarks: the farthest anchor from a seed, then each the anchor farthest from
// those chosen so far (the reachable part of the map). A query uses the few terms that
// bound its start best.
// Storage that starts on a cache line: a row of landmark distances (32 bytes for eight
// landmarks) then never straddles two lines, and a search reads each row it needs with one
// miss instead of two for every other row (malloc's large blocks start 16 bytes into a page).
template<class T>
struct CacheLineAllocator {
    using value_type = T;
    static constexpr std::align_val_t kAlign{64};
    CacheLineAllocator() = default;
    template<class U>
    CacheLineAllocator(const CacheLineAllocator<U> &)
    {
    }
    T *allocate(std::size_t n) { return static_cast<T *>(::operator new(n * sizeof(T), kAlign)); }
    void deallocate(T *p, std::size_t) { ::operator delete(p, kAlign); }
    friend bool operator==(const CacheLineAllocator &, const CacheLineAllocator &) { return true; }
};

struct LandmarkBounds {
    static constexpr int kUnitShift = 14;
    static constexpr int kMaxLandmarks = 8;
    static constexpr int kActive = 4; // terms a query reads per estimate
    static constexpr std::uint32_t kInf = std::numeric_limits<std::uint32_t>::max();

    CostRules rules; // what they were built for (in squares: the square's feet don't matter)
    int count = 0;      // landmarks
    bool symmetric = false; // distances to a landmark are those from it (a uniform grid)
    int stride = 0;     // values per anchor: count from, then (unless symmetric) count to
    std::vector<std::uint32_t, CacheLineAllocator<std::uint32_t>> dist; // [anchor * stride + term], kInf: unreachable

    bool matches(const SearchParams &p) const { return rules == CostRules::of(p); }
    int terms() const { return symmetric ? 2 * count : stride; }
    // Term t's value at an anchor, and its sign: +1 for d(L, goal) - d(L, v) (t < count).
    std::uint32_t value(std::uint32_t anchor, int t) const
    {
        return dist[std::size_t(anchor) * std::size_t(stride) + std::size_t(symmetric && t >= count ? t - count : t)]; // t < 2 count
    }
    bool build(const MoverLayers &layers, const StepCostTable &table, const SearchParams &p, std::uint32_t seed);
};

namespace {

// One Dijkstra over the relaxed steps (`costs[a * 8 + d]`, kInf: none), from `source`
// (forward) or to it (backward); `out[a * stride]` gets the distances. Every relaxed step
// costs at least a square, so a ring of buckets a square wide is exact (Dial): the states
// of one bucket can't improve each other. `ring` has room for the dearest step.
void landmarkDijkstra(const std::vector<std::uint32_t> &costs, const int *offset, std::uint32_t anchors, std::uint32_t source,
                      bool forward, std::uint32_t *out, std::size_t stride, std::vector<std::vector<std::uint32_t>> &ring)
{
    constexpr std::uint32_t kInf = LandmarkBounds::kInf;
    constexpr int kBucketShift = kSquareShift - LandmarkBounds::kUnitShift;
    for (std::uint32_t a = 0; a < anchors; ++a)
        out[a * stride] = kInf;
    for (auto &slot : ring)
        slot.clear();
    const std::size_t ringSize = ring.size();
    out[std::size_t(source) * stride] = 0;
    ring[0].push_back(source);
    std::size_t pending = 1;
    for (std::uint64_t b = 0; pending; ++b) {
        std::vector<std::uint32_t> &slot = ring[b % ringSize];
        for (std::size_t i = 0; i < slot.size(); ++i) {
            const std::uint32_t u = slot[i];
            --pending;
            const std::uint32_t du = out[std::size_t(u) * stride];
            if ((du >> kBucketShift) != b)
                continue; // improved since: filed again further on
            for (int d = 0; d < 8; ++d) {
                std::uint32_t v;
                std::uint32_t c;
                if (forward) {
                    c = costs[std::size_t(u) * 8 + std::size_t(d)];
                    v = u + std::uint32_t(offset[d]);
                } else {
                    v = u - std::uint32_t(offset[d]); // the step d from v lands on u
                    if (v >= anchors)
                        continue;
                    c = costs[std::size_t(v) * 8 + std::size_t(d)];
                }
                if (c == kInf)
                    continue;
                const std::uint32_t dv = du + c; // below kInf: build() checks the map is small enough
                std::uint32_t &slotV = out[std::size_t(v) * stride];
                if (dv < slotV) {
                    slotV = dv;
                    ring[(dv >> kBucketShift) % ringSize].push_back(v);
                    ++pending;
                }
            }
        }
        slot.clear();
    }
}

} // namespace

bool LandmarkBounds::build(const MoverLayers &layers, const StepCostTable &table, const SearchParams &p, std::uint32_t seed)
{
    rules = CostRules::of(p);
    count = 0;
    dist.clear();
    const int w = layers.width;
    const std::uint32_t anchors = std::uint32_t(w) * std::uint32_t(layers.height);
    const int maxX = w - layers.size;
    const int maxY = layers.height - layers.size;
    if (anchors == 0 || maxX < 0 || maxY < 0 || seed >= anchors)
        return false;
    const unsigned directions = p.diagonals == Diagonals::Manhattan ? 0x0Fu : 0xFFu;
    const int parities = p.diagonals == Diagonals::Alternating ? 2 : 1;
    int offset[8];
    for (int d = 0; d < 8; ++d)
        offset[d] = kDirections[d].dy * w + kDirections[d].dx;
    const int coreOffset[4] = {0, 1, w, w + 1};
    std::vector<std::uint32_t> costs(std::size_t(anchors) * 8, kInf);
    std::uint64_t largest = 0;
    for (int y = 0; y <= maxY; ++y) {
        for (int x = 0; x <= maxX; ++x) {
            const std::uint32_t a = std::uint32_t(y * w + x);
            unsigned exists = layers.openSteps[a] & 0xFFu;
            if (layers.canSqueeze) {
                for (int d = 0; d < 8; ++d) {
                    if ((layers.squeezeEntries[a] >> (4 * d)) & 0xFu)
                        exists |= 1u << d;
                }
                for (int o = 0; o < 4; ++o) {
                    const std::uint32_t ca = a + std::uint32_t(coreOffset[o]);
                    if (ca >= anchors)
                        continue;
                    exists |= layers.coreLegal[ca] & (layers.openFreeTo[a] | (layers.squeezeSteps[a] & layers.coreFreeTo[ca]));
                }
            }
            exists &= directions;
            for (; exists; exists &= exists - 1) {
                const int d = std::countr_zero(exists);
                const int bx = x + kDirections[d].dx;
                const int by = y + kDirections[d].dy;
                if (bx < 0 || by < 0 || bx > maxX || by > maxY)
                    continue;
                const std::uint32_t b = a + std::uint32_t(offset[d]);
                std::uint64_t least = std::numeric_limits<std::uint64_t>::max();
                for (int parity = 0; parity < parities; ++parity) {
                    least = std::min(least, table.fixed[0][parity][d][layers.open[b]]);
                    if (layers.canSqueeze) {
                        for (int o = 0; o < 4; ++o) {
                            const std::uint32_t cb = b + std::uint32_t(coreOffset[o]);
                            if (cb < anchors)
                                least = std::min(least, table.fixed[1][parity][d][layers.core[cb]]);
                        }
                    }
                }
                costs[std::size_t(a) * 8 + std::size_t(d)] = std::uint32_t(least >> kUnitShift);
                largest = std::max(largest, least >> kUnitShift);
            }
        }
    }
    // Every distance must fit below kInf.
    if ((largest + 1) * std::uint64_t(anchors) >= kInf)
        return false;
    // A uniform grid's steps are the same both ways (every step plain, the cell rule alone).
    symmetric = layers.uniformGrid;
    const int landmarks = kMaxLandmarks;
    stride = symmetric ? landmarks : 2 * landmarks;
    dist.assign(std::size_t(anchors) * std::size_t(stride), kInf);
    std::vector<std::vector<std::uint32_t>> ring(std::size_t(largest >> (kSquareShift - kUnitShift)) + 2);
    std::vector<std::uint32_t> nearest(anchors); // distance from the seed, then from the nearest landmark
    std::vector<std::uint32_t> column(anchors);
    landmarkDijkstra(costs, offset, anchors, seed, true, nearest.data(), 1, ring);
    const auto leaves = [&](std::uint32_t a) {
        for (int d = 0; d < 8; ++d) {
            if (costs[std::size_t(a) * 8 + std::size_t(d)] != kInf)
                return true;
        }
        return false;
    };
    if (!leaves(seed)) {
        // A seed with no step (in a wall): the first anchor that has one.
        for (std::uint32_t a = 0; a < anchors; ++a) {
            if (leaves(a)) {
                landmarkDijkstra(costs, offset, anchors, a, true, nearest.data(), 1, ring);
                break;
            }
        }
    }
    const auto farthest = [&]() -> std::uint32_t {
        std::uint32_t best = kInf;
        std::uint32_t bestValue = 0;
        for (std::uint32_t a = 0; a < anchors; ++a) {
            if (nearest[a] != kInf && nearest[a] > bestValue) {
                bestValue = nearest[a];
                best = a;
            }
        }
        return best;
    };
    for (int i = 0; i < landmarks; ++i) {
        const std::uint32_t l = farthest();
        if (l == kInf)
            break;
        // Each search writes a plain array (cache-friendly), copied into its column after.
        landmarkDijkstra(costs, offset, anchors, l, true, column.data(), 1, ring);
        for (std::uint32_t a = 0; a < anchors; ++a) {
            dist[std::size_t(a) * std::size_t(stride) + std::size_t(i)] = column[a];
            if (nearest[a] != kInf)
                nearest[a] = std::min(nearest[a], column[a]);
        }
        if (!symmetric) {
            landmarkDijkstra(costs, offset, anchors, l, false, column.data(), 1, ring);
            for (std::uint32_t a = 0; a < anchors; ++a)
                dist[std::size_t(a) * std::size_t(stride) + std::size_t(landmarks + i)] = column[a];
        }
        count = i + 1;
    }
    if (count < landmarks) {
        // Fewer landmarks than room: compact the rows.
        const int newStride = symmetric ? count : 2 * count;
        std::vector<std::uint32_t, CacheLineAllocator<std::uint32_t>> packed(std::size_t(anchors) * std::size_t(newStride));
        for (std::uint32_t a = 0; a < anchors; ++a) {
            for (int i = 0; i < count; ++i) {
                packed[std::size_t(a) * newStride + i] = dist[std::size_t(a) * stride + i];
                if (!symmetric)
                    packed[std::size_t(a) * newStride + count + i] = dist[std::size_t(a) * stride + landmarks + i];
            }
        }
        dist.swap(packed);
        stride = newStride;
    }
    return count > 0;
}

LandmarkCache::LandmarkCache() = default;
LandmarkCache::~LandmarkCache() = default;
LandmarkCache::LandmarkCache(const LandmarkCache &) {}
LandmarkCache &LandmarkCache::operator=(const LandmarkCache &other)
{
    if (this != &other)
        reset();
    return *this;
}
void LandmarkCache::reset()
{
    bounds.clear();
}

namespace {

// A query's view of the landmark bounds: the kActive terms that bound its start best,
// with the goal's values. at() gives the bound in fixed-point squares, or kUnreachable.
constexpr std::uint64_t kUnreachable = std::numeric_limits<std::uint64_t>::max();

struct LandmarkTerms {
    static constexpr std::int64_t kBig = std::int64_t(1) << 40; // kInf, as the terms read it
    const std::uint32_t *dist = nullptr; // null: no landmarks
    std::uint32_t stride = 0;
    int n = 0;
    std::uint32_t index[LandmarkBounds::kActive] = {};
    std::int64_t goal[LandmarkBounds::kActive] = {};
    std::int64_t sign[LandmarkBounds::kActive] = {};

    static std::int64_t read(std::uint32_t x) { return x == LandmarkBounds::kInf ? kBig : std::int64_t(x); }

    void choose(const LandmarkBounds &b, std::uint32_t start, std::uint32_t goalAnchor)
    {
        dist = b.dist.data();
        stride = std::uint32_t(b.stride);
        // The kActive largest terms, the earlier term first among equal ones: a stable
        // sort's first kActive, kept in one pass (a query's fixed cost).
        const int terms = b.terms();
        n = std::min(terms, LandmarkBounds::kActive);
        int picked[LandmarkBounds::kActive] = {};
        std::int64_t bound[LandmarkBounds::kActive] = {};
        int kept = 0;
        // The goal's and the start's rows; a symmetric term t >= count reads column t - count.
        const std::uint32_t *goalRow = b.dist.data() + std::size_t(goalAnchor) * std::size_t(b.stride);
        const std::uint32_t *startRow = b.dist.data() + std::size_t(start) * std::size_t(b.stride);
        const int shift = b.symmetric ? b.count : 0;
        if (b.symmetric && n <= b.count) {
            // Symmetric: term c + count is term c negated, so of each pair the larger (the
            // earlier on a tie at 0) is at least every pair's smaller one, and wins a tie
            // with it (the smaller is 0 then, and a later term). With at least kActive
            // pairs the kActive largest terms are the pairs' larger ones: one difference
            // per landmark, ordered by value, then term, as the pass over every term
            // below orders them.
            for (int c = 0; c < b.count; ++c) {
                const std::int64_t difference = read(goalRow[c]) - read(startRow[c]);
                const std::int64_t v = difference >= 0 ? difference : -difference;
                const int t = difference >= 0 ? c : c + b.count;
                if (kept == n && !(v > bound[n - 1] || (v == bound[n - 1] && t < picked[n - 1])))
                    continue;
                int i = kept < n ? kept++ : n - 1;
                for (; i > 0 && (bound[i - 1] < v || (bound[i - 1] == v && picked[i - 1] > t)); --i) {
                    bound[i] = bound[i - 1];
                    picked[i] = picked[i - 1];
                }
                bound[i] = v;
                picked[i] = t;
            }
        }
        for (int t = 0; t < terms && !(b.symmetric && n <= b.count); ++t) {
            const bool from = t < b.count;
            const int column = from ? t : t - shift;
            const std::int64_t difference = read(goalRow[column]) - read(startRow[column]);
            const std::int64_t v = from ? difference : -difference;
            if (kept == n && !(v > bound[n - 1]))
                continue;
            int i = kept < n ? kept++ : n - 1;
            for (; i > 0 && bound[i - 1] < v; --i) {
                bound[i] = bound[i - 1];
                picked[i] = picked[i - 1];
            }
            bound[i] = v;
            picked[i] = t;
        }
        for (int i = 0; i < n; ++i) {
            const int t = picked[i];
            const int column = t < b.count ? t : b.symmetric ? t - b.count : t;
            index[i] = std::uint32_t(column);
            sign[i] = t < b.count ? 1 : -1;
            goal[i] = read(b.value(goalAnchor, column));
        }
        // Fewer terms than kActive: the rest read 0 - d(L0, v) <= 0, which the bound's
        // floor of 0 ignores, so at() runs a loop of fixed length (unrolled).
        for (int i = n; i < LandmarkBounds::kActive; ++i) {
            index[i] = 0;
            sign[i] = 1;
            goal[i] = 0;
        }
    }
    [[gnu::always_inline]] std::uint64_t at(std::uint32_t anchor) const
    {
        const std::uint32_t *row = dist + std::size_t(anchor) * stride;
        std::int64_t h = 0;
        for (int i = 0; i < LandmarkBounds::kActive; ++i)
            h = std::max(h, sign[i] * (goal[i] - read(row[index[i]])));
        if (h >= kBig / 2)
            return kUnreachable;
        return std::uint64_t(h) << LandmarkBounds::kUnitShift;
    }
};

} // namespace

namespace {

// ---------------------------------------------------------------------------------------
// The search's goal, and what the 5e family's A* estimates.

struct GoalTest {
    StartStates start;
    std::uint32_t first = 0; // the goal anchor's states are [first, first + count)
    std::uint32_t count = 0; // 0: no goal (a flood)
    std::uint32_t found = kNone;
};

// `state` without its pf2e level; the start is always a legal end.
template<class K>
bool mayEnd(const MoverLayers &layers, std::uint32_t state, bool isStart)
{
    if (isStart)
        return true;
    const Decoded d = decode<K>(state);
    if (d.mode == 0)
        return !(layers.open[d.anchor] & MoverFlag::NoEnd);
    const int ca = int(d.anchor) + ((d.mode - 1) >> 1) * layers.width + ((d.mode - 1) & 1);
    return !(layers.core[std::size_t(ca)] & MoverFlag::NoEnd);
}

// RULES.md 3: the cost of the same move on an empty map never exceeds the real cost, so
// it is an admissible and consistent A* estimate (fixed-point squares).
struct Estimate {
    bool on = false;
    int goalX = 0;
    int goalY = 0;
    LandmarkTerms landmarks; // when the layers have landmark bounds for these costs

    // The estimate at a state on `anchor` (x, y): the larger bound, or kUnreachable.
    template<Diagonals D>
    std::uint64_t full(std::uint32_t anchor, int x, int y, int parity) const
    {
        const std::uint64_t h = at<D>(x, y, parity);
        if (!landmarks.dist)
            return h;
        const std::uint64_t l = landmarks.at(anchor);
        return l == kUnreachable ? kUnreachable : std::max(h, l);
    }

    template<Diagonals D>
    std::uint64_t at(int x, int y, int parity) const
    {
        return offBy<D>(x - goalX, y - goalY, parity);
    }
    // The estimate for a state dx, dy squares from the goal.
    template<Diagonals D>
    static std::uint64_t offBy(std::int64_t dx, std::int64_t dy, std::int64_t parity)
    {
        const std::int64_t ax = std::abs(dx);
        const std::int64_t ay = std::abs(dy);
        const std::int64_t lo = std::min(ax, ay);
        if constexpr (D == Diagonals::Equal)
            return std::uint64_t(std::max(ax, ay)) << kSquareShift;
        else if constexpr (D == Diagonals::Manhattan)
            return std::uint64_t(ax + ay) << kSquareShift;
        else if constexpr (D == Diagonals::Exact) // (hi - lo) squares and lo diagonals
            return std::uint64_t(((ax + ay) << kSquareShift) + lo * (std::int64_t(kRoot2) - 2 * std::int64_t(kSquare)));
        else
            return std::uint64_t(ax + ay - lo + (lo + parity) / 2) << kSquareShift;
    }
};

// Once a goal state is settled, a queued state matters only if its f label is below the
// goal's label: every path through it costs at least that much (consistent estimate) and
// has at least its squeezed steps.
template<class K>
struct GoalBound {
    using Node = typename K::Node;
    const Node *nodes = nullptr;
    const GoalTest *goal = nullptr;
    Estimate estimate;
    RowOf rowOf{0};
    int width = 0;

    bool mayImprove(const Node *node) const
    {
        const std::uint32_t v = std::uint32_t(node - nodes);
        if (v - goal->first < goal->count) // a goal state improved after it settled: settle it again
            return true;
        const Node &n = *node;
        const Node &best = nodes[goal->found];
        std::uint64_t f = gOf(n.word);
        if (estimate.on) {
            const Decoded d = decode<K>(v);
            const int y = rowOf(d.anchor);
            const std::uint64_t h = estimate.template full<K::diagonals>(d.anchor, int(d.anchor) - y * width, y, d.parity);
            if (h == kUnreachable)
                return false;
            f += h;
        }
        const std::uint64_t bound = gOf(best.word);
        if constexpr (K::tie)
            return f < bound || (f == bound && n.tie < best.tie);
        return f < bound;
    }
};

// The 5e family's Buffer: a bucket queue (Dial) on f = g + h, one bucket per square (an
// eighth of one for exact diagonals): O(1) push and pop. Each entry carries the node word
// it was filed with: once the node improved (or settled) the entry is stale and skipped,
// so an improvement just files the node again. Within a bucket the newest entry comes
// first, which favours deeper states among equal f. The visitor decides the bucket:
// BGL's push(v) right after tree_edge files v under the bucket tree_edge chose.
template<class K>
class BucketQueue
{
public:
    using Node = typename K::Node;
    using value_type = Node *;
    using size_type = std::size_t;

    BucketQueue(std::vector<EntryStack> &buckets, std::vector<DeferredEntry> &deferred, const GoalBound<K> *bound)
        : m_buckets(buckets)
        , m_bucketData(buckets.data())
        , m_bucketCount(std::uint32_t(buckets.size()))
        , m_deferred(deferred)
        , m_bound(bound)
    {
        m_deferred.clear();
    }
    // BGL's push. tree_edge files what it labels itself; this files the start.
    void push(Node *v)
    {
        if (m_startPending) // every start (RULES.md 4.4: several for a squeezed start)
            file(v, v->word, 0);
    }
    // f never decreases along an edge (the estimate is exactly consistent in fixed point),
    // so a state is never filed below the bucket being expanded.
    void file(Node *v, std::uint64_t word, std::uint32_t bucket)
    {
        if (bucket >= m_end) {
            if (bucket >= m_bucketCount)
                grow(bucket);
            m_end = bucket + 1;
        }
        m_bucketData[bucket].push(BucketEntry{v, word});
    }
    Node *top() const { return m_top; }
    void setRowBytes(std::size_t n) { m_rowBytes = n; }
    // Settles the state: an equal label no longer improves it.
    void pop()
    {
        m_startPending = false;
        m_top->word |= kSettled;
        m_top = nullptr;
    }
    // Takes the first live entry off its bucket for top() (dropping stale ones on the
    // way): BGL always asks empty(), then top(), then pop().
    bool empty()
    {
        if (m_top)
            return false;
        if (m_cursor >= m_end) // nothing left, or stopped (see below)
            return true;
        for (;;) {
            EntryStack &bucket = m_bucketData[m_cursor];
            while (!bucket.empty()) {
                const BucketEntry e = bucket.back();
                bucket.pop();
                Node *node = static_cast<Node *>(e.node);
                if (node->word != e.word)
                    continue; // stale
                if (m_finishing && !m_bound->mayImprove(node)) {
                    // Still queued, but it can't beat the goal: set aside.
                    m_deferred.push_back(DeferredEntry{e, m_cursor});
                    continue;
                }
                // The entry below is likely the next one popped (unless expanding this
                // node files some above it): start reading its node for the stale test.
                if (!bucket.empty()) {
                    const Node *next = static_cast<const Node *>(bucket.back().node);
                    __builtin_prefetch(next);
                    // And its neighbours' nodes in the rows above and below, which its
                    // expansion reads next: rows of nodes are far apart, so those reads
                    // miss the cache on a big map; started now, they overlap this state's
                    // expansion. (Addresses as integers: they may lie outside the array,
                    // and a prefetch never faults.)
                    const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(next);
                    __builtin_prefetch(reinterpret_cast<const void *>(at - m_rowBytes));
                    __builtin_prefetch(reinterpret_cast<const void *>(at + m_rowBytes));
                }
                m_top = node;
                return false;
            }
            if (m_finishing && m_cursor >= m_finishBucket) {
                // Done: labels up to the goal's are final. What was set aside stays queued
                // for a resumed search.
                for (const DeferredEntry &d : m_deferred)
                    m_bucketData[d.bucket].push(d.entry);
                m_deferred.clear();
                // Stopped: the queue reads empty until resume() gives its end back.
                m_stoppedEnd = m_end;
                m_end = 0;
                return true;
            }
            if (m_cursor + 1 >= m_end)
                return true;
            ++m_cursor;
        }
    }
    // A goal was popped. Within a bucket entries come LIFO, not by exact f or by squeezed
    // steps, so labels of this f are final only once the bucket holds nothing that could
    // still lead to a better end: finish those (reopened states come back into it), set
    // the rest aside, then stop.
    void finishCurrentBucket()
    {
        if (!m_finishing)
            m_finishBucket = m_cursor;
        m_finishing = true;
    }
    void resume()
    {
        if (m_end == 0)
            m_end = m_stoppedEnd;
        m_finishing = false;
    }
    // Leaves the shared buckets empty for the next search.
    void release()
    {
        if (m_end == 0)
            m_end = m_stoppedEnd;
        for (std::uint32_t i = std::min(m_cursor, m_end); i < m_end; ++i)
            m_bucketData[i].clear();
        m_end = 0;
        m_cursor = 0;
    }

private:
    std::vector<EntryStack> &m_buckets;
    EntryStack *m_bucketData;
    std::uint32_t m_bucketCount;
    std::vector<DeferredEntry> &m_deferred;
    const GoalBound<K> *m_bound;
    Node *m_top = nullptr; // taken off its bucket by empty()
    std::uintptr_t m_rowBytes = 0; // bytes of nodes per row of anchors
    bool m_startPending = true;
    std::uint32_t m_cursor = 0; // the start's bucket
    std::uint32_t m_end = 0;
    std::uint32_t m_finishBucket = 0;
    std::uint32_t m_stoppedEnd = 0;
    bool m_finishing = false;

    void grow(std::uint32_t i)
    {
        m_buckets.resize(std::size_t(i) + 64);
        m_bucketData = m_buckets.data();
        m_bucketCount = std::uint32_t(m_buckets.size());
    }
};

// ---------------------------------------------------------------------------------------
// The search: our A*/Dijkstra on breadth_first_visit. The visitors relax each edge in one
// touch of the target node and compute the A* estimate only when a relaxation succeeds.
// Finding the goal stops the queue, not the graph: the goal state is expanded fully, so
// a search can later resume from exactly where it stopped. A visitor holds what it needs
// by value: BGL copies it into the search loop, where the compiler can keep it in
// registers.

struct VisitorBase {
    std::vector<std::uint32_t> *touched = nullptr; // floods list what they reached
    const MoverLayers *layers = nullptr;
    GoalTest *goal = nullptr;
    std::size_t *expanded = nullptr;

    template<class V, class G>
    void initialize_vertex(V, const G &)
    {
    }
    template<class V, class G>
    void discover_vertex(V, const G &)
    {
    }
    template<class E, class G>
    void examine_edge(const E &, const G &)
    {
    }
    template<class E, class G>
    void non_tree_edge(const E &, const G &)
    {
    }
    template<class E, class G>
    void black_target(const E &, const G &) // never: black is gray (see NodeColor)
    {
    }
    template<class V, class G>
    void finish_vertex(V, const G &)
    {
    }
};

// 5e family: fixed-point labels in node words, bucket queue. Compiled for A* (a path
// query: the estimate, no list of touched states) and for Dijkstra (floods and drag
// sessions: no estimate), so neither carries the other's tests.
template<class K, bool AStar>
struct WordVisitor : VisitorBase {
    using Node = typename K::Node;
    using Graph = MoveGraph<K>;
    using Edge = MoveEdge<K>;

    Node *nodes = nullptr;
    Node *goalFirst = nullptr; // the goal anchor's nodes: [goalFirst, goalFirst + goalCount)
    std::size_t goalCount = 0;
    std::uint64_t generationBits = 0;
    BucketQueue<K> *q = nullptr;
    std::uint64_t limit = kMaxG - 1; // largest label within the budget
    std::uint64_t keyBase = 0;       // f of the start's bucket
    Estimate estimate;
    RowOf rowOf{0};
    int width = 0;
    // The state being expanded: its word (not settled), label and offset from the goal.
    std::uint64_t uWord = 0;
    std::uint64_t gu = 0;
    std::int64_t tieU = 0;
    std::int64_t toGoalX = 0;
    std::int64_t toGoalY = 0;

    void examine_vertex(Node *u, const Graph &)
    {
        ++*expanded;
        if (std::size_t(u - goalFirst) < goalCount) {
            const std::uint32_t state = std::uint32_t(u - nodes);
            if (mayEnd<K>(*layers, state, goal->start.contains(state))) {
                if (goal->found == kNone || better(state, goal->found))
                    goal->found = state;
                q->finishCurrentBucket();
            }
        }
        uWord = u->word & ~kWordLowBits;
        gu = gOf(uWord);
        if constexpr (K::tie)
            tieU = u->tie;
        if constexpr (AStar) {
            const std::uint32_t anchor = decode<K>(std::uint32_t(u - nodes)).anchor;
            const int y = rowOf(anchor);
            toGoalX = std::int64_t(int(anchor) - y * width - estimate.goalX);
            toGoalY = std::int64_t(y - estimate.goalY);
        }
    }

    bool better(std::uint32_t a, std::uint32_t b) const
    {
        const std::uint64_t ga = gOf(nodes[a].word);
        const std::uint64_t gb = gOf(nodes[b].word);
        if constexpr (K::tie)
            return ga < gb || (ga == gb && nodes[a].tie < nodes[b].tie);
        return ga < gb;
    }

    std::int64_t tieAfter(const Edge &e) const
    {
        return tieU + (std::int64_t(e.squeezed) << kTieSqueezedShift) + e.provoking;
    }

    // The bucket of label g at the edge's target; kNoBucket: the target can't reach the
    // goal (landmark bounds), it is not queued.
    std::uint32_t bucketOf(std::uint64_t g, const Edge &e) const
    {
        std::uint64_t f = g;
        if constexpr (AStar) {
            const int d = e.pred & 7;
            const std::int64_t k = K::jump ? std::int64_t(e.steps) : 1;
            f += Estimate::offBy<K::diagonals>(toGoalX + k * kDx[d], toGoalY + k * kDy[d],
                                               std::int64_t((e.target - nodes) & (K::parities - 1)));
            if (estimate.landmarks.dist) {
                const std::uint64_t l = estimate.landmarks.at(decode<K>(std::uint32_t(e.target - nodes)).anchor);
                if (l == kUnreachable)
                    return kNoBucket;
                f = std::max(f, g + l);
            }
        }
        return std::uint32_t((f - keyBase) >> K::bucketShift);
    }
    static constexpr std::uint32_t kNoBucket = std::numeric_limits<std::uint32_t>::max();

    // The target is white: its first label. It is filed here; BGL's push() that follows
    // only files the start.
    void tree_edge(const Edge &e, const Graph &)
    {
        Node &n = *e.target;
        if constexpr (!AStar) {
            if (touched)
                touched->push_back(std::uint32_t(e.target - nodes));
        }
        if constexpr (K::tie)
            n.tie = tieAfter(e);
        const std::uint64_t g = gu + (e.cost >> kWordLabelShift);
        if (g > limit) { // beyond the budget: touched, never queued
            n.word = generationBits;
            return;
        }
        const std::uint32_t bucket = bucketOf(g, e);
        if (AStar && bucket == kNoBucket) { // can't reach the goal: touched, never queued
            n.word = generationBits;
            return;
        }
        n.word = (uWord - e.cost) | (std::uint64_t(e.pred) << 1);
        q->file(e.target, n.word, bucket);
    }

    // A touched target (queued or settled): relax, and (re)file it if it improved.
    void gray_target(const Edge &e, const Graph &)
    {
        Node &n = *e.target;
        const std::uint64_t word = uWord - e.cost;
        if constexpr (K::tie) {
            // RULES.md 4.4: on equal cost, fewer squeezed steps; then fewer provoking steps.
            if (word > n.word) {
                n.tie = tieAfter(e);
            } else {
                if (__builtin_expect(word != (n.word & ~kWordLowBits), 1))
                    return;
                const std::int64_t t = tieAfter(e);
                if (!(t < n.tie))
                    return;
                n.tie = t;
            }
        } else {
            if (__builtin_expect(!(word > n.word), 1))
                return;
        }
        const std::uint64_t g = gu + (e.cost >> kWordLabelShift);
        if (g > limit)
            return;
        const std::uint32_t bucket = bucketOf(g, e);
        if (AStar && bucket == kNoBucket)
            return;
        n.word = word | (std::uint64_t(e.pred) << 1);
        q->file(e.target, n.word, bucket);
    }
};

// pf2e: Stride labels in doubles, the heap of packed keys.
struct StrideVisitorBase : VisitorBase {
    StrideNode *nodes = nullptr;
    std::uint32_t generationTag = 0;
    HeapQueue *q = nullptr;
    double limit = 0; // feet, with the comparison tolerance
    double strideFeet = 0;
    int maxStrides = 0;
    const double *codeFeet = nullptr; // StrideLevels::feet
    std::uint32_t blockSize = 1;
    RowOf byBlock{1};
    bool byTotal = true; // StrideLevels::exact
    Label lu;
    std::uint16_t levelOfU = 0;

    // Dominance (RULES.md 4.5's exact search, pruned). A state (Strides s, feet t, level
    // l) is dominated at its (anchor, parity) by an expanded one (s', t', l') with s' < s
    // and t' <= t, or s' = s, l' <= l and t' <= t: whatever follows it, the same steps
    // from the other end in no more Strides and no more feet (one Stride fewer absorbs
    // any split; a lower level fits whatever the higher one fits). A dominated state is
    // not expanded and a dominated label not queued; the best label of every square stays
    // the same. States are expanded in label order, so the front of an (anchor, parity)
    // only needs the Strides of the last expansion there, the least level and the least
    // feet with them, and the least feet with fewer Strides.
    static bool dominated(const StrideNode &front, std::uint32_t generation, int strides, double total, int level)
    {
        if (front.slot != generation || strides < front.strides)
            return false;
        if (strides > front.strides)
            return total >= std::min(front.total, double(front.inStride));
        return total >= front.total || level >= front.predLevel;
    }
    // A state is expanded: it joins the front (its label is not dominated, see above).
    static void expand(StrideNode &front, std::uint32_t generation, int strides, double total, int level)
    {
        if (front.slot != generation) {
            front.slot = generation;
            front.total = std::numeric_limits<double>::infinity();
            front.strides = std::uint16_t(strides);
            front.inStride = roundedUp(total);
        } else if (strides > front.strides) {
            front.total = std::min(front.total, double(front.inStride));
            front.strides = std::uint16_t(strides);
            front.inStride = roundedUp(total);
        }
        front.predLevel = std::uint16_t(level);
    }
    // A float no smaller than the feet: the front may then only under-prune.
    static float roundedUp(double feet)
    {
        const float f = float(feet);
        return double(f) >= feet ? f : std::nextafter(f, std::numeric_limits<float>::infinity());
    }

    // RULES.md 4.5: a square's cost is paid inside one Stride. The graph has already
    // dropped steps dearer than the speed and says which steps begin a Stride.
    Label combine(std::uint8_t code, bool newStride) const
    {
        const double feet = codeFeet[code];
        Label r = lu;
        r.total += feet;
        if (!byTotal) // one level: the feet used in the Stride are in the label
            newStride = lu.strides == 0 || lu.inStride + feet > strideFeet + kEps;
        if (newStride) {
            ++r.strides;
            r.inStride = float(feet);
        } else {
            r.inStride = float(r.inStride + feet);
        }
        if (r.strides > maxStrides || r.total > limit)
            return Label::infinite();
        return r;
    }
    static void store(StrideNode &n, const Label &l)
    {
        n.total = l.total;
        n.inStride = l.inStride;
        n.strides = std::uint16_t(std::min(l.strides, kMaxStrides + 1));
    }
    static Label labelOf(const StrideNode &n) { return Label{n.total, n.inStride, n.strides, 0}; }
};

template<class K>
struct StrideVisitor : StrideVisitorBase {
    using Graph = MoveGraph<K>;
    using Edge = MoveEdge<K>;

    void examine_vertex(StrideNode *u, const Graph &g)
    {
        ++*expanded;
        const std::uint32_t state = std::uint32_t(u - nodes);
        const std::uint32_t base = std::uint32_t(byBlock(state));
        if (state - goal->first < goal->count && mayEnd<K>(*layers, base, goal->start.contains(state))) {
            goal->found = state;
            q->finishCurrentBucket();
        }
        lu = labelOf(*u);
        const std::uint32_t slot = state - base * blockSize;
        levelOfU = std::uint16_t(slot - 1);
        if (byTotal) {
            StrideNode &front = u[-std::ptrdiff_t(slot)];
            const std::uint32_t generation = generationTag >> kTagGenerationShift;
            if (dominated(front, generation, lu.strides, lu.total, levelOfU))
                g.omitNextEdges();
            else
                expand(front, generation, lu.strides, lu.total, levelOfU);
        }
    }
    // A label for the edge's target, infinite if the limits or the target's front rule it out.
    Label relax(const Edge &e) const
    {
        const Label c = combine(e.cost, e.newStride);
        if (byTotal && !c.isInfinite()) {
            const StrideNode &front = e.target[-1 - std::ptrdiff_t(e.level)];
            if (dominated(front, generationTag >> kTagGenerationShift, c.strides, c.total, e.level))
                return Label::infinite();
            // A queued label at a lower level of the same (anchor, parity), in no more
            // Strides and feet, dominates it too.
            for (const StrideNode *n = &front + 1; n != e.target; ++n) {
                if (!((n->tag ^ generationTag) >> kTagGenerationShift) && n->strides <= c.strides && n->total <= c.total)
                    return Label::infinite();
            }
        }
        return c;
    }
    void tree_edge(const Edge &e, const Graph &)
    {
        StrideNode &n = *e.target;
        n.tag = generationTag | (std::uint32_t(e.pred) << 2);
        n.predLevel = levelOfU;
        if (touched)
            touched->push_back(std::uint32_t(e.target - nodes));
        store(n, relax(e));
        n.slot = kNone;
    }
    void gray_target(const Edge &e, const Graph &)
    {
        StrideNode &n = *e.target;
        const Label c = relax(e);
        if (c.isInfinite() || !StrideLess{byTotal}(c, labelOf(n)))
            return;
        store(n, c);
        n.tag = (n.tag & ~kPredBits) | (std::uint32_t(e.pred) << 2);
        n.predLevel = levelOfU;
        q->update(e.target);
    }
};

} // namespace

// ---------------------------------------------------------------------------------------
// A search in progress: the implicit graph, its queue and visitor, alive between calls
// so that a resumable (Dijkstra) search can answer further targets from where it stopped.

namespace {

// A path's runs (maximal stretches of one direction), given its steps' directions one at a
// time, in order or all in reverse order: how many, and whether three runs in a row are
// an X Y X with X beside Y, or four a Z L F Z with Z beside L and F beside Z (see
// mayDrawFewerTurns, where this is proved to say whether the straightener could draw the
// path with fewer turns). Both patterns read the same backwards: a search that reads its
// path back from the goal counts them as the straightener would from the start.
struct RunShape {
    int run[4] = {-1, -1, -1, -1}; // the last four runs' directions, the latest last
    int runs = 0;
    bool fewer = false;

    static bool beside(int a, int b) // a diagonal and a straight that shares one of its components
    {
        const Direction p = kDirections[a], q = kDirections[b];
        return (a >= 4) != (b >= 4) && ((p.dx == q.dx && p.dx != 0) || (p.dy == q.dy && p.dy != 0));
    }
    void add(int d)
    {
        if (d == run[3])
            return;
        run[0] = run[1];
        run[1] = run[2];
        run[2] = run[3];
        run[3] = d;
        ++runs;
        if (run[1] >= 0 && run[1] == run[3] && beside(run[1], run[2]))
            fewer = true; // X Y X
        else if (run[0] >= 0 && run[0] == run[3] && beside(run[0], run[1]) && beside(run[2], run[3]))
            fewer = true; // Z L F Z
    }
};

} // namespace

class MoveSearch::Driver
{
public:
    virtual ~Driver() = default;
    virtual void start() = 0;
    virtual void resume() = 0;
    // The best settled state at `to` where the mover may end, or kNone.
    virtual std::uint32_t bestSettledEnd(GridPoint to) const = 0;
    virtual SearchOutcome outcome(std::uint32_t goalState) const = 0;
    virtual void collectEnds(std::vector<SearchEnd> &ends, std::vector<std::uint32_t> &scratch) const = 0;
    virtual void aimAt(GridPoint to) = 0;

    GoalTest goal;
    std::size_t expanded = 0;
};

namespace {

template<class K, bool AStar>
class DriverFor final : public MoveSearch::Driver
{
public:
    using Node = typename K::Node;
    using Queue = std::conditional_t<K::pf2e, HeapQueue, BucketQueue<K>>;
    using Visitor = std::conditional_t<K::pf2e, StrideVisitor<K>, WordVisitor<K, AStar>>;
    using ColorMap = std::conditional_t<K::pf2e, TagColorMap, WordColorMap<Node>>;

    DriverFor(const MoverLayers &layers, const SearchParams &params, SearchBuffers &b, const StepCostTable &costs,
              const StrideLevels *levels, const StartStates &starts, GridPoint target, bool useHeuristic, bool recordTouched,
              const LandmarkBounds *landmarks)
        : m_layers(layers)
        , m_buffers(b)
        , m_nodes(static_cast<Node *>(b.pools[K::pool].data()))
        , m_graph(layers, params, costs, levels, m_nodes, starts.states[0])
        , m_queue(makeQueue(b, levels))
        , m_start(starts)
        , m_perAnchor(K::perAnchor * m_graph.blockSize())
        , m_squareFeet(params.squareFeet)
        , m_rowOf(RowOf::forWidth(layers.width))
    {
        const std::uint32_t generation = b.pools[K::pool].generation();
        Visitor &v = m_vis;
        v.touched = recordTouched ? &b.touched : nullptr;
        v.layers = &layers;
        v.goal = &goal;
        v.expanded = &expanded;
        v.nodes = m_nodes;
        v.q = &m_queue;
        const std::uint32_t start = starts.states[0];
        goal.start = starts;
        for (int i = 0; i < starts.count; ++i) {
            m_startNodes[i] = m_nodes + starts.states[i];
            if (recordTouched)
                b.touched.push_back(starts.states[i]);
        }

        // The start: label 0 (RULES.md 4.5: always a legal place to be and to end).
        Node &s0 = m_nodes[start];
        if constexpr (K::pf2e) {
            v.generationTag = generation << kTagGenerationShift;
            v.limit = params.limitFeet + kEps;
            v.strideFeet = params.strideFeet;
            v.maxStrides = std::min(params.maxStrides, kMaxStrides);
            v.codeFeet = levels->feet;
            v.blockSize = levels->blockSize();
            v.byBlock = RowOf(int(levels->blockSize()));
            v.byTotal = levels->exact;
            m_color = TagColorMap{v.generationTag};
            s0.tag = v.generationTag | (std::uint32_t(kNoPred) << 2);
            s0.slot = kNone;
            s0.total = 0;
            s0.inStride = 0;
            s0.strides = 0;
            s0.predLevel = 0;
        } else {
            v.generationBits = std::uint64_t(generation) << kWordGenerationShift;
            // The budget in fixed-point squares (feet are squares x squareFeet).
            if (std::isfinite(params.limitFeet) && params.squareFeet > 0) {
                const double squares = (params.limitFeet + kEps) / params.squareFeet * double(kSquare);
                v.limit = squares < 0 ? 0 : squares < double(kMaxG - 1) ? std::uint64_t(squares) : kMaxG - 1;
            }
            m_color = WordColorMap<Node>{v.generationBits};
            s0.word = wordOf(v.generationBits, 0, kNoPred);
            if constexpr (K::tie)
                s0.tie = 0;
            // RULES.md 4.4: the other core offsets of a squeezed start, the same anchor and
            // parity (so the same estimate), also at label 0.
            for (int i = 1; i < starts.count; ++i)
                m_startNodes[i][0] = s0;
            Estimate &h = v.estimate;
            h.on = useHeuristic;
            h.goalX = target.x;
            h.goalY = target.y;
            const Decoded d = decode<K>(start);
            const int y = m_rowOf(d.anchor);
            if (useHeuristic && landmarks) {
                h.landmarks.choose(*landmarks, d.anchor, std::uint32_t(target.y * layers.width + target.x));
                m_graph.setLandmarkRows(h.landmarks.dist, h.landmarks.stride);
            }
            std::uint64_t h0 = useHeuristic ? h.template full<K::diagonals>(d.anchor, int(d.anchor) - y * layers.width, y, d.parity) : 0;
            if (h0 == kUnreachable) // the goal can't be reached: the search finds that out
                h0 = 0;
            v.keyBase = (h0 >> K::bucketShift) << K::bucketShift;
            v.rowOf = m_rowOf;
            v.width = layers.width;
            m_bound.nodes = m_nodes;
            m_bound.goal = &goal;
            m_bound.estimate = h;
            m_bound.rowOf = m_rowOf;
            m_bound.width = layers.width;
            m_queue.setRowBytes(std::size_t(layers.width) * K::perAnchor * sizeof(Node));
        }
    }
    ~DriverFor() override { m_queue.release(); }

    void start() override
    {
        boost::breadth_first_visit(m_graph, m_startNodes, m_startNodes + m_start.count, m_queue, m_vis, m_color);
    }
    void resume() override
    {
        m_queue.resume();
        Node *const *none = nullptr;
        boost::breadth_first_visit(m_graph, none, none, m_queue, m_vis, m_color);
    }

    void aimAt(GridPoint to) override
    {
        goal.first = std::uint32_t(to.y * m_layers.width + to.x) * m_perAnchor;
        goal.count = m_perAnchor;
        goal.found = kNone;
        if constexpr (!K::pf2e) {
            m_vis.goalFirst = m_nodes + goal.first;
            m_vis.goalCount = goal.count;
        }
        if constexpr (K::jump)
            m_graph.setJumpGoal(to);
    }

    bool touchedNow(std::uint32_t v) const { return get(m_color, m_nodes + v) == NodeColor::Gray; }

    Label labelOf(std::uint32_t v) const
    {
        const Node &n = m_nodes[v];
        if constexpr (K::pf2e) {
            return StrideVisitorBase::labelOf(n);
        } else {
            Label l;
            const std::uint64_t g = gOf(n.word);
            l.total = g >= kMaxG ? std::numeric_limits<double>::infinity() : double(g) * (m_squareFeet / double(kSquare));
            if constexpr (K::tie) {
                l.squeezed = std::int16_t(n.tie >> kTieSqueezedShift);
                l.provoking = std::int32_t(n.tie & 0xFFFFFFFF);
            }
            return l;
        }
    }
    // Popped from the queue with a label it has kept since (not waiting to be expanded again).
    bool settled(std::uint32_t v) const
    {
        if (!touchedNow(v))
            return false;
        if constexpr (K::pf2e)
            return m_nodes[v].slot == kNone && !std::isinf(m_nodes[v].total);
        else
            return (m_nodes[v].word & kSettled) && gOf(m_nodes[v].word) < kMaxG;
    }
    std::uint8_t predOf(std::uint32_t v) const
    {
        if constexpr (K::pf2e)
            return std::uint8_t((m_nodes[v].tag & kPredBits) >> 2);
        else
            return std::uint8_t((m_nodes[v].word & kWordLowBits) >> 1);
    }

    bool less(std::uint32_t a, std::uint32_t b) const
    {
        if constexpr (K::pf2e) {
            return StrideLess{m_vis.byTotal}(labelOf(a), labelOf(b));
        } else {
            // Exact fixed-point labels: RULES.md 4.4, fewer squeezed steps on equal cost.
            const std::uint64_t ga = gOf(m_nodes[a].word);
            const std::uint64_t gb = gOf(m_nodes[b].word);
            if constexpr (K::tie)
                return ga < gb || (ga == gb && m_nodes[a].tie < m_nodes[b].tie);
            return ga < gb;
        }
    }

    std::uint32_t bestSettledEnd(GridPoint to) const override
    {
        // Settled states have their final labels once the search stopped at the end of a
        // bucket; the best one that may end here is the answer.
        const std::uint32_t first = std::uint32_t(to.y * m_layers.width + to.x) * m_perAnchor;
        std::uint32_t best = kNone;
        for (std::uint32_t v = first; v < first + m_perAnchor; ++v) {
            if (settled(v) && mayEnd<K>(m_layers, m_graph.withoutLevel(v), m_start.contains(v)) && (best == kNone || less(v, best)))
                best = v;
        }
        return best;
    }

    SearchStateInfo describe(std::uint32_t state) const
    {
        const Decoded d = decode<K>(m_graph.withoutLevel(state));
        SearchStateInfo info;
        const int y = m_rowOf(d.anchor);
        info.anchor = {int(d.anchor) - y * m_layers.width, y};
        info.squeezed = d.mode != 0;
        const int s = m_layers.size;
        if (d.mode == 0)
            info.occupied = QRect(info.anchor.x, info.anchor.y, s, s);
        else
            info.occupied = QRect(info.anchor.x + ((d.mode - 1) & 1), info.anchor.y + ((d.mode - 1) >> 1), s - 1, s - 1);
        return info;
    }

    SearchOutcome outcome(std::uint32_t goalState) const override
    {
        SearchOutcome out;
        out.expanded = expanded;
        if (goalState == kNone)
            return out;
        out.found = true;
        out.label = labelOf(goalState);
        out.states.swap(m_buffers.states); // storage of an earlier path, if given back
        if constexpr (K::jump) {
            jumpPath(goalState, out);
            return out;
        }
        out.states.clear();
        out.states.reserve(64);
        for (std::uint32_t v = goalState;;) {
            out.states.push_back(describe(v));
            const std::uint32_t code = predOf(v);
            if (m_start.contains(v) || code == kNoPred)
                break;
            // The pred code names the step and the predecessor's mode; its parity is
            // this one's, undone by a diagonal step (alternating rule); pf2e nodes keep
            // the predecessor's level.
            const Decoded d = decode<K>(m_graph.withoutLevel(v));
            const int dir = int(code & 7);
            const std::uint32_t anchor = d.anchor - std::uint32_t(m_graph.offset(dir));
            const int parity = K::parities == 2 ? d.parity ^ (dir >> 2) : 0;
            const std::uint32_t previous = encode<K>(anchor, int(code >> 3), parity);
            if constexpr (K::pf2e)
                v = previous * m_graph.blockSize() + 1 + m_nodes[v].predLevel;
            else
                v = previous;
        }
        std::reverse(out.states.begin(), out.states.end());
        return out;
    }

    // Jump point search's path: its jumps read back from the goal (each jump's end state and
    // length, goal first), then its squares listed start first straight into the answer's
    // storage, sized once: no reversing, no growing.
    void jumpPath(std::uint32_t goalState, SearchOutcome &out) const
    {
        std::vector<std::uint32_t> &jumps = m_buffers.scratch; // (end state, squares) per jump
        std::size_t used = 0;
        RunShape shape; // the path's runs, from the goal back
        std::size_t squares = 1; // the start
        const std::uint64_t longest = std::uint64_t(m_layers.width) + std::uint64_t(m_layers.height);
        // A node this search touched has this generation (none has a later one): its word
        // shifted past the pred code and settled bit is the generation and kMaxG - g, one
        // compare for "touched, with label g".
        const std::uint64_t generation = m_color.generationBits >> kWordLabelShift;
        std::uint32_t v = goalState;
        for (;;) {
            const std::uint32_t code = predOf(v);
            if (m_start.contains(v) || code == kNoPred)
                break;
            // A jump: walk back along its direction to the state it came from, the first
            // one whose label plus the squares between is this label (labels are exact).
            const int dir = int(code & 7);
            const std::uint64_t gv = gOf(m_nodes[v].word);
            const std::uint64_t step = m_graph.plainCost(dir) >> kWordLabelShift;
            const std::uint32_t offset = std::uint32_t(m_graph.offset(dir));
            std::uint32_t a = v;
            std::uint64_t j = 1;
            std::uint64_t wanted = generation | (kMaxG - (gv - step)); // touched, label gv - j step
            for (; j <= longest; ++j, wanted += step) {
                a -= offset;
                if ((m_nodes[a].word >> kWordLabelShift) == wanted)
                    break;
            }
            shape.add(dir);
            if (used + 2 > jumps.size())
                jumps.resize(std::max<std::size_t>(64, 2 * jumps.size()));
            jumps[used++] = v;
            jumps[used++] = std::uint32_t(j);
            squares += std::size_t(j);
            v = a;
        }
        // Jump point search states are open (one mode): from the start, each square's
        // anchor is the one before's moved one step along its jump, its space the
        // creature's size from there.
        out.states.resize(squares); // every entry written below: only a longer path's new ones start blank
        SearchStateInfo *list = out.states.data();
        const SearchStateInfo first = describe(v);
        *list++ = first;
        int x = first.anchor.x, y = first.anchor.y;
        const int reach = m_layers.size - 1;
        for (std::size_t k = used; k > 0; k -= 2) {
            const int dir = int(predOf(jumps[k - 2]) & 7);
            const int dx = kDirections[dir].dx, dy = kDirections[dir].dy;
            for (std::uint32_t n = jumps[k - 1]; n > 0; --n, ++list) {
                x += dx;
                y += dy;
                list->anchor = {x, y};
                list->squeezed = false;
                list->occupied = QRect(QPoint(x, y), QPoint(x + reach, y + reach));
            }
        }
        out.runs = shape.runs;
        out.mayDrawFewerTurns = shape.fewer;
    }

    void collectEnds(std::vector<SearchEnd> &ends, std::vector<std::uint32_t> &order) const override
    {
        // Best end state per anchor. The states of an anchor are contiguous and anchors
        // are numbered by y, then x: in state order the answer comes out sorted.
        ends.clear();
        order.clear();
        const std::size_t states = std::size_t(m_layers.width) * m_layers.height * m_perAnchor;
        const std::vector<std::uint32_t> &touched = m_buffers.touched;
        if (touched.size() * 8 > states) { // most of the map: one sequential pass
            for (std::uint32_t v = 0; v < states; ++v) {
                if (touchedNow(v))
                    order.push_back(v);
            }
        } else {
            order.assign(touched.begin(), touched.end());
            std::sort(order.begin(), order.end());
        }
        std::uint32_t bestState = kNone;
        const auto flush = [&] {
            if (bestState == kNone)
                return;
            const Decoded d = decode<K>(m_graph.withoutLevel(bestState));
            const int y = m_rowOf(d.anchor);
            ends.push_back({{int(d.anchor) - y * m_layers.width, y}, labelOf(bestState), d.mode != 0});
            bestState = kNone;
        };
        for (std::uint32_t v : order) {
            if (bestState != kNone && v / m_perAnchor != bestState / m_perAnchor)
                flush();
            if (labelOf(v).isInfinite() || !mayEnd<K>(m_layers, m_graph.withoutLevel(v), m_start.contains(v)))
                continue;
            if (bestState == kNone || less(v, bestState))
                bestState = v;
        }
        flush();
    }

private:
    const MoverLayers &m_layers;
    SearchBuffers &m_buffers;
    Node *m_nodes;
    MoveGraph<K> m_graph;
    GoalBound<K> m_bound;
    Queue m_queue;
    Visitor m_vis{};
    ColorMap m_color{};
    StartStates m_start;
    Node *m_startNodes[4] = {};
    std::uint32_t m_perAnchor; // states per anchor: modes x parities x levels
    double m_squareFeet;
    RowOf m_rowOf;

    Queue makeQueue(SearchBuffers &b, [[maybe_unused]] const StrideLevels *levels)
    {
        if constexpr (K::pf2e)
            return HeapQueue(levels->exact, b.strideHeap);
        else
            return BucketQueue<K>(b.buckets, b.deferred, &m_bound);
    }
};

template<Diagonals D, class F>
auto withKind(const MoverLayers &layers, const SearchParams &params, F f)
{
    if (params.ruleset == Ruleset::Pf2e)
        return f(Kind<D, false, true>{});
    if (layers.canSqueeze)
        return f(Kind<D, true, false>{});
    if (params.avoidThreats)
        return f(Kind<D, false, false, false, true>{});
    return f(Kind<D, false, false>{});
}

template<class F>
auto withKind(const MoverLayers &layers, const SearchParams &params, F f)
{
    switch (params.diagonals) {
    case Diagonals::Equal:
        return withKind<Diagonals::Equal>(layers, params, f);
    case Diagonals::Alternating:
        return withKind<Diagonals::Alternating>(layers, params, f);
    case Diagonals::Exact:
        return withKind<Diagonals::Exact>(layers, params, f);
    case Diagonals::Manhattan:
        break;
    }
    return withKind<Diagonals::Manhattan>(layers, params, f);
}

// The driver a search on these layers takes (its kind, A* or Dijkstra), its node pool
// prepared: f.template operator()<K, AStar>() makes and uses it. A path query runs its
// driver where it is made (MoveSearch::run: no allocation, no virtual calls); a session
// or a flood keeps one (makeDriver).
template<Diagonals D, class F>
auto withDriverKind(const MoverLayers &layers, const SearchParams &params, SearchBuffers &b, const StrideLevels *levels,
                    bool useHeuristic, bool recordTouched, F f)
{
    const std::size_t anchors = std::size_t(layers.width) * layers.height;
    const auto make = [&](auto kind) {
        using K = decltype(kind);
        const std::size_t states = anchors * K::perAnchor * (K::pf2e ? levels->blockSize() : 1);
        b.pools[K::pool].prepare(states, sizeof(typename K::Node), K::maxGeneration, false);
        b.touched.clear();
        // pf2e labels are lexicographic in Strides: plain Dijkstra keeps them exact.
        if constexpr (K::jump) {
            return f.template operator()<K, true>();
        } else {
            if (useHeuristic && !K::pf2e)
                return f.template operator()<K, true>();
            return f.template operator()<K, false>();
        }
    };
    if (params.ruleset == Ruleset::Pf2e)
        return make(Kind<D, false, true>{});
    if (layers.canSqueeze)
        return make(Kind<D, true, false>{});
    if (params.avoidThreats && !layers.threatOpen.empty())
        return make(Kind<D, false, false, false, true>{});
    // An A* path query with exact diagonals on a uniform grid: jump point search.
    if constexpr (D == Diagonals::Exact) {
        if (useHeuristic && layers.uniformGrid && !recordTouched)
            return make(Kind<D, false, false, true>{});
    }
    return make(Kind<D, false, false>{});
}

template<class F>
auto withDriver(const MoverLayers &layers, const SearchParams &params, SearchBuffers &b, const StrideLevels *levels,
                bool useHeuristic, bool recordTouched, F f)
{
    switch (params.diagonals) {
    case Diagonals::Equal:
        return withDriverKind<Diagonals::Equal>(layers, params, b, levels, useHeuristic, recordTouched, f);
    case Diagonals::Alternating:
        return withDriverKind<Diagonals::Alternating>(layers, params, b, levels, useHeuristic, recordTouched, f);
    case Diagonals::Exact:
        return withDriverKind<Diagonals::Exact>(layers, params, b, levels, useHeuristic, recordTouched, f);
    case Diagonals::Manhattan:
        break;
    }
    return withDriverKind<Diagonals::Manhattan>(layers, params, b, levels, useHeuristic, recordTouched, f);
}

} // namespace

// ---------------------------------------------------------------------------------------
// Straightening (RULES.md 9: among equally cheap paths the engine may pick any). The
// search's tree gives one of many equally cheap paths, often a staircase under equal
// diagonals. This pass walks the path and replaces runs of it by the shape a person draws
// between the same two squares (a diagonal run then a straight run, or the other way
// round), where the replacement is legal, stays on open positions and leaves the label
// exactly as it was: the same cost (5e family: the same fixed-point sum; pf2e: the same
// Strides and feet over the whole path), the same diagonal parity where the run ends, and
// no more provoking steps when the search counted them. It is kept only when the whole
// path then has fewer turns.

namespace {

int directionOf(GridPoint a, GridPoint b)
{
    // kDirections' index by (dy + 1) * 3 + dx + 1: a long path asks this of every square.
    static constexpr signed char kIndex[9] = {7, 3, 6, 1, -1, 0, 5, 2, 4};
    static_assert(kDirections[7].dx == -1 && kDirections[7].dy == -1 && kDirections[4].dx == 1 && kDirections[4].dy == 1);
    const unsigned dx = unsigned(b.x - a.x + 1), dy = unsigned(b.y - a.y + 1);
    return dx < 3 && dy < 3 ? kIndex[dy * 3 + dx] : -1;
}

int sign(int v) { return (v > 0) - (v < 0); }

// A step's effect on the label, judged as the search judges it (MoveGraph::expand).
struct StepLabel {
    bool legal = false;
    std::uint64_t fixed = 0; // 5e family
    double feet = 0;         // pf2e
    int provoking = 0;
    int dir = -1; // the step's direction (PathStraightener::run)
};

// A drawn shape (PathStraightener::replacement): from its first point, a run of steps in
// one direction, then a run in another (either may be empty).
struct StraightenShape {
    GridPoint from;
    int count[2] = {0, 0};
    int dir[2] = {-1, -1};
};
// A window of the path and its options (see PathStraightener::run): the original stretch
// (option 0) or a drawn shape.
struct StraightenOption {
    StraightenShape shape; // options other than the original
    int firstDir = -1, lastDir = -1, inner = 0;
};
struct StraightenWindow {
    std::size_t i = 0, j = 0;
    StraightenOption options[3];
    int optionCount = 0;
};

} // namespace

// The straightener's working storage, kept in the search buffers: every path query
// straightens its answer, and a query's fixed cost should not be a dozen allocations.
struct StraightenScratch {
    std::vector<GridPoint> path;
    std::vector<int> parity;
    std::vector<int> turns; // turns[k]: the path's turns at its points 1..k
    std::vector<int> legalRun;
    std::vector<StepLabel> steps;
    std::vector<std::uint64_t> sumFixed;
    std::vector<double> sumFeet;
    std::vector<int> sumProvoking;
    std::vector<StraightenWindow> windows;
    std::vector<std::array<int, 3>> best, from;
    std::vector<int> choice;
    std::vector<SearchStateInfo> result;
};

// Here, where every part is complete.
SearchBuffers::SearchBuffers() = default;
SearchBuffers::~SearchBuffers() = default;

namespace {

class PathStraightener
{
public:
    PathStraightener(const MoverLayers &layers, const SearchParams &params, const StepCostTable &costs, StraightenScratch &scratch)
        : m_layers(layers)
        , m_params(params)
        , m_costs(costs)
        , m_pf2e(params.ruleset == Ruleset::Pf2e)
        , m_threats(params.avoidThreats && !layers.threatOpen.empty() ? layers.threatOpen.data() : nullptr)
        , m_sumFixed(scratch.sumFixed)
        , m_sumFeet(scratch.sumFeet)
        , m_sumProvoking(scratch.sumProvoking)
        , m_s(scratch)
        , m_plain(!m_pf2e && layers.uniformGrid && !m_threats && params.diagonals != Diagonals::Alternating)
    {
        for (int d = 0; d < 8; ++d)
            m_plainFixed[d] = costs.fixed[0][0][d][AnchorFlag::Free];
    }

    bool run(std::vector<SearchStateInfo> &states, std::vector<SearchStateInfo> *replaced)
    {
        const std::size_t n = states.size();
        if (n < 3 || m_params.singleStep)
            return false;
        std::vector<GridPoint> &path = m_s.path;
        path.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            path[i] = states[i].anchor;
        // Parity before each step (alternating rule) and the original steps' labels.
        std::vector<int> &parity = m_s.parity;
        parity.resize(n); // every entry written below
        std::vector<StepLabel> &steps = m_s.steps;
        steps.resize(n - 1);
        // Each step's direction (StepLabel::dir) and the turns up to each point, so a
        // window of the original path knows its first and last direction and its turns
        // without walking it.
        std::vector<int> &turns = m_s.turns;
        turns.resize(n);
        parity[0] = m_params.parity;
        int before = directionOf(path[0], path[1]);
        int turn = 0;
        const bool manhattan = m_params.diagonals == Diagonals::Manhattan;
        const std::uint16_t *openSteps = m_layers.openSteps.data();
        const std::size_t width = std::size_t(m_layers.width);
        for (std::size_t i = 0; i + 1 < n; ++i) {
            const int d = directionOf(path[i], path[i + 1]);
            if (d < 0)
                return false; // not a path of single steps: leave it alone
            if (states[i].squeezed || states[i + 1].squeezed) {
                steps[i] = StepLabel{};
            } else if (m_plain) { // step() on a uniform grid: the step mask says it all
                const GridPoint from = path[i];
                StepLabel &l = steps[i];
                l.legal = !(manhattan && d >= 4) && ((openSteps[std::size_t(from.y) * width + std::size_t(from.x)] >> d) & 1);
                l.fixed = l.legal ? m_plainFixed[d] : 0;
                l.feet = 0;
                l.provoking = 0;
            } else {
                steps[i] = step(path[i], d, parity[i]);
            }
            steps[i].dir = d;
            parity[i + 1] = parity[i] ^ (d >> 2);
            turn += d != before ? 1 : 0;
            turns[i] = turn;
            before = d;
        }
        // Per step, how many legal steps run from it (the window loop's open stretches).
        std::vector<int> &legalRun = m_s.legalRun;
        legalRun.resize(n);
        legalRun[n - 1] = 0;
        for (std::size_t i = n - 1; i > 0; --i)
            legalRun[i - 1] = steps[i - 1].legal ? legalRun[i] + 1 : 0;
        // Feet count only for pf2e, provoking steps only when the search counted them:
        // otherwise every step's are 0 and their sums are never read.
        m_sumFixed.resize(n);
        m_sumFixed[0] = 0;
        for (std::size_t i = 0; i + 1 < n; ++i)
            m_sumFixed[i + 1] = m_sumFixed[i] + steps[i].fixed;
        if (m_pf2e) {
            m_sumFeet.resize(n);
            m_sumFeet[0] = 0;
            for (std::size_t i = 0; i + 1 < n; ++i)
                m_sumFeet[i + 1] = m_sumFeet[i] + steps[i].feet;
        }
        if (m_threats) {
            m_sumProvoking.resize(n);
            m_sumProvoking[0] = 0;
            for (std::size_t i = 0; i + 1 < n; ++i)
                m_sumProvoking[i + 1] = m_sumProvoking[i] + steps[i].provoking;
        }
        // Windows along the path: from each window's start the farthest end whose drawn
        // shape keeps the label (the whole open stretch, else halving: legality is not
        // monotone in the end, a shorter window found this way is still a good one). Each window
        // has up to three options: its two drawn shapes and the original stretch.
        using Option = StraightenOption;
        using Window = StraightenWindow;
        std::vector<Window> &windows = m_s.windows;
        windows.clear();
        // A window's option: its first and last directions and its turns inside, as its
        // steps say (the original stretch from i to j: the path's; a shape: its runs').
        const auto addOriginal = [&](Window &w, std::size_t i, std::size_t j) {
            Option o;
            o.firstDir = steps[i].dir;
            o.lastDir = steps[j - 1].dir;
            o.inner = turns[j - 1] - turns[i];
            w.options[w.optionCount++] = o;
        };
        const auto addShape = [&](Window &w, const StraightenShape &shape) {
            Option o;
            o.shape = shape;
            for (int r = 0; r < 2; ++r) {
                if (shape.count[r] == 0)
                    continue;
                if (o.lastDir >= 0 && shape.dir[r] != o.lastDir)
                    ++o.inner;
                if (o.firstDir < 0)
                    o.firstDir = shape.dir[r];
                o.lastDir = shape.dir[r];
            }
            w.options[w.optionCount++] = o;
        };
        StraightenShape shape;
        bool anyShape = false;
        std::size_t i = 0;
        while (i + 1 < n) {
            // The open stretch from i (every step's label known), at most kMaxWindow steps.
            const std::size_t last = i + std::min({std::size_t(legalRun[i]), kMaxWindow, n - 1 - i});
            std::size_t good = i + 1;
            if (last >= i + 2) {
                // The whole stretch first (open ground: one probe), else halve between.
                std::size_t bad = last + 1;
                if (anyReplacement(path, steps, parity, i, last))
                    good = last;
                else
                    bad = last;
                while (bad > good + 1) {
                    const std::size_t mid = good + (bad - good) / 2;
                    if (anyReplacement(path, steps, parity, i, mid))
                        good = mid;
                    else
                        bad = mid;
                }
            }
            Window w;
            w.i = i;
            w.j = good;
            addOriginal(w, i, good);
            if (good >= i + 2) {
                for (int order = 0; order < 2; ++order) {
                    // The probe that found this window already made one shape (and knows
                    // that the diagonal-first one fails when it made the other).
                    const bool probed = m_lastFound.i == i && m_lastFound.j == good;
                    if (probed && order < m_lastFound.order)
                        continue;
                    const bool made = probed && order == m_lastFound.order;
                    if (made || replacement(path, steps, parity, i, good, order, shape)) {
                        addShape(w, made ? m_lastFound.shape : shape);
                        anyShape = true;
                    }
                }
            }
            windows.push_back(w);
            i = good;
        }
        if (!anyShape)
            return false;
        // The fewest turns over the windows' options, joins included (a small dynamic
        // programme; ties keep the earlier option: the original, then diagonal first).
        const std::size_t m = windows.size();
        std::vector<std::array<int, 3>> &best = m_s.best;
        std::vector<std::array<int, 3>> &from = m_s.from;
        best.assign(m, std::array<int, 3>{});
        from.assign(m, std::array<int, 3>{});
        for (std::size_t k = 0; k < m; ++k) {
            const Window &w = windows[k];
            for (int o = 0; o < w.optionCount; ++o) {
                best[k][std::size_t(o)] = std::numeric_limits<int>::max();
                if (k == 0) {
                    best[k][std::size_t(o)] = w.options[o].inner;
                    continue;
                }
                const Window &v = windows[k - 1];
                for (int q = 0; q < v.optionCount; ++q) {
                    const int t = best[k - 1][std::size_t(q)] + (v.options[q].lastDir != w.options[o].firstDir ? 1 : 0)
                        + w.options[o].inner;
                    if (t < best[k][std::size_t(o)]) {
                        best[k][std::size_t(o)] = t;
                        from[k][std::size_t(o)] = q;
                    }
                }
            }
        }
        std::vector<int> &choice = m_s.choice;
        choice.assign(m, 0);
        for (int o = 1; o < windows[m - 1].optionCount; ++o)
            if (best[m - 1][std::size_t(o)] < best[m - 1][std::size_t(choice[m - 1])])
                choice[m - 1] = o;
        for (std::size_t k = m - 1; k > 0; --k)
            choice[k - 1] = from[k][std::size_t(choice[k])];
        bool changed = false;
        for (std::size_t k = 0; k < m; ++k)
            changed = changed || choice[k] != 0;
        if (!changed)
            return false;
        const int size = m_layers.size;
        std::vector<SearchStateInfo> &result = m_s.result; // swapped with `states` below: storage kept
        result.clear();
        result.reserve(n);
        result.push_back(states[0]);
        for (std::size_t k = 0; k < m; ++k) {
            const Window &w = windows[k];
            if (choice[k] == 0) {
                result.insert(result.end(), states.begin() + std::ptrdiff_t(w.i + 1), states.begin() + std::ptrdiff_t(w.j + 1));
                continue;
            }
            const StraightenShape &o = w.options[choice[k]].shape;
            GridPoint point = o.from;
            for (int r = 0; r < 2; ++r) {
                for (int c = 0; c < o.count[r]; ++c) {
                    point = {point.x + kDirections[o.dir[r]].dx, point.y + kDirections[o.dir[r]].dy};
                    SearchStateInfo info;
                    info.anchor = point;
                    info.occupied = QRect(info.anchor.x, info.anchor.y, size, size);
                    result.push_back(info);
                }
            }
        }
        if (m_pf2e) {
            std::vector<GridPoint> after(result.size());
            for (std::size_t k = 0; k < result.size(); ++k)
                after[k] = result[k].anchor;
            if (!sameStrides(path, after))
                return false;
        }
        states.swap(result);
        if (replaced)
            replaced->swap(result);
        return true;
    }

private:
    const MoverLayers &m_layers;
    const SearchParams &m_params;
    const StepCostTable &m_costs;
    bool m_pf2e;
    const std::uint64_t *m_threats;
    // The path's labels summed over its first k steps.
    std::vector<std::uint64_t> &m_sumFixed;
    std::vector<double> &m_sumFeet;
    std::vector<int> &m_sumProvoking;
    StraightenScratch &m_s;
    // The window anyReplacement() last found a shape for, its order, the shape.
    struct Found {
        std::size_t i = 0, j = 0;
        int order = 0;
        StraightenShape shape;
    };
    mutable Found m_lastFound{std::size_t(-1), std::size_t(-1), 0, {}};
    // A uniform grid (5e family), nothing counted but the cost, one parity: a legal step
    // costs its direction's plain cost (MoverLayers::uniformGrid: no cost flag where a step
    // lands), so the step mask alone says what a step does to the label.
    bool m_plain;
    std::uint64_t m_plainFixed[8] = {};
    // A window spans at most this many steps: the work per path stays linear.
    static constexpr std::size_t kMaxWindow = 48;

    StepLabel step(GridPoint from, int d, int parity) const
    {
        StepLabel l;
        if (m_params.diagonals == Diagonals::Manhattan && d >= 4)
            return l;
        const std::size_t a = std::size_t(from.y) * std::size_t(m_layers.width) + std::size_t(from.x);
        if (!((m_layers.openSteps[a] >> d) & 1))
            return l;
        if (m_plain) {
            l.fixed = m_plainFixed[d];
            l.legal = true;
            return l;
        }
        const std::size_t b = std::size_t(from.y + kDirections[d].dy) * std::size_t(m_layers.width)
            + std::size_t(from.x + kDirections[d].dx);
        const std::uint8_t flags = m_layers.open[b];
        const int p = m_params.diagonals == Diagonals::Alternating ? parity : 0;
        if (m_pf2e) {
            const int c = m_costs.code[p][d][flags];
            l.feet = m_params.squareFeet * ((c % 5) + (c / 5) * M_SQRT2);
            if (l.feet > m_params.strideFeet + kEps)
                return l; // RULES.md 4.5: a step dearer than the speed is impossible
        } else {
            l.fixed = m_costs.fixed[0][p][d][flags];
        }
        if (m_threats) {
            const std::uint64_t leaves = m_threats[2 * a + 1] & ~m_threats[2 * b];
            l.provoking = leaves ? std::popcount(leaves) : 0;
        }
        l.legal = true;
        return l;
    }

    // 5e family: could a drawn shape from a to a + (dx, dy) cost `fixed`? Every step costs
    // at least its cost onto plain ground (a flag only adds to the multiplier), and on a
    // uniform grid every legal step costs exactly that. Both shapes take the same steps in
    // another order (straight steps leave the diagonal parity alone), so they cost the same
    // on plain ground, counted here in O(1): most windows of a long winding path (a maze's)
    // are rejected before a square is looked at. The walk would reject the same windows.
    bool plainCostMayMatch(int dx, int dy, int parity, std::uint64_t fixed) const
    {
        const std::uint64_t ax = std::uint64_t(std::abs(dx)), ay = std::uint64_t(std::abs(dy));
        const bool manhattan = m_params.diagonals == Diagonals::Manhattan;
        const std::uint64_t diagonals = manhattan ? 0 : std::min(ax, ay);
        const std::uint64_t straights = manhattan ? ax + ay : std::max(ax, ay) - diagonals;
        // Under the alternating rule the diagonal run flips the parity at every step:
        // (count + parity) / 2 of its steps start at parity 1.
        const std::uint64_t odd = m_params.diagonals == Diagonals::Alternating ? (diagonals + std::uint64_t(parity & 1)) / 2 : 0;
        const std::uint64_t plain = straights * m_costs.fixed[0][0][0][AnchorFlag::Free]
            + (diagonals - odd) * m_costs.fixed[0][0][4][AnchorFlag::Free] + odd * m_costs.fixed[0][1][4][AnchorFlag::Free];
        return plain == fixed || (plain < fixed && !m_layers.uniformGrid);
    }

    // The drawn shape from path[i] to path[j] whose label is the original stretch's, in
    // `shape` (both ends included); false if neither shape keeps it.
    bool anyReplacement(const std::vector<GridPoint> &path, const std::vector<StepLabel> &steps,
                        const std::vector<int> &parity, std::size_t i, std::size_t j) const
    {
        if (!m_pf2e && !plainCostMayMatch(path[j].x - path[i].x, path[j].y - path[i].y, parity[i], m_sumFixed[j] - m_sumFixed[i]))
            return false;
        StraightenShape shape;
        for (int order = 0; order < 2; ++order) {
            if (replacement(path, steps, parity, i, j, order, shape)) {
                m_lastFound = {i, j, order, shape};
                return true;
            }
        }
        return false;
    }

    bool replacement(const std::vector<GridPoint> &path, const std::vector<StepLabel> &, const std::vector<int> &parity,
                     std::size_t i, std::size_t j, int order, StraightenShape &shape) const
    {
        // The original stretch's label, from the prefix sums (feet: pf2e only; provoking
        // steps: only when counted, else 0 on both sides).
        const std::uint64_t fixed = m_sumFixed[j] - m_sumFixed[i];
        const double feet = m_pf2e ? m_sumFeet[j] - m_sumFeet[i] : 0.0;
        const int provoking = m_threats ? m_sumProvoking[j] - m_sumProvoking[i] : 0;
        const GridPoint a = path[i], b = path[j];
        const int dx = b.x - a.x, dy = b.y - a.y;
        const int ax = std::abs(dx), ay = std::abs(dy);
        const bool manhattan = m_params.diagonals == Diagonals::Manhattan;
        // Diagonal first, then straight; then straight first. Manhattan: x first, then y first.
        {
            int runs[2][3]; // {count, dx, dy}
            if (manhattan) {
                const int x[3] = {ax, sign(dx), 0}, y[3] = {ay, 0, sign(dy)};
                std::copy(order == 0 ? x : y, (order == 0 ? x : y) + 3, runs[0]);
                std::copy(order == 0 ? y : x, (order == 0 ? y : x) + 3, runs[1]);
            } else {
                const int diag[3] = {std::min(ax, ay), sign(dx), sign(dy)};
                const int straight[3] = {std::abs(ax - ay), ax > ay ? sign(dx) : 0, ax > ay ? 0 : sign(dy)};
                std::copy(order == 0 ? diag : straight, (order == 0 ? diag : straight) + 3, runs[0]);
                std::copy(order == 0 ? straight : diag, (order == 0 ? straight : diag) + 3, runs[1]);
            }
            shape.from = a;
            for (int r = 0; r < 2; ++r) {
                shape.count[r] = runs[r][0];
                shape.dir[r] = runs[r][0] > 0 ? directionOf({0, 0}, {runs[r][1], runs[r][2]}) : -1;
            }
            if (m_plain) {
                // The shape costs its steps' plain costs if every step is legal (see
                // m_plain), so the sum is known before the walk, which then only reads
                // the step masks.
                std::uint64_t f = 0;
                for (int r = 0; r < 2; ++r) {
                    if (runs[r][0] == 0)
                        continue;
                    const int d = directionOf({0, 0}, {runs[r][1], runs[r][2]});
                    if (manhattan && d >= 4)
                        return false;
                    f += std::uint64_t(runs[r][0]) * m_plainFixed[d];
                }
                if (f != fixed)
                    return false;
                const std::uint16_t *steps = m_layers.openSteps.data();
                const std::ptrdiff_t width = m_layers.width;
                std::ptrdiff_t at = std::ptrdiff_t(a.y) * width + a.x;
                for (int r = 0; r < 2; ++r) {
                    if (runs[r][0] == 0)
                        continue;
                    const int d = shape.dir[r];
                    const std::ptrdiff_t offset = kDirections[d].dy * width + kDirections[d].dx;
                    for (int c = 0; c < runs[r][0]; ++c) {
                        if (!((steps[at] >> d) & 1))
                            return false;
                        at += offset;
                    }
                }
                return true;
            }
            int p = parity[i];
            std::uint64_t f = 0;
            double ft = 0;
            int prov = 0;
            bool ok = true;
            GridPoint at = a;
            for (int r = 0; r < 2 && ok; ++r) {
                const int d = runs[r][0] > 0 ? directionOf({0, 0}, {runs[r][1], runs[r][2]}) : -1;
                for (int c = 0; c < runs[r][0] && ok; ++c) {
                    const StepLabel l = step(at, d, p);
                    if (!l.legal) {
                        ok = false;
                        break;
                    }
                    f += l.fixed;
                    ft += l.feet;
                    prov += l.provoking;
                    if (m_pf2e ? ft > feet + 1e-6 : f > fixed) { // dearer already
                        ok = false;
                        break;
                    }
                    p ^= d >> 2;
                    at = {at.x + kDirections[d].dx, at.y + kDirections[d].dy};
                }
            }
            if (!ok || prov > provoking || (m_params.diagonals == Diagonals::Alternating && p != parity[j]))
                return false;
            if (m_pf2e ? std::abs(ft - feet) > 1e-6 : f != fixed)
                return false;
            return true;
        }
    }

    // pf2e: the Strides and feet of the whole path are unchanged (a square's cost is paid
    // inside one Stride, RULES.md 4.5: the split may move).
    bool sameStrides(const std::vector<GridPoint> &a, const std::vector<GridPoint> &b) const
    {
        const auto label = [&](const std::vector<GridPoint> &path, int &strides, double &total) {
            strides = 0;
            total = 0;
            double inStride = 0;
            int p = m_params.parity;
            for (std::size_t k = 0; k + 1 < path.size(); ++k) {
                const int d = directionOf(path[k], path[k + 1]);
                const StepLabel l = step(path[k], d, p);
                p ^= d >> 2;
                total += l.feet;
                if (strides == 0 || inStride + l.feet > m_params.strideFeet + kEps) {
                    ++strides;
                    inStride = l.feet;
                } else {
                    inStride += l.feet;
                }
            }
        };
        int sa = 0, sb = 0;
        double ta = 0, tb = 0;
        label(a, sa, ta);
        label(b, sb, tb);
        return sa == sb && std::abs(ta - tb) < 1e-6;
    }
};

} // namespace

namespace {

// Exact diagonals on a uniform grid (5e family): could PathStraightener draw `states` with
// fewer turns? There every legal step costs its direction's plain cost, and a stretch
// costs the octile distance between its ends (what plainCostMayMatch lets a window be)
// exactly when all its steps go one diagonal D or one straight S beside it: a window is
// such a stretch, and its drawn shapes are the same D and S steps in another order. Say
// the path's runs (maximal stretches of one direction) are R0 R1 ... Unless three runs in
// a row are X Y X with X beside Y, a window holds at most one turn, so each of its options
// has as many turns inside as the original; then fewer turns overall need a join between
// two windows that the original turns at and an option doesn't. The windows on either
// side of a turn between runs Rt and Rt+1 draw from {Rt-1, Rt} and {Rt+1, Rt+2}: they can
// share a direction only if Rt-1 = Rt+1 or Rt = Rt+2 (an X Y X) or Rt-1 = Rt+2 with both
// pairs side by side. With none of these the straightener keeps the path as it is: this
// says so in one pass over the path, before its windows are looked at.
bool mayDrawFewerTurns(const std::vector<SearchStateInfo> &states)
{
    RunShape shape;
    for (std::size_t i = 1; i < states.size() && !shape.fewer; ++i) {
        const int d = directionOf(states[i - 1].anchor, states[i].anchor);
        if (d < 0)
            return false; // not single steps: PathStraightener leaves such a path alone
        shape.add(d);
    }
    return shape.fewer;
}

} // namespace

bool straightenPath(const MoverLayers &layers, const SearchParams &params, SearchBuffers &buffers,
                    std::vector<SearchStateInfo> &states, std::vector<SearchStateInfo> *replaced, int runs,
                    bool mayDrawFewer)
{
    // A path of one turn or none (two runs or fewer) is drawn already.
    if (runs >= 0) {
        if (runs < 3)
            return false;
    } else {
        int turns = 0;
        for (std::size_t i = 2; i < states.size() && turns < 2; ++i) {
            const GridPoint a = states[i - 2].anchor, b = states[i - 1].anchor, c = states[i].anchor;
            turns += (b.x - a.x != c.x - b.x || b.y - a.y != c.y - b.y) ? 1 : 0;
        }
        if (turns < 2)
            return false;
    }
    if (params.ruleset != Ruleset::Pf2e && params.diagonals == Diagonals::Exact && layers.uniformGrid
        && !(runs >= 0 ? mayDrawFewer : mayDrawFewerTurns(states)))
        return false;
    if (!buffers.costs)
        buffers.costs = std::make_unique<StepCostTable>();
    if (!buffers.costs->matches(params))
        buffers.costs->build(params);
    if (!buffers.straighten)
        buffers.straighten = std::make_unique<StraightenScratch>();
    return PathStraightener(layers, params, *buffers.costs, *buffers.straighten).run(states, replaced);
}

// ---------------------------------------------------------------------------------------

MoveSearch::MoveSearch(const MoverLayers &layers, const SearchParams &params, SearchBuffers &buffers)
    : m_layers(layers)
    , m_params(params)
    , m_buffers(buffers)
{
}

MoveSearch::~MoveSearch() = default;

const StrideLevels &MoveSearch::strideLevels()
{
    const std::size_t anchorParities =
        std::size_t(m_layers.width) * m_layers.height * (m_params.diagonals == Diagonals::Alternating ? 2 : 1);
    if (!m_buffers.levels)
        m_buffers.levels = std::make_unique<StrideLevels>();
    if (!m_buffers.levels->matches(m_params, anchorParities))
        m_buffers.levels->build(m_params, anchorParities);
    return *m_buffers.levels;
}

void MoveSearch::reserve()
{
    const std::size_t anchors = std::size_t(m_layers.width) * m_layers.height;
    const std::size_t levels = m_params.ruleset == Ruleset::Pf2e ? strideLevels().blockSize() : 1;
    withKind(m_layers, m_params, [&](auto kind) {
        using K = decltype(kind);
        m_buffers.pools[K::pool].prepare(anchors * K::perAnchor * levels, sizeof(typename K::Node), K::maxGeneration, true);
    });
    if (!m_buffers.costs)
        m_buffers.costs = std::make_unique<StepCostTable>();
    if (!m_buffers.costs->matches(m_params))
        m_buffers.costs->build(m_params);
    // Path queries here will be jump point searches: their straight jumps read, not scanned.
    if (m_params.ruleset != Ruleset::Pf2e && m_params.diagonals == Diagonals::Exact && m_layers.uniformGrid)
        m_layers.buildStraightJumps();
}

StartStates MoveSearch::startStates(GridPoint start)
{
    const int a = start.y * m_layers.width + start.x;
    const int modes = m_layers.canSqueeze && m_params.ruleset != Ruleset::Pf2e ? 5 : 1;
    const int parities = m_params.diagonals == Diagonals::Alternating ? 2 : 1;
    // The parity exists only under the alternating rule; other rules have one state per square.
    const auto state = [&](int mode) {
        return std::uint32_t((a * modes + mode) * parities + (parities == 2 ? m_params.parity : 0));
    };
    StartStates starts;
    if (m_params.ruleset == Ruleset::Pf2e) { // level 0: no feet used yet (pf2e never squeezes)
        starts.states[starts.count++] = state(0) * strideLevels().blockSize() + 1;
        return starts;
    }
    // The start is always legal (RULES.md 4.5). A creature that stands where its full
    // space does not fit is squeezed there already, at any offset whose core is free: the
    // file does not say which, so each is a start at cost 0 (RULES.md 4.4).
    if (!(m_layers.open[std::size_t(a)] & AnchorFlag::Free) && m_layers.canSqueeze) {
        for (int o = 0; o < 4; ++o) {
            const std::size_t ca = std::size_t(a + (o >> 1) * m_layers.width + (o & 1));
            if (ca < m_layers.core.size() && (m_layers.core[ca] & AnchorFlag::Free))
                starts.states[starts.count++] = state(1 + o);
        }
    }
    if (starts.count == 0) // open, or no core free: it starts as it stands, open
        starts.states[starts.count++] = state(0);
    return starts;
}

const StepCostTable &MoveSearch::costTable()
{
    if (!m_buffers.costs)
        m_buffers.costs = std::make_unique<StepCostTable>();
    if (!m_buffers.costs->matches(m_params))
        m_buffers.costs->build(m_params);
    return *m_buffers.costs;
}

std::unique_ptr<MoveSearch::Driver> MoveSearch::makeDriver(const StartStates &start, GridPoint target, bool useHeuristic,
                                                           bool recordTouched, const LandmarkBounds *landmarks)
{
    const StepCostTable &costs = costTable();
    const StrideLevels *levels = m_params.ruleset == Ruleset::Pf2e ? &strideLevels() : nullptr;
    return withDriver(m_layers, m_params, m_buffers, levels, useHeuristic, recordTouched,
                      [&]<class K, bool AStar>() -> std::unique_ptr<Driver> {
                          return std::make_unique<DriverFor<K, AStar>>(m_layers, m_params, m_buffers, costs, levels, start, target,
                                                                       AStar, recordTouched, AStar ? landmarks : nullptr);
                      });
}

namespace {

// The layers' landmark bounds for these cost rules; `build`: make them if missing.
const LandmarkBounds *landmarksOf(const MoverLayers &layers, const SearchParams &params, const StepCostTable &costs,
                                  GridPoint seed, bool build)
{
    auto &all = layers.landmarks.bounds;
    for (const auto &b : all) {
        if (b->matches(params))
            return b->count > 0 ? b.get() : nullptr;
    }
    if (!build)
        return nullptr;
    if (all.size() >= 2)
        all.erase(all.begin());
    auto b = std::make_unique<LandmarkBounds>();
    b->build(layers, costs, params, std::uint32_t(seed.y * layers.width + seed.x)); // count 0 if it can't
    all.push_back(std::move(b));
    return all.back()->count > 0 ? all.back().get() : nullptr;
}

} // namespace

bool MoveSearch::prepareLandmarks(GridPoint seed)
{
    if (m_params.ruleset == Ruleset::Pf2e || !m_params.landmarks)
        return false;
    return landmarksOf(m_layers, m_params, costTable(), seed, true) != nullptr;
}

SearchOutcome MoveSearch::run(GridPoint start, GridPoint to)
{
    const StartStates s = startStates(start);
    // The layers' landmark bounds, if prepareLandmarks() built them for these costs.
    const LandmarkBounds *landmarks = nullptr;
    if (m_params.ruleset != Ruleset::Pf2e && m_params.landmarks && !m_layers.landmarks.bounds.empty())
        landmarks = landmarksOf(m_layers, m_params, costTable(), start, false);
    // pf2e labels are lexicographic in Strides: plain Dijkstra keeps them exact.
    const StepCostTable &costs = costTable();
    const StrideLevels *levels = m_params.ruleset == Ruleset::Pf2e ? &strideLevels() : nullptr;
    return withDriver(m_layers, m_params, m_buffers, levels, m_params.ruleset != Ruleset::Pf2e, false,
                      [&]<class K, bool AStar>() -> SearchOutcome {
                          DriverFor<K, AStar> driver(m_layers, m_params, m_buffers, costs, levels, s, to, AStar, false,
                                                     AStar ? landmarks : nullptr);
                          driver.aimAt(to);
                          driver.start();
                          return driver.outcome(driver.bestSettledEnd(to));
                      });
}

void MoveSearch::beginSession(GridPoint start)
{
    m_session = makeDriver(startStates(start), start, false, false);
    m_sessionStarted = false;
}

SearchOutcome MoveSearch::continueTo(GridPoint to)
{
    Driver &d = *m_session;
    const std::size_t before = d.expanded;
    std::uint32_t best = m_sessionStarted ? d.bestSettledEnd(to) : kNone;
    if (best == kNone) {
        d.aimAt(to);
        if (!m_sessionStarted) {
            m_sessionStarted = true;
            d.start();
        } else {
            d.resume();
        }
        best = d.bestSettledEnd(to);
        d.goal.count = 0;
    }
    SearchOutcome out = d.outcome(best);
    out.expanded = d.expanded - before;
    return out;
}

std::size_t MoveSearch::flood(GridPoint start, std::vector<SearchEnd> &ends)
{
    const StartStates s = startStates(start);
    const auto driver = makeDriver(s, start, false, true);
    driver->start();
    driver->collectEnds(ends, m_buffers.scratch);
    return driver->expanded;
}

} // namespace bm
