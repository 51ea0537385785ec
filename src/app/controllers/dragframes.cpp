#include "controllers/dragframes.h"

#include <QTimer>

#include <algorithm>

namespace bm {

DragFrames::DragFrames(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setTimerType(Qt::PreciseTimer);
    connect(m_timer, &QTimer::timeout, this, &DragFrames::send);
}

void DragFrames::step(const QString &creatureId, GridPoint at)
{
    m_id = creatureId;
    m_at = at;
    m_dragging = true;
    if (m_timer->isActive())
        return; // the frame already coming takes this step
    constexpr qint64 gap = 1000 / kPerSecond;
    const qint64 since = m_last.isValid() ? m_last.elapsed() : gap;
    m_timer->start(int(std::max<qint64>(0, gap - since)));
}

void DragFrames::end()
{
    m_timer->stop();
    m_dragging = false;
    emit ended();
}

void DragFrames::send()
{
    if (!m_dragging)
        return;
    m_last.start();
    emit frame(m_id, m_at);
}

} // namespace bm
