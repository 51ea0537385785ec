#include "playerscene.h"

#include "table/seat.h"

#include "document.h"
#include "render/maprenderer.h"
#include "rules/sight.h"
#include "scene/lightitems.h"
#include "scene/mapitems.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"
#include "scene/tokenitem.h"

#include <QGraphicsView>

#include <optional>

namespace bm {

PlayerScene::PlayerScene(Document *document, MapScene *gm, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
    , m_ground(new GroundItem(document))
    , m_walls(new WallsItem(document))
    , m_effectLabels(new EffectLabelsItem(document))
    , m_fogShade(new ShadeItem(25))
    , m_lightShade(new ShadeItem(6))
    , m_area(new AreaTemplateItem)
    , m_gm(gm)
{
    setItemIndexMethod(QGraphicsScene::NoIndex);
    setBackgroundBrush(Qt::black);
    // A drag step repaints the squares whose fog or light changed and the tokens: the
    // ground and the walls under them are copied, not painted again (the ground's grid
    // alone cost more than the step's fog; stroking the walls a repaint reached, a tenth
    // of a drag stroke's time on a 1920 x 1080 players' screen).
    m_ground->setCached(true);
    m_ground->setKeptWalls(m_walls);
    // So a drag step repaints the squares whose fog changed, not the rectangle around them.
    m_fogShade->setPiecewiseUpdates(true);
    m_lightShade->setPiecewiseUpdates(true);
    for (QGraphicsItem *item : {static_cast<QGraphicsItem *>(m_ground), static_cast<QGraphicsItem *>(m_walls), static_cast<QGraphicsItem *>(m_effectLabels),
                                static_cast<QGraphicsItem *>(m_fogShade), static_cast<QGraphicsItem *>(m_lightShade),
                                static_cast<QGraphicsItem *>(m_area)})
        addItem(item);
    if (m_gm)
        m_gm->areaTemplate()->setMirror(m_area);
    connect(document, &Document::encounterReset, this, &PlayerScene::rebuild);
    connect(document, &Document::mapChanged, this, &PlayerScene::syncMap);
    connect(document, &Document::fogChanged, this, &PlayerScene::sync);
    // A hit point, a name or a turn leaves the fog and the shades as they
    // are (no fogChanged comes): only the tokens shown are brought up to date.
    connect(document, &Document::changed, this, [this](const EncounterChange &change) {
        if (change.touches(EncounterChange::Combat) && !change.mapChanged())
            m_effectLabels->sync(); // an effect's rounds in its label
        if (!change.sightMayChange() && change.touches(EncounterChange::CreatureStats | EncounterChange::Combat))
            syncTokenStats(change.creatures);
    });
    rebuild();
}

PlayerScene::~PlayerScene()
{
    if (m_gm)
        m_gm->areaTemplate()->setMirror(nullptr);
}

void PlayerScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    m_ground->drawKept(painter, rect, backgroundBrush()); // nothing but the colour when not cached
}

void PlayerScene::rebuild()
{
    for (TokenItem *t : std::as_const(m_tokens)) {
        removeItem(t);
        delete t;
    }
    m_tokens.clear();
    m_previewId.clear();
    syncMap();
}

void PlayerScene::syncMap()
{
    m_ground->sync();
    m_walls->sync();
    m_effectLabels->sync();
    const Encounter &e = m_document->encounter();
    setSceneRect(render::squaresRect(QRect(0, 0, e.width, e.height)));
    m_shownGeneration = -1; // the shades drawn whole again
    sync();
}

void PlayerScene::previewMove(const QString &creatureId, GridPoint position)
{
    m_previewId = creatureId;
    m_previewAt = position;
    schedule();
}

void PlayerScene::endPreview()
{
    if (m_previewId.isEmpty())
        return;
    m_previewId.clear();
    schedule(); // a drop's own fogChanged usually comes first and shows it
}

void PlayerScene::schedule()
{
    if (m_pending)
        return; // already coming on the next turn
    m_pending = true;
    QMetaObject::invokeMethod(this, [this] { showPending(); }, Qt::QueuedConnection);
}

void PlayerScene::showPending() const
{
    if (m_pending)
        const_cast<PlayerScene *>(this)->sync();
}

void PlayerScene::sync()
{
    m_pending = false; // brought up to date here, whatever asked
    // While the document's fog stays the one the shades were drawn from, a drag frame
    // differs from it only where the dragged creature's field was or is (FogOfWar::
    // updateWith), and from the frame shown before only there and where that one did: only
    // those squares are worked out again (a drag on a big map doesn't go over all of it).
    const int generation = m_document->fogGeneration();
    const bool sameFog = generation == m_shownGeneration;
    m_shownGeneration = generation;
    if (!m_previewId.isEmpty()) {
        QRect changed;
        const std::shared_ptr<const FogOfWar> fog = m_document->fogWith(m_previewId, m_previewAt, &changed);
        const QRect dirty = changed | m_shownChanged;
        m_shownChanged = changed;
        syncWith(*fog, sameFog ? &dirty : nullptr);
        return;
    }
    const QRect dirty = m_shownChanged;
    m_shownChanged = QRect();
    syncWith(m_document->fog(), sameFog ? &dirty : nullptr);
}

bool PlayerScene::partySees(const Creature &c, const FogOfWar &fog, const Creature *standIn) const
{
    // What the whole party's seat may know (core/table): the same answer the players'
    // devices get. The token being dragged stands in where it would be.
    return seatSees(m_document->encounter(), m_document->sightMap(), fog, Seat{}, c, standIn);
}

std::optional<Creature> PlayerScene::draggedStandIn() const
{
    const Creature *dragged = m_previewId.isEmpty() ? nullptr : m_document->encounter().creature(m_previewId);
    if (!dragged)
        return std::nullopt;
    Creature standIn = *dragged;
    standIn.position = m_previewAt;
    return standIn;
}

void PlayerScene::syncWith(const FogOfWar &fog, const QRect *dirty)
{
    const Encounter &e = m_document->encounter();
    const int w = e.width;
    const int h = e.height;
    const std::size_t n = std::size_t(w) * std::size_t(h);
    std::vector<std::uint8_t> &fogAlpha = m_fogAlpha; // kept: a drag frame needs no allocation
    std::vector<std::uint8_t> &lightAlpha = m_lightAlpha;
    const SightMap &sight = m_document->sightMap();
    // RULES.md 13.1: while the GM drags a token, the light it carries is where the token is
    // (the shade of lit squares, and who the party sees by it).
    const std::optional<Creature> standIn = draggedStandIn();
    const SightMap::StandIn dragged(sight, standIn ? &*standIn : nullptr);
    // Every square's light, obscurement and fog at once (look-ups per square add up on a
    // 200 x 200 map, on every drag frame).
    const std::vector<std::uint8_t> &light = sight.lightField();
    const std::vector<std::uint8_t> &obscured = sight.obscurementField();
    // Only the squares `dirty` holds, when the kept arrays are this map's.
    const QRect all(0, 0, w, h);
    const bool piecewise = dirty && fogAlpha.size() == n && lightAlpha.size() == n && m_fogStates.size() == n
        && fog.width() == w && fog.height() == h;
    const QRect squares = piecewise ? (*dirty & all) : all;
    if (piecewise) {
        fog.states(m_fogStates, squares);
        for (int y = squares.top(); y <= squares.bottom(); ++y) {
            const std::size_t row = std::size_t(y) * std::size_t(w) + std::size_t(squares.left());
            std::fill_n(fogAlpha.begin() + std::ptrdiff_t(row), squares.width(), std::uint8_t(0));
            std::fill_n(lightAlpha.begin() + std::ptrdiff_t(row), squares.width(), std::uint8_t(0));
        }
    } else {
        fogAlpha.assign(n, 0);
        lightAlpha.assign(n, 0);
        fog.states(m_fogStates);
    }
    // Darkvision: the party sees dark squares as grey (a square it sees in the dark is
    // seen by darkvision, or it wouldn't be seen).
    const bool whole = light.size() == n && obscured.size() == n && m_fogStates.size() == n;
    for (int y = squares.top(); y <= squares.bottom(); ++y) {
        for (int x = squares.left(); x <= squares.right(); ++x) {
            const std::size_t i = std::size_t(y) * std::size_t(w) + std::size_t(x);
            const FogState f = whole ? FogState(m_fogStates[i]) : fog.at({x, y});
            fogAlpha[i] = f == FogState::Unknown  ? kUnknownAlpha
                        : f == FogState::Explored ? ((whole ? Obscurement(obscured[i]) : sight.obscurementAt({x, y})) == Obscurement::Heavy ? kMistAlpha : kExploredAlpha)
                                                  : 0;
            if (f == FogState::Visible) {
                const LightLevel l = whole ? LightLevel(light[i]) : sight.lightAt({x, y});
                lightAlpha[i] = l == LightLevel::Dark ? 150 : l == LightLevel::Dim ? 70 : 0;
            }
        }
    }
    m_fogShade->setShade(w, h, fogAlpha, Qt::black, piecewise ? &squares : nullptr);
    m_lightShade->setShade(w, h, lightAlpha, QColor(60, 60, 70), piecewise ? &squares : nullptr);
    syncTokens(fog, standIn);
}

void PlayerScene::syncTokens(const FogOfWar &fog, const std::optional<Creature> &standIn)
{
    const Encounter &e = m_document->encounter();
    const SightMap &sight = m_document->sightMap();
    std::optional<SightMap::StandIn> dragged;
    dragged.emplace(sight, standIn ? &*standIn : nullptr);
    QSet<QString> shown;
    const QHash<QString, QColor> personal = TokenItem::partyColours(e);
    for (std::size_t i = 0; i < e.creatures.size(); ++i) {
        // Each creature as it is, the dragged one where it would be (no copies: this runs on
        // every drag frame).
        const Creature &c = standIn && e.creatures[i].id == m_previewId ? *standIn : e.creatures[i];
        if (!partySees(c, fog, standIn ? &*standIn : nullptr))
            continue;
        shown.insert(c.id);
        TokenItem *t = m_tokens.value(c.id);
        const bool fresh = !t;
        if (fresh) {
            t = new TokenItem(c.id);
            t->setPlayerView(true);
            t->setAcceptHoverEvents(false);
            t->setFlag(QGraphicsItem::ItemIsSelectable, false);
            t->setLabelZ(kLabelZ);
            t->setViewScale(m_viewScale);
            addItem(t);
            m_tokens.insert(c.id, t);
        }
        int slot = 0; // Tiny creatures sharing a square: their order in the file
        if (c.size == Size::Tiny) {
            for (std::size_t j = 0; j < i; ++j)
                slot += e.creatures[j].size == Size::Tiny && e.creatures[j].position == c.position;
        }
        t->setPersonalColour(personal.value(c.id));
        // A token shown as it was (on a drag step, every one but the dragged) isn't synced
        // again: that would repaint it, and the view's one repaint rectangle would reach
        // from it to the dragged token (across the whole screen).
        if (fresh || !(t->creature() == c) || t->slot() != slot % 4)
            t->sync(c, e.ruleset, slot % 4);
        t->setCurrentTurn(e.combat.active && e.combat.turn == c.id);
    }
    m_turnShown = e.combat.active ? e.combat.turn : QString();
    for (auto it = m_tokens.begin(); it != m_tokens.end();) {
        if (shown.contains(it.key())) {
            ++it;
            continue;
        }
        removeItem(it.value());
        delete it.value();
        it = m_tokens.erase(it);
    }
    dragged.reset();
    TokenItem::stack(m_tokens.values(), kPartyRaise);
    layoutLabels();
    emit tokensSynced();
}

void PlayerScene::syncTokenStats(const QStringList &ids)
{
    // The same creatures show (nobody moved, nobody sees otherwise): their words change.
    const Encounter &e = m_document->encounter();
    bool rearranged = ids.isEmpty();
    for (std::size_t i = 0; i < e.creatures.size(); ++i) {
        const Creature &stored = e.creatures[i];
        if (!ids.contains(stored.id))
            continue;
        TokenItem *t = m_tokens.value(stored.id);
        if (!t)
            continue;
        const TokenItem::Arrangement was = t->arrangement();
        Creature c = stored; // copied only for the tokens synced
        if (c.id == m_previewId)
            c.position = m_previewAt;
        int slot = 0;
        if (c.size == Size::Tiny)
            for (std::size_t j = 0; j < i; ++j)
                slot += e.creatures[j].size == Size::Tiny && e.creatures[j].position == c.position;
        // Its own colour stays: it follows the party's ids (sync).
        const double z = t->zValue();
        t->sync(c, e.ruleset, slot % 4);
        t->setZValue(z); // stacked again below, if the order can have changed
        rearranged = rearranged || !(t->arrangement() == was);
    }
    // The gold ring: only the tokens whose turn ended or began (their labels show or hide).
    const QString turn = e.combat.active ? e.combat.turn : QString();
    if (turn != m_turnShown) {
        for (const QString &id : {m_turnShown, turn})
            if (TokenItem *t = m_tokens.value(id))
                rearranged = t->setCurrentTurn(id == turn) || rearranged;
        m_turnShown = turn;
    }
    if (rearranged) {
        TokenItem::stack(m_tokens.values(), kPartyRaise);
        layoutLabels();
    }
    emit tokensSynced();
}

void PlayerScene::setViewScale(double scale)
{
    m_viewScale = scale;
    for (TokenItem *t : std::as_const(m_tokens))
        t->setViewScale(scale);
}

void PlayerScene::layoutLabels()
{
    const QList<QGraphicsView *> all = views();
    TokenItem::layoutLabels(m_tokens.values(), all.isEmpty() ? nullptr : all.first());
}

void PlayerScene::retranslate()
{
    for (TokenItem *t : std::as_const(m_tokens))
        t->retranslate();
}

QStringList PlayerScene::texts() const
{
    showPending();
    QStringList out;
    for (QGraphicsItem *item : items()) {
        if (!item->toolTip().isEmpty())
            out << item->toolTip();
        if (auto *t = dynamic_cast<TokenItem *>(item))
            out << t->nameText();
    }
    return out;
}

} // namespace bm
