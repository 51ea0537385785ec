#include "mapscene.h"
#include "scene/lightitems.h"

#include "document.h"
#include "rules/flanking.h"
#include "rules/hiding.h"
#include "rules/sight.h"
#include "mapitems.h"
#include "render/maprenderer.h"
#include "overlayitems.h"
#include "tokenitem.h"
#include "tools/abstracttool.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QPainter>

#include <map>

namespace bm {

namespace {

// RULES.md 13.1: where the lights the creatures carry are, and how far they reach.
std::vector<std::tuple<QRect, double, double>> carriedLightsOf(const Encounter &e, const Creature *standIn = nullptr)
{
    std::vector<std::tuple<QRect, double, double>> out;
    for (const Creature &stored : e.creatures) {
        const Creature &c = standIn && standIn->id == stored.id ? *standIn : stored;
        if (c.light)
            out.emplace_back(c.spaceRect(), c.light->bright, c.light->dim);
    }
    return out;
}

// The names of the creatures flanking `c` (a token's tooltip).
QStringList flankersOf(const Encounter &e, const SightMap &sight, const Creature &c)
{
    QStringList flankers;
    for (const FlankingPair &pair : flankingPairs(sight, c)) {
        for (const QString &id : {pair.first, pair.second}) {
            const QString name = e.creature(id) ? e.creature(id)->name : id;
            if (!flankers.contains(name))
                flankers << name;
        }
    }
    return flankers;
}

// RULES.md 14.2: the names of the creatures a hidden `c` is hidden from, and of those that
// found it (a token's tooltip).
std::pair<QStringList, QStringList> hidingOf(const Encounter &e, const SightMap &sight, const Creature &c)
{
    if (!c.hidden)
        return {};
    const auto named = [&e](const QStringList &ids) {
        QStringList names;
        for (const QString &id : ids)
            names << (e.creature(id) ? e.creature(id)->name : id);
        return names;
    };
    return {named(hiddenFromIds(sight, c)), named(c.hidden->foundBy)};
}

} // namespace

MapScene::MapScene(Document *document, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
    , m_ground(new GroundItem(document))
    , m_walls(new WallsItem(document))
    , m_effectLabels(new EffectLabelsItem(document))
    , m_path(new PathPreviewItem)
    , m_reach(new ReachOverlayItem)
    , m_ruler(new RulerItem)
    , m_cover(new CoverLinesItem)
    , m_lights(new LightsItem(document))
    , m_lighting(new ShadeItem(1))  // over the ground and walls, under the reach bands and the tokens
    , m_seeing(new ShadeItem(25))   // over the tokens: who is out of sight
    , m_fogTint(new ShadeItem(24))
    , m_area(new AreaTemplateItem)
    , m_push(new PushPreviewItem)
    , m_plan(new TurnPlanItem)
{
    // Dark squares hatched as well as shaded, so that dark and dim differ at a glance.
    m_lighting->setHatch(kDarkShade, QColor(190, 200, 255, 170));
    setItemIndexMethod(QGraphicsScene::NoIndex); // few items, all moving
    for (QGraphicsItem *item : {static_cast<QGraphicsItem *>(m_ground), static_cast<QGraphicsItem *>(m_walls), static_cast<QGraphicsItem *>(m_effectLabels),
                                static_cast<QGraphicsItem *>(m_path), static_cast<QGraphicsItem *>(m_reach),
                                static_cast<QGraphicsItem *>(m_ruler), static_cast<QGraphicsItem *>(m_cover),
                                static_cast<QGraphicsItem *>(m_lights), static_cast<QGraphicsItem *>(m_lighting),
                                static_cast<QGraphicsItem *>(m_seeing), static_cast<QGraphicsItem *>(m_fogTint),
                                static_cast<QGraphicsItem *>(m_area), static_cast<QGraphicsItem *>(m_push),
                                static_cast<QGraphicsItem *>(m_plan)})
        addItem(item);
    connect(document, &Document::fogChanged, this, &MapScene::syncFog);
    connect(document, &Document::mapChanged, this, &MapScene::syncLight);
    connect(document, &Document::encounterReset, this, &MapScene::rebuild);
    connect(document, &Document::mapChanged, this, &MapScene::syncMap);
    // What follows the creatures only when they moved or their sight or
    // light changed; the tokens for any change of the creatures or the tracker (its turn).
    connect(document, &Document::changed, this, [this](const EncounterChange &change) {
        if (change.mapChanged() || change.touches(EncounterChange::CreaturesAdded | EncounterChange::CreaturesMoved | EncounterChange::CreatureSight)) {
            // The creature whose sight is shown may have moved, or a light carried (RULES.md 13.1).
            m_lights->sync();
            if (!m_sightOf.isEmpty() || (m_lightingShown && carriedLightsOf(m_document->encounter()) != m_carriedShaded))
                syncLight();
        }
        if (change.touches(EncounterChange::Combat) && !change.mapChanged())
            m_effectLabels->sync(); // an effect's rounds in its label
        if (!change.touches(EncounterChange::Everything & ~(EncounterChange::CreatureStats | EncounterChange::Combat)))
            syncTokenStats(change.creatures); // a hit point, a turn: nobody moved or sees otherwise
        else if (change.kinds & ~EncounterChange::Kinds(EncounterChange::Fog))
            syncTokens();
    });
    rebuild();
}

MapScene::~MapScene() = default;

void MapScene::retranslate()
{
    for (TokenItem *t : std::as_const(m_tokens))
        t->retranslate();
}

void MapScene::setTool(AbstractTool *tool)
{
    if (m_tool)
        m_tool->deactivate();
    m_tool = tool;
    if (m_tool)
        m_tool->activate(this);
}

const Creature *MapScene::creatureAt(QPointF scenePos) const
{
    const Creature *best = nullptr;
    double bestZ = -1e9;
    for (const Creature &c : m_document->encounter().creatures) {
        const TokenItem *t = m_tokens.value(c.id);
        if (!t || !t->mapRectToScene(t->drawnRect()).contains(scenePos))
            continue;
        if (t->zValue() > bestZ) {
            bestZ = t->zValue();
            best = &c;
        }
    }
    return best;
}

void MapScene::setLightingShown(bool shown)
{
    m_lightingShown = shown;
    syncLight();
}

void MapScene::showSightOf(const QString &creatureId)
{
    m_sightOf = creatureId;
    syncLight();
}

void MapScene::previewMove(const QString &creatureId, GridPoint anchor)
{
    const Creature *c = m_document->encounter().creature(creatureId);
    if (!c)
        return;
    const bool carries = c->light.has_value();
    m_standIn = *c;
    m_standIn->position = anchor;
    // Only what follows the dragged creature is redone: the shade when it carries a light,
    // "what does it see" when it is the one seeing or carries a light.
    if ((m_lightingShown && carries) || (!m_sightOf.isEmpty() && (carries || m_sightOf == creatureId)))
        syncLight();
    if (m_fogShown)
        showFogTint(*m_document->fogWith(creatureId, anchor));
}

void MapScene::endPreview()
{
    m_lights->setCarriedPreview(QString(), {});
    if (!m_standIn)
        return;
    m_standIn.reset();
    syncLight(); // as the model says: where it was (cancelled, refused) or where it went
    syncFog();
}

void MapScene::syncLight()
{
    m_lights->sync();
    const Encounter &e = m_document->encounter();
    const SightMap &sight = m_document->sightMap();
    const Creature *standIn = m_standIn ? &*m_standIn : nullptr;
    const SightMap::StandIn dragged(sight, standIn); // RULES.md 13.1: a dragged creature's light goes with it
    m_carriedShaded = carriedLightsOf(e);
    if (m_lightingShown)
        m_lighting->setShade(e.width, e.height, bm::lightingShade(e, sight), Qt::black);
    else
        m_lighting->clear();
    const Creature *viewer = m_sightOf.isEmpty() ? nullptr : e.creature(m_sightOf);
    if (viewer && standIn && standIn->id == viewer->id)
        viewer = standIn;
    if (!viewer) {
        m_sightOf.clear();
        m_seeing->clear();
        return;
    }
    const std::vector<std::uint8_t> &seen = sight.visibilityField(*viewer);
    std::vector<std::uint8_t> alpha(seen.size());
    for (std::size_t i = 0; i < seen.size(); ++i)
        alpha[i] = seen[i] ? 0 : 150;
    m_seeing->setShade(e.width, e.height, alpha, QColor(20, 20, 60));
}

void MapScene::setFogShown(bool shown)
{
    m_fogShown = shown;
    if (shown)
        m_document->startFog();
    syncFog();
}

void MapScene::syncFog()
{
    if (!m_fogShown) {
        m_fogTint->clear();
        return;
    }
    showFogTint(m_document->fog());
}

void MapScene::showFogTint(const FogOfWar &fog)
{
    std::vector<std::uint8_t> alpha(std::size_t(fog.width()) * std::size_t(fog.height()), 0);
    for (int y = 0; y < fog.height(); ++y)
        for (int x = 0; x < fog.width(); ++x) {
            const FogState f = fog.at({x, y});
            alpha[std::size_t(y) * std::size_t(fog.width()) + std::size_t(x)] = f == FogState::Unknown ? 110 : f == FogState::Explored ? 50 : 0;
        }
    m_fogTint->setShade(fog.width(), fog.height(), alpha, QColor(30, 20, 70));
}

void MapScene::setViewScale(double scale)
{
    m_viewScale = scale;
    for (TokenItem *t : std::as_const(m_tokens))
        t->setViewScale(scale);
    setNamesShown(scale * render::kSquare >= kNamesMinSquarePixels);
    layoutLabels();
}

void MapScene::layoutLabels()
{
    const QList<QGraphicsView *> all = views();
    TokenItem::layoutLabels(m_tokens.values(), all.isEmpty() ? nullptr : all.first());
}

void MapScene::setNamesShown(bool shown)
{
    m_namesShown = shown;
    for (TokenItem *t : std::as_const(m_tokens))
        t->setNamesShown(shown);
}

void MapScene::selectCreature(const QString &id)
{
    if (id == m_selected)
        return;
    if (TokenItem *old = m_tokens.value(m_selected))
        old->setSelected(false);
    m_selected = id;
    if (TokenItem *t = m_tokens.value(id))
        t->setSelected(true);
    layoutLabels(); // the selected creature's label comes first
    emit selectedCreatureChanged(id);
}

QImage MapScene::renderImage(double pixelsPerSquare, qint64 maxPixels, double *usedPixelsPerSquare)
{
    const Encounter &e = m_document->encounter();
    const QRectF source = render::squaresRect(QRect(0, 0, e.width, e.height));
    const double squares = double(e.width) * e.height;
    if (squares * pixelsPerSquare * pixelsPerSquare > double(maxPixels))
        pixelsPerSquare = std::max(1.0, std::floor(std::sqrt(double(maxPixels) / squares)));
    if (usedPixelsPerSquare)
        *usedPixelsPerSquare = pixelsPerSquare;
    QImage image((source.size() * pixelsPerSquare / render::kSquare).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    const bool pathVisible = m_path->isVisible();
    for (QGraphicsItem *overlay : {static_cast<QGraphicsItem *>(m_path), static_cast<QGraphicsItem *>(m_reach),
                                   static_cast<QGraphicsItem *>(m_ruler), static_cast<QGraphicsItem *>(m_cover),
                                   static_cast<QGraphicsItem *>(m_lights), static_cast<QGraphicsItem *>(m_seeing),
                                   static_cast<QGraphicsItem *>(m_fogTint),
                                   static_cast<QGraphicsItem *>(m_area), static_cast<QGraphicsItem *>(m_push),
                                static_cast<QGraphicsItem *>(m_plan)})
        overlay->setVisible(false);
    const bool namesWereShown = m_namesShown;
    setNamesShown(pixelsPerSquare >= kNamesMinSquarePixels);
    TokenItem::layoutLabels(m_tokens.values(), nullptr); // the labels under their tokens, not where the window has them
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    render(&p, QRectF(QPointF(0, 0), image.size()), source);
    p.end();
    setNamesShown(namesWereShown);
    layoutLabels();
    for (QGraphicsItem *overlay : {static_cast<QGraphicsItem *>(m_reach), static_cast<QGraphicsItem *>(m_ruler),
                                   static_cast<QGraphicsItem *>(m_cover), static_cast<QGraphicsItem *>(m_lights),
                                   static_cast<QGraphicsItem *>(m_seeing), static_cast<QGraphicsItem *>(m_fogTint),
                                   static_cast<QGraphicsItem *>(m_area), static_cast<QGraphicsItem *>(m_push),
                                static_cast<QGraphicsItem *>(m_plan)})
        overlay->setVisible(true);
    m_path->setVisible(pathVisible);
    return image;
}

void MapScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mousePressed(event))
        return;
    QGraphicsScene::mousePressEvent(event);
}

void MapScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mouseMoved(event))
        return;
    QGraphicsScene::mouseMoveEvent(event);
}

void MapScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mouseReleased(event))
        return;
    QGraphicsScene::mouseReleaseEvent(event);
}

void MapScene::rebuild()
{
    for (TokenItem *t : std::as_const(m_tokens)) {
        removeItem(t);
        delete t;
    }
    m_tokens.clear();
    m_selected.clear();
    m_path->clear();
    m_reach->clear();
    m_ruler->clear();
    m_cover->clear();
    m_sightOf.clear();
    m_standIn.reset();
    m_lights->setCarriedPreview(QString(), {});
    m_area->clear();
    m_plan->clear();
    m_push->clear();
    syncMap();
    syncLight();
    syncFog();
    if (m_tool)
        m_tool->documentReset();
    emit selectedCreatureChanged(QString());
}

void MapScene::syncMap()
{
    // The grid's size changes with an imported map (an undo command), not only on reset.
    const Encounter &e = m_document->encounter();
    const QRectF rect = render::squaresRect(QRect(0, 0, e.width, e.height))
                            .adjusted(-2 * render::kSquare, -2 * render::kSquare, 2 * render::kSquare, 2 * render::kSquare);
    if (rect != sceneRect())
        setSceneRect(rect);
    m_ground->sync();
    m_walls->sync();
    m_effectLabels->sync();
    syncTokens();
}

void MapScene::syncTokenStats(const QStringList &ids)
{
    const Encounter &e = m_document->encounter();
    std::map<std::pair<int, int>, int> tinyInSquare;
    // A hit point that changes no token's place, stacking or label, and no creature's
    // flanking (RULES.md 6 reads its conditions, name and reach), leaves the order, the
    // labels and the flanking badges as they are.
    bool rearranged = false;
    bool flankingChanged = false;
    for (const Creature &c : e.creatures) {
        const int slot = c.size == Size::Tiny ? tinyInSquare[{c.position.x, c.position.y}]++ : 0;
        if (!ids.contains(c.id))
            continue;
        TokenItem *t = m_tokens.value(c.id);
        if (!t)
            continue;
        const TokenItem::Arrangement was = t->arrangement();
        const Creature &old = t->creature();
        flankingChanged = flankingChanged || old.conditions != c.conditions || old.name != c.name
            || old.reachFeet(e.ruleset) != c.reachFeet(e.ruleset);
        const double z = t->zValue();
        t->sync(c, e.ruleset, slot);
        t->setZValue(z); // stack() below, if the order can have changed
        rearranged = rearranged || !(t->arrangement() == was);
    }
    // The gold ring: only the tokens whose turn ended or began (its label shows or hides).
    const QString turn = e.combat.active ? e.combat.turn : QString();
    if (turn != m_turnShown) {
        for (const QString &id : {m_turnShown, turn})
            if (TokenItem *t = m_tokens.value(id))
                rearranged = t->setCurrentTurn(id == turn) || rearranged;
        m_turnShown = turn;
    }
    if (ids.isEmpty())
        flankingChanged = rearranged = true; // every creature's statistics
    if (flankingChanged && e.flanking())
        for (const Creature &c : e.creatures)
            if (TokenItem *t = m_tokens.value(c.id))
                t->setFlankedBy(flankersOf(e, m_document->sightMap(), c));
    if (rearranged) {
        TokenItem::stack(m_tokens.values()); // the dead and the prone lie under the others
        layoutLabels();
    }
    if (m_tool)
        m_tool->documentChanged();
}

void MapScene::syncTokens()
{
    const Encounter &e = m_document->encounter();
    QSet<QString> alive;
    std::map<std::pair<int, int>, int> tinyInSquare; // Tiny creatures take quarters in turn
    const QHash<QString, QColor> personal = TokenItem::partyColours(e);
    for (const Creature &c : e.creatures) {
        alive.insert(c.id);
        TokenItem *t = m_tokens.value(c.id);
        if (!t) {
            t = new TokenItem(c.id);
            t->setViewScale(m_viewScale);
            addItem(t);
            m_tokens.insert(c.id, t);
        }
        t->setPersonalColour(personal.value(c.id));
        int slot = 0;
        if (c.size == Size::Tiny)
            slot = tinyInSquare[{c.position.x, c.position.y}]++;
        t->sync(c, e.ruleset, slot);
        t->setSelected(c.id == m_selected);
        t->setNamesShown(m_namesShown);
        t->setCurrentTurn(e.combat.active && e.combat.turn == c.id);
        t->setFlankedBy(e.flanking() ? flankersOf(e, m_document->sightMap(), c) : QStringList());
        const auto [hiddenFrom, foundBy] = hidingOf(e, m_document->sightMap(), c);
        t->setHiding(hiddenFrom, foundBy);
    }
    m_turnShown = e.combat.active ? e.combat.turn : QString();
    for (auto it = m_tokens.begin(); it != m_tokens.end();) {
        if (!alive.contains(it.key())) {
            removeItem(it.value());
            delete it.value();
            it = m_tokens.erase(it);
        } else {
            ++it;
        }
    }
    if (!m_selected.isEmpty() && !alive.contains(m_selected))
        selectCreature(QString());
    TokenItem::stack(m_tokens.values());
    layoutLabels();
    if (m_tool)
        m_tool->documentChanged();
}

} // namespace bm
