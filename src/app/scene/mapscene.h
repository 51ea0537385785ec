#pragma once

// The battle map as a QGraphicsScene: it mirrors the document (ground, walls, one token
// per creature, overlays) and forwards mouse events to the active tool.

#include "model/encounter.h"
#include "render/maprenderer.h"
#include "tools/abstracttool.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>

namespace bm {

class AreaTemplateItem;
class CoverLinesItem;
class Document;
class GroundItem;
class PathPreviewItem;
class ReachOverlayItem;
class RulerItem;
class TokenItem;
class WallsItem;

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
    // The topmost living token under a scene point (the dead lie below everything).
    const Creature *creatureAt(QPointF scenePos) const;
    QString selectedCreature() const { return m_selected; }
    void selectCreature(const QString &id);

    GroundItem *ground() const { return m_ground; }
    PathPreviewItem *pathPreview() const { return m_path; }
    ReachOverlayItem *reachOverlay() const { return m_reach; }
    RulerItem *ruler() const { return m_ruler; }
    CoverLinesItem *coverLines() const { return m_cover; }
    AreaTemplateItem *areaTemplate() const { return m_area; }

    // Level of detail: the view's scale (view pixels per scene unit). Token names show
    // while a square is at least kNamesMinSquarePixels on screen.
    static constexpr double kNamesMinSquarePixels = 20.0;
    void setViewScale(double scale);
    bool namesShown() const { return m_namesShown; }

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
    QPointer<AbstractTool> m_tool;
    GroundItem *m_ground;
    WallsItem *m_walls;
    PathPreviewItem *m_path;
    ReachOverlayItem *m_reach;
    RulerItem *m_ruler;
    CoverLinesItem *m_cover;
    AreaTemplateItem *m_area;
    QHash<QString, TokenItem *> m_tokens;
    QString m_selected;

    void rebuild();
    void syncMap();
    void syncTokens();
};

} // namespace bm
