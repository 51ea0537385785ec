#pragma once

// The edits the map tools and creature actions make, as plain functions on an Encounter
// (no scene, no widgets): the window's tools build the encounter "after" with them and
// push one undo command, so every edit is exact to undo and testable on its own. Where a
// creature may stand is a rule: rules/placement.h.
// They keep the file tidy: painted squares join the area of their kind, rectangles stay
// rectangles, nothing is listed twice.

#include "model/encounter.h"

#include <QCoreApplication>
#include <QList>
#include <QRect>

#include <optional>
#include <vector>

namespace bm {

// What the terrain brush paints: a terrain type, or an object that gives cover.
// ENCOUNTER_FORMAT.md terrain: a cover object is a terrain area with `cover`; we paint it
// as difficult terrain (crates, rubble, furniture: you climb over them), as the format's
// own example does.
struct TerrainKind {
    Q_DECLARE_TR_FUNCTIONS(TerrainKind)

public:
    TerrainType type = TerrainType::Difficult;
    CoverLevel cover = CoverLevel::None;

    bool isCoverObject() const { return cover != CoverLevel::None; }
    QString id() const; // "water", "cover-half", … (stable, for settings and tests)
    QString label() const;
    // Does an area belong to this kind, for the eraser? A terrain kind matches areas of its
    // type, a cover kind the objects of its cover level.
    bool matches(const TerrainArea &area) const;
    // Brush: the area this kind adds squares to (same type and cover, listed squares).
    bool sameAs(const TerrainArea &area) const { return area.type == type && area.cover == cover; }

    static QList<TerrainKind> all();
    static std::optional<TerrainKind> fromId(const QString &id);
    friend bool operator==(const TerrainKind &, const TerrainKind &) = default;
};

namespace mapedit {

// The squares of the map on the segment between two squares (inclusive, no gaps), so a
// fast drag paints every square it crossed.
std::vector<GridPoint> squaresOnLine(GridPoint a, GridPoint b);

// Paints `squares` (clipped to the map) with `kind`. Squares the kind already covers are
// skipped; the others join the first listed-squares area of the kind (a new one if there
// is none). Returns how many squares were added.
int paintSquares(Encounter &e, const std::vector<GridPoint> &squares, TerrainKind kind);
// Paints a rectangle (clipped to the map): a new `rect` area when the kind covers none of
// it yet, else the missing squares as paintSquares does. Returns the squares added.
int paintRect(Encounter &e, const QRect &rect, TerrainKind kind);
// Removes terrain from `squares`: every area, or only those `only` matches. Rectangle
// areas hit by the eraser are split into the rectangles that remain; emptied areas go.
// Returns how many (area, square) memberships were removed.
int eraseSquares(Encounter &e, const std::vector<GridPoint> &squares, std::optional<TerrainKind> only);

// The wall (door, when doorsOnly) nearest to a point in grid units, within `tolerance`
// squares; -1 if none.
int wallNear(const Encounter &e, QPointF gridPoint, double tolerance, bool doorsOnly = false);
double distanceToSegment(QPointF p, QPointF a, QPointF b);
// Open <-> closed. Locked doors and plain walls are left alone (returns false).
bool toggleDoor(Encounter &e, int wallIndex);

// Encounter settings (File → New, Map → Encounter Settings): the ruleset, the grid and the
// options. Unset options follow the ruleset's defaults (RULES.md 3, 6, 8).
struct EncounterSettings {
    QString name;
    Ruleset ruleset = Ruleset::Dnd2014;
    int width = 30;
    int height = 20;
    double squareFeet = 5;
    std::optional<Diagonals> diagonals;
    std::optional<bool> flanking;
    std::optional<double> roundSeconds;
    std::optional<LightLevel> light; // RULES.md 12: the ambient light (unset: bright)
    friend bool operator==(const EncounterSettings &, const EncounterSettings &) = default;
};
EncounterSettings settingsOf(const Encounter &e);
// Applies the settings. A smaller grid drops the terrain squares outside it; a grid too
// small for a creature, or sizes out of range, are refused: the reason (naming the
// creature or the field), and `e` unchanged. Empty when applied.
QString applySettings(Encounter &e, const EncounterSettings &settings);

// "Fit the grid to the image" after calibrating a background: the whole squares the image
// holds right of and below the offset (image-file pixels), at least 1 a side.
QSize gridFittingImage(QSizeF imagePixels, double pixelsPerSquare, QPointF offset);

// Creatures.
QString uniqueCreatureId(const Encounter &e, const QString &base);
// "Goblin" -> "Goblin 2"; "Goblin 2" -> the next free number ("Goblin 3").
QString numberedName(const Encounter &e, const QString &name);
} // namespace mapedit
} // namespace bm
