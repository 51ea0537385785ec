#include "calibrationdialog.h"

#include "ui_calibrationdialog.h"

#include "commands/encountercommands.h"
#include "document.h"
#include "model/mapedits.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonArray>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QUndoStack>

#include <cmath>
#include <functional>

namespace bm {

// The image with the grid the numbers give drawn over it; clicks report image-file pixels.
class CalibrationPreview : public QWidget
{
public:
    explicit CalibrationPreview(QWidget *parent)
        : QWidget(parent)
    {
        setCursor(Qt::CrossCursor);
    }

    const QImage *image = nullptr;
    QSizeF sourceSize;
    double scale = 1.0; // widget pixels per image-file pixel
    BackgroundCalibration calibration;
    int mapWidth = 1;
    int mapHeight = 1;
    std::vector<QPointF> corners;
    std::function<void(QPointF)> clicked;

    void setScale(double s)
    {
        scale = s;
        resize((sourceSize * scale).toSize().expandedTo(QSize(1, 1)));
        update();
    }
    QPointF toWidget(QPointF imagePixel) const { return imagePixel * scale; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.fillRect(rect(), QColor(70, 70, 76));
        if (!image || image->isNull())
            return;
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        p.drawImage(QRectF(QPointF(0, 0), sourceSize * scale), *image);
        p.setRenderHint(QPainter::Antialiasing);
        const double pps = calibration.pixelsPerSquare * scale;
        const QPointF origin = calibration.offset * scale;
        const QRectF map(origin, QSizeF(mapWidth * pps, mapHeight * pps));
        if (pps >= 3) { // denser than that the lines would hide the image
            QPen line(QColor(255, 40, 200, 170), 1);
            line.setCosmetic(true);
            p.setPen(line);
            for (int x = 1; x < mapWidth; ++x)
                p.drawLine(QPointF(map.left() + x * pps, map.top()), QPointF(map.left() + x * pps, map.bottom()));
            for (int y = 1; y < mapHeight; ++y)
                p.drawLine(QPointF(map.left(), map.top() + y * pps), QPointF(map.right(), map.top() + y * pps));
        }
        p.setPen(QPen(QColor(255, 40, 200), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(map);
        // Square (0, 0), where the offset points.
        p.fillRect(QRectF(origin, QSizeF(pps, pps)), QColor(255, 40, 200, 60));
        for (const QPointF &c : corners) {
            const QPointF w = toWidget(c);
            p.setPen(QPen(Qt::white, 3));
            p.drawEllipse(w, 6, 6);
            p.setPen(QPen(QColor(230, 60, 20), 2));
            p.drawEllipse(w, 6, 6);
            p.drawLine(w - QPointF(10, 0), w + QPointF(10, 0));
            p.drawLine(w - QPointF(0, 10), w + QPointF(0, 10));
        }
    }
    void mousePressEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::LeftButton && clicked)
            clicked(event->position() / scale);
    }
};

namespace {
// Zoom choices: 0 = fit the window.
constexpr double kZooms[] = {0, 0.25, 0.5, 1, 2, 4};
} // namespace

CalibrationDialog::CalibrationDialog(const QImage &image, const Encounter &encounter, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::CalibrationDialog>())
    , m_image(image)
    , m_sourceSize(image.deviceIndependentSize())
    , m_mapWidth(encounter.width)
    , m_mapHeight(encounter.height)
{
    m_ui->setupUi(this);
    m_preview = new CalibrationPreview(m_ui->previewScroll);
    m_preview->image = &m_image;
    m_preview->sourceSize = m_sourceSize;
    m_preview->mapWidth = m_mapWidth;
    m_preview->mapHeight = m_mapHeight;
    m_preview->clicked = [this](QPointF p) {
        if (m_picking)
            pickCorner(p);
    };
    m_ui->previewScroll->setWidget(m_preview);
    m_ui->previewScroll->viewport()->installEventFilter(this); // "Fit" follows the room the preview has
    retranslate();
    setCalibration(current(encounter, m_sourceSize));
    for (QDoubleSpinBox *spin : {m_ui->pixelsPerSquareSpin, m_ui->offsetXSpin, m_ui->offsetYSpin})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &CalibrationDialog::updatePreview);
    connect(m_ui->fitGridCheck, &QCheckBox::toggled, this, &CalibrationDialog::updatePreview);
    connect(m_ui->pickButton, &QPushButton::toggled, this, [this](bool on) {
        if (on)
            startPicking();
        else
            m_picking = false;
        updatePickText();
    });
    connect(m_ui->zoomCombo, &QComboBox::currentIndexChanged, this, &CalibrationDialog::updateZoom);
    updatePickText();
    updateZoom();
}

CalibrationDialog::~CalibrationDialog() = default;

void CalibrationDialog::retranslate()
{
    const QSignalBlocker block(m_ui->zoomCombo);
    const int zoom = std::max(0, m_ui->zoomCombo->currentIndex());
    m_ui->zoomCombo->clear();
    for (double z : kZooms)
        m_ui->zoomCombo->addItem(z == 0 ? tr("Fit") : tr("%1%").arg(z * 100));
    m_ui->zoomCombo->setCurrentIndex(zoom);
    m_ui->imageInfoLabel->setText(tr("Image %1 x %2 pixels; map %3 x %4 squares. The magenta grid shows where the map's "
                                     "squares fall on the image; square (0, 0) is shaded.")
                                      .arg(qRound(m_sourceSize.width()))
                                      .arg(qRound(m_sourceSize.height()))
                                      .arg(m_mapWidth)
                                      .arg(m_mapHeight));
    updatePickText();
}

void CalibrationDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslate();
    }
    QDialog::changeEvent(event);
}

bool CalibrationDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_ui->previewScroll->viewport() && event->type() == QEvent::Resize && m_ui->zoomCombo->currentIndex() == 0)
        updateZoom();
    return QDialog::eventFilter(watched, event);
}

BackgroundCalibration CalibrationDialog::calibration() const
{
    return {m_ui->pixelsPerSquareSpin->value(), QPointF(m_ui->offsetXSpin->value(), m_ui->offsetYSpin->value()),
            m_ui->fitGridCheck->isChecked()};
}

void CalibrationDialog::setCalibration(const BackgroundCalibration &c)
{
    m_ui->pixelsPerSquareSpin->setValue(c.pixelsPerSquare);
    m_ui->offsetXSpin->setValue(c.offset.x());
    m_ui->offsetYSpin->setValue(c.offset.y());
    m_ui->fitGridCheck->setChecked(c.fitGrid);
    updatePreview();
}

QWidget *CalibrationDialog::preview() const
{
    return m_preview;
}

QPoint CalibrationDialog::previewPoint(QPointF imagePixel) const
{
    return m_preview->toWidget(imagePixel).toPoint();
}

void CalibrationDialog::updatePreview()
{
    m_preview->calibration = calibration();
    m_preview->corners = m_corners;
    m_preview->update();
    const BackgroundCalibration c = calibration();
    const QSize fitted = mapedit::gridFittingImage(m_sourceSize, c.pixelsPerSquare, c.offset);
    m_ui->fitGridLabel->setText(c.fitGrid ? tr("The map becomes %1 x %2 squares (now %3 x %4).")
                                                .arg(fitted.width())
                                                .arg(fitted.height())
                                                .arg(m_mapWidth)
                                                .arg(m_mapHeight)
                                          : tr("The image holds %1 x %2 whole squares; the map has %3 x %4.")
                                                .arg(fitted.width())
                                                .arg(fitted.height())
                                                .arg(m_mapWidth)
                                                .arg(m_mapHeight));
}

void CalibrationDialog::updateZoom()
{
    const int i = std::clamp(m_ui->zoomCombo->currentIndex(), 0, int(std::size(kZooms)) - 1);
    double scale = kZooms[i];
    if (scale == 0) {
        const QSize room = m_ui->previewScroll->viewport()->size() - QSize(4, 4);
        scale = std::min(room.width() / std::max(1.0, m_sourceSize.width()),
                         room.height() / std::max(1.0, m_sourceSize.height()));
        scale = std::max(scale, 1e-3);
    }
    m_preview->setScale(scale);
}

void CalibrationDialog::updatePickText()
{
    QString text;
    if (!m_picking)
        text = tr("Click the button, then two corners of the grid drawn on the image, as far apart as you can see well.");
    else if (m_corners.empty())
        text = tr("Click a grid corner on the image.");
    else if (m_ui->squaresApartSpin->value() == 1)
        text = tr("Now click the corner one square away (across, down or diagonally).");
    else
        text = tr("Now click the corner %1 squares away (across, down or diagonally).").arg(m_ui->squaresApartSpin->value());
    m_ui->pickLabel->setText(text);
}

void CalibrationDialog::startPicking()
{
    m_picking = true;
    m_corners.clear();
    if (!m_ui->pickButton->isChecked()) {
        const QSignalBlocker block(m_ui->pickButton);
        m_ui->pickButton->setChecked(true);
    }
    updatePreview();
    updatePickText();
}

void CalibrationDialog::pickCorner(QPointF imagePixel)
{
    m_corners.push_back(imagePixel);
    if (m_corners.size() == 2) {
        const QPointF a = m_corners[0];
        const QPointF b = m_corners[1];
        // The larger of the two distances spans the squares: that works across, down and
        // diagonally, and a slightly crooked click along one axis barely matters.
        const double span = std::max(std::abs(b.x() - a.x()), std::abs(b.y() - a.y()));
        m_picking = false;
        {
            const QSignalBlocker block(m_ui->pickButton);
            m_ui->pickButton->setChecked(false);
        }
        if (span < 2) {
            m_corners.clear();
            updatePreview();
            m_ui->pickLabel->setText(tr("The two corners are the same point; try again."));
            return;
        }
        const double pps = span / m_ui->squaresApartSpin->value();
        // Square (0, 0) starts at the first grid line inside the image: the offset is the
        // corner's position modulo one square.
        const auto firstLine = [pps](double v) {
            const double m = std::fmod(v, pps);
            return m < 0 ? m + pps : m;
        };
        setCalibration({pps, QPointF(firstLine(a.x()), firstLine(a.y()))});
        m_ui->pickLabel->setText(tr("%1 pixels per square. Check the grid and adjust the numbers if needed.")
                                     .arg(pps, 0, 'f', 2));
        m_corners.clear();
        updatePreview();
        return;
    }
    updatePreview();
    updatePickText();
}

BackgroundCalibration CalibrationDialog::current(const Encounter &e, QSizeF imageSize)
{
    BackgroundCalibration c;
    const double pps = e.background.value(QLatin1String("pixelsPerSquare")).toDouble(0);
    if (pps > 0) {
        const QJsonArray offset = e.background.value(QLatin1String("offset")).toArray();
        c.pixelsPerSquare = pps;
        c.offset = QPointF(offset.at(0).toDouble(), offset.at(1).toDouble());
    } else if (imageSize.width() > 0 && e.width > 0) {
        c.pixelsPerSquare = imageSize.width() / e.width; // uncalibrated images are stretched over the map
    }
    return c;
}

Encounter CalibrationDialog::calibrated(const Encounter &e, const BackgroundCalibration &c)
{
    Encounter after = e;
    after.hasBackground = true;
    after.background[QStringLiteral("pixelsPerSquare")] = c.pixelsPerSquare;
    after.background[QStringLiteral("offset")] = QJsonArray{c.offset.x(), c.offset.y()};
    return after;
}

bool CalibrationDialog::apply(Document *document, const BackgroundCalibration &c, QSizeF imagePixels, QString *error)
{
    const Encounter &e = document->encounter();
    Encounter after = calibrated(e, c);
    if (c.fitGrid && !imagePixels.isEmpty()) {
        mapedit::EncounterSettings settings = mapedit::settingsOf(after);
        const QSize grid = mapedit::gridFittingImage(imagePixels, c.pixelsPerSquare, c.offset);
        settings.width = grid.width();
        settings.height = grid.height();
        const QString refused = mapedit::applySettings(after, settings);
        if (!refused.isEmpty()) {
            if (error)
                *error = refused;
            return false;
        }
    }
    if (after == e)
        return false;
    const bool resized = after.width != e.width || after.height != e.height;
    document->undoStack()->push(new EditEncounterCommand(document, e, after,
                                                         resized ? tr("Calibrate background and fit the grid") : tr("Calibrate background")));
    return true;
}

QString CalibrationDialog::imageFileFilter()
{
    QStringList patterns;
    const QList<QByteArray> formats = QImageReader::supportedImageFormats();
    for (const char *f : {"png", "jpg", "jpeg", "webp", "svg", "bmp", "gif"}) {
        if (formats.contains(QByteArray(f)))
            patterns << QStringLiteral("*.") + QLatin1String(f);
    }
    return tr("Images (%1)").arg(patterns.join(QLatin1Char(' '))) + QStringLiteral(";;") + tr("All files (*)");
}

bool CalibrationDialog::setImage(Document *document, const QString &imagePath)
{
    const Encounter &e = document->encounter();
    // Absolute while the encounter is open; Document::save writes it relative to the file
    // (ENCOUNTER_FORMAT.md background.image), wherever that is saved.
    const QString stored = QFileInfo(imagePath).absoluteFilePath();
    Encounter after = e;
    after.hasBackground = true;
    after.background[QStringLiteral("image")] = stored;
    // A new image has its own scale: the old numbers would misplace it.
    after.background.remove(QStringLiteral("pixelsPerSquare"));
    after.background.remove(QStringLiteral("offset"));
    if (after.background == e.background && e.hasBackground)
        return false;
    document->undoStack()->push(new EditEncounterCommand(document, e, after, tr("Set background image")));
    return true;
}

} // namespace bm
