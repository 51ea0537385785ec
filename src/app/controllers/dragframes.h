#pragma once

// The GM's drag as the players get it: frames of at most kPerSecond a second, each the
// latest square the token was dragged over. The players' screen and the seats take the
// same frame at the same moment, so the dragged creature's field is worked out once a
// frame for both (Document::fogWith keeps it), not once for each at a square of its own.

#include "model/vocabulary.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

class QTimer;

namespace bm {

class DragFrames : public QObject
{
    Q_OBJECT

public:
    static constexpr int kPerSecond = 30;

    explicit DragFrames(QObject *parent = nullptr);

    // The token is over `at` now: a frame on the event loop's next turn, or when the
    // last frame is a frame's time old; a later step in the meantime takes its place.
    void step(const QString &creatureId, GridPoint at);
    // The drag is over (dropped, refused or cancelled): no frame is still coming, and
    // `ended` goes out at once.
    void end();

signals:
    void frame(const QString &creatureId, GridPoint at);
    void ended();

private:
    void send();

    QTimer *m_timer;
    QElapsedTimer m_last;
    QString m_id;
    GridPoint m_at;
    bool m_dragging = false;
};

} // namespace bm
