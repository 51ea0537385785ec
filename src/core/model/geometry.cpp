#include "model/geometry.h"

#include <algorithm>
#include <cmath>

namespace bm::geom {

namespace {

// The parameter interval of p + t(q-p) strictly inside (lo, hi) along one axis,
// intersected into [tLo, tHi]. Returns false when it is empty.
bool clipOpen(double p, double d, double lo, double hi, double &tLo, double &tHi)
{
    if (std::abs(d) < kEps)
        return p > lo + kEps && p < hi - kEps;
    double a = (lo - p) / d;
    double b = (hi - p) / d;
    if (a > b)
        std::swap(a, b);
    tLo = std::max(tLo, a);
    tHi = std::min(tHi, b);
    return true;
}

bool clipClosed(double p, double d, double lo, double hi, double &tLo, double &tHi)
{
    if (std::abs(d) < kEps)
        return p >= lo - kEps && p <= hi + kEps;
    double a = (lo - p) / d;
    double b = (hi - p) / d;
    if (a > b)
        std::swap(a, b);
    tLo = std::max(tLo, a);
    tHi = std::min(tHi, b);
    return true;
}

double cross(QPointF o, QPointF a, QPointF b)
{
    return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
}

bool onSegment(QPointF p, QPointF q, QPointF c)
{
    return c.x() >= std::min(p.x(), q.x()) - kEps && c.x() <= std::max(p.x(), q.x()) + kEps
        && c.y() >= std::min(p.y(), q.y()) - kEps && c.y() <= std::max(p.y(), q.y()) + kEps;
}

} // namespace

bool segmentMeetsOpenBox(QPointF p, QPointF q, double x0, double y0, double x1, double y1)
{
    // Open interval per axis, closed [0,1] for the segment: the open intervals are
    // strict, so an intersection of positive length (or a point strictly inside) is needed.
    double tLo = -1e300, tHi = 1e300;
    if (!clipOpen(p.x(), q.x() - p.x(), x0, x1, tLo, tHi))
        return false;
    if (!clipOpen(p.y(), q.y() - p.y(), y0, y1, tLo, tHi))
        return false;
    // (tLo, tHi) is open, the segment's [0,1] closed: they share a point strictly inside
    // the box unless the overlap is empty or only a grazing endpoint.
    return tLo < tHi - kEps && tLo < 1.0 - kEps && tHi > kEps;
}

bool segmentTouchesBox(QPointF p, QPointF q, double x0, double y0, double x1, double y1)
{
    double tLo = 0.0, tHi = 1.0;
    if (!clipClosed(p.x(), q.x() - p.x(), x0, x1, tLo, tHi))
        return false;
    if (!clipClosed(p.y(), q.y() - p.y(), y0, y1, tLo, tHi))
        return false;
    return tLo <= tHi + kEps;
}

bool segmentMeetsOpenVertical(QPointF p, QPointF q, double x, double y0, double y1)
{
    const double dx = q.x() - p.x();
    if (std::abs(dx) < kEps) {
        if (std::abs(p.x() - x) > kEps)
            return false;
        const double lo = std::min(p.y(), q.y());
        const double hi = std::max(p.y(), q.y());
        return lo < y1 - kEps && hi > y0 + kEps;
    }
    const double t = (x - p.x()) / dx;
    if (t < -kEps || t > 1.0 + kEps)
        return false;
    const double y = p.y() + t * (q.y() - p.y());
    return y > y0 + kEps && y < y1 - kEps;
}

bool segmentMeetsOpenHorizontal(QPointF p, QPointF q, double y, double x0, double x1)
{
    return segmentMeetsOpenVertical(QPointF(p.y(), p.x()), QPointF(q.y(), q.x()), y, x0, x1);
}

bool segmentTouchesPoint(QPointF p, QPointF q, QPointF c)
{
    const double len = std::hypot(q.x() - p.x(), q.y() - p.y());
    if (len < kEps)
        return std::abs(p.x() - c.x()) < kEps && std::abs(p.y() - c.y()) < kEps;
    return std::abs(cross(p, q, c)) / len < kEps && onSegment(p, q, c);
}

bool segmentsTouch(QPointF a, QPointF b, QPointF c, QPointF d)
{
    const double d1 = cross(c, d, a);
    const double d2 = cross(c, d, b);
    const double d3 = cross(a, b, c);
    const double d4 = cross(a, b, d);
    if (((d1 > kEps && d2 < -kEps) || (d1 < -kEps && d2 > kEps))
        && ((d3 > kEps && d4 < -kEps) || (d3 < -kEps && d4 > kEps)))
        return true;
    return segmentTouchesPoint(c, d, a) || segmentTouchesPoint(c, d, b) || segmentTouchesPoint(a, b, c)
        || segmentTouchesPoint(a, b, d);
}

bool segmentsTouchQuick(QPointF a, QPointF b, QPointF c, QPointF d)
{
    // segmentsTouch tolerates kEps; a box gap wider than that can't be bridged.
    if (std::max(a.x(), b.x()) < std::min(c.x(), d.x()) - kEps || std::max(c.x(), d.x()) < std::min(a.x(), b.x()) - kEps
        || std::max(a.y(), b.y()) < std::min(c.y(), d.y()) - kEps
        || std::max(c.y(), d.y()) < std::min(a.y(), b.y()) - kEps)
        return false;
    // Margins at least 2 kEps times the segment's length (|v| <= 2 max(|vx|, |vy|)): a
    // point farther than that from a line is clearly off it for segmentsTouch too.
    const double mCD = 4.0 * kEps * std::max({std::abs(d.x() - c.x()), std::abs(d.y() - c.y()), 1.0});
    const double d1 = cross(c, d, a);
    const double d2 = cross(c, d, b);
    if ((d1 > mCD && d2 > mCD) || (d1 < -mCD && d2 < -mCD))
        return false; // a and b clearly on one side of c-d
    const double mAB = 4.0 * kEps * std::max({std::abs(b.x() - a.x()), std::abs(b.y() - a.y()), 1.0});
    const double d3 = cross(a, b, c);
    const double d4 = cross(a, b, d);
    if ((d3 > mAB && d4 > mAB) || (d3 < -mAB && d4 < -mAB))
        return false; // c and d clearly on one side of a-b
    if (((d1 > mCD && d2 < -mCD) || (d1 < -mCD && d2 > mCD)) && ((d3 > mAB && d4 < -mAB) || (d3 < -mAB && d4 > mAB)))
        return true; // a proper crossing
    return segmentsTouch(a, b, c, d);
}

bool segmentBoxInterval(QPointF p, QPointF q, double x0, double y0, double x1, double y1, double &tIn, double &tOut)
{
    double tLo = 0.0, tHi = 1.0;
    if (!clipClosed(p.x(), q.x() - p.x(), x0, x1, tLo, tHi))
        return false;
    if (!clipClosed(p.y(), q.y() - p.y(), y0, y1, tLo, tHi))
        return false;
    if (tLo > tHi + kEps)
        return false;
    tIn = tLo;
    tOut = std::max(tLo, tHi);
    return true;
}

bool segmentOpenBoxInterval(QPointF p, QPointF q, double x0, double y0, double x1, double y1, double &tIn,
                            double &tOut)
{
    double tLo = -1e300, tHi = 1e300;
    if (!clipOpen(p.x(), q.x() - p.x(), x0, x1, tLo, tHi))
        return false;
    if (!clipOpen(p.y(), q.y() - p.y(), y0, y1, tLo, tHi))
        return false;
    tLo = std::max(tLo, 0.0);
    tHi = std::min(tHi, 1.0);
    if (!(tLo < tHi - kEps))
        return false;
    tIn = tLo;
    tOut = tHi;
    return true;
}

bool properlyCrosses(QPointF p, QPointF q, QPointF a, QPointF b)
{
    // One wall alone: SpreadWalls sees no joint, only a proper crossing (one test, one tolerance).
    return SpreadWalls(p, q).blocks(a, b);
}

bool SpreadWalls::blocks(QPointF a, QPointF b)
{
    // The tolerance of RULES.md 11's crossing (geometry.h): kEps times the product of the two
    // lengths (at least kEps), as the cross products scale; a wall end within it of the
    // segment's line is "on" the segment (touching, or a joint with another wall).
    const double scale = std::max(1.0, std::hypot(m_q.x() - m_p.x(), m_q.y() - m_p.y()) * std::hypot(b.x() - a.x(), b.y() - a.y()));
    const double eps = kEps * scale;
    const double d3 = cross(a, b, m_p);
    const double d4 = cross(a, b, m_q);
    // p and q strictly on both sides of the wall's line: the lines meet strictly between p
    // and q. Otherwise the wall is neither crossed nor met at a joint.
    if (!((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps)))
        return false;
    const double d1 = cross(m_p, m_q, a);
    const double d2 = cross(m_p, m_q, b);
    const bool aOn = std::abs(d1) <= eps;
    const bool bOn = std::abs(d2) <= eps;
    if (!aOn && !bOn)
        return (d1 > 0) != (d2 > 0); // a proper crossing, or a wall wholly on one side
    if (aOn && bOn)
        return false; // a point of a wall (length below the tolerance): nothing to cross
    // One end lies on the segment: the wall ends there, on the other end's side.
    const End end{aOn ? a : b, (aOn ? d2 : d1) > 0 ? 1 : -1};
    for (const End &seen : m_ends)
        if (seen.side != end.side && std::abs(seen.at.x() - end.at.x()) <= kEps && std::abs(seen.at.y() - end.at.y()) <= kEps)
            return true; // walls on both sides of the point: the segment passes through a joint
    m_ends.push_back(end);
    return false;
}

} // namespace bm::geom
