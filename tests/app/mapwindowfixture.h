#pragma once

// The real main window on an encounter written to a temporary file, at 1280 x 720 (or the size
// asked for), the whole map in view: what the window tests of light, areas, moves and the players' screen start
// from, with the helpers they drive it by (grid points to viewport points, keys and drags on the map).

#include "document.h"
#include "teststeps.h"
#include "mainwindow.h"
#include "widgets/playerwindow.h"
#include "render/maprenderer.h"
#include "scene/mapview.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QMenu>
#include <QMouseEvent>
#include <QAction>
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
    [[nodiscard]] bool prepareFixture()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("language"));
        BM_CHECK(m_dir.isValid());
        return true;
    }
    // cleanup(): no "save changes?" question, the window gone.
    void releaseFixture()
    {
        if (m_window)
            doc()->undoStack()->setClean();
        m_window.reset();
    }
    [[nodiscard]] bool open(const QByteArray &json, QSize size = QSize(1280, 720))
    {
        m_path = m_dir.filePath(QStringLiteral("fixture.battlemap.json"));
        QFile f(m_path);
        BM_CHECK(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(json);
        f.close();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(size);
        BM_CHECK(m_window->openFile(m_path));
        m_window->show();
        BM_CHECK(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->view()->fitToMap();
        return true;
    }
    Document *doc() const { return m_window->document(); }
    const Encounter &model() const { return doc()->encounter(); }
    QWidget *viewport() const { return m_window->view()->viewport(); }
    QPoint viewPoint(double gx, double gy) const
    {
        return m_window->view()->mapFromScene(QPointF(gx, gy) * render::kSquare);
    }
    QPoint viewPoint(QPointF square) const { return viewPoint(square.x(), square.y()); }
    void key(Qt::Key k, Qt::KeyboardModifiers mods = {})
    {
        QApplication::setActiveWindow(m_window.get());
        m_window->view()->setFocus();
        QTest::keyClick(m_window->view(), k, mods);
    }
    // The interface language, picked from Settings → Language as a GM does.
    [[nodiscard]] bool pickLanguage(const QString &code)
    {
        auto *menu = m_window->findChild<QMenu *>(QStringLiteral("menuLanguage"));
        BM_CHECK(menu);
        QAction *pick = nullptr;
        for (QAction *a : menu->actions())
            if (a->data().toString() == code)
                pick = a;
        BM_CHECK2(pick, qPrintable(code));
        if (!pick->isChecked())
            pick->trigger();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        return true;
    }
    // View → Player View, shown.
    PlayerWindow *openPlayers()
    {
        m_window->findChild<QAction *>(QStringLiteral("actionPlayerView"))->trigger();
        PlayerWindow *players = m_window->playerWindow();
        if (players && !QTest::qWaitForWindowExposed(players))
            return nullptr;
        return players;
    }
    // Drags a token on the GM's map by the mouse, square centre to square centre.
    void drag(QPointF from, QPointF to, bool release = true)
    {
        QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(from.x(), from.y()));
        for (int i = 1; i <= 4; ++i) {
            const QPointF at = from + (to - from) * i / 4.0;
            QTest::mouseMove(viewport(), viewPoint(at.x(), at.y()));
        }
        if (release)
            QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(to.x(), to.y()));
    }
    // The same with keys held (Ctrl, Shift) all the way: QTest::mouseMove carries no
    // modifiers, so the moves are sent as the window gets them.
    void dragHolding(QPointF from, QPointF to, Qt::KeyboardModifiers mods, bool release = true)
    {
        QWidget *vp = viewport();
        QTest::mousePress(vp, Qt::LeftButton, mods, viewPoint(from));
        for (double t : {0.5, 1.0}) {
            const QPoint at = viewPoint(from + (to - from) * t);
            QMouseEvent move(QEvent::MouseMove, at, vp->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, mods);
            QApplication::sendEvent(vp, &move);
        }
        if (release)
            QTest::mouseRelease(vp, Qt::LeftButton, mods, viewPoint(to));
    }
};

} // namespace bm::test
