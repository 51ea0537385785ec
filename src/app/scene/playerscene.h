#pragma once

// The players' screen: the map and the tokens only, under the party's fog of
// war. Creatures not of the party get an item only while the party sees them (behind a
// wall, in darkness without darkvision, invisible: no item at all, so nothing on the
// players' screen gives them away); their health shows as a word, never a number.
// Unknown squares are black, explored ones dimmed; dark squares the party sees by
// darkvision are grey, dim ones a little shaded.

#include "model/encounter.h"
#include "rules/fog.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>

#include <optional>

namespace bm {

class Document;
class GroundItem;
class ShadeItem;
class TokenItem;
class WallsItem;
class EffectLabelsItem;

class PlayerScene : public QGraphicsScene
{
    Q_OBJECT

public:
    // `gm`: the GM's scene, whose area template the players see too (may be null).
    explicit PlayerScene(Document *document, class MapScene *gm = nullptr, QObject *parent = nullptr);
    ~PlayerScene() override;
    class AreaTemplateItem *areaTemplate() const { return m_area; }
    Document *document() const { return m_document; }

    // The screen as the players see it now: a drag step not yet shown is shown first.
    TokenItem *tokenFor(const QString &creatureId) const
    {
        showPending();
        return m_tokens.value(creatureId);
    }
    GroundItem *ground() const { return m_ground; }
    ShadeItem *fogShade() const
    {
        showPending();
        return m_fogShade;
    }
    ShadeItem *lightShade() const
    {
        showPending();
        return m_lightShade;
    }
    // While the GM drags a token: the players see the fog as it will be, and the token there.
    // Shown on the event loop's next turn, before the screen is painted: the steps that
    // come in one turn cost one fog and one repaint, the last square's. The window feeds it
    // the GM's drag as frames (DragFrames), the same the seats get.
    void previewMove(const QString &creatureId, GridPoint position);
    void endPreview();
    // Every text on the players' screen (token labels and tooltips), for tests.
    QStringList texts() const;
    // The tokens' words in the language now chosen ("unhurt" stayed English).
    void retranslate();
    // The view's scale (a Tiny token's drawn size follows it) and the labels laid out as
    // the scene's first view shows them.
    void setViewScale(double scale);
    void layoutLabels();
    QList<TokenItem *> tokens() const
    {
        showPending();
        return m_tokens.values();
    }
    // The party's tokens are raised above the fog: a party member in the dark still shows.
    static constexpr double kPartyRaise = 20;
    // The labels are above every token, the party's too (they are raised above the fog).
    static constexpr double kLabelZ = 45;

    static constexpr int kUnknownAlpha = 255;
    static constexpr int kExploredAlpha = 170;
    // Explored because the party sees the fog in it (a Fog Cloud in view): lighter, so the
    // cloud reads as a cloud; still no creatures.
    static constexpr int kMistAlpha = 80;

signals:
    // The tokens shown changed (a creature moved, came into sight, the fog changed).
    void tokensSynced();

protected:
    // The background colour, and the ground when kept (GroundItem::drawKept).
    // The view must have no background brush of its own (the scene's is drawn).
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    Document *m_document;
    GroundItem *m_ground;
    WallsItem *m_walls;
    EffectLabelsItem *m_effectLabels;
    ShadeItem *m_fogShade;
    ShadeItem *m_lightShade;
    std::vector<std::uint8_t> m_fogStates, m_fogAlpha, m_lightAlpha; // syncWith's, kept between frames
    class AreaTemplateItem *m_area;
    QPointer<class MapScene> m_gm;
    QHash<QString, TokenItem *> m_tokens;
    QString m_previewId;
    QString m_turnShown; // the creature whose token wears the gold ring
    GridPoint m_previewAt;
    double m_viewScale = 1.0;
    bool m_pending = false; // a drag step (or its end) waits for the next turn to be shown
    // The document's fog the shades were last drawn from (Document::fogGeneration; -1:
    // none), and the squares where the fog shown then differed from it (a drag frame's).
    int m_shownGeneration = -1;
    QRect m_shownChanged;

    void schedule();
    void showPending() const; // a cache's refresh: what the accessors return is what the players see

    void rebuild();
    void syncMap();
    void sync(); // the fog, the light and which creatures show
    // `dirty`: only those squares may differ from what the shades show (nullptr: any).
    void syncWith(const FogOfWar &fog, const QRect *dirty = nullptr);
    // Which creatures show, and their tokens; `standIn`: the dragged creature where it would be.
    void syncTokens(const FogOfWar &fog, const std::optional<Creature> &standIn);
    std::optional<Creature> draggedStandIn() const; // the token being dragged, where it is now
    void syncTokenStats(const QStringList &ids); // only their statistics or the turn
    bool partySees(const Creature &c, const FogOfWar &fog, const Creature *standIn) const;
};

} // namespace bm
