#include "tokenitem.h"

#include "render/maprenderer.h"
#include "scene/tokenart.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <cmath>
#include <map>
#include <memory>

namespace bm {

namespace {

// One renderer per bundled art, shared by every token (static: freed at exit).
QSvgRenderer *rendererFor(const QString &art)
{
    static std::map<QString, std::unique_ptr<QSvgRenderer>> cache;
    auto &slot = cache[art];
    if (!slot)
        slot = std::make_unique<QSvgRenderer>(QStringLiteral(":/tokens/%1.svg").arg(art));
    return slot.get();
}

const QStringList &bundledArt()
{
    static const QStringList names{QStringLiteral("humanoid"), QStringLiteral("beast"),     QStringLiteral("dragon"),
                                   QStringLiteral("undead"),   QStringLiteral("construct"), QStringLiteral("elemental"),
                                   QStringLiteral("giant"),    QStringLiteral("monstrosity"), QStringLiteral("fiend")};
    return names;
}

} // namespace

// The name under a token, in screen pixels whatever the zoom: white on a dark pill,
// elided to a few squares' width.
class NameLabel : public QGraphicsItem
{
public:
    explicit NameLabel(QGraphicsItem *parent)
        : QGraphicsItem(parent)
    {
        setFlag(ItemIgnoresTransformations);
        setAcceptedMouseButtons(Qt::NoButton);
        m_font.setPixelSize(11);
    }
    void setText(const QString &text)
    {
        const QFontMetricsF fm(m_font);
        const QString shown = fm.elidedText(text, Qt::ElideRight, 150);
        if (shown == m_text)
            return;
        prepareGeometryChange();
        m_text = shown;
        const double w = fm.horizontalAdvance(m_text) + 10;
        m_rect = QRectF(-w / 2, 1, w, fm.height() + 2);
    }
    const QString &text() const { return m_text; }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setRenderHint(QPainter::Antialiasing, true);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(20, 20, 24, 185));
        p->drawRoundedRect(m_rect, 4, 4);
        p->setFont(m_font);
        p->setPen(Qt::white);
        p->drawText(m_rect, Qt::AlignCenter, m_text);
    }

private:
    QFont m_font;
    QString m_text;
    QRectF m_rect;
};

TokenItem::TokenItem(const QString &creatureId)
    : m_id(creatureId)
{
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setCacheMode(DeviceCoordinateCache);
    setZValue(10);
    m_label = new NameLabel(this);
}

void TokenItem::setCurrentTurn(bool current)
{
    if (current == m_currentTurn)
        return;
    m_currentTurn = current;
    updateLabel();
    update();
}

void TokenItem::setNamesShown(bool shown)
{
    if (shown == m_namesShown)
        return;
    m_namesShown = shown;
    updateLabel();
}

QString TokenItem::elevationText() const
{
    const double e = m_creature.elevation;
    if (e == 0)
        return {};
    return QCoreApplication::translate("TokenItem", "%1%2 ft").arg(e > 0 ? QChar(0x2191) : QChar(0x2193)).arg(std::abs(e));
}

QRectF TokenItem::lightBadgeRect() const
{
    if (!m_creature.light || (m_creature.light->bright <= 0 && m_creature.light->dim <= 0))
        return {};
    const QRectF d = m_disc.adjusted(3, 3, -3, -3);
    const double size = std::clamp(d.width() * 0.3, 10.0, 18.0);
    return QRectF(d.left() - 3, d.bottom() - size - 6, size, size); // above the HP bar's left end
}

bool TokenItem::lightBadgeIsLantern() const
{
    // A lamp or a lantern (30 ft or more of light in all): a lantern; a candle or a torch: a flame.
    return m_creature.light && m_creature.light->bright + m_creature.light->dim > 40;
}

bool TokenItem::isNameVisible() const
{
    return m_label->isVisible();
}

QString TokenItem::nameText() const
{
    return m_label->text();
}

void TokenItem::setPlayerView(bool on)
{
    m_playerView = on;
    updateToolTip();
    updateLabel();
    update();
}

void TokenItem::retranslate()
{
    updateToolTip();
    updateLabel();
    update();
}

QString TokenItem::healthWord(const Creature &c)
{
    if (c.isDead() || (c.maxHp > 0 && c.hp <= 0))
        return QCoreApplication::translate("TokenItem", "down");
    if (c.maxHp <= 0 || c.hp >= c.maxHp)
        return QCoreApplication::translate("TokenItem", "unhurt");
    return 2 * c.hp <= c.maxHp ? QCoreApplication::translate("TokenItem", "bloodied")
                               : QCoreApplication::translate("TokenItem", "hurt");
}

void TokenItem::updateLabel()
{
    m_label->setText(hpHidden() ? QCoreApplication::translate("TokenItem", "%1 · %2").arg(m_creature.name, healthWord(m_creature))
                                : m_creature.name);
    m_label->setPos(m_disc.center().x(), m_disc.bottom());
    m_label->setVisible(m_namesShown || m_hover || isSelected() || m_currentTurn);
}

QString TokenItem::artFor(const Creature &c)
{
    QString t = c.token.section(QLatin1Char('/'), -1).toLower();
    if (t.endsWith(QLatin1String(".svg")))
        t.chop(4);
    if (bundledArt().contains(t))
        return t;
    return QStringLiteral("humanoid");
}

void TokenItem::sync(const Creature &c, Ruleset ruleset, int slot)
{
    Q_UNUSED(ruleset);
    m_creature = c;
    const double s = render::kSquare;
    const int space = c.spaceSquares();
    QRectF disc;
    if (c.size == Size::Tiny) // RULES.md 1: up to four Tiny creatures share a square
        disc = QRectF((slot & 1) * s / 2, (slot >> 1 & 1) * s / 2, s / 2, s / 2);
    else
        disc = QRectF(0, 0, space * s, space * s);
    const QRectF bounds = disc.adjusted(-4, -4, 4, 18);
    if (bounds != m_bounds || disc != m_disc) {
        prepareGeometryChange();
        m_bounds = bounds;
        m_disc = disc;
    }
    setPos(c.position.x * s, c.position.y * s);
    setZValue(c.isDead() ? 5 : (c.isProne() ? 9 : 10 + 10 - std::min(10, space)));
    // Issue 30: the GM sees a creature hidden from the players as a ghost.
    setOpacity(!m_playerView && c.hiddenFromPlayers() ? 0.45 : 1.0);
    updateToolTip();
    updateLabel();
    update();
}

void TokenItem::updateToolTip()
{
    const Creature &c = m_creature;
    if (hpHidden()) { // the players' screen: no numbers
        setToolTip(QCoreApplication::translate("TokenItem", "%1 — %2").arg(c.name, healthWord(c)));
        return;
    }
    QString tip = QCoreApplication::translate("TokenItem", "%1 — %2 %3, AC %4, HP %5/%6")
                      .arg(c.name, sideDisplayName(c.side), sizeDisplayName(c.size))
                      .arg(c.ac)
                      .arg(c.hp)
                      .arg(c.maxHp);
    if (!m_flankedBy.isEmpty())
        tip += QLatin1Char('\n') + QCoreApplication::translate("TokenItem", "Flanked by %1").arg(m_flankedBy.join(QStringLiteral(", ")));
    if (c.hiddenFromPlayers())
        tip += QLatin1Char('\n') + QCoreApplication::translate("TokenItem", "Hidden from the players");
    if (!lightBadgeRect().isNull())
        tip += QLatin1Char('\n') + QCoreApplication::translate("TokenItem", "Carries a light: bright %1 ft, dim %2 ft more")
                                       .arg(c.light->bright)
                                       .arg(c.light->dim);
    setToolTip(tip);
}

void TokenItem::setFlankedBy(const QStringList &flankers)
{
    if (flankers == m_flankedBy)
        return;
    m_flankedBy = flankers;
    updateToolTip();
    update();
}

void TokenItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    const Creature &c = m_creature;
    p->setRenderHint(QPainter::Antialiasing, true);
    const QRectF d = m_disc.adjusted(3, 3, -3, -3);
    const QColor ring = render::sideColor(c.side);
    // Shadow, disc, art, ring.
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 60));
    p->drawEllipse(d.translated(2, 3));
    p->setBrush(QColor(250, 246, 236));
    p->drawEllipse(d);
    const double inset = d.width() * 0.14;
    if (!tokenart::draw(p, c.token, d)) // a picture of its own fills the disc; bundled art sits inside it
        rendererFor(artFor(c))->render(p, d.adjusted(inset, inset, -inset, -inset));
    QPen ringPen(ring, std::max(3.0, d.width() * 0.07));
    if (isSelected())
        ringPen.setColor(ring.lighter(130));
    p->setPen(ringPen);
    p->setBrush(Qt::NoBrush);
    p->drawEllipse(d);
    if (m_currentTurn) { // whose turn it is: a gold ring with a dark edge, seen on any ground
        const double w = std::max(4.0, d.width() * 0.08);
        p->setPen(QPen(QColor(40, 30, 0, 200), w + 2));
        p->drawEllipse(d.adjusted(-1, -1, 1, 1));
        p->setPen(QPen(QColor(255, 200, 40), w));
        p->drawEllipse(d.adjusted(-1, -1, 1, 1));
    }
    if (isSelected() || m_hover) {
        p->setPen(QPen(isSelected() ? QColor(255, 220, 60) : QColor(255, 255, 255, 200), 3, Qt::DashLine));
        p->drawEllipse(d.adjusted(-3, -3, 3, 3));
    }
    if (c.isDead() || c.isProne()) {
        // Dead: crossed out; prone: a tilted bar.
        p->setPen(QPen(QColor(30, 30, 30, 200), 4));
        if (c.isDead()) {
            p->drawLine(d.topLeft() + QPointF(inset, inset), d.bottomRight() - QPointF(inset, inset));
            p->drawLine(d.topRight() + QPointF(-inset, inset), d.bottomLeft() + QPointF(inset, -inset));
        } else {
            p->drawLine(QPointF(d.left() + inset, d.bottom() - inset), QPointF(d.right() - inset, d.top() + inset * 2));
        }
    }
    // HP bar (not on the players' screen for creatures not of the party).
    if (c.maxHp > 0 && !hpHidden()) {
        const QRectF bar(d.left() + d.width() * 0.15, d.bottom() - 5, d.width() * 0.7, 6);
        const double frac = std::clamp(double(c.hp) / c.maxHp, 0.0, 1.0);
        p->setPen(QPen(Qt::black, 1));
        p->setBrush(QColor(40, 40, 40));
        p->drawRect(bar);
        p->setBrush(frac > 0.5 ? QColor(60, 180, 70) : frac > 0.25 ? QColor(230, 170, 30) : QColor(210, 50, 40));
        p->drawRect(QRectF(bar.left(), bar.top(), bar.width() * frac, bar.height()));
    }
    // Condition badges (first letter of each), top right.
    QFont f = p->font();
    f.setPixelSize(10);
    f.setBold(true);
    p->setFont(f);
    double bx = d.right() - 12;
    for (const QString &cond : c.conditions) {
        if (cond == QLatin1String("dead"))
            continue;
        const QRectF badge(bx, d.top() - 2, 14, 14);
        p->setPen(QPen(Qt::black, 1));
        p->setBrush(QColor(255, 235, 150));
        p->drawEllipse(badge);
        p->drawText(badge, Qt::AlignCenter, conditionDisplayName(cond).left(1).toUpper());
        bx -= 15;
        if (bx < d.left())
            break;
    }
    // Elevation (RULES.md 10): "↑30 ft" / "↓10 ft" under the disc's right edge.
    if (c.elevation != 0) {
        QFont ef = p->font();
        ef.setPixelSize(11);
        ef.setBold(true);
        p->setFont(ef);
        const QString text = elevationText();
        const double w = QFontMetricsF(ef).horizontalAdvance(text) + 8;
        const double left = std::max(m_bounds.left(), d.right() - w + 6); // a Tiny token's badge stays inside the item
        const QRectF badge(left, d.bottom() - 16, std::min(w, m_bounds.right() - left), 15);
        p->setPen(QPen(Qt::black, 1));
        p->setBrush(c.elevation > 0 ? QColor(60, 120, 210) : QColor(120, 90, 50));
        p->drawRoundedRect(badge, 4, 4);
        p->setPen(Qt::white);
        p->drawText(badge, Qt::AlignCenter, text);
        p->setFont(f);
    }
    // RULES.md 13.1: a carried light, bottom left: a flame, or a lantern.
    const QRectF light = lightBadgeRect();
    if (!light.isNull()) {
        p->setPen(QPen(QColor(60, 30, 0), 1));
        p->setBrush(QColor(40, 30, 20, 220));
        p->drawEllipse(light);
        const QRectF in = light.adjusted(light.width() * 0.2, light.height() * 0.14, -light.width() * 0.2, -light.height() * 0.14);
        if (lightBadgeIsLantern()) {
            // A lantern: a handle, a glowing glass, a cap and a base.
            p->setBrush(Qt::NoBrush);
            p->setPen(QPen(QColor(230, 200, 140), 1.2));
            p->drawArc(QRectF(in.center().x() - in.width() * 0.22, in.top(), in.width() * 0.44, in.height() * 0.3), 0, 180 * 16);
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(255, 210, 70));
            p->drawRoundedRect(QRectF(in.left() + in.width() * 0.18, in.top() + in.height() * 0.28, in.width() * 0.64, in.height() * 0.52), 2, 2);
            p->setBrush(QColor(150, 110, 60));
            p->drawRect(QRectF(in.left() + in.width() * 0.1, in.top() + in.height() * 0.2, in.width() * 0.8, in.height() * 0.1));
            p->drawRect(QRectF(in.left() + in.width() * 0.1, in.top() + in.height() * 0.8, in.width() * 0.8, in.height() * 0.12));
        } else {
            // A flame: an outer orange tongue and an inner yellow one.
            const auto flame = [](const QRectF &r) {
                QPainterPath path(QPointF(r.center().x(), r.top()));
                path.cubicTo(QPointF(r.right() + r.width() * 0.1, r.top() + r.height() * 0.55), QPointF(r.right(), r.bottom()),
                             QPointF(r.center().x(), r.bottom()));
                path.cubicTo(QPointF(r.left(), r.bottom()), QPointF(r.left() - r.width() * 0.1, r.top() + r.height() * 0.55),
                             QPointF(r.center().x(), r.top()));
                return path;
            };
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(245, 120, 20));
            p->drawPath(flame(in));
            p->setBrush(QColor(255, 225, 90));
            p->drawPath(flame(in.adjusted(in.width() * 0.25, in.height() * 0.35, -in.width() * 0.25, 0)));
        }
    }
    // Flanked: crossed swords in a red badge, top left.
    if (!m_flankedBy.isEmpty()) {
        const QRectF badge(d.left() - 2, d.top() - 2, 16, 16);
        p->setPen(QPen(Qt::black, 1));
        p->setBrush(QColor(200, 40, 40));
        p->drawEllipse(badge);
        p->setPen(QPen(Qt::white, 2));
        p->drawLine(badge.topLeft() + QPointF(4, 4), badge.bottomRight() - QPointF(4, 4));
        p->drawLine(badge.topRight() + QPointF(-4, 4), badge.bottomLeft() + QPointF(4, -4));
    }
}

void TokenItem::hoverEnterEvent(QGraphicsSceneHoverEvent *)
{
    m_hover = true;
    updateLabel();
    update();
}

void TokenItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hover = false;
    updateLabel();
    update();
}

QVariant TokenItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemSelectedHasChanged) {
        updateLabel();
        update();
    }
    return QGraphicsItem::itemChange(change, value);
}

} // namespace bm
