#pragma once

// The real main window on an encounter written to a temporary file, at 1280 x 720, the
// whole map in view: what the window tests of light, areas and the players' screen start from, with the
// helpers they drive it by (grid points to viewport points, keys on the map).

#include "document.h"
#include "mainwindow.h"
#include "render/maprenderer.h"
#include "scene/mapview.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace bm::test {

class MapWindowFixture
{
protected:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_path;

    // initTestCase(): settings of a first start, in English.
    void prepareFixture()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("language"));
        QVERIFY(m_dir.isValid());
    }
    // cleanup(): no "save changes?" question, the window gone.
    void releaseFixture()
    {
        if (m_window)
            doc()->undoStack()->setClean();
        m_window.reset();
    }
    void open(const QByteArray &json)
    {
        m_path = m_dir.filePath(QStringLiteral("fixture.battlemap.json"));
        QFile f(m_path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(json);
        f.close();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 720);
        QVERIFY(m_window->openFile(m_path));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->view()->fitToMap();
    }
    Document *doc() const { return m_window->document(); }
    const Encounter &model() const { return doc()->encounter(); }
    QWidget *viewport() const { return m_window->view()->viewport(); }
    QPoint viewPoint(double gx, double gy) const
    {
        return m_window->view()->mapFromScene(QPointF(gx, gy) * render::kSquare);
    }
    void key(Qt::Key k, Qt::KeyboardModifiers mods = {})
    {
        QApplication::setActiveWindow(m_window.get());
        m_window->view()->setFocus();
        QTest::keyClick(m_window->view(), k, mods);
    }
};

} // namespace bm::test
