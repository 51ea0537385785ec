#pragma once

// Exact-as-doubles segment tests on the grid (RULES.md 4.1 and 5): "open interior"
// excludes the boundary, "touches" includes it.

#include <QPointF>
#include <QRect>

#include <vector>

namespace bm {
// Feet compare equal within this, everywhere in the engine (a distance, a cost, a range).
inline constexpr double kFeetEps = 1e-9;
} // namespace bm

namespace bm::geom {

constexpr double kEps = 1e-9;

// The centre of a space of squares, in grid units.
inline QPointF centreOf(const QRect &r)
{
    return QPointF(r.x() + r.width() / 2.0, r.y() + r.height() / 2.0);
}

// Does the closed segment p-q meet the open box (x0,x1) x (y0,y1)?
bool segmentMeetsOpenBox(QPointF p, QPointF q, double x0, double y0, double x1, double y1);
// Does the closed segment p-q meet the closed box [x0,x1] x [y0,y1]?
bool segmentTouchesBox(QPointF p, QPointF q, double x0, double y0, double x1, double y1);
// Does the closed segment p-q meet the open vertical segment {x} x (y0,y1)?
bool segmentMeetsOpenVertical(QPointF p, QPointF q, double x, double y0, double y1);
// Does the closed segment p-q meet the open horizontal segment (x0,x1) x {y}?
bool segmentMeetsOpenHorizontal(QPointF p, QPointF q, double y, double x0, double x1);
// Does the closed segment p-q pass through the point c?
bool segmentTouchesPoint(QPointF p, QPointF q, QPointF c);
// Do the closed segments a-b and c-d share a point?
bool segmentsTouch(QPointF a, QPointF b, QPointF c, QPointF d);
// segmentsTouch with cheap rejections first (bounding boxes, both ends strictly on one
// side): the same answer, for hot loops that test many segments that mostly miss.
bool segmentsTouchQuick(QPointF a, QPointF b, QPointF c, QPointF d);
// The parameters t in [0,1] for which p + t(q-p) lies in the closed box [x0,x1] x [y0,y1],
// as [tIn, tOut]. Returns false when the segment misses the box.
bool segmentBoxInterval(QPointF p, QPointF q, double x0, double y0, double x1, double y1, double &tIn,
                        double &tOut);
// The same for the open box (x0,x1) x (y0,y1): the open interval (tIn, tOut) clipped to
// [0,1]. Returns false when the segment does not meet the open box.
bool segmentOpenBoxInterval(QPointF p, QPointF q, double x0, double y0, double x1, double y1, double &tIn,
                            double &tOut);

// RULES.md 11's spread test against one wall: p-q properly crosses a-b (each strictly on
// both sides of the other's line; touching at an end point or running along does not count).
// The same test as SpreadWalls fed one wall. Its one tolerance: a point is on a line when
// their cross product is within kEps * max(1, |p-q| |a-b|) of 0 (a distance of kEps for
// segments of a square's length; sight, light and areas all use it through SpreadWalls).
bool properlyCrosses(QPointF p, QPointF q, QPointF a, QPointF b);

// RULES.md 11's spread test against walls (version 4), fed one wall at a time for one
// segment p-q: blocked when p-q properly crosses a wall, or passes, strictly between its
// two ends, through a point where walls end with one of them on each side of it (the joint
// of two walls, or of a wall and a closed door). A corner only grazed (every wall ending
// there on one side of the segment or along it) does not block. Feeding a wall again, in
// any order, changes nothing, so a caller may feed the walls of each square it walks.
class SpreadWalls
{
public:
    SpreadWalls(QPointF p, QPointF q) : m_p(p), m_q(q) {}
    // Feeds the wall a-b: true when p-q is blocked by it, or at a joint of it and a wall fed
    // before.
    bool blocks(QPointF a, QPointF b);

private:
    struct End {
        QPointF at; // where a wall ends on the segment
        int side;   // the side of the segment the wall lies on: +1 or -1
    };
    QPointF m_p;
    QPointF m_q;
    std::vector<End> m_ends; // ends met so far (few: the walls meeting at a joint or two)
};

} // namespace bm::geom
