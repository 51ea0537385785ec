#pragma once

// A seat's snapshot message as the server sends it: {"snapshot": …, "type": "snapshot"},
// compact JSON with sorted keys (exactly the bytes QJsonDocument writes for it), written
// from the snapshot's parts with each part's bytes kept until the part changes. A hit point
// or a turn changes a seat's `creatures` and `combat`, not its squares, walls and lights:
// only those two are written again (writing a seat's whole snapshot on every change was
// most of what a hit point cost the GM with six seats joined). One writer a seat.

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <vector>

namespace bm {

class SnapshotWriter
{
public:
    // The message for `snapshot`. A part equal to the last snapshot's part (QJsonValue's
    // equality: a value shared with it compares at once) keeps its bytes; any other is
    // written again, an array element by element (each equal to the element at its index
    // last time keeps its bytes: one creature's entry changes, not the seat's others).
    // The same bytes as writing the whole message afresh.
    // `written`: values already written for other seats' messages over the same change (the
    // entry of the creature that was hit, the same for five seats of six): their bytes are
    // reused; the owner empties it when the snapshots change. Found by their hash: a drag's
    // frame changes rows of every seat's squares, most of them the seat's own, and each
    // was compared with every value written before it (a sixth of what six phones cost a
    // drag).
    struct Written {
        QHash<QJsonValue, QByteArray> values;
    };
    QByteArray message(const QJsonObject &snapshot, Written *written = nullptr);
    // Parts written again by the last message() (for the tests).
    int partsWritten() const { return m_written; }

private:
    struct Element {
        QJsonValue value;
        QByteArray bytes;
    };
    struct Part {
        QString key;
        QJsonValue value;
        QByteArray bytes; // "key":value
        std::vector<Element> elements; // an array's, each written alone (a creature's entry)
    };
    std::vector<Part> m_parts; // in the snapshot's (sorted) key order
    int m_written = 0;
};

} // namespace bm
