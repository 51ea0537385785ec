#pragma once

// A seat's snapshot message as the server sends it: {"snapshot": …, "type": "snapshot"},
// compact JSON with sorted keys (exactly the bytes QJsonDocument writes for it), written
// from the snapshot's parts with each part's bytes kept until the part changes. A hit point
// or a turn changes a seat's `creatures` and `combat`, not its squares, walls and lights:
// only those two are written again (writing a seat's whole snapshot on every change was
// most of what a hit point cost the GM with six seats joined). One writer a seat.
// A device that has the seat's last snapshot gets the next as a `patch` on it: the parts
// that changed, an array's by the elements that changed (a drag's frame on a 200 x 200 map:
// about 200 bytes where the whole snapshot is 6,000).

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cstdint>
#include <vector>

namespace bm {

class SnapshotWriter
{
public:
    // Takes the seat's snapshot. A part equal to the last snapshot's part (QJsonValue's
    // equality: a value shared with it compares at once) keeps its bytes; any other is
    // written again, an array element by element (each equal to the element at its index
    // last time keeps its bytes: one creature's entry changes, not the seat's others).
    // True when the snapshot differs from the last one taken (generation() moved on).
    // `written`: values already written for other seats' messages over the same change (the
    // entry of the creature that was hit, the same for five seats of six): their bytes are
    // reused; the owner empties it when the snapshots change. Found by their hash: a drag's
    // frame changes rows of every seat's squares, most of them the seat's own, and each
    // was compared with every value written before it (a sixth of what six phones cost a
    // drag).
    struct Written {
        QHash<QJsonValue, QByteArray> values;
    };
    bool take(const QJsonObject &snapshot, Written *written = nullptr);
    // The snapshot last taken as a `snapshot` message: the same bytes as writing the whole
    // message afresh (compact JSON, sorted keys).
    QByteArray full() const;
    // The same snapshot as a `patch` message on the one taken before the last change (the
    // snapshot of generation previousGeneration()): the parts that changed, an array's by
    // the elements that changed, and the parts gone. Empty when there is none (the first
    // snapshot) or when it would be no shorter than full(). A drag's frame changes the
    // dragged token's entry and a few rows of squares, not the seat's walls, lights and
    // other rows: the patch is a few hundred bytes where the whole message is thousands.
    const QByteArray &patch() const { return m_patch; }
    // Names for the snapshots taken: every change takes a number no writer took before
    // (so a device's "the last I got" can't match another writer's), 0 before the first.
    std::uint64_t generation() const { return m_generation; }
    std::uint64_t previousGeneration() const { return m_previous; }
    // take(), then full().
    QByteArray message(const QJsonObject &snapshot, Written *written = nullptr);
    // Parts written again by the last take() (for the tests).
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
    std::uint64_t m_generation = 0;
    std::uint64_t m_previous = 0;
    QByteArray m_patch;
    mutable QByteArray m_full; // full(), written when first asked after a change
};

} // namespace bm
