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

class GroundItem : public QGraphicsItem
{
public:
    explicit GroundItem(Document *document);
    ~GroundItem() override;
    void sync(); // after the map changed
    void setBackground(const QImage &image);
    const TerrainGrid &grid() const { return *m_grid; }
    const QImage &background() const { return m_background; }
    // Kept as painted (the players' screen): the ground of the whole device painted on, at
    // the view's scale and offset, drawn once and copied where a repaint needs it (a fog
    // or token change repaints the screen's squares, not the map's grid and terrain),
    // until the map, the background or the view's zoom or scroll changes (then painted
    // whole again). The screen shows the pixels a window painting it every time shows
    // (tst_playerpixels). Off by default: the GM's map, whose view scrolls and zooms more
    // than it stays.
    void setCached(bool on);
    bool isCached() const { return m_cached; }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintGround(QPainter *p, const QRectF &exposed);

    bool m_cached = false;
    struct Cache {
        QImage image; // the device's pixels, (0, 0) at the device's top left
        QTransform transform; // the painter's device transform it was painted with
        QPainter::RenderHints hints;
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
