// Token pictures of their own: a PNG, JPEG, WebP or SVG file dropped on a
// token (a real QDropEvent on the map view) or picked with the Creature panel's Picture…
// button becomes the creature's token, stored in the encounter as a data: URI at most
// tokenart::kMaxSide pixels a side, drawn as a circle crop; one undo step; it survives
// save and open; a file that isn't such a picture is refused with a message and changes
// nothing.

#include "bombpng.h"
#include "mapwindowfixture.h"
#include "render/maprenderer.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "scene/tokenart.h"
#include "tools/abstracttool.h"
#include "widgets/creaturedock.h"

#include <QApplication>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QFile>
#include <QImageWriter>
#include <QLabel>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

using namespace bm;

namespace {

const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "token art", "ruleset": "dnd5e-2014",
  "grid": {"width": 8, "height": 5},
  "creatures": [
    {"id": "hero", "name": "Hero", "side": "party", "position": [1, 1], "token": "humanoid.svg"},
    {"id": "orc", "name": "Orc", "side": "hostile", "position": [5, 2]}
  ]
})";

const QColor kRed(220, 30, 30);

} // namespace

class TestTokenArt : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    // 1200 x 800, every token in sight, however wide the docks are.
    void init() { QVERIFY(open(kEncounter, QSize(1200, 800))); }
    void cleanup() { releaseFixture(); }
    void droppedPictureBecomesTheToken_data();
    void droppedPictureBecomesTheToken();
    void refusedPictureChangesNothing_data();
    void refusedPictureChangesNothing();
    void pictureButtonOfTheCreaturePanel();
    void dropBesideTheTokensSetsTheBackground();

private:
    QString tokenOf(const QString &id) const { return doc()->encounter().creature(id)->token; }
    // A real drag and drop on the map view's viewport: enter, move, drop.
    bool dropFile(const QString &file, QPoint at)
    {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(file)});
        QWidget *vp = m_window->view()->viewport();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(vp, &enter);
        QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(vp, &move);
        QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(vp, &drop);
        return drop.isAccepted();
    }
    // The colour the map shows in the middle of the hero's token.
    QColor heroCentre()
    {
        const double pps = render::kSquare;
        const QImage image = m_window->scene()->renderImage(pps);
        return image.pixelColor(int(1.5 * pps), int(1.5 * pps));
    }
    QString writePicture(const QString &name, const QByteArray &format, QSize size, bool alpha = false)
    {
        QImage image(size, alpha ? QImage::Format_ARGB32 : QImage::Format_RGB32);
        image.fill(kRed);
        const QString path = m_dir.filePath(name);
        QImageWriter writer(path, format);
        return writer.write(image) ? path : QString();
    }
};

void TestTokenArt::droppedPictureBecomesTheToken_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("format");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("alpha");
    QTest::addColumn<QString>("storedAs");
    QTest::addColumn<QSize>("stored");
    QTest::newRow("small PNG: its own bytes") << "hero.png" << QByteArray("png") << QSize(96, 96) << true
                                              << "data:image/png;base64," << QSize(96, 96);
    QTest::newRow("huge JPEG: scaled down to 512 px") << "photo.jpg" << QByteArray("jpeg") << QSize(3000, 2000) << false
                                                      << "data:image/jpeg;base64," << QSize(512, 341);
    QTest::newRow("huge PNG with alpha: scaled, stays PNG") << "big.png" << QByteArray("png") << QSize(1024, 2048) << true
                                                            << "data:image/png;base64," << QSize(256, 512);
    QTest::newRow("WebP: stored as JPEG (not every Qt reads WebP)") << "hero.webp" << QByteArray("webp") << QSize(80, 80)
                                                                    << false << "data:image/jpeg;base64," << QSize(80, 80);
    QTest::newRow("SVG: stored as it is") << "hero.svg" << QByteArray("svg") << QSize(40, 40) << false
                                          << "data:image/svg+xml;base64," << QSize(512, 512);
}

void TestTokenArt::droppedPictureBecomesTheToken()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, format);
    QFETCH(QSize, size);
    QFETCH(bool, alpha);
    QFETCH(QString, storedAs);
    QFETCH(QSize, stored);
    QString file;
    if (format == "svg") {
        file = m_dir.filePath(name);
        QFile svg(file);
        QVERIFY(svg.open(QIODevice::WriteOnly));
        svg.write(QStringLiteral("<svg xmlns='http://www.w3.org/2000/svg' width='%1' height='%2'>"
                                 "<rect width='100%' height='100%' fill='rgb(220,30,30)'/></svg>")
                      .arg(size.width())
                      .arg(size.height())
                      .toLatin1());
    } else {
        if (!QImageWriter::supportedImageFormats().contains(format))
            QSKIP("this Qt can't write the format");
        file = writePicture(name, format, size, alpha);
    }
    QVERIFY(!file.isEmpty());

    const QString before = tokenOf(QStringLiteral("hero"));
    const QColor bundled = heroCentre();
    const int steps = doc()->undoStack()->count();
    QVERIFY(dropFile(file, viewPoint(1.5, 1.5)));

    const QString token = tokenOf(QStringLiteral("hero"));
    QVERIFY2(token.startsWith(storedAs), qPrintable(token.left(40)));
    QCOMPARE(tokenart::imageOf(token).size(), stored);
    QCOMPARE(tokenOf(QStringLiteral("orc")), QString()); // only the token under the drop
    QCOMPARE(doc()->undoStack()->count(), steps + 1);   // one undo step
    // Drawn as the token: the middle of the disc is the picture's red (the art was not).
    QColor centre = heroCentre();
    QVERIFY2(centre.red() > 180 && centre.green() < 80 && centre.blue() < 80, qPrintable(centre.name()));
    QVERIFY(bundled != centre);

    // Undo brings the bundled art back; redo the picture.
    doc()->undoStack()->undo();
    QCOMPARE(tokenOf(QStringLiteral("hero")), before);
    QCOMPARE(heroCentre(), bundled);
    doc()->undoStack()->redo();
    QCOMPARE(tokenOf(QStringLiteral("hero")), token);

    // Saved inside the encounter and read back the same.
    const QString saved = m_dir.filePath(QStringLiteral("saved-%1.battlemap.json").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')).remove(QLatin1Char(':')));
    QVERIFY(m_window->saveTo(saved));
    QVERIFY(m_window->openFile(m_path));
    QCOMPARE(tokenOf(QStringLiteral("hero")), before);
    QVERIFY(m_window->openFile(saved));
    QCOMPARE(tokenOf(QStringLiteral("hero")), token);
    centre = heroCentre();
    QVERIFY2(centre.red() > 180 && centre.green() < 80, qPrintable(centre.name()));
}

void TestTokenArt::refusedPictureChangesNothing_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("message");
    QTest::newRow("text named .png") << "notes.png" << QByteArray("just some notes, not a picture") << "can't be read as an image";
    QTest::newRow("broken SVG") << "broken.svg" << QByteArray("<svg xmlns='http://www.w3.org/2000/svg'><rect") << "broken.svg";
    QTest::newRow("BMP is no token picture") << "art.bmp.png" << QByteArray() << "a token picture can be a PNG, JPEG, WebP or SVG file";
    QTest::newRow("PNG bomb: 100000x100000 pixels in its header") << "bomb.png" << test::bombPng(100000, 100000)
                                                                 << "is 100000x100000 pixels, more than Battlemap can read";
}

void TestTokenArt::refusedPictureChangesNothing()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, contents);
    QFETCH(QString, message);
    QString file = m_dir.filePath(name);
    if (contents.isEmpty()) { // a BMP file with a picture's name
        QImage image(20, 20, QImage::Format_RGB32);
        image.fill(kRed);
        QVERIFY(image.save(file, "BMP"));
    } else {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(contents);
    }
    const Encounter before = doc()->encounter();
    const int steps = doc()->undoStack()->count();
    dropFile(file, viewPoint(1.5, 1.5));
    QCOMPARE(doc()->undoStack()->count(), steps);
    QCOMPARE(tokenOf(QStringLiteral("hero")), before.creature(QStringLiteral("hero"))->token);
    QVERIFY(doc()->encounter().background == before.background); // not taken for a background either
    const QString status = m_window->statusBar()->currentMessage();
    QVERIFY2(status.contains(QStringLiteral("Can't use this picture for a token")), qPrintable(status));
    QVERIFY2(status.contains(message), qPrintable(status));
}

void TestTokenArt::pictureButtonOfTheCreaturePanel()
{
    const QString file = writePicture(QStringLiteral("panel.png"), "png", QSize(64, 64), true);
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, viewPoint(1.5, 1.5)); // select the hero
    auto *dock = m_window->findChild<CreatureDock *>(QStringLiteral("creatureDock"));
    QVERIFY(dock);
    QCOMPARE(dock->creatureId(), QStringLiteral("hero"));
    dock->show();
    dock->raise();
    auto *button = dock->findChild<QPushButton *>(QStringLiteral("tokenPictureButton"));
    QVERIFY(button);
    QString picked = file;
    dock->setPicturePicker([&picked] { return picked; });
    const int steps = doc()->undoStack()->count();
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(tokenOf(QStringLiteral("hero")).startsWith(QStringLiteral("data:image/png;base64,")));
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    auto *combo = dock->findChild<QComboBox *>(QStringLiteral("tokenCombo"));
    QCOMPARE(combo->currentText(), QStringLiteral("Own picture"));

    // A file that is no picture: the panel says why, the token stays.
    const QString token = tokenOf(QStringLiteral("hero"));
    picked = m_dir.filePath(QStringLiteral("missing.png"));
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(tokenOf(QStringLiteral("hero")), token);
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    auto *message = dock->findChild<QLabel *>(QStringLiteral("messageLabel"));
    QVERIFY2(message->isVisible() && message->text().contains(QStringLiteral("missing.png")), qPrintable(message->text()));

    // Back to bundled art with the combo: one more undo step.
    combo->setCurrentIndex(combo->findData(QStringLiteral("dragon.svg")));
    QCOMPARE(tokenOf(QStringLiteral("hero")), QStringLiteral("dragon.svg"));
}

void TestTokenArt::dropBesideTheTokensSetsTheBackground()
{
    // Off the tokens a picture is still the map's background, as before.
    const QString file = writePicture(QStringLiteral("ground.png"), "png", QSize(160, 100));
    QVERIFY(dropFile(file, viewPoint(3.5, 3.5)));
    QCOMPARE(tokenOf(QStringLiteral("hero")), QStringLiteral("humanoid.svg"));
    QVERIFY2(doc()->encounter().background.value(QStringLiteral("image")).toString().endsWith(QStringLiteral("ground.png")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

QTEST_MAIN(TestTokenArt)
#include "tst_tokenart.moc"
