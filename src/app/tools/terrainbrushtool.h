#pragma once

// Paints terrain or cover objects (ENCOUNTER_FORMAT.md terrain) square by square while
// dragging, or a rectangle with Shift-drag. One stroke is one undo step.

#include "model/mapedits.h"
#include "stroketool.h"

namespace bm {

class TerrainBrushTool : public StrokeTool
{
    Q_OBJECT

public:
    explicit TerrainBrushTool(QObject *parent = nullptr);
    void languageChanged() override;

    TerrainKind kind() const { return m_kind; }
    void setKind(const TerrainKind &kind) { m_kind = kind; }

protected:
    int applySquares(Encounter &e, const std::vector<GridPoint> &squares) override;
    int applyRect(Encounter &e, const QRect &rect) override;
    QString commandText() const override;
    QString doneMessage(int squares) const override;
    QColor previewColour() const override;

private:
    TerrainKind m_kind;
};

} // namespace bm
