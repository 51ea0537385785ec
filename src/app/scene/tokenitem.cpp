#include "tokenitem.h"

#include "render/maprenderer.h"
#include "rules/health.h"
#include "scene/mapscene.h"
#include "scene/tokenart.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <algorithm>
#include <array>
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
// elided to a few squares' width, and the elevation beside it on a blue (up) or brown
// (down) pill. An item of its own, above every token; the token keeps it at its disc's
// bottom centre, layoutLabels moves it off its neighbours (an offset in pixels).
class NameLabel : public QGraphicsItem
{
public:
    explicit NameLabel(TokenItem *owner)
        : m_owner(owner)
    {
        setFlag(ItemIgnoresTransformations);
        setAcceptedMouseButtons(Qt::NoButton);
        setAcceptHoverEvents(false);
        setZValue(28);
        m_font.setPixelSize(11);
        m_badgeFont = m_font;
        m_badgeFont.setBold(true);
    }
    ~NameLabel() override;
    // name: always kept (nameText); drawn when showName. elevation: "↑30 ft" or empty.
    void setContent(const QString &name, bool showName, const QString &elevation, bool up)
    {
        const QFontMetricsF fm(m_font);
        if (name != m_name) { // shaping the text is most of what a token's hit point costs
            m_name = name;
            m_elided = fm.elidedText(name, Qt::ElideRight, 150);
        }
        const QString text = m_elided;
        if (text == m_text && showName == m_showName && elevation == m_elevation && up == m_up)
            return;
        prepareGeometryChange();
        m_text = text;
        m_showName = showName;
        m_elevation = elevation;
        m_up = up;
        const double nameW = m_showName && !m_text.isEmpty() ? fm.horizontalAdvance(m_text) + 10 : 0;
        const double elevW = m_elevation.isEmpty() ? 0 : QFontMetricsF(m_badgeFont).horizontalAdvance(m_elevation) + 10;
        const double gap = nameW > 0 && elevW > 0 ? 2 : 0;
        const double w = nameW + gap + elevW;
        m_base = QRectF(-w / 2, 1, w, fm.height() + 2);
        m_nameRect = QRectF(m_base.left(), m_base.top(), nameW, m_base.height());
        m_elevRect = QRectF(m_base.right() - elevW, m_base.top(), elevW, m_base.height());
        update();
    }
    bool isEmpty() const { return m_base.width() <= 0; }
    // Where layoutLabels moved it (pixels).
    void setOffset(QPointF offset)
    {
        if (offset == m_offset)
            return;
        prepareGeometryChange();
        m_offset = offset;
    }
    QRectF pillRect() const { return m_base.translated(m_offset); }
    QPointF offset() const { return m_offset; }
    QRectF baseRect() const { return m_base; } // pixels, around pos(), without the offset
    const QString &text() const { return m_text; }
    QRectF boundingRect() const override { return pillRect(); }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setRenderHint(QPainter::Antialiasing, true);
        p->translate(m_offset);
        if (m_nameRect.width() > 0) {
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(20, 20, 24, 185));
            p->drawRoundedRect(m_nameRect, 4, 4);
            p->setFont(m_font);
            p->setPen(Qt::white);
            p->drawText(m_nameRect, Qt::AlignCenter, m_text);
        }
        if (m_elevRect.width() > 0) {
            p->setPen(QPen(Qt::black, 1));
            p->setBrush(m_up ? QColor(60, 120, 210) : QColor(120, 90, 50));
            p->drawRoundedRect(m_elevRect, 4, 4);
            p->setFont(m_badgeFont);
            p->setPen(Qt::white);
            p->drawText(m_elevRect, Qt::AlignCenter, m_elevation);
        }
    }

    TokenItem *m_owner;

private:
    QFont m_font;
    QFont m_badgeFont;
    QString m_name;   // the last name given, and it elided
    QString m_elided;
    QString m_text;
    bool m_showName = true;
    QString m_elevation;
    bool m_up = true;
    QRectF m_base;
    QRectF m_nameRect;
    QRectF m_elevRect;
    QPointF m_offset;
};

NameLabel::~NameLabel()
{
    // Deleted with the scene before its token: the token must not delete it again.
    if (m_owner)
        m_owner->m_label = nullptr;
}

namespace {

// FNV-1a over the id's UTF-16: the same colour on every run and every machine.
quint32 stableHash(const QString &id)
{
    quint32 h = 2166136261u;
    for (const QChar ch : id) {
        h ^= ch.unicode();
        h *= 16777619u;
    }
    return h;
}

// Rects in viewport pixels, bucketed in cells of kCell pixels: the overlap of a rect with
// those it meets (weighted), without looking at every rect (300 labels on a fitted map).
class RectGrid
{
public:
    static constexpr double kCell = 64;
    explicit RectGrid(const QRectF &area)
        : m_area(area)
        , m_cols(std::max(1, int(std::ceil(area.width() / kCell))))
        , m_rows(std::max(1, int(std::ceil(area.height() / kCell))))
        , m_cells(std::size_t(m_cols) * std::size_t(m_rows))
    {
    }
    void insert(const QRectF &r, double weight)
    {
        const int id = int(m_rects.size());
        m_rects.push_back({r, weight});
        m_seen.push_back(0);
        forCells(r, [&](std::vector<int> &cell) { cell.push_back(id); });
    }
    double overlap(const QRectF &r)
    {
        ++m_stamp;
        double sum = 0;
        forCells(r, [&](std::vector<int> &cell) {
            for (const int id : cell) {
                if (m_seen[std::size_t(id)] == m_stamp)
                    continue;
                m_seen[std::size_t(id)] = m_stamp;
                const auto &[o, weight] = m_rects[std::size_t(id)];
                if (r.intersects(o)) {
                    const QRectF i = r.intersected(o);
                    sum += weight * i.width() * i.height();
                }
            }
        });
        return sum;
    }

private:
    template<class F>
    void forCells(const QRectF &r, F f)
    {
        const auto col = [this](double x) { return std::clamp(int((x - m_area.left()) / kCell), 0, m_cols - 1); };
        const auto row = [this](double y) { return std::clamp(int((y - m_area.top()) / kCell), 0, m_rows - 1); };
        for (int y = row(r.top()), y1 = row(r.bottom()); y <= y1; ++y)
            for (int x = col(r.left()), x1 = col(r.right()); x <= x1; ++x)
                f(m_cells[std::size_t(y) * std::size_t(m_cols) + std::size_t(x)]);
    }
    QRectF m_area;
    int m_cols;
    int m_rows;
    std::vector<std::vector<int>> m_cells;
    std::vector<std::pair<QRectF, double>> m_rects;
    std::vector<int> m_seen;
    int m_stamp = 0;
};

// Ten colours told apart at a glance, none the hostiles' red nor the turn's gold.
const std::array<QColor, TokenItem::kPartyPalette> &partyPalette()
{
    static const std::array<QColor, TokenItem::kPartyPalette> palette{
        QColor(0x00, 0x96, 0x88), QColor(0xef, 0x6c, 0x00), QColor(0x8e, 0x44, 0xad), QColor(0x43, 0xa0, 0x47),
        QColor(0xd8, 0x1b, 0x60), QColor(0x79, 0x55, 0x48), QColor(0x00, 0xac, 0xc1), QColor(0xaf, 0xb4, 0x2b),
        QColor(0x37, 0x37, 0x37), QColor(0x60, 0x7d, 0x8b)};
    return palette;
}

} // namespace

QHash<QString, QColor> TokenItem::partyColours(const Encounter &e)
{
    // By id, not by the file's order: first every creature whose own slot nobody before it
    // (by id) claimed, then the others in the next free slots.
    std::vector<std::pair<QString, int>> party;
    for (const Creature &c : e.creatures)
        if (c.side == Side::Party)
            party.emplace_back(c.id, int(stableHash(c.id) % kPartyPalette));
    std::sort(party.begin(), party.end());
    QHash<QString, QColor> out;
    std::array<bool, kPartyPalette> taken{};
    std::vector<std::pair<QString, int>> later;
    for (const auto &[id, slot] : party) {
        if (taken[std::size_t(slot)]) {
            later.emplace_back(id, slot);
            continue;
        }
        taken[std::size_t(slot)] = true;
        out.insert(id, partyPalette()[std::size_t(slot)]);
    }
    int used = int(out.size());
    for (auto [id, slot] : later) {
        if (used < kPartyPalette) { // more than ten: colours are shared again
            while (taken[std::size_t(slot)])
                slot = (slot + 1) % kPartyPalette;
            taken[std::size_t(slot)] = true;
            ++used;
        }
        out.insert(id, partyPalette()[std::size_t(slot)]);
    }
    return out;
}

TokenItem::TokenItem(const QString &creatureId)
    : m_id(creatureId)
{
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setCacheMode(DeviceCoordinateCache);
    setFlag(ItemSendsGeometryChanges); // the label follows the token (a drag)
    setZValue(10);
    m_label = new NameLabel(this);
}

TokenItem::~TokenItem()
{
    if (m_label) {
        m_label->m_owner = nullptr;
        delete m_label;
    }
}

void TokenItem::setLabelZ(double z)
{
    if (m_label)
        m_label->setZValue(z);
}

void TokenItem::setViewScale(double scale)
{
    if (scale <= 0 || scale == m_viewScale)
        return;
    m_viewScale = scale;
    if (m_creature.size == Size::Tiny)
        updateGeometry();
}

void TokenItem::setPersonalColour(const QColor &colour)
{
    if (colour == m_personal)
        return;
    m_personal = colour;
    update();
}

QString TokenItem::initialShown() const
{
    if (!m_personal.isValid() || tokenart::isPicture(m_creature.token))
        return {};
    for (const QChar ch : m_creature.name)
        if (ch.isLetterOrNumber())
            return QString(ch).toUpper();
    return {};
}

bool TokenItem::isLabelVisible() const
{
    return m_label && m_label->isVisible();
}

QRectF TokenItem::labelRectIn(const QGraphicsView *view) const
{
    if (!m_label || !m_label->isVisible() || !view)
        return {};
    return m_label->deviceTransform(view->viewportTransform()).mapRect(m_label->pillRect());
}

void TokenItem::placeLabel()
{
    if (m_label)
        m_label->setPos(mapToScene(QPointF(m_disc.center().x(), m_disc.bottom())));
}

void TokenItem::layoutLabels(const QList<TokenItem *> &tokens, const QGraphicsView *view)
{
    struct Entry {
        NameLabel *label;
        QPointF anchor; // viewport pixels
        QRectF base;    // the label's rect around its anchor
        double discHeight;
        int priority;
    };
    std::vector<Entry> entries;
    entries.reserve(std::size_t(tokens.size()));
    std::vector<QRectF> discs; // every token in view: a label had better not cover one
    const QTransform vt = view ? view->viewportTransform() : QTransform();
    const QRectF port = view ? QRectF(view->viewport()->rect()).adjusted(2, 2, -2, -2) : QRectF();
    for (TokenItem *t : tokens) {
        NameLabel *label = t->m_label;
        if (!label)
            continue;
        if (!view || !label->isVisible()) {
            label->setOffset({});
            if (view) {
                const QRectF disc = vt.mapRect(t->mapRectToScene(t->m_disc));
                if (disc.intersects(port))
                    discs.push_back(disc.adjusted(2, 2, -2, -2));
            }
            continue;
        }
        const QRectF disc = vt.mapRect(t->mapRectToScene(t->m_disc));
        const QPointF anchor = vt.map(label->pos());
        if (!disc.intersects(port) && !label->baseRect().translated(anchor).intersects(port)) { // off screen: where it belongs
            label->setOffset({});
            continue;
        }
        discs.push_back(disc.adjusted(2, 2, -2, -2));
        const int priority = t->isSelected() || t->m_currentTurn || t->m_hover ? 0 : t->m_creature.side == Side::Party ? 1 : 2;
        entries.push_back({label, anchor, label->baseRect(), disc.height(), priority});
    }
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        const double ay = a.anchor.y(), ax = a.anchor.x(), by = b.anchor.y(), bx = b.anchor.x();
        return std::tie(a.priority, ay, ax) < std::tie(b.priority, by, bx);
    });
    RectGrid grid(port); // the labels placed (weight 1) and the tokens (half: better than a label)
    for (const QRectF &d : discs)
        grid.insert(d, 0.5);
    const auto inside = [&port](QRectF r) {
        if (r.right() > port.right())
            r.moveRight(port.right());
        if (r.left() < port.left())
            r.moveLeft(port.left());
        if (r.bottom() > port.bottom())
            r.moveBottom(port.bottom());
        if (r.top() < port.top())
            r.moveTop(port.top());
        return r;
    };
    for (const Entry &e : entries) {
        const QRectF home = e.base.translated(e.anchor);
        const double step = e.base.height() + 1;
        // Under the token, then above it, then stacked further down, then further up.
        const double above = -(e.discHeight + e.base.height() + 2);
        const double offsets[] = {0, above, step, 2 * step, above - step, 3 * step};
        QRectF best;
        double bestOverlap = -1;
        for (const double dy : offsets) {
            const QRectF r = inside(home.translated(0, dy));
            const double overlap = grid.overlap(r);
            if (bestOverlap < 0 || overlap < bestOverlap) {
                best = r;
                bestOverlap = overlap;
                if (overlap == 0)
                    break;
            }
        }
        grid.insert(best, 1.0);
        // No line from a label moved away to its token: among tokens standing together the
        // lines crossed other tokens and labels (DECISIONS.md).
        e.label->setOffset(best.topLeft() - home.topLeft());
    }
}

bool TokenItem::setCurrentTurn(bool current)
{
    if (current == m_currentTurn)
        return false;
    m_currentTurn = current;
    updateLabel();
    update();
    return true;
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

QRectF TokenItem::hiddenBadgeRect() const
{
    if (!m_creature.hidden || m_playerView)
        return {};
    const QRectF d = m_disc.adjusted(3, 3, -3, -3);
    const double size = std::clamp(d.width() * 0.36, 14.0, 22.0);
    return QRectF(d.right() - size + 4, d.bottom() - size - 6, size, size); // above the HP bar's right end
}

void TokenItem::setHiding(const QStringList &hiddenFrom, const QStringList &foundBy)
{
    if (hiddenFrom == m_hiddenFrom && foundBy == m_foundBy)
        return;
    m_hiddenFrom = hiddenFrom;
    m_foundBy = foundBy;
    updateToolTip();
}

bool TokenItem::lightBadgeIsLantern() const
{
    // A lamp or a lantern (30 ft or more of light in all): a lantern; a candle or a torch: a flame.
    return m_creature.light && m_creature.light->bright + m_creature.light->dim > 40;
}

bool TokenItem::isNameVisible() const
{
    return m_label && m_label->isVisible() && (m_namesShown || m_hover || isSelected() || m_currentTurn);
}

QString TokenItem::nameText() const
{
    return m_label ? m_label->text() : QString();
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
    switch (healthState(c)) {
    case HealthState::Down:
        return QCoreApplication::translate("TokenItem", "down");
    case HealthState::Unhurt:
        return QCoreApplication::translate("TokenItem", "unhurt");
    case HealthState::Bloodied:
        return QCoreApplication::translate("TokenItem", "bloodied");
    case HealthState::Hurt:
        break;
    }
    return QCoreApplication::translate("TokenItem", "hurt");
}

void TokenItem::updateLabel()
{
    if (!m_label)
        return;
    const bool nameShown = m_namesShown || m_hover || isSelected() || m_currentTurn;
    // The elevation shows at any zoom (a Tiny owl's "↑30 ft" couldn't be read).
    m_label->setContent(hpHidden() ? QCoreApplication::translate("TokenItem", "%1 · %2").arg(m_creature.name, healthWord(m_creature))
                                   : m_creature.name,
                        nameShown, elevationText(), m_creature.elevation > 0);
    m_label->setVisible(!m_label->isEmpty());
    placeLabel();
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

void TokenItem::stack(const QList<TokenItem *> &tokens, double partyRaise)
{
    const auto raised = [partyRaise](const TokenItem *t) { return t->isParty() ? partyRaise : 0.0; };
    QList<TokenItem *> standing;
    for (TokenItem *t : tokens) {
        if (t->m_creature.isDead())
            t->setZValue(5 + raised(t));
        else if (t->m_creature.isProne())
            t->setZValue(9 + raised(t));
        else
            standing << t;
    }
    std::stable_sort(standing.begin(), standing.end(), [](const TokenItem *a, const TokenItem *b) {
        if (a->m_creature.elevation != b->m_creature.elevation)
            return a->m_creature.elevation < b->m_creature.elevation;
        if (a->m_creature.spaceSquares() != b->m_creature.spaceSquares())
            return a->m_creature.spaceSquares() > b->m_creature.spaceSquares();
        return a->m_id < b->m_id;
    });
    // Between 10 and 19, below the labels and the shades above the tokens.
    for (qsizetype i = 0; i < standing.size(); ++i)
        standing[i]->setZValue(10.0 + 9.0 * double(i) / double(standing.size()) + raised(standing[i]));
}

TokenItem::Arrangement TokenItem::arrangement() const
{
    return {m_creature.isDead(), m_creature.isProne(), m_creature.elevation, m_creature.spaceSquares(), pos(), m_disc,
            nameText(), isNameVisible(), elevationText()};
}

void TokenItem::sync(const Creature &c, Ruleset ruleset, int slot)
{
    Q_UNUSED(ruleset);
    if (slot == m_slot && !(c.position == m_creature.position)) {
        // Only moved (the players' view on a drag step): the same picture elsewhere. setPos
        // repaints where it was and where it is from the device cache; update() would throw
        // the cache away and draw its art and name again on every frame.
        Creature moved = m_creature;
        moved.position = c.position;
        if (moved == c) {
            m_creature = c;
            setPos(c.position.x * render::kSquare, c.position.y * render::kSquare);
            return;
        }
    }
    m_creature = c;
    m_slot = slot;
    const double s = render::kSquare;
    const int space = c.spaceSquares();
    updateGeometry();
    setPos(c.position.x * s, c.position.y * s);
    setZValue(c.isDead() ? 5 : (c.isProne() ? 9 : 10 + 10 - std::min(10, space)));
    // The GM sees a creature hidden from the players as a ghost.
    setOpacity(!m_playerView && c.hiddenFromPlayers() ? 0.45 : 1.0);
    updateToolTip();
    updateLabel();
    update();
}

void TokenItem::updateGeometry()
{
    const double s = render::kSquare;
    QRectF foot;
    QRectF disc;
    if (m_creature.size == Size::Tiny) {
        // RULES.md 1: up to four Tiny creatures share a square, a quarter each. Drawn bigger
        // (an owl of a quarter square is 6 pixels on a fitted map), about
        // its quarter, inside its square; the quarter is outlined.
        foot = QRectF((m_slot & 1) * s / 2, (m_slot >> 1 & 1) * s / 2, s / 2, s / 2);
        const double side = std::min(s, std::max({s / 2, kTinyMinSquares * s, kTinyMinPixels / std::max(1e-6, m_viewScale)}));
        disc = QRectF(0, 0, side, side);
        disc.moveCenter(foot.center());
        disc.moveLeft(std::clamp(disc.left(), 0.0, s - side));
        disc.moveTop(std::clamp(disc.top(), 0.0, s - side));
    } else {
        foot = disc = QRectF(0, 0, m_creature.spaceSquares() * s, m_creature.spaceSquares() * s);
    }
    const QRectF bounds = (disc | foot).adjusted(-4, -4, 5, 6);
    if (bounds != m_bounds || disc != m_disc || foot != m_footprint) {
        prepareGeometryChange();
        m_bounds = bounds;
        m_disc = disc;
        m_footprint = foot;
        placeLabel();
    }
}

void TokenItem::updateToolTip()
{
    const Creature &c = m_creature;
    if (hpHidden()) { // the players' screen: no numbers
        setToolTip(QCoreApplication::translate("TokenItem", "%1 — %2").arg(c.name, healthWord(c)));
        return;
    }
    QString tip = QCoreApplication::translate("TokenItem", "%1 — %2, %3, AC %4, HP %5/%6")
                      .arg(c.name, sideDisplayName(c.side), sizeDisplayName(c.size))
                      .arg(c.ac)
                      .arg(c.hp)
                      .arg(c.maxHp);
    if (!m_flankedBy.isEmpty())
        tip += QLatin1Char('\n') + QCoreApplication::translate("TokenItem", "Flanked by %1").arg(m_flankedBy.join(QStringLiteral(", ")));
    if (c.hiddenFromPlayers())
        tip += QLatin1Char('\n') + QCoreApplication::translate("TokenItem", "Hidden from the players");
    if (c.hidden && !m_playerView) {
        // RULES.md 14.2: its Stealth total, whom it is hidden from now, who found it.
        tip += QLatin1Char('\n')
            + (c.hidden->sneak ? QCoreApplication::translate("TokenItem", "Sneaking (Stealth %1)").arg(c.hidden->stealth)
                               : QCoreApplication::translate("TokenItem", "Hidden (Stealth %1)").arg(c.hidden->stealth));
        tip += QLatin1Char('\n')
            + (m_hiddenFrom.isEmpty() ? QCoreApplication::translate("TokenItem", "Hidden from nobody now")
                                      : QCoreApplication::translate("TokenItem", "Hidden from %1").arg(m_hiddenFrom.join(QStringLiteral(", "))));
        if (!m_foundBy.isEmpty())
            tip += QLatin1Char('\n') + QCoreApplication::translate("TokenItem", "Found by %1").arg(m_foundBy.join(QStringLiteral(", ")));
    }
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
    ++m_drawn;
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
    if (m_personal.isValid()) {
        // A party member's own colour inside the side's ring, and its
        // initial when it wears the shared default picture.
        const double w = std::max(2.5, d.width() * 0.06);
        const double in = ringPen.widthF() / 2 + w / 2;
        p->setPen(QPen(m_personal, w));
        p->drawEllipse(d.adjusted(in, in, -in, -in));
        const QString initial = initialShown();
        if (!initial.isEmpty()) {
            const double r = std::clamp(d.width() * 0.25, 6.0, 24.0);
            const QRectF badge(d.center().x() - r, d.center().y() + d.height() * 0.12 - r, 2 * r, 2 * r);
            p->setPen(QPen(Qt::white, std::max(1.0, r * 0.12)));
            p->setBrush(m_personal);
            p->drawEllipse(badge);
            QFont f = p->font();
            f.setPixelSize(std::max(6, int(r * 1.25)));
            f.setBold(true);
            p->setFont(f);
            p->setPen(Qt::white);
            p->drawText(badge, Qt::AlignCenter, initial);
            p->setBrush(Qt::NoBrush);
        }
    }
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
    // RULES.md 14.2: hidden, bottom right: a struck-through eye on slate (violet while
    // sneaking, pf2e undetected).
    const QRectF hid = hiddenBadgeRect();
    if (!hid.isNull()) {
        const QColor slate = c.hidden->sneak ? QColor(110, 60, 160) : QColor(45, 55, 75);
        p->setPen(QPen(QColor(15, 15, 25), 1));
        p->setBrush(slate);
        p->drawEllipse(hid);
        const double w = hid.width();
        const QRectF eye = hid.adjusted(w * 0.17, w * 0.32, -w * 0.17, -w * 0.32);
        QPainterPath almond(QPointF(eye.left(), eye.center().y()));
        almond.quadTo(QPointF(eye.center().x(), eye.top() - eye.height() * 0.55), QPointF(eye.right(), eye.center().y()));
        almond.quadTo(QPointF(eye.center().x(), eye.bottom() + eye.height() * 0.55), QPointF(eye.left(), eye.center().y()));
        p->setPen(QPen(Qt::white, std::max(1.0, w * 0.08)));
        p->setBrush(Qt::NoBrush);
        p->drawPath(almond);
        p->setPen(Qt::NoPen);
        p->setBrush(Qt::white);
        p->drawEllipse(eye.center(), eye.height() * 0.3, eye.height() * 0.3);
        // The stroke through it, edged in the badge's colour so it reads over the eye.
        const QPointF a = hid.topLeft() + QPointF(w * 0.24, w * 0.24);
        const QPointF b = hid.bottomRight() - QPointF(w * 0.24, w * 0.24);
        p->setPen(QPen(slate, std::max(2.0, w * 0.2), Qt::SolidLine, Qt::RoundCap));
        p->drawLine(a, b);
        p->setPen(QPen(Qt::white, std::max(1.0, w * 0.09), Qt::SolidLine, Qt::RoundCap));
        p->drawLine(a, b);
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
    // A Tiny creature drawn bigger than its quarter: the quarter it holds, a thin dashed outline.
    if (m_footprint != m_disc) {
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(QColor(0, 0, 0, 170), 0));
        p->drawRect(m_footprint);
        p->setPen(QPen(QColor(255, 255, 255, 230), 0, Qt::DashLine));
        p->drawRect(m_footprint);
    }
}

void TokenItem::hoverEnterEvent(QGraphicsSceneHoverEvent *)
{
    m_hover = true;
    updateLabel();
    update();
    if (auto *map = qobject_cast<MapScene *>(scene())) // its name shown (zoomed out): placed first
        map->layoutLabels();
}

void TokenItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hover = false;
    updateLabel();
    update();
    if (auto *map = qobject_cast<MapScene *>(scene()))
        map->layoutLabels();
}

QVariant TokenItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemSelectedHasChanged) {
        updateLabel();
        update();
    } else if (change == ItemPositionHasChanged) {
        placeLabel();
    } else if (change == ItemOpacityHasChanged && m_label) {
        m_label->setOpacity(opacity());
    } else if (change == ItemSceneHasChanged && m_label) {
        auto *now = value.value<QGraphicsScene *>();
        if (m_label->scene() != now) {
            if (m_label->scene())
                m_label->scene()->removeItem(m_label);
            if (now)
                now->addItem(m_label);
        }
    }
    return QGraphicsItem::itemChange(change, value);
}

} // namespace bm
