#include "playerwindow.h"

#include "scene/playerscene.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QGraphicsView>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QScreen>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QWindow>

namespace bm {

PlayerWindow::PlayerWindow(Document *document, MapScene *gm, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_scene(new PlayerScene(document, gm, this))
    , m_view(new QGraphicsView(m_scene, this))
    , m_bar(new QToolBar(this))
    , m_follow(new QAction(this))
    , m_fullScreen(new QAction(this))
    , m_screens(new QComboBox(this))
{
    setObjectName(QStringLiteral("playerWindow"));
    m_view->setObjectName(QStringLiteral("playerMapView"));
    m_view->setBackgroundBrush(Qt::black);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setDragMode(QGraphicsView::ScrollHandDrag); // panned on its own when not following
    m_view->setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    m_follow->setObjectName(QStringLiteral("actionFollowGm"));
    m_follow->setCheckable(true);
    m_follow->setChecked(true);
    m_fullScreen->setObjectName(QStringLiteral("actionPlayerFullScreen"));
    m_fullScreen->setCheckable(true);
    m_fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    m_screens->setObjectName(QStringLiteral("playerScreenCombo"));
    m_bar->addAction(m_follow);
    m_bar->addSeparator();
    m_bar->addWidget(m_screens);
    m_bar->addAction(m_fullScreen);
    addAction(m_fullScreen);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_bar);
    layout->addWidget(m_view);
    connect(m_follow, &QAction::toggled, this, [this](bool on) {
        m_view->setInteractive(!on);
        if (on && m_lastGmRect.isValid())
            followRect(m_lastGmRect);
    });
    m_view->setInteractive(false);
    connect(m_fullScreen, &QAction::toggled, this, &PlayerWindow::setFullScreen);
    connect(qApp, &QGuiApplication::screenAdded, this, &PlayerWindow::fillScreens);
    connect(qApp, &QGuiApplication::screenRemoved, this, &PlayerWindow::fillScreens);
    fillScreens();
    retranslate();
    resize(960, 640);
}

bool PlayerWindow::followsGm() const
{
    return m_follow->isChecked();
}

void PlayerWindow::followRect(const QRectF &sceneRect)
{
    m_lastGmRect = sceneRect;
    if (followsGm() && sceneRect.isValid())
        m_view->fitInView(sceneRect, Qt::KeepAspectRatio);
}

void PlayerWindow::fitMap()
{
    m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
}

void PlayerWindow::fillScreens()
{
    const int current = std::max(0, m_screens->currentIndex());
    m_screens->clear();
    const QList<QScreen *> screens = QGuiApplication::screens();
    for (int i = 0; i < screens.size(); ++i)
        m_screens->addItem(tr("Screen %1: %2 (%3×%4)").arg(i + 1).arg(screens[i]->name()).arg(screens[i]->size().width()).arg(screens[i]->size().height()));
    // A second screen, when there is one, is where the players look.
    m_screens->setCurrentIndex(screens.size() > 1 && current == 0 ? 1 : std::min(current, int(screens.size()) - 1));
}

void PlayerWindow::setFullScreen(bool on)
{
    if (on) {
        const QList<QScreen *> screens = QGuiApplication::screens();
        const int i = m_screens->currentIndex();
        if (i >= 0 && i < screens.size()) {
            if (windowHandle())
                windowHandle()->setScreen(screens[i]);
            move(screens[i]->geometry().topLeft());
        }
        m_bar->hide(); // the players see the map alone; F11 or Esc brings the bar back
        showFullScreen();
    } else {
        m_bar->show();
        showNormal();
    }
}

void PlayerWindow::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && isFullScreen()) {
        m_fullScreen->setChecked(false);
        return;
    }
    QWidget::keyPressEvent(event);
}

void PlayerWindow::wheelEvent(QWheelEvent *event)
{
    if (followsGm())
        return;
    const double factor = event->angleDelta().y() > 0 ? 1.25 : 0.8;
    m_view->scale(factor, factor);
}

void PlayerWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlayerWindow::retranslate()
{
    setWindowTitle(tr("Battlemap — Player View"));
    m_bar->setWindowTitle(tr("Player View"));
    m_follow->setText(tr("Follow the GM's View"));
    m_follow->setToolTip(tr("Show what the GM's map shows; off: pan with the mouse and zoom with the wheel here"));
    m_fullScreen->setText(tr("Full Screen"));
    m_fullScreen->setToolTip(tr("Full screen on the screen picked beside it (F11 or Esc to leave)"));
    fillScreens();
    m_scene->retranslate();
}

} // namespace bm
