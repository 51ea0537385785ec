#include "areatool.h"

#include "document.h"
#include "render/maprenderer.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"

#include <QGraphicsSceneMouseEvent>

#include <cmath>
#include <QCoreApplication>

namespace bm {

// The tool's words keep the context of the window they came from (its form, "MainWindow",
// or its code, "bm::MainWindow"), so that their translations still match.
AreaTool::AreaTool(QObject *parent)
    : AbstractTool("AreaTool", QIcon(QStringLiteral(":/icons/actions/area.svg")), QKeySequence(Qt::Key_A), parent)
{
}

void AreaTool::languageChanged()
{
    setName(QCoreApplication::translate("MainWindow", "&Area Template"));
    setStatusTip(QCoreApplication::translate("MainWindow", "Press at an area's origin and drag to aim: the squares and creatures in a sphere, cone, line, cube or emanation"));
}

namespace {

// Grid coordinates of a scene point.
QPointF gridOf(QPointF scenePos)
{
    return scenePos / render::kSquare;
}

// The nearest grid intersection on the map (RULES.md 11: origins are grid points).
QPointF snapToIntersection(QPointF grid, const Encounter &e)
{
    return QPointF(std::clamp(std::round(grid.x()), 0.0, double(e.width)), std::clamp(std::round(grid.y()), 0.0, double(e.height)));
}

// The aim: the nearest half square (intersections and square centres), so that an aim can
// be repeated exactly (and typed into battlemap-cli area --toward).
QPointF snapAim(QPointF grid)
{
    return QPointF(std::round(grid.x() * 2.0) / 2.0, std::round(grid.y() * 2.0) / 2.0);
}

} // namespace

AreaTool::~AreaTool() = default;

QString AreaTool::refusalText(const AreaProblem &p)
{
    const QString shape = areaShapeDisplayName(p.shape);
    switch (p.code) {
    case AreaRefusal::None:
        return {};
    case AreaRefusal::SizeNotPositive:
        return tr("the size must be a positive number of feet");
    case AreaRefusal::OriginAndCreature:
        return tr("an area starts at a point or on a creature, not both");
    case AreaRefusal::NoSuchCreature:
        return tr("no creature \"%1\"").arg(p.creature);
    case AreaRefusal::OriginOffMap:
        return tr("the origin %1,%2 is off the map").arg(p.point.x()).arg(p.point.y());
    case AreaRefusal::AimNotFinite:
        return tr("the aim must be a finite point");
    case AreaRefusal::NoCubeInPf2e:
        return tr("pf2e has no cube: use a burst");
    case AreaRefusal::EmanationNeedsCreature:
        return tr("an emanation is on a creature: press on the creature");
    case AreaRefusal::NeedsCreature:
        return tr("a pf2e %1 starts from a creature: press on the creature").arg(shape);
    case AreaRefusal::BurstNeedsOrigin:
        return tr("a burst is centred on a grid point: press where two grid lines cross");
    case AreaRefusal::CubeNeedsOrigin:
        return tr("a cube starts at a grid point: press where two grid lines cross");
    case AreaRefusal::NeedsOriginOrCreature:
        return tr("an area starts at a point or on a creature: press on the map");
    case AreaRefusal::NeedsAim:
        return tr("a %1 needs an aim: drag to aim").arg(shape);
    case AreaRefusal::Pf2eLineWidth:
        return tr("a pf2e line is one square wide");
    case AreaRefusal::AimedAtOrigin:
        return tr("the %1 is aimed at its own origin: drag away from it").arg(shape);
    case AreaRefusal::CoversNoSquare:
        return tr("the area covers no square of the map");
    case AreaRefusal::EffectNeedsName:
        return tr("the effect needs a name");
    }
    return {};
}

void AreaTool::setShape(AreaShape shape)
{
    if (shape == m_shape)
        return;
    m_shape = shape;
    clearTemplate(); // a template of another shape starts again where the GM presses
}

void AreaTool::setSizeFeet(double feet)
{
    m_sizeFeet = feet;
    if (m_placed) {
        m_area.sizeFeet = feet;
        refresh();
    }
}

QString AreaTool::describe() const
{
    return tr("%1-ft %2", "a 20-ft sphere").arg(m_area.sizeFeet).arg(areaShapeDisplayName(m_area.shape));
}

QString AreaTool::describeAt() const
{
    // Where the press put the origin, so the GM sees it stay put while aiming.
    if (m_area.origin)
        return tr("%1 at (%2, %3)", "a 20-ft sphere at (18, 10): its origin, a grid point")
            .arg(describe())
            .arg(m_area.origin->x())
            .arg(m_area.origin->y());
    if (const Creature *c = scene() ? scene()->document()->encounter().creature(m_area.creature) : nullptr)
        return tr("%1 from %2", "a 15-ft cone from Valeros: the creature it starts on").arg(describe(), c->name);
    return describe();
}

const AreaMap &AreaTool::areaMap()
{
    if (!m_map)
        m_map = std::make_unique<AreaMap>(scene()->document()->encounter());
    return *m_map;
}

void AreaTool::deactivate()
{
    clearTemplate();
    m_map.reset();
    AbstractTool::deactivate();
}

bool AreaTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const Encounter &e = scene()->document()->encounter();
    AreaOfEffect area;
    area.shape = m_shape;
    area.sizeFeet = m_sizeFeet;
    if (areaStartsOnCreature(e.ruleset, m_shape)) {
        const Creature *c = scene()->creatureAt(event->scenePos());
        if (!c) {
            clearTemplate();
            emit statusMessage(tr("A %1 starts from a creature: press on the creature").arg(areaShapeDisplayName(m_shape)));
            return true;
        }
        area.creature = c->id;
    } else {
        area.origin = snapToIntersection(gridOf(event->scenePos()), e);
    }
    m_area = area;
    m_placed = true;
    m_dragging = true;
    aimAt(event->scenePos());
    return true;
}

void AreaTool::aimAt(QPointF scenePos)
{
    // The press fixed the origin (docs/guide.md: press at the origin, drag to aim); the
    // drag only turns cones, lines and cubes. A sphere stays where it was pressed.
    if (areaIsAimed(m_area.shape))
        m_area.toward = snapAim(gridOf(scenePos));
    refresh();
}

bool AreaTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!m_dragging)
        return false;
    aimAt(event->scenePos());
    return true;
}

bool AreaTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (!m_dragging)
        return false;
    aimAt(event->scenePos());
    m_dragging = false; // the template stays until Esc, another press or another tool
    return true;
}

void AreaTool::refresh()
{
    if (!scene())
        return;
    AreaTemplateItem *item = scene()->areaTemplate();
    if (!m_placed) {
        item->clear();
        return;
    }
    const Encounter &e = scene()->document()->encounter();
    AreaOfEffect query = m_area;
    if (areaIsAimed(query.shape) && query.shape != AreaShape::Cube) {
        // Not aimed yet (the mouse is still on the origin): nothing to shade.
        const QPointF start = query.origin ? *query.origin : QPointF();
        if (!query.toward || (query.origin && *query.toward == start))
            query.toward.reset();
    }
    m_result = areaMap().squaresIn(query);
    QPointF origin;
    if (m_area.origin) {
        origin = render::toScene(*m_area.origin);
    } else if (const Creature *c = e.creature(m_area.creature)) {
        origin = render::squaresRect(c->spaceRect()).center();
    }
    const QPointF aim = m_area.toward && areaIsAimed(m_area.shape) ? render::toScene(*m_area.toward) : origin;
    if (!m_result.ok) {
        m_result.squares.clear();
        m_result.creatures.clear();
        item->setArea({}, {}, origin, aim, describeAt());
        emit statusMessage(areaIsAimed(m_area.shape) ? tr("%1: drag to aim").arg(describeAt()) : refusalText(m_result.problem));
        emit areaChanged({});
        return;
    }
    std::vector<QRect> spaces;
    QStringList names;
    for (const QString &id : std::as_const(m_result.creatures)) {
        if (const Creature *c = e.creature(id)) {
            spaces.push_back(c->spaceRect());
            names << c->name;
        }
    }
    const QString label = tr("%1: %n creature(s)", nullptr, int(names.size())).arg(describeAt());
    item->setArea(m_result.squares, spaces, origin, aim, label);
    emit statusMessage(names.isEmpty() ? label : tr("%1 — %2").arg(label, names.join(QStringLiteral(", "))));
    emit areaChanged(m_result.creatures);
}

void AreaTool::documentChanged()
{
    m_map.reset(); // the next query indexes the changed encounter once
    if (m_placed && scene()) {
        const Encounter &e = scene()->document()->encounter();
        if (!m_area.creature.isEmpty() && !e.creature(m_area.creature)) {
            clearTemplate();
            return;
        }
        refresh();
    }
}

void AreaTool::documentReset()
{
    m_map.reset();
    clearTemplate();
}

bool AreaTool::cancel()
{
    if (!m_placed)
        return false;
    clearTemplate();
    return true;
}

void AreaTool::clearTemplate()
{
    const bool had = m_placed;
    m_placed = false;
    m_dragging = false;
    m_result = {};
    if (scene())
        scene()->areaTemplate()->clear();
    if (had)
        emit areaChanged({});
}

} // namespace bm
