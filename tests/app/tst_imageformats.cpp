// Images Battlemap can't decode are refused with a message that names the format and why
// (render::imageProblem), here with Qt's image format plugins out of reach, as on a
// machine without qt6-image-formats-plugins; and with the plugins, a WebP image reads.

#include "render/maprenderer.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QImageReader>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace bm;

class TestImageFormats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void problem_data();
    void problem();

private:
    QTemporaryDir m_dir;
    QString write(const QString &name, const QByteArray &bytes);
};

QString TestImageFormats::write(const QString &name, const QByteArray &bytes)
{
    QFile f(m_dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("can't write %s", qPrintable(f.fileName()));
    return f.fileName();
}

void TestImageFormats::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // main() below hid the plugins: PNG is built into Qt, WebP comes from a plugin.
    QVERIFY(QImageReader::supportedImageFormats().contains("png"));
    QVERIFY(!QImageReader::supportedImageFormats().contains("webp"));
}

void TestImageFormats::problem_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("mentions"); // empty: readable

    QImage image(8, 8, QImage::Format_RGB32);
    image.fill(Qt::darkGreen);
    QByteArray png;
    {
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
    }
    // A real WebP header (RIFF....WEBPVP8 ): what a Dungeondraft export or a phone writes.
    const QByteArray webp = QByteArray("RIFF\x24\x00\x00\x00WEBPVP8 \x18\x00\x00\x00", 20) + QByteArray(24, '\0');
    QTest::newRow("a PNG reads") << "map.png" << png << QStringList();
    QTest::newRow("a WebP image without the WebP plugin names the format and the package")
        << "map.webp" << webp << QStringList{"WEBP", "qt6-image-formats-plugins"};
    QTest::newRow("notes saved as .png say they can't be read and why")
        << "notes.png" << QByteArray("these are notes, not a PNG") << QStringList{"notes.png", "can't be read as an image ("};
}

void TestImageFormats::problem()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, mentions);
    const QString problem = render::imageProblem(write(name, bytes));
    if (mentions.isEmpty())
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    for (const QString &m : mentions)
        QVERIFY2(problem.contains(m), qPrintable(problem));
    QVERIFY(render::imageProblem(m_dir.filePath(QStringLiteral("missing.png"))).contains(QLatin1String("no such file")));
}

int main(int argc, char *argv[])
{
    // No plugin folder: Qt's image format plugins can't be found, as when the package that
    // ships them is not installed.
    QCoreApplication::setLibraryPaths({QStringLiteral("/nonexistent")});
    qputenv("QT_PLUGIN_PATH", "/nonexistent");
    QCoreApplication app(argc, argv);
    TestImageFormats t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_imageformats.moc"
