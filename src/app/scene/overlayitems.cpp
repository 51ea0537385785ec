#include "overlayitems.h"

#include "render/maprenderer.h"
#include "scene/tokenitem.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace bm {

using render::kSquare;

namespace {

// The labels keep at least their size on screen when the map is zoomed out (a fitted map
// shows squares of ~25 px, where 14 scene units would be 6 px), up to kMaxLabelGrowth
// times their scene size: the items' bounds leave room for that (kLabelPad).
constexpr double kMaxLabelGrowth = 3.5;

void drawLabel(QPainter *p, QPointF at, const QString &text, const QColor &fill)
{
    const double viewScale = std::max(1e-6, std::hypot(p->worldTransform().m11(), p->worldTransform().m12()));
    const double grow = std::clamp(1.0 / viewScale, 1.0, kMaxLabelGrowth);
    p->save();
    p->translate(at);
    p->scale(grow, grow);
    QFont f = p->font();
    f.setPixelSize(14);
    f.setBold(true);
    p->setFont(f);
    const QFontMetricsF fm(f);
    const QRectF box = QRectF(QPointF(0, 0), QSizeF(fm.horizontalAdvance(text) + 12, fm.height() + 6)).translated(8, -24);
    p->setPen(QPen(QColor(0, 0, 0, 160), 1));
    p->setBrush(fill);
    p->drawRoundedRect(box, 5, 5);
    p->setPen(Qt::white);
    p->drawText(box, Qt::AlignCenter, text);
    p->restore();
}

QFont labelFont()
{
    QFont f;
    f.setPixelSize(14);
    f.setBold(true);
    return f;
}

// The label's box in scene units at `at` as `view` shows it: right of and above the point
// (as drawLabel), flipped to its left or below it where it would leave the viewport, then
// kept inside the viewport. Without a view: where drawLabel puts it.
QRectF labelBoxIn(const QGraphicsView *view, QPointF at, const QString &text)
{
    const double viewScale = view ? std::max(1e-6, std::hypot(view->transform().m11(), view->transform().m12())) : 1.0;
    const double grow = std::clamp(1.0 / viewScale, 1.0, kMaxLabelGrowth);
    const QFontMetricsF fm(labelFont());
    QRectF box(at + QPointF(8, -24) * grow, QSizeF(fm.horizontalAdvance(text) + 12, fm.height() + 6) * grow);
    if (!view)
        return box;
    const double px = 1.0 / viewScale; // a pixel in scene units
    const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect().adjusted(4 * px, 4 * px, -4 * px, -4 * px);
    if (box.right() > visible.right())
        box.moveRight(at.x() - 8 * grow);
    if (box.top() < visible.top())
        box.moveTop(at.y() + 8 * grow);
    if (box.right() > visible.right())
        box.moveRight(visible.right());
    if (box.left() < visible.left())
        box.moveLeft(visible.left());
    if (box.bottom() > visible.bottom())
        box.moveBottom(visible.bottom());
    if (box.top() < visible.top())
        box.moveTop(visible.top());
    return box;
}

// The tokens near `at` in scene units (their discs and, under each, the room its name
// takes), but for the creature `except`: what a label placed there must not cover. Only
// the neighbourhood a label can reach is asked (this runs on every drag step).
QList<QRectF> tokenRects(const QGraphicsScene *scene, QPointF at, const QString &except = {})
{
    QList<QRectF> out;
    if (!scene)
        return out;
    const double reach = 8 * kSquare * kMaxLabelGrowth;
    for (QGraphicsItem *item : scene->items(QRectF(at - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach)),
                                            Qt::IntersectsItemBoundingRect, Qt::AscendingOrder)) {
        const auto *t = dynamic_cast<const TokenItem *>(item);
        if (!t || t->creatureId() == except || !t->isVisible())
            continue;
        const QRectF r = t->sceneBoundingRect();
        out << r.adjusted(0, 0, 0, kSquare * 0.35); // the name under it
    }
    return out;
}

// labelBoxIn's box, moved where it covers none of `avoid` when one of a few places around
// `at` (beside, above, below, a square further out) does, inside the view; else where
// labelBoxIn put it. A cover label must not sit on the bales that cause it, nor a path's
// cost on the ogre beside it.
QRectF labelBoxAvoiding(const QGraphicsView *view, QPointF at, const QString &text, const QList<QRectF> &avoid)
{
    const QRectF first = labelBoxIn(view, at, text);
    const auto clear = [&](const QRectF &box) {
        return std::none_of(avoid.begin(), avoid.end(), [&](const QRectF &r) { return r.intersects(box); });
    };
    if (clear(first))
        return first;
    QRectF visible;
    if (view) {
        const double viewScale = std::max(1e-6, std::hypot(view->transform().m11(), view->transform().m12()));
        const double px = 1.0 / viewScale;
        visible = view->mapToScene(view->viewport()->rect()).boundingRect().adjusted(4 * px, 4 * px, -4 * px, -4 * px);
    }
    const QSizeF size = first.size();
    const double gap = 8 * first.height() / 22.0;
    for (const double out : {0.0, kSquare, 2 * kSquare}) {
        const QList<QPointF> corners{
            at + QPointF(gap + out, -size.height() - gap),                     // right, above
            at + QPointF(-size.width() - gap - out, -size.height() - gap),     // left, above
            at + QPointF(gap + out, gap),                                      // right, below
            at + QPointF(-size.width() - gap - out, gap),                      // left, below
            at + QPointF(-size.width() / 2, -size.height() - gap - kSquare / 2 - out), // above
            at + QPointF(-size.width() / 2, gap + kSquare / 2 + out),          // below
        };
        for (const QPointF &corner : corners) {
            const QRectF box(corner, size);
            if ((visible.isNull() || visible.contains(box)) && clear(box))
                return box;
        }
    }
    return first;
}

// drawLabel's pill in a box labelBoxIn placed.
void drawLabelIn(QPainter *p, const QRectF &box, const QString &text, const QColor &fill)
{
    const QFont f = labelFont();
    const QFontMetricsF fm(f);
    const double grow = box.height() / (fm.height() + 6);
    p->save();
    p->translate(box.topLeft());
    p->scale(grow, grow);
    p->setFont(f);
    const QRectF r(0, 0, box.width() / grow, box.height() / grow);
    p->setPen(QPen(QColor(0, 0, 0, 160), 1));
    p->setBrush(fill);
    p->drawRoundedRect(r, 5, 5);
    p->setPen(Qt::white);
    p->drawText(r, Qt::AlignCenter, text);
    p->restore();
}

// Room around an overlay's lines for its label at the largest growth.
const QMarginsF kLabelPad(20, 24 * kMaxLabelGrowth + 16, 400 * kMaxLabelGrowth, 40);

QPointF footprintCentre(const QRect &occupied)
{
    return QPointF((occupied.x() + occupied.width() / 2.0) * kSquare, (occupied.y() + occupied.height() / 2.0) * kSquare);
}

} // namespace

PathPreviewItem::PathPreviewItem()
{
    setZValue(30);
    setAcceptedMouseButtons(Qt::NoButton);
}

void PathPreviewItem::setPath(const PathResult &path, int footprint, const QString &label, bool ok)
{
    m_path = path;
    m_footprint = footprint;
    m_label = label;
    m_ok = ok;
    m_refused = false;
    updateBounds();
}

void PathPreviewItem::setRefused(GridPoint at, int footprint, const QString &reason)
{
    m_path = PathResult();
    m_path.path = {at};
    m_path.occupied = {QRect(at.x, at.y, footprint, footprint)};
    m_footprint = footprint;
    m_label = reason;
    m_ok = false;
    m_refused = true;
    updateBounds();
}

void PathPreviewItem::clear()
{
    m_path = PathResult();
    m_label.clear();
    m_refused = false;
    updateBounds();
}

void PathPreviewItem::updateBounds()
{
    QRectF b;
    for (const QRect &r : m_path.occupied)
        b |= render::squaresRect(r);
    m_labelRect = QRectF();
    if (!b.isNull()) {
        const QList<QGraphicsView *> views = scene() ? scene()->views() : QList<QGraphicsView *>();
        const QGraphicsView *view = views.isEmpty() ? nullptr : views.first();
        const QPointF at = m_refused ? render::squaresRect(m_path.occupied.front()).topRight() : footprintCentre(m_path.occupied.back());
        if (!m_label.isEmpty()) {
            // Not on a token (but the mover's, where it stands now) nor on the path's end.
            QList<QRectF> avoid = tokenRects(scene(), at, m_mover);
            avoid << render::squaresRect(m_path.occupied.back());
            m_labelRect = labelBoxAvoiding(view, at, m_label, avoid);
        }
        b = b.adjusted(-10, -20, 10, 10) | m_labelRect.adjusted(-2, -2, 2, 2); // the markers; the label where it is
    }
    prepareGeometryChange();
    m_bounds = b;
    update();
}

void PathPreviewItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_path.occupied.empty())
        return;
    p->setRenderHint(QPainter::Antialiasing, true);
    const QColor good(40, 120, 230);
    const QColor over(230, 120, 30);
    const QColor bad(200, 30, 30);
    if (m_refused) {
        const QRectF r = render::squaresRect(m_path.occupied.front());
        p->setPen(QPen(bad, 4));
        p->setBrush(QColor(200, 30, 30, 50));
        p->drawRect(r);
        p->drawLine(r.topLeft(), r.bottomRight());
        p->drawLine(r.topRight(), r.bottomLeft());
        if (!m_labelRect.isNull())
            drawLabelIn(p, m_labelRect, m_label, bad);
        return;
    }
    const QColor line = m_ok ? good : over;
    // Every step's footprint, squeezed ones hatched.
    for (std::size_t i = 1; i < m_path.occupied.size(); ++i) {
        const QRectF r = render::squaresRect(m_path.occupied[i]);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(line.red(), line.green(), line.blue(), 40));
        p->drawRect(r);
        if (m_path.squeezed[i]) {
            p->setBrush(QBrush(QColor(120, 40, 160, 160), Qt::FDiagPattern));
            p->drawRect(r);
        }
    }
    QPainterPath poly;
    poly.moveTo(footprintCentre(m_path.occupied.front()));
    for (std::size_t i = 1; i < m_path.occupied.size(); ++i)
        poly.lineTo(footprintCentre(m_path.occupied[i]));
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(QColor(255, 255, 255, 200), 9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawPath(poly);
    p->setPen(QPen(line, 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawPath(poly);
    for (std::size_t i = 1; i < m_path.occupied.size(); ++i) {
        p->setBrush(line);
        p->setPen(Qt::NoPen);
        p->drawEllipse(footprintCentre(m_path.occupied[i]), 5, 5);
    }
    // Opportunity attacks: a warning marker where the step that provokes starts.
    for (const Provocation &pr : m_path.provokes) {
        if (pr.step < 0 || std::size_t(pr.step) >= m_path.occupied.size())
            continue;
        const QPointF c = footprintCentre(m_path.occupied[std::size_t(pr.step)]);
        QPolygonF tri;
        tri << c + QPointF(0, -16) << c + QPointF(14, 10) << c + QPointF(-14, 10);
        p->setPen(QPen(Qt::black, 2));
        p->setBrush(QColor(255, 200, 0));
        p->drawPolygon(tri);
        QFont f = p->font();
        f.setPixelSize(14);
        f.setBold(true);
        p->setFont(f);
        p->drawText(QRectF(c.x() - 14, c.y() - 12, 28, 22), Qt::AlignCenter, QStringLiteral("!"));
    }
    if (!m_labelRect.isNull())
        drawLabelIn(p, m_labelRect, m_label, m_ok ? good.darker(120) : over.darker(120));
}

ReachOverlayItem::ReachOverlayItem()
{
    setZValue(2);
    setAcceptedMouseButtons(Qt::NoButton);
}

QColor ReachOverlayItem::bandColour(int band)
{
    switch (band) {
    case 0:
        return QColor(40, 170, 90, 80);
    case 1:
        return QColor(230, 170, 30, 75);
    default:
        return QColor(200, 70, 60, 70);
    }
}

void ReachOverlayItem::setSquares(std::vector<Square> squares, int footprint)
{
    m_squares = std::move(squares);
    m_footprint = footprint;
    QRectF b;
    for (const Square &s : m_squares)
        b |= render::squaresRect(QRect(s.at.x, s.at.y, footprint, footprint));
    prepareGeometryChange();
    m_bounds = b;
    update();
}

void ReachOverlayItem::clear()
{
    setSquares({}, 1);
}

void ReachOverlayItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    // Where the creature's centre can stop: one square-sized cell centred on its space.
    p->setPen(Qt::NoPen);
    const double half = (m_footprint - 1) * kSquare / 2;
    for (const Square &s : m_squares) {
        p->setBrush(bandColour(s.band));
        p->drawRect(QRectF(s.at.x * kSquare + half, s.at.y * kSquare + half, kSquare, kSquare).adjusted(2, 2, -2, -2));
    }
}

RulerItem::RulerItem()
{
    setZValue(40);
    setAcceptedMouseButtons(Qt::NoButton);
}

void RulerItem::setMeasure(QPointF from, QPointF to, const QString &label, const QColor &colour)
{
    m_from = from;
    m_to = to;
    m_label = label;
    m_colour = colour;
    prepareGeometryChange();
    m_bounds = QRectF(from, to).normalized().marginsAdded(kLabelPad);
    update();
}

void RulerItem::clear()
{
    m_label.clear();
    prepareGeometryChange();
    m_bounds = QRectF();
}

void RulerItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_label.isEmpty())
        return;
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(QColor(255, 255, 255, 220), 7, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(m_from, m_to);
    p->setPen(QPen(m_colour, 3, Qt::DashLine, Qt::RoundCap));
    p->drawLine(m_from, m_to);
    p->setBrush(m_colour);
    p->drawEllipse(m_from, 5, 5);
    p->drawEllipse(m_to, 5, 5);
    drawLabelIn(p, labelRect(), m_label, m_colour.darker(130));
}

QRectF RulerItem::labelRect() const
{
    // Inside the view: never under the docks, whichever way the ruler points.
    const QList<QGraphicsView *> views = scene() ? scene()->views() : QList<QGraphicsView *>();
    return labelBoxIn(views.isEmpty() ? nullptr : views.first(), m_to, m_label);
}

CoverLinesItem::CoverLinesItem()
{
    setZValue(35);
    setAcceptedMouseButtons(Qt::NoButton);
}

QColor CoverLinesItem::blockerColour(const CoverLine &line)
{
    if (!line.isBlocked())
        return QColor(40, 170, 60);
    if (line.isBlockedBySolid())
        return QColor(200, 30, 30);
    if (line.isBlockedBy(CoverBlocker::Kind::Object))
        return QColor(200, 120, 20);
    return QColor(150, 60, 200); // a creature
}

void CoverLinesItem::setCover(const CoverResult &cover, const QString &label, const QList<QRect> &keepReadable)
{
    m_cover = cover;
    m_label = label;
    m_keepReadable = keepReadable;
    m_visible = true;
    QRectF b;
    for (const CoverLine &l : cover.lines)
        b |= QRectF(render::toScene(l.from), render::toScene(l.to)).normalized();
    prepareGeometryChange();
    m_bounds = b.marginsAdded(kLabelPad);
    update();
}

void CoverLinesItem::clear()
{
    m_visible = false;
    prepareGeometryChange();
    m_bounds = QRectF();
}

void CoverLinesItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_visible)
        return;
    p->setRenderHint(QPainter::Antialiasing, true);
    for (const CoverLine &l : m_cover.lines) {
        const QColor c = blockerColour(l);
        p->setPen(QPen(QColor(255, 255, 255, 180), 5));
        p->drawLine(render::toScene(l.from), render::toScene(l.to));
        p->setPen(QPen(c, 2.5, l.isBlocked() ? Qt::DashLine : Qt::SolidLine));
        p->drawLine(render::toScene(l.from), render::toScene(l.to));
        p->setBrush(c);
        p->drawEllipse(render::toScene(l.to), 4, 4);
    }
    if (!m_cover.lines.empty()) {
        p->setBrush(Qt::black);
        p->setPen(QPen(Qt::white, 2));
        p->drawEllipse(render::toScene(m_cover.lines.front().from), 6, 6);
        drawLabelIn(p, labelRect(), m_label, QColor(40, 40, 60));
    }
}

QRectF CoverLinesItem::labelRect() const
{
    if (m_cover.lines.empty())
        return {};
    // Beside the target, on none of the tokens and none of the squares that give the cover
    // (the bales it names must stay readable under it).
    const QList<QGraphicsView *> views = scene() ? scene()->views() : QList<QGraphicsView *>();
    QList<QRectF> avoid = tokenRects(scene(), render::toScene(m_cover.lines.front().to));
    for (const CoverLine &l : m_cover.lines)
        for (const CoverBlocker &b : l.blockers)
            if (b.kind == CoverBlocker::Kind::Object || b.kind == CoverBlocker::Kind::BlockedSquare)
                avoid << render::squaresRect(QRect(b.square.x, b.square.y, 1, 1));
    for (const QRect &r : m_keepReadable)
        avoid << render::squaresRect(r);
    return labelBoxAvoiding(views.isEmpty() ? nullptr : views.first(), render::toScene(m_cover.lines.front().to), m_label, avoid);
}

AreaTemplateItem::AreaTemplateItem()
{
    setZValue(3); // above the reach bands, below the tokens
    setAcceptedMouseButtons(Qt::NoButton);
}

AreaTemplateItem::Shapes AreaTemplateItem::shapesFor(const std::vector<GridPoint> &squares)
{
    Shapes out;
    if (squares.empty())
        return out;
    // A bitmap of the squares' bounding box answers "is the neighbour in the area" in O(1).
    int x0 = squares.front().x, x1 = x0, y0 = squares.front().y, y1 = y0;
    for (const GridPoint &s : squares) {
        x0 = std::min(x0, s.x);
        x1 = std::max(x1, s.x);
        y0 = std::min(y0, s.y);
        y1 = std::max(y1, s.y);
    }
    const int w = x1 - x0 + 3, h = y1 - y0 + 3; // a free border all round
    std::vector<std::uint8_t> in(std::size_t(w) * std::size_t(h), 0);
    const auto at = [&](int x, int y) -> std::uint8_t & { return in[std::size_t(y - y0 + 1) * std::size_t(w) + std::size_t(x - x0 + 1)]; };
    for (const GridPoint &s : squares)
        at(s.x, s.y) = 1;
    for (const GridPoint &s : squares) {
        const double l = s.x * kSquare, t = s.y * kSquare, r = l + kSquare, b = t + kSquare;
        out.fill.addRect(QRectF(l, t, kSquare, kSquare));
        if (!at(s.x, s.y - 1)) {
            out.outline.moveTo(l, t);
            out.outline.lineTo(r, t);
        }
        if (!at(s.x, s.y + 1)) {
            out.outline.moveTo(l, b);
            out.outline.lineTo(r, b);
        }
        if (!at(s.x - 1, s.y)) {
            out.outline.moveTo(l, t);
            out.outline.lineTo(l, b);
        }
        if (!at(s.x + 1, s.y)) {
            out.outline.moveTo(r, t);
            out.outline.lineTo(r, b);
        }
    }
    return out;
}

void AreaTemplateItem::setArea(const std::vector<GridPoint> &squares, const std::vector<QRect> &creatureSpaces, QPointF origin,
                               QPointF aim, const QString &label)
{
    if (m_mirror)
        m_mirror->setArea(squares, {}, origin, aim, QString());
    m_shapes = shapesFor(squares);
    m_creatures = creatureSpaces;
    m_origin = origin;
    m_aim = aim;
    m_label = label;
    m_labelAt = aim != origin || m_shapes.fill.isEmpty() ? aim : m_shapes.fill.boundingRect().topRight();
    m_shown = true;
    QRectF b = m_shapes.fill.boundingRect() | QRectF(origin, aim).normalized();
    for (const QRect &r : m_creatures)
        b |= render::squaresRect(r);
    prepareGeometryChange();
    m_bounds = b.marginsAdded(kLabelPad);
    update();
}

void AreaTemplateItem::clear()
{
    if (m_mirror)
        m_mirror->clear();
    if (!m_shown)
        return;
    m_shown = false;
    m_shapes = {};
    m_creatures.clear();
    m_label.clear();
    prepareGeometryChange();
    m_bounds = QRectF();
}

void AreaTemplateItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_shown)
        return;
    const QColor area(230, 90, 20);
    p->setRenderHint(QPainter::Antialiasing, false);
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(area.red(), area.green(), area.blue(), 90));
    p->drawPath(m_shapes.fill);
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(area.darker(110), 2.5));
    p->drawPath(m_shapes.outline);
    p->setRenderHint(QPainter::Antialiasing, true);
    // The creatures in the area: a ring around each space.
    p->setPen(QPen(QColor(255, 220, 40), 5));
    for (const QRect &r : m_creatures)
        p->drawRoundedRect(render::squaresRect(r).adjusted(3, 3, -3, -3), 10, 10);
    p->setPen(QPen(QColor(120, 30, 0), 2));
    for (const QRect &r : m_creatures)
        p->drawRoundedRect(render::squaresRect(r).adjusted(3, 3, -3, -3), 10, 10);
    // The origin and the aim.
    if (m_aim != m_origin) {
        p->setPen(QPen(area.darker(130), 2, Qt::DashLine, Qt::RoundCap));
        p->drawLine(m_origin, m_aim);
    }
    p->setPen(QPen(Qt::white, 2));
    p->setBrush(area.darker(120));
    p->drawEllipse(m_origin, 6, 6);
    if (!m_label.isEmpty())
        drawLabel(p, m_labelAt, m_label, area.darker(140));
}

PushPreviewItem::PushPreviewItem()
{
    setZValue(31); // over the path preview, under the tokens' labels
    setAcceptedMouseButtons(Qt::NoButton);
}

void PushPreviewItem::setPush(GridPoint start, int footprint, int steps, const PushResult &push, const QString &label)
{
    m_start = start;
    m_footprint = std::max(1, footprint);
    m_steps = std::max(0, steps);
    m_push = push;
    m_label = label;
    m_shown = true;
    const QPoint v = compassStep(push.direction);
    QRectF b = render::squaresRect(QRect(start.x, start.y, m_footprint, m_footprint));
    // Every footprint asked for, and the one that stops it.
    for (int i = 1; i <= m_steps + 1; ++i)
        b |= render::squaresRect(QRect(start.x + v.x() * i, start.y + v.y() * i, m_footprint, m_footprint));
    const QList<QGraphicsView *> views = scene() ? scene()->views() : QList<QGraphicsView *>();
    const QGraphicsView *view = views.isEmpty() ? nullptr : views.first();
    const QRect end(push.to.x, push.to.y, m_footprint, m_footprint);
    const QPointF at = footprintCentre(end);
    m_labelRect = QRectF();
    if (!m_label.isEmpty()) {
        QList<QRectF> avoid = tokenRects(scene(), at);
        avoid << render::squaresRect(end);
        m_labelRect = labelBoxAvoiding(view, at, m_label, avoid);
    }
    prepareGeometryChange();
    m_bounds = b.adjusted(-12, -12, 12, 12) | m_labelRect.adjusted(-2, -2, 2, 2);
    update();
}

void PushPreviewItem::clear()
{
    if (!m_shown)
        return;
    m_shown = false;
    m_label.clear();
    prepareGeometryChange();
    m_bounds = QRectF();
    m_labelRect = QRectF();
    update();
}

void PushPreviewItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_shown)
        return;
    p->setRenderHint(QPainter::Antialiasing, true);
    const QColor push(230, 120, 30);
    const QColor stop(200, 30, 30);
    const QPoint v = compassStep(m_push.direction);
    const int made = std::max(std::abs(m_push.to.x - m_start.x), std::abs(m_push.to.y - m_start.y)); // steps made
    const auto footprintAt = [&](int i) { return QRect(m_start.x + v.x() * i, m_start.y + v.y() * i, m_footprint, m_footprint); };
    // The squares crossed, then the end's footprint outlined: where the creature ends.
    for (int i = 1; i <= made; ++i) {
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(push.red(), push.green(), push.blue(), 60));
        p->drawRect(render::squaresRect(footprintAt(i)));
    }
    // The squares asked for but not reached: dashed.
    for (int i = made + 1; i <= m_steps; ++i) {
        p->setPen(QPen(QColor(stop.red(), stop.green(), stop.blue(), 150), 2, Qt::DashLine));
        p->setBrush(Qt::NoBrush);
        p->drawRect(render::squaresRect(footprintAt(i)).adjusted(4, 4, -4, -4));
    }
    // What stopped it: the next footprint crossed out (a wall lies on its near edge).
    if (m_push.stoppedBy != PushStop::None && made < m_steps) {
        const QRectF r = render::squaresRect(footprintAt(made + 1)).adjusted(6, 6, -6, -6);
        p->setPen(QPen(stop, 4, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(r.topLeft(), r.bottomRight());
        p->drawLine(r.topRight(), r.bottomLeft());
    }
    const QRectF end = render::squaresRect(footprintAt(made));
    p->setPen(QPen(push, 3, Qt::DashLine));
    p->setBrush(Qt::NoBrush);
    p->drawRect(end.adjusted(3, 3, -3, -3));
    // The arrow: from the creature's centre in the push's direction, to where it ends (one
    // square long when it can't move at all).
    const QPointF from = footprintCentre(footprintAt(0));
    const QPointF dir = QPointF(v) / std::hypot(double(v.x()), double(v.y()));
    const QPointF to = made > 0 ? footprintCentre(footprintAt(made)) : from + dir * (kSquare * 0.5);
    p->setPen(QPen(QColor(255, 255, 255, 210), 9, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(from, to);
    const QColor line = made < m_steps ? stop : push;
    p->setPen(QPen(line, 5, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(from, to);
    const QPointF side(-dir.y(), dir.x());
    QPolygonF head;
    head << to + dir * 14 << to - dir * 6 + side * 11 << to - dir * 6 - side * 11;
    p->setPen(QPen(Qt::white, 2));
    p->setBrush(line);
    p->drawPolygon(head);
    if (!m_labelRect.isNull())
        drawLabelIn(p, m_labelRect, m_label, line.darker(120));
}

TurnPlanItem::TurnPlanItem()
{
    setZValue(29); // over the tokens, under a drag's path preview
    setAcceptedMouseButtons(Qt::NoButton);
}

void TurnPlanItem::setPlan(Plan plan)
{
    m_plan = std::move(plan);
    m_shown = true;
    QRectF b;
    for (const QRect &r : m_plan.path)
        b |= render::squaresRect(r);
    for (const Attack &a : m_plan.attacks)
        b |= render::squaresRect(a.target);
    for (const Provoker &p : m_plan.provokers)
        b |= render::squaresRect(p.space);
    // The labels: off the tokens, the path's end and each other.
    const QList<QGraphicsView *> views = scene() ? scene()->views() : QList<QGraphicsView *>();
    const QGraphicsView *view = views.isEmpty() ? nullptr : views.first();
    m_labelRects.clear();
    QList<QRectF> placed;
    if (!m_plan.path.empty())
        placed << render::squaresRect(m_plan.path.back());
    // ... and off the lines to the targets, which they would hide.
    QList<QRectF> lines;
    if (!m_plan.path.empty()) {
        const QPointF from = footprintCentre(m_plan.path.back());
        for (const Attack &a : m_plan.attacks) {
            const QPointF to = footprintCentre(a.target);
            for (int i = 1; i < 12; ++i) {
                const QPointF at = from + (to - from) * (i / 12.0);
                lines << QRectF(at - QPointF(3, 3), QSizeF(6, 6));
            }
        }
    }
    // Beside the first of `anchors` where it covers nothing; where the tokens crowd, clear of
    // them and the other labels though on a line; else beside the first anchor.
    const auto place = [&](const QList<QPointF> &anchors, const QString &text) {
        if (text.isEmpty() || anchors.isEmpty())
            return QRectF();
        const auto clear = [](const QRectF &box, const QList<QRectF> &of) {
            return std::none_of(of.begin(), of.end(), [&](const QRectF &r) { return r.intersects(box); });
        };
        QRectF box;
        for (const bool withLines : {true, false}) {
            for (const QPointF &at : anchors) {
                QList<QRectF> avoid = tokenRects(scene(), at);
                avoid << placed;
                if (withLines)
                    avoid << lines;
                if (const QRectF b = labelBoxAvoiding(view, at, text, avoid); clear(b, avoid)) {
                    box = b;
                    break;
                }
            }
            if (!box.isNull())
                break;
        }
        if (box.isNull()) {
            QList<QRectF> avoid = tokenRects(scene(), anchors.front());
            avoid << placed;
            box = labelBoxAvoiding(view, anchors.front(), text, avoid);
        }
        placed << box;
        return box;
    };
    const QPointF end = m_plan.path.empty() ? QPointF() : footprintCentre(m_plan.path.back());
    m_labelRects << (m_plan.path.empty() ? QRectF() : place({end}, m_plan.moveLabel));
    for (const Attack &a : m_plan.attacks) {
        // By the target; else along its line, halfway, or by the attacker's end.
        const QPointF target = footprintCentre(a.target);
        m_labelRects << place({target, (target + end) / 2, end}, a.label);
    }
    for (const Provoker &p : m_plan.provokers)
        m_labelRects << place({footprintCentre(p.space)}, p.label);
    for (const QRectF &r : std::as_const(m_labelRects))
        if (!r.isNull())
            b |= r.adjusted(-2, -2, 2, 2);
    prepareGeometryChange();
    m_bounds = b.adjusted(-20, -20, 20, 20);
    update();
}

void TurnPlanItem::clear()
{
    if (!m_shown)
        return;
    m_shown = false;
    m_plan = Plan();
    m_labelRects.clear();
    prepareGeometryChange();
    m_bounds = QRectF();
    update();
}

void TurnPlanItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_shown || m_plan.path.empty())
        return;
    p->setRenderHint(QPainter::Antialiasing, true);
    const QColor route(120, 60, 200); // the plan's own colour: not a drag's blue
    const QColor strike(200, 30, 30);
    const QColor warn(230, 140, 0);
    // The path: every step's space, the line through their centres, a dot a step.
    for (std::size_t i = 1; i < m_plan.path.size(); ++i) {
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(route.red(), route.green(), route.blue(), 35));
        p->drawRect(render::squaresRect(m_plan.path[i]));
    }
    if (m_plan.path.size() > 1) {
        QPainterPath poly;
        poly.moveTo(footprintCentre(m_plan.path.front()));
        for (std::size_t i = 1; i < m_plan.path.size(); ++i)
            poly.lineTo(footprintCentre(m_plan.path[i]));
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(QColor(255, 255, 255, 200), 9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(poly);
        p->setPen(QPen(route, 5, m_plan.advance ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(poly);
        p->setPen(Qt::NoPen);
        p->setBrush(route);
        for (std::size_t i = 1; i + 1 < m_plan.path.size(); ++i)
            p->drawEllipse(footprintCentre(m_plan.path[i]), 5, 5);
    }
    // Where it ends: its space outlined, as a token's ghost.
    const QRectF end = render::squaresRect(m_plan.path.back());
    p->setPen(QPen(route, 3, Qt::DashLine));
    p->setBrush(QColor(route.red(), route.green(), route.blue(), 50));
    p->drawEllipse(end.adjusted(4, 4, -4, -4));
    // A line to each target, an arrowhead at its edge.
    const QPointF from = footprintCentre(m_plan.path.back());
    for (const Attack &a : m_plan.attacks) {
        const QRectF t = render::squaresRect(a.target);
        const QPointF to = t.center();
        const double length = std::hypot(to.x() - from.x(), to.y() - from.y());
        if (length < 1)
            continue;
        const QPointF dir = (to - from) / length;
        const QPointF tip = to - dir * (t.width() / 2 - 2);
        p->setPen(QPen(QColor(255, 255, 255, 210), 7, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(from, tip);
        p->setPen(QPen(strike, 3, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(from, tip);
        const QPointF side(-dir.y(), dir.x());
        QPolygonF head;
        head << tip << tip - dir * 16 + side * 8 << tip - dir * 16 - side * 8;
        p->setPen(QPen(Qt::white, 1.5));
        p->setBrush(strike);
        p->drawPolygon(head);
        p->setPen(QPen(strike, 3));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(t.adjusted(2, 2, -2, -2));
    }
    // The provokers: ringed, and a warning where the provoking step starts (as a drag's),
    // in the corner of that square: the mover's token there stays visible.
    for (const Provoker &pr : m_plan.provokers) {
        p->setPen(QPen(warn, 4, Qt::DotLine));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(render::squaresRect(pr.space).adjusted(1, 1, -1, -1));
        if (pr.step < 0 || std::size_t(pr.step) >= m_plan.path.size())
            continue;
        const QPointF c = render::squaresRect(m_plan.path[std::size_t(pr.step)]).topRight() + QPointF(-12, 13);
        QPolygonF tri;
        tri << c + QPointF(0, -12) << c + QPointF(11, 8) << c + QPointF(-11, 8);
        p->setPen(QPen(Qt::black, 1.5));
        p->setBrush(QColor(255, 200, 0));
        p->drawPolygon(tri);
        QFont f = p->font();
        f.setPixelSize(11);
        f.setBold(true);
        p->setFont(f);
        p->drawText(QRectF(c.x() - 11, c.y() - 9, 22, 18), Qt::AlignCenter, QStringLiteral("!"));
    }
    // The labels last, over the lines.
    for (qsizetype i = 0; i < m_labelRects.size(); ++i) {
        const QRectF &box = m_labelRects[i];
        if (box.isNull())
            continue;
        const std::size_t attacks = m_plan.attacks.size();
        if (i == 0)
            drawLabelIn(p, box, m_plan.moveLabel, route.darker(120));
        else if (std::size_t(i - 1) < attacks)
            drawLabelIn(p, box, m_plan.attacks[std::size_t(i - 1)].label, strike.darker(120));
        else
            drawLabelIn(p, box, m_plan.provokers[std::size_t(i - 1) - attacks].label, warn.darker(140));
    }
}

} // namespace bm

namespace bm {

PingItem::PingItem(GridPoint square, const QString &by)
    : m_square(square)
    , m_by(by)
{
    setZValue(1000);
    setPos((square.x + 0.5) * kSquare, (square.y + 0.5) * kSquare);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF PingItem::boundingRect() const
{
    return QRectF(-2 * kSquare, -2 * kSquare, 14 * kSquare, 4 * kSquare); // the rings and the name beside them
}

void PingItem::setFade(qreal fade)
{
    m_fade = fade;
    update();
}

void PingItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setOpacity(m_fade);
    p->setRenderHint(QPainter::Antialiasing);
    const QColor ring(255, 196, 0);
    for (int i = 0; i < 3; ++i) {
        const double r = kSquare * (0.45 + 0.5 * i) * (1.6 - 0.6 * m_fade);
        p->setPen(QPen(ring, 4 - i));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(QPointF(0, 0), r, r);
    }
    drawLabel(p, QPointF(kSquare * 0.6, -kSquare * 0.6), m_by, QColor(120, 90, 0));
}

} // namespace bm
