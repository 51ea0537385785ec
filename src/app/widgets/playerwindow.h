#pragma once

// View → Player View: a window of its own for the TV or projector at the
// table. It shows the players' scene (PlayerScene: the map, the tokens the party sees,
// the fog of war), follows the GM's view, or follows the party (the
// party's tokens and their labels framed with a square and a label's height to spare on
// every side, as they move; the framing when the GM's view isn't followed), or is panned
// and zoomed on its own, and goes full screen on the screen the GM picks.

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
    // Where the players' window opens (frame geometry): on a screen the GM's window isn't
    // on when there is one (centred, as large as `wanted` allows); else beside the GM's
    // window where it fits, else at the screen's edge, over it, shrunk as needed; always
    // wholly inside a screen's available area. `screens`: their available geometries.
    static QRect placeFor(const QList<QRect> &screens, const QRect &gm, QSize wanted);
    // Opens at placeFor's place beside `gm` (the first time it is shown).
    void placeBeside(const QWidget *gm);
    // `gm`: the GM's scene (its area template shows here too).
    explicit PlayerWindow(Document *document, class MapScene *gm = nullptr, QWidget *parent = nullptr);
    ~PlayerWindow() override;

    PlayerScene *scene() const { return m_scene; }
    QGraphicsView *view() const { return m_view; }
    bool followsGm() const;
    bool followsParty() const;
    // The part of the map the GM looks at (scene coordinates): shown when following.
    void followRect(const QRectF &sceneRect);
    // The whole map, panned and zoomed on its own from there (neither followed).
    void fitMap();
    // Follow the Party: the party's tokens and labels in view with the margin, now.
    void frameParty();
    // The most a square is enlarged when the party stands close together (view pixels per
    // scene unit: 1.5 is 96 pixels a square).
    static constexpr double kMaxPartyZoom = 1.5;

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    PlayerScene *m_scene;
    QGraphicsView *m_view;
    QToolBar *m_bar;
    QAction *m_follow;
    QAction *m_followParty;
    bool m_framing = false;
    QAction *m_fullScreen;
    QComboBox *m_screens;
    QRectF m_lastGmRect;

    void retranslate();
    void fillScreens();
    void setFullScreen(bool on);
    void viewChanged(); // the Tiny tokens' size and the labels after a zoom or a scroll
};

} // namespace bm
