#include "widgets/legenddock.h"

#include "document.h"
#include "scene/lightitems.h"
#include "scene/overlayitems.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>

namespace bm {

LegendDock::LegendDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_legend(new QLabel(this))
{
    setObjectName(QStringLiteral("legendDock"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true); // a long line must not widen the panel column (and shrink the map)
    m_legend->setMargin(8);
    m_legend->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setWidget(m_legend);
    // The reach bands are the ruleset's.
    connect(m_document, &Document::encounterReset, this, &LegendDock::retranslate);
    connect(m_document, &Document::mapChanged, this, &LegendDock::retranslate);
    retranslate();
}

QString LegendDock::text() const
{
    return m_legend->text();
}

void LegendDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

// The words keep the context of the window they were written in ("bm::MainWindow"), so
// that their translations still match.
void LegendDock::retranslate()
{
    setWindowTitle(QCoreApplication::translate("bm::MainWindow", "Legend"));
    const bool pf2e = m_document->encounter().ruleset == Ruleset::Pf2e;
    const auto swatch = [](int band) {
        const QColor c = ReachOverlayItem::bandColour(band);
        return QStringLiteral("<span style='background:rgba(%1,%2,%3,0.6)'>&nbsp;&nbsp;&nbsp;&nbsp;</span>")
            .arg(c.red())
            .arg(c.green())
            .arg(c.blue());
    };
    QString html = QStringLiteral("<b>%1</b><br>").arg(QCoreApplication::translate("bm::MainWindow", "Reach this turn"));
    if (pf2e) {
        html += swatch(0) + QLatin1Char(' ') + QCoreApplication::translate("bm::MainWindow", "1 action") + QStringLiteral("<br>");
        html += swatch(1) + QLatin1Char(' ') + QCoreApplication::translate("bm::MainWindow", "2 actions") + QStringLiteral("<br>");
        html += swatch(2) + QLatin1Char(' ') + QCoreApplication::translate("bm::MainWindow", "3 actions") + QStringLiteral("<br>");
    } else {
        html += swatch(0) + QLatin1Char(' ') + QCoreApplication::translate("bm::MainWindow", "within speed") + QStringLiteral("<br>");
        html += swatch(1) + QLatin1Char(' ') + QCoreApplication::translate("bm::MainWindow", "with Dash") + QStringLiteral("<br>");
    }
    html += QStringLiteral("<br><b>%1</b><br>").arg(QCoreApplication::translate("bm::MainWindow", "Path"));
    html += QCoreApplication::translate("bm::MainWindow", "blue: within speed; orange: needs Dash; hatched: squeezing; ! opportunity attack");
    html += QStringLiteral("<br><br><b>%1</b><br>").arg(QCoreApplication::translate("bm::MainWindow", "Cover lines"));
    html += QCoreApplication::translate("bm::MainWindow", "green: clear; red: wall or blocked square; orange: object; purple: creature");
    // View → Show Lighting: dark shaded and hatched, dim shaded, bright as the map is.
    const auto shade = [](int alpha, bool hatched) {
        return QStringLiteral("<span style='background:rgba(0,0,0,%1)%2'>&nbsp;%3&nbsp;</span>")
            .arg(alpha / 255.0, 0, 'f', 2)
            .arg(hatched ? QStringLiteral(";color:#c8d0ff") : QString())
            .arg(hatched ? QStringLiteral("////") : QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;"));
    };
    html += QStringLiteral("<br><br><b>%1</b><br>").arg(QCoreApplication::translate("bm::MainWindow", "Light (View → Show Lighting)"));
    html += shade(0, false) + QLatin1Char(' ') + QCoreApplication::translate("bm::MainWindow", "bright") + QStringLiteral("<br>");
    html += shade(kDimShade, false) + QLatin1Char(' ') + QCoreApplication::translate("bm::MainWindow", "dim: shaded") + QStringLiteral("<br>");
    html += shade(kDarkShade, true) + QLatin1Char(' ') + QCoreApplication::translate("bm::MainWindow", "dark: shaded darker and hatched");
    m_legend->setText(html);
}

} // namespace bm
