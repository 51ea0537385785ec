#pragma once

// Internal to rules/ (cover.cpp, sight.cpp): the squares a line crosses and the inset
// corners of RULES.md 5.1, shared by the cover lines and the lines of sight.

#include <QPointF>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <utility>
#include <vector>

namespace bm::gridwalk {

// Candidate squares are collected with a margin well above the exact tests' tolerance
// (geom::kEps on the segment parameter): a superset is harmless, a miss is not.
constexpr double kWalkMargin = 1e-6;

// RULES.md 5.1: a square's 4 corners, each moved 0.05 square toward its centre.
inline std::array<QPointF, 4> insetCorners(int x, int y)
{
    constexpr double lo = 0.05;
    constexpr double hi = 0.95;
    return {QPointF(x + lo, y + lo), QPointF(x + hi, y + lo), QPointF(x + lo, y + hi), QPointF(x + hi, y + hi)};
}

// std::floor and std::ceil as whole numbers, without the library's rounding (the baseline
// x86-64 has no rounding instruction, so each costs a dozen instructions; a walk rounds
// twice per column, the sight sweep two or more pseudo-angles per square and per segment).
// Exact for every value an int holds.
inline int floorInt(double v)
{
    const int i = int(v);
    return i - (v < i ? 1 : 0);
}

inline int ceilInt(double v)
{
    const int i = int(v);
    return i + (v > i ? 1 : 0);
}

// int(std::clamp(std::ceil(v), lo, hi)) and the same with std::floor, for whole lo <= hi:
// rounding to a whole number commutes with clamping to whole bounds, and clamped first
// the value fits an int.
inline int ceilWithin(double v, int lo, int hi)
{
    return ceilInt(std::clamp(v, double(lo), double(hi)));
}

inline int floorWithin(double v, int lo, int hi)
{
    return floorInt(std::clamp(v, double(lo), double(hi)));
}

// Visits every square of a width x height map whose closed box the closed segment p-q
// touches (plus a hair), column by column from p's end. Stops when visit returns false.
template<typename Visit>
void walkSquares(int width, int height, QPointF p, QPointF q, Visit &&visit)
{
    const double dx = q.x() - p.x();
    const double dy = q.y() - p.y();
    const double xMin = std::min(p.x(), q.x());
    const double xMax = std::max(p.x(), q.x());
    const int i0 = ceilWithin(xMin - kWalkMargin - 1.0, 0, width);
    const int i1 = floorWithin(xMax + kWalkMargin, -1, width - 1);
    if (i0 > i1)
        return;
    const bool vertical = std::abs(dx) < 1e-12;
    const double slope = vertical ? 0.0 : dy / dx;
    const int stepX = dx >= 0 ? 1 : -1;
    const int stepY = dy >= 0 ? 1 : -1;
    const int iFirst = stepX > 0 ? i0 : i1;
    const int iEnd = stepX > 0 ? i1 + 1 : i0 - 1;
    for (int i = iFirst; i != iEnd; i += stepX) {
        double ya = p.y();
        double yb = q.y();
        if (!vertical) {
            double lo = std::max(xMin, double(i));
            double hi = std::min(xMax, double(i + 1));
            if (lo > hi)
                lo = hi = (lo + hi) / 2.0;
            ya = p.y() + (lo - p.x()) * slope;
            yb = p.y() + (hi - p.x()) * slope;
        }
        const double yLo = std::min(ya, yb);
        const double yHi = std::max(ya, yb);
        const int j0 = ceilWithin(yLo - kWalkMargin - 1.0, 0, height);
        const int j1 = floorWithin(yHi + kWalkMargin, -1, height - 1);
        if (j0 > j1)
            continue;
        const int jFirst = stepY > 0 ? j0 : j1;
        const int jEnd = stepY > 0 ? j1 + 1 : j0 - 1;
        for (int j = jFirst; j != jEnd; j += stepY) {
            if (!visit(i, j))
                return;
        }
    }
}

// The walls of each square as one compact list (square i's walls are
// ids[start[i] .. start[i+1])), from (square, wall) pairs over `squares` squares.
inline void bucketBySquare(const std::vector<std::pair<int, int>> &entries, std::size_t squares,
                           std::vector<int> &start, std::vector<int> &ids)
{
    start.assign(squares + 1, 0);
    for (const auto &[square, wall] : entries)
        ++start[std::size_t(square) + 1];
    for (std::size_t i = 0; i < squares; ++i)
        start[i + 1] += start[i];
    ids.resize(entries.size());
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (const auto &[square, wall] : entries)
        ids[std::size_t(fill[std::size_t(square)]++)] = wall;
}

} // namespace bm::gridwalk
