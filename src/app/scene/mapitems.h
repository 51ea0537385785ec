#pragma once

// The static map in two passive items: the ground (background image, terrain, grid),
// painting only the exposed rectangle, and the walls and doors above it.

#include <QGraphicsItem>
#include <QImage>
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

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
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
