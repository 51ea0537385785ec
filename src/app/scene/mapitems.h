#pragma once

// The static map in two passive items: the ground (background image, terrain, grid),
// painting only the exposed rectangle, and the walls and doors above it.

#include <QGraphicsItem>
#include <QImage>
#include <QPainter>
#include <QTransform>
#include <QLineF>

#include <memory>
#include <vector>

namespace bm {

class Document;
class TerrainGrid;
class WallsItem;

class GroundItem : public QGraphicsItem
{
public:
    explicit GroundItem(Document *document);
    ~GroundItem() override;
    void sync(); // after the map changed
    void setBackground(const QImage &image);
    const TerrainGrid &grid() const { return *m_grid; }
    const QImage &background() const { return m_background; }
    // Kept as painted (the players' screen): the scene's background colour and the ground
    // of the whole device painted on, at the view's scale and offset, drawn once and copied
    // where a repaint needs them (a fog or token change repaints the screen's squares, not
    // the map's grid and terrain), until the map, the background or the view's zoom or
    // scroll changes (then painted whole again). Kept, the ground is no item the view paints
    // (hidden): the scene's drawBackground copies it with the background in one go
    // (drawKept), not a fill of the screen and a copy over it. The screen shows the pixels
    // a window painting it every time shows (tst_playerpixels). Off by default: the GM's
    // map, whose view scrolls and zooms more than it stays.
    void setCached(bool on);
    bool isCached() const { return m_cached; }
    // The walls and doors kept with it (the players' screen): while the ground is kept they
    // are painted into the kept pixels over it and `walls` is hidden, so a repaint copies
    // them instead of stroking every wall it reaches again (they lie right above the
    // ground: nothing is drawn between the two). Not kept, `walls` shows and paints them.
    void setKeptWalls(WallsItem *walls);
    // `background` where `exposed` (scene) is repainted, and when cached the ground, copied
    // from the kept pixels (or painted, on a device whose pixels can't be kept: rotated, a
    // pixel ratio of its own). For a scene's drawBackground.
    void drawKept(QPainter *painter, const QRectF &exposed, const QBrush &background);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintGround(QPainter *p, const QRectF &exposed);
    void paintBase(QPainter *p, const QRectF &exposed, const QBrush &background);
    void keptChanged(); // repainted where the scene shows it

    bool m_cached = false;
    WallsItem *m_keptWalls = nullptr;
    struct Cache {
        QImage image; // the device's pixels, (0, 0) at the device's top left, opaque
        QTransform transform; // the painter's device transform it was painted with
        QPainter::RenderHints hints;
        QBrush background;
        bool valid = false;
    } m_cache;
    Document *m_document;
    std::unique_ptr<TerrainGrid> m_grid;
    std::vector<QLineF> m_effectOutlines; // render::effectOutlines, once per change
    QImage m_background;
    std::vector<QImage> m_levels; // m_background and its halvings
    QRectF m_bounds;
};

// The names of the effects on the map (and their rounds left), over the tokens.
class EffectLabelsItem : public QGraphicsItem
{
public:
    explicit EffectLabelsItem(Document *document);
    void sync(); // after the map (or its effects) changed
    QStringList labels() const; // what it shows (tests)
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Document *m_document;
    QRectF m_bounds;
};

class WallsItem : public QGraphicsItem
{
public:
    explicit WallsItem(Document *document);
    void sync();
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Document *m_document;
    QRectF m_bounds;
};

} // namespace bm
