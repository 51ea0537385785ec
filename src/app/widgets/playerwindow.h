#pragma once

// View → Player View (issue 19): a window of its own for the TV or projector at the
// table. It shows the players' scene (PlayerScene: the map, the tokens the party sees,
// the fog of war), follows the GM's view or is panned and zoomed on its own (the lock),
// and goes full screen on the screen the GM picks.

#include <QPointer>
#include <QWidget>

class QAction;
class QComboBox;
class QGraphicsView;
class QToolBar;

namespace bm {

class Document;
class PlayerScene;

class PlayerWindow : public QWidget
{
    Q_OBJECT

public:
    // `gm`: the GM's scene (its area template shows here too).
    explicit PlayerWindow(Document *document, class MapScene *gm = nullptr, QWidget *parent = nullptr);

    PlayerScene *scene() const { return m_scene; }
    QGraphicsView *view() const { return m_view; }
    bool followsGm() const;
    // The part of the map the GM looks at (scene coordinates): shown when following.
    void followRect(const QRectF &sceneRect);
    void fitMap();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    PlayerScene *m_scene;
    QGraphicsView *m_view;
    QToolBar *m_bar;
    QAction *m_follow;
    QAction *m_fullScreen;
    QComboBox *m_screens;
    QRectF m_lastGmRect;

    void retranslate();
    void fillScreens();
    void setFullScreen(bool on);
};

} // namespace bm
