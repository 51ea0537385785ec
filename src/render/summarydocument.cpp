#include "render/summarydocument.h"

#include "render/maprenderer.h"
#include "rules/terraingrid.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <map>

namespace bm::print {

namespace {

const QUrl kMapUrl(QStringLiteral("battlemap://summary/map.png"));

// The map's width on the page in the layout's CSS pixels (1/96 in): the page less the
// 2 cm margins QTextDocument::print() adds, at most 640.
int mapWidthFor(const QPagedPaintDevice *device)
{
    const double pageCss = device->width() * 96.0 / std::max(1, device->logicalDpiX());
    const double margins = 2 * (2 / 2.54) * 96.0;
    return std::clamp(int(pageCss - margins - 8), 120, 540);
}

int mapHeightFor(const QImage &map, int width)
{
    return map.width() > 0 ? int(double(width) * map.height() / map.width()) : 0;
}

} // namespace

std::optional<SummaryFormat> summaryFormatFromId(const QString &id)
{
    if (id == QLatin1String("text"))
        return SummaryFormat::Text;
    if (id == QLatin1String("markdown"))
        return SummaryFormat::Markdown;
    if (id == QLatin1String("html"))
        return SummaryFormat::Html;
    if (id == QLatin1String("pdf"))
        return SummaryFormat::Pdf;
    return std::nullopt;
}

QImage mapSnapshot(const Encounter &e, const EncounterSummary &s, const QImage &background, double pixelsPerSquare)
{
    const double scale = pixelsPerSquare / render::kSquare;
    QImage image(QSize(int(e.width * pixelsPerSquare), int(e.height * pixelsPerSquare)), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.scale(scale, scale);
    const TerrainGrid grid(e);
    render::paintMap(&p, e, grid, background);

    // Tokens: the dead and the down first, so the living stay on top; Tiny creatures in
    // the quarters of their square as the view places them.
    std::vector<const SummaryParticipant *> order;
    for (const SummaryParticipant &sp : s.participants)
        order.push_back(&sp);
    std::stable_sort(order.begin(), order.end(), [](const SummaryParticipant *a, const SummaryParticipant *b) {
        return a->down && !b->down;
    });
    std::map<std::pair<int, int>, int> tinySlots;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    for (const SummaryParticipant *sp : order) {
        QRectF disc = render::squaresRect(QRect(sp->position.x, sp->position.y, sp->space, sp->space));
        if (sp->size == Size::Tiny) {
            const int slot = tinySlots[{sp->position.x, sp->position.y}]++ % 4;
            const double h = render::kSquare / 2;
            disc = QRectF(disc.left() + (slot & 1) * h, disc.top() + (slot >> 1 & 1) * h, h, h);
        }
        const double d = std::min(disc.width(), render::kSquare);
        const QRectF badge = sp->space > 1 ? disc.adjusted(6, 6, -6, -6) : disc.adjusted(4, 4, -4, -4);
        const QColor fill = sp->down ? QColor(150, 150, 150) : render::sideColor(sp->side);
        p.setPen(QPen(sp->current ? QColor(255, 200, 0) : QColor(20, 20, 20), sp->current ? 6 : 2));
        p.setBrush(QColor(fill.red(), fill.green(), fill.blue(), sp->space > 1 ? 170 : 235));
        p.drawEllipse(badge);
        if (sp->down) { // crossed out, as the view draws the dead
            p.setPen(QPen(QColor(40, 40, 40, 200), 3));
            const double in = badge.width() * 0.2;
            p.drawLine(badge.topLeft() + QPointF(in, in), badge.bottomRight() - QPointF(in, in));
            p.drawLine(badge.topRight() + QPointF(-in, in), badge.bottomLeft() + QPointF(in, -in));
        }
        font.setPixelSize(int(d * (sp->size == Size::Tiny ? 0.6 : 0.45)));
        p.setFont(font);
        const QString number = QString::number(sp->number);
        p.setPen(QColor(0, 0, 0, 160));
        p.drawText(badge.translated(1.5, 1.5), Qt::AlignCenter, number);
        p.setPen(Qt::white);
        p.drawText(badge, Qt::AlignCenter, number);
    }
    p.end();
    return image;
}

namespace {

std::unique_ptr<QTextDocument> documentWith(const EncounterSummary &s, const QImage &map, int mapWidth)
{
    auto doc = std::make_unique<QTextDocument>();
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9);
    doc->setDefaultFont(font);
    const bool withMap = s.options.includeMap && !map.isNull();
    if (withMap)
        doc->addResource(QTextDocument::ImageResource, kMapUrl, map);
    doc->setHtml(summaryHtml(s, withMap ? kMapUrl.toString() : QString(), mapWidth, mapHeightFor(map, mapWidth)));
    doc->setMetaInformation(QTextDocument::DocumentTitle, s.name);
    return doc;
}

} // namespace

std::unique_ptr<QTextDocument> summaryDocument(const EncounterSummary &s, const QImage &map)
{
    return documentWith(s, map, 540);
}

void printSummary(const EncounterSummary &s, const QImage &map, QPagedPaintDevice *device)
{
    const std::unique_ptr<QTextDocument> doc = documentWith(s, map, mapWidthFor(device));
    doc->print(device);
}

QString standaloneHtml(const EncounterSummary &s, const QImage &map)
{
    if (!s.options.includeMap || map.isNull())
        return summaryHtml(s);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    map.save(&buffer, "PNG");
    const QString uri = QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
    return summaryHtml(s, uri, 800, mapHeightFor(map, 800));
}

QPageLayout defaultPageLayout()
{
    // No page margins of our own: QTextDocument::print() keeps 2 cm on every side. Letter
    // where the locale measures in US units, A4 elsewhere.
    const QPageSize size(QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4);
    return QPageLayout(size, QPageLayout::Portrait, QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
}

bool writeSummaryPdf(const EncounterSummary &s, const QImage &map, const QString &path, const QPageLayout &layout,
                     QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("SummaryDocument", "can't write %1: %2").arg(path, file.errorString());
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setPageLayout(layout);
        writer.setResolution(300);
        writer.setTitle(s.name);
        writer.setCreator(QStringLiteral("Battlemap"));
        printSummary(s, map, &writer);
    }
    if (!file.commit()) {
        if (error)
            *error = QCoreApplication::translate("SummaryDocument", "can't write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

QImage summaryMap(const Encounter &e, const QString &encounterPath, const EncounterSummary &s)
{
    if (!s.options.includeMap)
        return {};
    return mapSnapshot(e, s, render::loadBackground(e, encounterPath, nullptr));
}

QByteArray summaryBytes(const EncounterSummary &s, const QImage &map, SummaryFormat format)
{
    switch (format) {
    case SummaryFormat::Text:
        return summaryText(s).toUtf8();
    case SummaryFormat::Markdown:
        return summaryMarkdown(s).toUtf8();
    case SummaryFormat::Html:
        return standaloneHtml(s, map).toUtf8();
    case SummaryFormat::Pdf:
        break;
    }
    return {};
}

bool writeSummaryFile(const EncounterSummary &s, const QImage &map, SummaryFormat format, const QString &path,
                      const QPageLayout &layout, QString *error)
{
    if (format == SummaryFormat::Pdf)
        return writeSummaryPdf(s, map, path, layout, error);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(summaryBytes(s, map, format)) < 0 || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("SummaryDocument", "can't write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace bm::print
