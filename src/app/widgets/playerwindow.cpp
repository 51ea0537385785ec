#include "playerwindow.h"

#include "document.h"
#include "render/maprenderer.h"
#include "scene/playerscene.h"
#include "scene/tokenitem.h"

#include <QAction>
#include <QActionGroup>
#include <QScrollBar>
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
    , m_followParty(new QAction(this))
    , m_fullScreen(new QAction(this))
    , m_screens(new QComboBox(this))
{
    setObjectName(QStringLiteral("playerWindow"));
    m_view->setObjectName(QStringLiteral("playerMapView"));
    // No background brush of the view's own: the scene's drawBackground paints its black and
    // the ground it keeps (PlayerScene::drawBackground). That covers every pixel a repaint
    // exposes, so the viewport isn't filled with the palette's colour first (one more fill
    // of the repainted part of the screen on every drag frame).
    m_view->viewport()->setAutoFillBackground(false);
    m_view->viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setRenderHint(QPainter::Antialiasing);
    // A drag step repaints the region it changed (the fog along the dragged creature's
    // shadow edges, in tiles: ShadeItem::setPiecewiseUpdates; its token and label), not
    // the rectangle around it, which on a big map is most of the screen. Many rectangles
    // are cheap here because the ground, its grid and the walls are copied into them
    // (GroundItem::setKeptWalls), not stroked against each one.
    m_view->setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setDragMode(QGraphicsView::ScrollHandDrag); // panned on its own when not following
    m_view->setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    m_follow->setObjectName(QStringLiteral("actionFollowGm"));
    m_follow->setCheckable(true);
    m_follow->setChecked(true);
    m_followParty->setObjectName(QStringLiteral("actionFollowParty"));
    m_followParty->setCheckable(true);
    auto *framing = new QActionGroup(this); // one or none: none is panned by hand
    framing->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    framing->addAction(m_follow);
    framing->addAction(m_followParty);
    m_fullScreen->setObjectName(QStringLiteral("actionPlayerFullScreen"));
    m_fullScreen->setCheckable(true);
    m_fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    m_screens->setObjectName(QStringLiteral("playerScreenCombo"));
    m_bar->addAction(m_follow);
    m_bar->addAction(m_followParty);
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
        m_view->setInteractive(!followsGm() && !followsParty());
        if (on && m_lastGmRect.isValid()) {
            m_view->setSceneRect(QRectF()); // the map's
            followRect(m_lastGmRect);
        }
        if (!on && !m_followParty->isChecked() && !m_framing)
            m_followParty->setChecked(true); // not the GM's view: the party's
    });
    connect(m_followParty, &QAction::toggled, this, [this](bool on) {
        m_view->setInteractive(!followsGm() && !followsParty());
        if (on)
            frameParty();
    });
    connect(m_scene, &PlayerScene::tokensSynced, this, [this] {
        if (followsParty())
            frameParty();
    });
    connect(m_view->horizontalScrollBar(), &QScrollBar::valueChanged, this, &PlayerWindow::viewChanged);
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &PlayerWindow::viewChanged);
    m_view->viewport()->installEventFilter(this);
    m_view->setInteractive(false);
    connect(m_fullScreen, &QAction::toggled, this, &PlayerWindow::setFullScreen);
    connect(qApp, &QGuiApplication::screenAdded, this, &PlayerWindow::fillScreens);
    connect(qApp, &QGuiApplication::screenRemoved, this, &PlayerWindow::fillScreens);
    fillScreens();
    retranslate();
    resize(960, 640);
}

PlayerWindow::~PlayerWindow()
{
    // The scene goes first (a child): the view must not lay out its tokens while it does.
    disconnect(m_view->horizontalScrollBar(), nullptr, this, nullptr);
    disconnect(m_view->verticalScrollBar(), nullptr, this, nullptr);
    m_view->viewport()->removeEventFilter(this);
    m_view->setScene(nullptr);
}

bool PlayerWindow::followsGm() const
{
    return m_follow->isChecked();
}

bool PlayerWindow::followsParty() const
{
    return m_followParty->isChecked();
}

void PlayerWindow::followRect(const QRectF &sceneRect)
{
    m_lastGmRect = sceneRect;
    if (followsGm() && sceneRect.isValid()) {
        m_view->fitInView(sceneRect, Qt::KeepAspectRatio);
        viewChanged();
    }
}

void PlayerWindow::fitMap()
{
    m_framing = true; // neither followed
    m_follow->setChecked(false);
    m_followParty->setChecked(false);
    m_framing = false;
    m_view->setSceneRect(QRectF());
    m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    viewChanged();
}

void PlayerWindow::viewChanged()
{
    m_scene->setViewScale(m_view->transform().m11());
    m_scene->layoutLabels();
    // A scroll moves the pixels already painted (the view's accelerated scroll), and with
    // them the hatching of difficult terrain, whose pattern is aligned to the screen's
    // pixels: the squares a drag repaints afterwards (the fog's changed ones) would meet
    // their moved neighbours' hatching out of step. So the view is painted again whole.
    m_view->viewport()->update();
}

void PlayerWindow::frameParty()
{
    if (m_framing)
        return;
    // The party's tokens the players see (a creature hidden from them stays out of it).
    QList<TokenItem *> party;
    QRectF discs;
    for (const Creature &c : m_scene->document()->encounter().creatures) {
        if (c.side != Side::Party)
            continue;
        if (TokenItem *t = m_scene->tokenFor(c.id)) {
            party << t;
            discs |= t->mapRectToScene(t->drawnRect() | t->footprintRect());
        }
    }
    if (party.isEmpty())
        return;
    m_framing = true;
    const QSizeF port = m_view->viewport()->size();
    double label = 0; // a label's height in pixels
    for (TokenItem *t : std::as_const(party))
        label = std::max(label, t->labelRectIn(m_view).height());
    if (label <= 0)
        label = 18;
    // One square and a label's height on every side; the labels, wider than their tokens
    // or stacked under each other, may need more: measured and framed again (a few times
    // at most: each round only widens the margins).
    const QRectF target = discs.adjusted(-render::kSquare, -render::kSquare, render::kSquare, render::kSquare);
    double padLeft = label, padRight = label, padTop = label, padBottom = label;
    for (int round = 0; round < 4; ++round) {
        const double sx = (port.width() - padLeft - padRight) / target.width();
        const double sy = (port.height() - padTop - padBottom) / target.height();
        const double scale = std::clamp(std::min(sx, sy), 0.02, kMaxPartyZoom);
        // The view may show beyond the map's edge, so that a party there is framed too.
        const QRectF reach(target.center() - QPointF(port.width(), port.height()) / scale,
                           QSizeF(port.width(), port.height()) * 2 / scale);
        m_view->setSceneRect(m_scene->sceneRect() | reach);
        m_view->setTransform(QTransform::fromScale(scale, scale));
        // The target's centre, shifted by half the difference of the pixel margins.
        m_view->centerOn(target.center() + QPointF(padRight - padLeft, padBottom - padTop) / (2 * scale));
        viewChanged();
        // What must show: the target with the label margin, and every party label.
        QRectF need = m_view->mapFromScene(target).boundingRect().adjusted(-label, -label, label, label);
        for (TokenItem *t : std::as_const(party))
            need |= t->labelRectIn(m_view);
        const QRectF inside(QPointF(0, 0), port);
        if (inside.contains(need))
            break;
        padLeft += std::max(0.0, inside.left() - need.left()) + 1;
        padRight += std::max(0.0, need.right() - inside.right()) + 1;
        padTop += std::max(0.0, inside.top() - need.top()) + 1;
        padBottom += std::max(0.0, need.bottom() - inside.bottom()) + 1;
    }
    m_framing = false;
}

bool PlayerWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        if (followsParty())
            QMetaObject::invokeMethod(this, &PlayerWindow::frameParty, Qt::QueuedConnection);
        else if (followsGm() && m_lastGmRect.isValid())
            followRect(m_lastGmRect); // the window got its size (shown, full screen): fitted again
        else
            viewChanged();
    }
    return QWidget::eventFilter(watched, event);
}

QRect PlayerWindow::placeFor(const QList<QRect> &screens, const QRect &gm, QSize wanted)
{
    if (screens.isEmpty())
        return QRect(QPoint(0, 0), wanted);
    const auto fitted = [&](const QRect &area) { return wanted.boundedTo(area.size()); };
    // Another screen: where the players look.
    for (const QRect &area : screens)
        if (!area.contains(gm.center()) && !area.intersects(gm)) {
            QRect r(QPoint(0, 0), fitted(area));
            r.moveCenter(area.center());
            return r;
        }
    // One screen (the GM's): beside the GM's window where there is room, else at the edge.
    QRect area = screens.first();
    for (const QRect &a : screens)
        if (a.contains(gm.center()))
            area = a;
    const QSize size = fitted(area);
    const int top = std::clamp(gm.top(), area.top(), area.bottom() - size.height() + 1);
    if (gm.right() + size.width() < area.right())
        return QRect(QPoint(gm.right() + 1, top), size);
    if (gm.left() - size.width() >= area.left())
        return QRect(QPoint(gm.left() - size.width(), top), size);
    // No room beside it: over its right part, wholly on the screen.
    return QRect(QPoint(area.right() - size.width() + 1, area.top() + (area.height() - size.height()) / 2), size);
}

void PlayerWindow::placeBeside(const QWidget *gm)
{
    QList<QRect> screens;
    for (const QScreen *s : QGuiApplication::screens())
        screens << s->availableGeometry();
    // The frame (title bar, borders) as the window manager gives it, or a guess before.
    const QMargins frame = isVisible() ? QMargins(geometry().left() - frameGeometry().left(), geometry().top() - frameGeometry().top(),
                                                  frameGeometry().right() - geometry().right(), frameGeometry().bottom() - geometry().bottom())
                                       : QMargins(0, 30, 0, 0);
    const QRect outer = placeFor(screens, gm->frameGeometry(), size().grownBy(frame));
    resize(outer.size().shrunkBy(frame));
    move(outer.topLeft());
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
    if (followsGm() || followsParty())
        return;
    const double factor = event->angleDelta().y() > 0 ? 1.25 : 0.8;
    m_view->scale(factor, factor);
    viewChanged();
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
    m_follow->setToolTip(tr("Show what the GM's map shows; off: follow the party"));
    m_followParty->setText(tr("Follow the Party"));
    m_followParty->setToolTip(tr("Keep the party's tokens and their names in view as they move; off: pan with the mouse and zoom with the wheel here"));
    m_fullScreen->setText(tr("Full Screen"));
    m_fullScreen->setToolTip(tr("Full screen on the screen picked beside it (F11 or Esc to leave)"));
    fillScreens();
    m_scene->retranslate();
}

} // namespace bm
