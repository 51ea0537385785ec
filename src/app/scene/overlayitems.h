#pragma once

// Passive overlays that draw what the engine answered: the dragged path, the reach
// bands, the ruler and the cover lines. Tools fill them; they never ask the rules.

#include "rules/cover.h"
#include "rules/movement.h"
#include "rules/push.h"

#include <QGraphicsItem>
#include <QPainterPath>

namespace bm {

class PathPreviewItem : public QGraphicsItem
{
public:
    PathPreviewItem();
    // path: the engine's answer; label: "25 / 30 ft"; ok: within what the mover has.
    void setPath(const PathResult &path, int footprint, const QString &label, bool ok);
    // The creature moving: its own token doesn't push the label away.
    void setMover(const QString &id) { m_mover = id; }
    void setRefused(GridPoint at, int footprint, const QString &reason);
    void clear();
    const PathResult &path() const { return m_path; }
    const QString &label() const { return m_label; }
    // Where the label is (scene coordinates): right of and above the path's end, flipped
    // to its left or below it where it would leave the view, kept inside the view (not
    // under the side panel), and off the other tokens and their names. Empty: no label.
    QRectF labelRect() const { return m_labelRect; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    PathResult m_path;
    QString m_mover;
    int m_footprint = 1;
    QString m_label;
    bool m_ok = true;
    bool m_refused = false;
    QRectF m_bounds;
    QRectF m_labelRect;
    void updateBounds();
};

class ReachOverlayItem : public QGraphicsItem
{
public:
    ReachOverlayItem();
    // band per square: 0 = within speed (pf2e: 1 action), 1 = Dash (2 actions), 2 = 3 actions.
    struct Square {
        GridPoint at;
        int band = 0;
    };
    void setSquares(std::vector<Square> squares, int footprint);
    void clear();
    static QColor bandColour(int band);
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<Square> m_squares;
    int m_footprint = 1;
    QRectF m_bounds;
};

class RulerItem : public QGraphicsItem
{
public:
    RulerItem();
    void setMeasure(QPointF from, QPointF to, const QString &label, const QColor &colour);
    void clear();
    QRectF labelRect() const; // inside the view
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPointF m_from;
    QPointF m_to;
    QString m_label;
    QColor m_colour;
    QRectF m_bounds;
};

class CoverLinesItem : public QGraphicsItem
{
public:
    CoverLinesItem();
    // keepReadable: squares the label must not cover besides the lines' blockers (the
    // cover-giving terrain around the target).
    void setCover(const CoverResult &cover, const QString &label, const QList<QRect> &keepReadable = {});
    void clear();
    // Beside the target, covering no token and no square that gives the cover.
    QRectF labelRect() const;
    const QString &label() const { return m_label; }
    static QColor blockerColour(const CoverLine &line);
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    CoverResult m_cover;
    QString m_label;
    QList<QRect> m_keepReadable;
    bool m_visible = false;
    QRectF m_bounds;
};

// An area of effect's template: the squares the engine put in the area, shaded
// with their outline, the creatures in it ringed, the origin and aim marked, a label.
class AreaTemplateItem : public QGraphicsItem
{
public:
    AreaTemplateItem();
    // What the template draws for a set of squares (scene units): the squares as one fill
    // path and the outline of their union (the edges between a square in the area and one
    // outside). Built once per mouse move.
    struct Shapes {
        QPainterPath fill;
        QPainterPath outline;
    };
    static Shapes shapesFor(const std::vector<GridPoint> &squares);

    // origin, aim: scene points (aim may equal origin: no aim line).
    void setArea(const std::vector<GridPoint> &squares, const std::vector<QRect> &creatureSpaces, QPointF origin,
                 QPointF aim, const QString &label);
    void clear();
    bool isShown() const { return m_shown; }
    QString label() const { return m_label; }
    const QPainterPath &fillPath() const { return m_shapes.fill; }
    // The players' screen shows the template being placed: its squares and aim,
    // not the rings and count that would give away creatures the players don't see.
    void setMirror(AreaTemplateItem *mirror) { m_mirror = mirror; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Shapes m_shapes;
    std::vector<QRect> m_creatures;
    QPointF m_origin;
    QPointF m_aim;
    QPointF m_labelAt; // the aim, or the area's top right corner (clear of the tokens inside)
    QString m_label;
    bool m_shown = false;
    AreaTemplateItem *m_mirror = nullptr;
    QRectF m_bounds;
};

// RULES.md 14.5: a push being chosen. The squares the creature is pushed across to where
// it stops, an arrow in the push's direction, the footprint that stops it crossed out with
// what lies there (a wall, a creature, the map's edge), the squares asked for but not
// reached dashed, and a label saying how far and why it stops.
class PushPreviewItem : public QGraphicsItem
{
public:
    PushPreviewItem();
    // `start`: the creature's anchor now; `footprint`: its space in squares; `steps`: the
    // squares asked for; `push`: the engine's answer; `label`: worded by the caller.
    void setPush(GridPoint start, int footprint, int steps, const PushResult &push, const QString &label);
    void clear();
    bool isShown() const { return m_shown; }
    const QString &label() const { return m_label; }
    const PushResult &push() const { return m_push; }
    QRectF labelRect() const { return m_labelRect; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    GridPoint m_start;
    int m_footprint = 1;
    int m_steps = 0;
    PushResult m_push;
    QString m_label;
    bool m_shown = false;
    QRectF m_bounds;
    QRectF m_labelRect;
};

// RULES.md 15: a planned turn on the map (the planner fills it). The path the creature would
// take, drawn as a drag's preview draws one (dashed when it only advances), the place it ends
// outlined with the move's label, a line to each target labelled with what the attack can be
// expected to do ("Scimitar → Pip 65 %, ~4.3"), and the creatures the path provokes ringed,
// a warning where the provoking step starts, with what each can be expected to deal.
class TurnPlanItem : public QGraphicsItem
{
public:
    TurnPlanItem();
    struct Attack {
        QRect target;  // the target's space
        QString label;
    };
    struct Provoker {
        QRect space;   // the provoker's space
        int step = 0;  // the path's step whose start provokes it
        QString label;
    };
    struct Plan {
        std::vector<QRect> path; // the mover's space at each step, where it stands first
        QString moveLabel;       // "25 ft", "40 ft, Dash"; empty: it stays
        bool advance = false;    // nothing to attack this turn: it only closes in
        std::vector<Attack> attacks;
        std::vector<Provoker> provokers;
    };
    void setPlan(Plan plan);
    void clear();
    bool isShown() const { return m_shown; }
    const Plan &plan() const { return m_plan; }
    // Where the labels are (scene coordinates): the move's first (null when it has none),
    // then one per attack, then one per provoker. Placed off the tokens, each other and
    // the path's end, inside the view.
    const QList<QRectF> &labelRects() const { return m_labelRects; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Plan m_plan;
    bool m_shown = false;
    QList<QRectF> m_labelRects;
    QRectF m_bounds;
};

} // namespace bm

namespace bm {

// A player pointing at a square from their device: a ring with their name that
// fades out by itself.
class PingItem : public QGraphicsObject
{
    Q_OBJECT
    Q_PROPERTY(qreal fade READ fade WRITE setFade)

public:
    PingItem(GridPoint square, const QString &by);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    QString by() const { return m_by; }
    GridPoint square() const { return m_square; }
    qreal fade() const { return m_fade; }
    void setFade(qreal fade);

private:
    GridPoint m_square;
    QString m_by;
    qreal m_fade = 1;
};

} // namespace bm
