#include "terrainbrushtool.h"

#include <QCoreApplication>

namespace bm {

// The tool's words keep the context of the window they came from (its form, "MainWindow",
// or its code, "bm::MainWindow"), so that their translations still match.
TerrainBrushTool::TerrainBrushTool(QObject *parent)
    : StrokeTool("TerrainBrush", QIcon(QStringLiteral(":/icons/actions/brush.svg")), QKeySequence(Qt::Key_B), parent)
{
}

void TerrainBrushTool::languageChanged()
{
    setName(QCoreApplication::translate("MainWindow", "Terrain &Brush"));
    setStatusTip(QCoreApplication::translate("MainWindow", "Paint the picked terrain or cover object: drag over squares, Shift-drag for a rectangle"));
}

int TerrainBrushTool::applySquares(Encounter &e, const std::vector<GridPoint> &squares)
{
    return mapedit::paintSquares(e, squares, m_kind);
}

int TerrainBrushTool::applyRect(Encounter &e, const QRect &rect)
{
    return mapedit::paintRect(e, rect, m_kind);
}

QString TerrainBrushTool::commandText() const
{
    return tr("Paint %1").arg(m_kind.label());
}

QString TerrainBrushTool::doneMessage(int squares) const
{
    if (squares == 0)
        return tr("Nothing to paint: those squares already have %1").arg(m_kind.label());
    return tr("Painted %n square(s) of %1", nullptr, squares).arg(m_kind.label());
}

QColor TerrainBrushTool::previewColour() const
{
    if (m_kind.isCoverObject())
        return QColor(110, 85, 60);
    switch (m_kind.type) {
    case TerrainType::Water:
        return QColor(70, 140, 210);
    case TerrainType::DeepWater:
        return QColor(40, 90, 170);
    case TerrainType::Blocked:
        return QColor(60, 55, 50);
    case TerrainType::Climb:
        return QColor(120, 90, 40);
    case TerrainType::GreaterDifficult:
        return QColor(170, 90, 30);
    case TerrainType::Difficult:
        break;
    }
    return QColor(190, 150, 60);
}

} // namespace bm
