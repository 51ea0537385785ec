#pragma once

// Light and sight on the map (RULES.md 12): the encounter's point lights as
// items the GM sees and the Light tool moves, and a shade over squares (the lighting
// overlay: dim and dark squares; "what does this creature see": every square it doesn't).

#include "model/encounter.h"

#include <QGraphicsItem>
#include <QImage>
#include <QPainterPath>

#include <vector>

namespace bm {

class Document;

// Every light of the encounter: a small sun at its point; with radii shown (the Light
// tool is active) its bright and dim circles too. The lights creatures carry (RULES.md
// 13.1; their tokens show a badge) get their circles around the bearer with radii shown,
// and the bearer being dragged gets them whatever the tool, following the token.
class LightsItem : public QGraphicsItem
{
public:
    // A carried light's circles as drawn: its bearer, its centre in squares, feet.
    struct CarriedCircle {
        QString creatureId;
        QPointF centre;
        double bright = 0;
        double dim = 0;
    };

    explicit LightsItem(Document *document);
    void sync(); // the document's lights changed
    void setRadiiShown(bool shown);
    bool radiiShown() const { return m_radii; }
    // While a light is dragged: draw light `index` as `light` (index -1: none).
    void setPreview(int index, const LightSource &light);
    // While a token is dragged: its carried light is drawn around `centre` (in squares:
    // the token's centre under the cursor). Empty id: none.
    void setCarriedPreview(const QString &creatureId, QPointF centre);
    // The carried lights' circles drawn now.
    std::vector<CarriedCircle> carriedShown() const;
    // The light whose point is within `tolerance` squares of a scene point, or -1.
    int lightAt(QPointF scenePos, double tolerance = 0.45) const;
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Document *m_document;
    bool m_radii = false;
    int m_previewIndex = -1;
    LightSource m_preview;
    QString m_carriedPreviewId;
    QPointF m_carriedPreviewAt;
    QRectF m_bounds;

    QList<LightSource> shown() const;
};

// One shade per square, drawn as an image of one pixel a square scaled to the map.
class ShadeItem : public QGraphicsItem
{
public:
    explicit ShadeItem(double z);
    // alpha per square, row by row (width x height); empty: nothing shaded.
    // `within`: only those squares may differ from the alpha given last (nullptr: any).
    void setShade(int width, int height, const std::vector<std::uint8_t> &alpha, QColor colour, const QRect *within = nullptr);
    // Squares shaded at least `threshold` are also hatched in `colour` (the lighting's dark
    // squares, told from the dim ones at a glance); 0: none.
    void setHatch(std::uint8_t threshold, QColor colour);
    // A change repaints the runs of changed squares, tile by tile (a drag step on the
    // players' screen changes the fog along a few shadow edges across the whole map),
    // not their bounding rectangle, and the shade is painted as runs of equal squares,
    // which give every pixel the same square in a piece of repaint as in a whole one. For
    // a view that repaints a region of many rectangles cheaply: one whose ground and walls
    // are copied, not painted per rectangle. Off: the image scaled (cheaper over a large
    // part of the screen).
    void setPiecewiseUpdates(bool on)
    {
        m_piecewise = on;
        setFlag(ItemUsesExtendedStyleOption, on); // exposedRect: only the squares repainted
    }
    bool isHatched(GridPoint square) const;
    void clear();
    bool isEmpty() const { return m_image.isNull(); }
    // The alpha of one square (tests and the legend).
    int alphaAt(GridPoint square) const;
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintRuns(QPainter *painter, const QRectF &exposedRect) const;

    QImage m_image;
    QRectF m_bounds;
    std::uint8_t m_hatchFrom = 0;
    QColor m_hatchColour;
    QPainterPath m_hatched; // the hatched squares, in scene units
    std::uint8_t m_hatchedFrom = 0; // the threshold m_hatched was drawn for
    bool m_clear = false;           // every square's alpha is 0
    QColor m_colour;                // the colour of the last setShade
    bool m_piecewise = false;
    std::vector<std::uint8_t> m_dirtyTiles; // setShade's scratch: kTile x kTile squares each
    static constexpr int kTile = 4;
};

// The lighting overlay's shades: dark squares 60 % and hatched, dim 30 % (RULES.md 12, the
// light of each square from the ambient light and the point lights). Under the reach bands
// and the tokens: the reach colours show through it.
std::vector<std::uint8_t> lightingShade(const Encounter &e, const class SightMap &sight);
constexpr std::uint8_t kDarkShade = 153;
constexpr std::uint8_t kDimShade = 77;

} // namespace bm
