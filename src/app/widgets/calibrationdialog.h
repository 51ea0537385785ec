#pragma once

// Aligning a background image with the grid (ENCOUNTER_FORMAT.md background):
// pixelsPerSquare and offset, typed in or found by clicking two grid corners on the
// image. offset is what maprenderer.cpp backgroundRect() reads: the image pixels left of
// and above map square (0, 0). Both are in pixels of the image file, also when a huge
// image is shown downscaled (loadBackground() keeps the file's size as the image's
// device-independent size).

#include "model/encounter.h"

#include <QDialog>
#include <QImage>
#include <QPointF>

#include <memory>

namespace Ui {
class CalibrationDialog;
}

namespace bm {

class Document;
class CalibrationPreview;

struct BackgroundCalibration {
    double pixelsPerSquare = 70;
    QPointF offset;
    bool fitGrid = false; // also size the grid to the squares the image holds
};

class CalibrationDialog : public QDialog
{
    Q_OBJECT

public:
    CalibrationDialog(const QImage &image, const Encounter &encounter, QWidget *parent = nullptr);
    ~CalibrationDialog() override;

    BackgroundCalibration calibration() const;
    void setCalibration(const BackgroundCalibration &calibration);

    // "Click two grid corners": start picking, then two corners in image-file pixels
    // (the preview's clicks land here).
    void startPicking();
    void pickCorner(QPointF imagePixel);
    QWidget *preview() const;
    QPoint previewPoint(QPointF imagePixel) const; // where an image pixel is on the preview

    // What the encounter says, or a guess that matches the stretched look of an
    // uncalibrated image.
    static BackgroundCalibration current(const Encounter &e, QSizeF imageSize);
    // The encounter with the calibration written into its background.
    static Encounter calibrated(const Encounter &e, const BackgroundCalibration &c);
    // Pushes the calibration (and, with fitGrid, the grid fitted to the image of
    // `imagePixels` file pixels) as one undo step; false when it changes nothing or the
    // fitted grid is refused (`error` says why: a creature would stand outside it).
    static bool apply(Document *document, const BackgroundCalibration &c, QSizeF imagePixels = {}, QString *error = nullptr);

    // File → Set Background Image: the file filter of the formats Qt reads here, and
    // the edit itself (one undo step; the old calibration goes with the old image). The
    // path is stored relative to the encounter's folder when the encounter has one.
    static QString imageFileFilter();
    static bool setImage(Document *document, const QString &imagePath);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    std::unique_ptr<Ui::CalibrationDialog> m_ui;
    QImage m_image;
    QSizeF m_sourceSize;
    int m_mapWidth;
    int m_mapHeight;
    CalibrationPreview *m_preview;
    std::vector<QPointF> m_corners;
    bool m_picking = false;

    void retranslate();
    void updatePreview();
    void updateZoom();
    void updatePickText();
};

} // namespace bm
