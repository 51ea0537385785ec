#pragma once

// The battle map as a QGraphicsScene: it mirrors the document (ground, walls, one token
// per creature, overlays) and forwards mouse events to the active tool.

#include "model/encounter.h"
#include "render/maprenderer.h"
#include "tools/abstracttool.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>

#include <optional>
#include <tuple>
#include <vector>

namespace bm {

class AreaTemplateItem;
class CoverLinesItem;
class Document;
class GroundItem;
class LightsItem;
class ShadeItem;
class PathPreviewItem;
class PushPreviewItem;
class ReachOverlayItem;
class RulerItem;
class TokenItem;
class TurnPlanItem;
class WallsItem;
class EffectLabelsItem;
class FogOfWar;

class MapScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit MapScene(Document *document, QObject *parent = nullptr);
    ~MapScene() override;

    Document *document() const { return m_document; }
    void setTool(AbstractTool *tool);
    AbstractTool *tool() const { return m_tool; }

    TokenItem *tokenFor(const QString &creatureId) const { return m_tokens.value(creatureId); }
    // The tokens' tooltips in the language now chosen.
    void retranslate();
    // The topmost living token under a scene point (the dead lie below everything).
    const Creature *creatureAt(QPointF scenePos) const;
    QString selectedCreature() const { return m_selected; }
    void selectCreature(const QString &id);

    GroundItem *ground() const { return m_ground; }
    EffectLabelsItem *effectLabels() const { return m_effectLabels; } // names of effects on the map
    PathPreviewItem *pathPreview() const { return m_path; }
    ReachOverlayItem *reachOverlay() const { return m_reach; }
    RulerItem *ruler() const { return m_ruler; }
    CoverLinesItem *coverLines() const { return m_cover; }
    LightsItem *lights() const { return m_lights; }

    // RULES.md 12 in the window: the lighting overlay shades dim and dark
    // squares; "what does it see" shades every square the creature doesn't see, until
    // cleared. Both follow the model as it changes.
    void setLightingShown(bool shown);
    bool lightingShown() const { return m_lightingShown; }
    ShadeItem *lightingShade() const { return m_lighting; }
    void showSightOf(const QString &creatureId); // empty: none
    QString sightShownFor() const { return m_sightOf; }
    ShadeItem *sightShade() const { return m_seeing; }
    // The players' fog of war as a tint on the GM's map (unknown squares darker,
    // explored ones lighter), so the GM knows what the players see.
    void setFogShown(bool shown);
    bool fogShown() const { return m_fogShown; }
    ShadeItem *fogTint() const { return m_fogTint; }
    AreaTemplateItem *areaTemplate() const { return m_area; }
    // RULES.md 14.5: the squares of a push being chosen (the token menu, Shift+Alt-drag).
    PushPreviewItem *pushPreview() const { return m_push; }
    // RULES.md 15: a planned turn (the planner, controllers/turnplanner.h, fills it).
    TurnPlanItem *planOverlay() const { return m_plan; }

    // Level of detail: the view's scale (view pixels per scene unit). Token names show
    // while a square is at least kNamesMinSquarePixels on screen.
    static constexpr double kNamesMinSquarePixels = 20.0;
    void setViewScale(double scale);
    bool namesShown() const { return m_namesShown; }
    // The tokens' labels placed off each other and inside the view (its
    // first view), after the tokens, the zoom or the scroll changed.
    void layoutLabels();

    // RULES.md 13.1 while a token is dragged: the light it carries goes with it (the
    // lighting overlay and "what does it see" as they would be with it at `anchor`), and
    // the players' fog tint shows the fog as the players' screen previews it.
    void previewMove(const QString &creatureId, GridPoint anchor);
    void endPreview();

    // Puts every token back where the model says (after a refused drag).
    void refreshTokens() { syncTokens(); }

    // Renders the map with tokens (no overlays) for PNG export and print.
    // The map with its tokens, pixelsPerSquare pixels a square, but at most maxPixels
    // pixels in all (a 2000-square map at 70 px would be 20 gigapixels): then fewer
    // pixels a square; `usedPixelsPerSquare` says how many.
    QImage renderImage(double pixelsPerSquare, qint64 maxPixels = render::kMaxExportPixels,
                       double *usedPixelsPerSquare = nullptr);

signals:
    void selectedCreatureChanged(const QString &id);
    void statusMessage(const QString &text);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void setNamesShown(bool shown);

    Document *m_document;
    bool m_namesShown = true;
    double m_viewScale = 1.0;
    QPointer<AbstractTool> m_tool;
    GroundItem *m_ground;
    WallsItem *m_walls;
    EffectLabelsItem *m_effectLabels;
    PathPreviewItem *m_path;
    ReachOverlayItem *m_reach;
    RulerItem *m_ruler;
    CoverLinesItem *m_cover;
    LightsItem *m_lights;
    ShadeItem *m_lighting;
    ShadeItem *m_seeing;
    ShadeItem *m_fogTint;
    bool m_lightingShown = false;
    bool m_fogShown = false;
    QString m_sightOf;
    std::optional<Creature> m_standIn; // the token being dragged, where it is (previewMove)
    std::vector<std::tuple<QRect, double, double>> m_carriedShaded; // the carried lights the lighting shade shows
    AreaTemplateItem *m_area;
    PushPreviewItem *m_push;
    TurnPlanItem *m_plan;
    QHash<QString, TokenItem *> m_tokens;
    QString m_turnShown; // the creature whose token wears the gold ring
    QString m_selected;

    void rebuild();
    void syncMap();
    void syncTokens();
    // Only these creatures' statistics and the tracker changed.
    void syncTokenStats(const QStringList &ids);
    void syncLight(); // the lights, the lighting overlay and the sight shade
    void syncFog();
    void showFogTint(const FogOfWar &fog);
};

} // namespace bm
