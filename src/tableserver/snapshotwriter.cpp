#include "tableserver/snapshotwriter.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace bm {

namespace {

// `"key":` as QJsonDocument writes it inside an object (compact).
QByteArray keyBytes(const QString &key)
{
    // A snapshot's keys are plain words, written as they are.
    const bool plain = !key.isEmpty() && std::all_of(key.begin(), key.end(), [](QChar c) {
        return c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('_'));
    });
    if (plain)
        return '"' + key.toLatin1() + "\":";
    const QByteArray member = QJsonDocument(QJsonObject{{key, QJsonValue()}}).toJson(QJsonDocument::Compact);
    // {"key":null} without its brace, value and brace.
    return member.sliced(1, member.size() - 2 - 4);
}

// A value as QJsonDocument writes it inside an array (compact).
QByteArray valueBytes(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return array.sliced(1, array.size() - 2); // [value] without its brackets
}

} // namespace

QByteArray SnapshotWriter::message(const QJsonObject &snapshot, Written *written)
{
    // A value's bytes: another seat's when it wrote the same value (a value shared with
    // it compares at once), else written here (and kept for the next seat).
    const auto bytesOf = [written](const QJsonValue &value) {
        if (!written)
            return valueBytes(value);
        if (const auto it = written->values.constFind(value); it != written->values.constEnd())
            return *it;
        return *written->values.insert(value, valueBytes(value));
    };
    m_written = 0;
    std::vector<Part> parts;
    parts.reserve(std::size_t(snapshot.size()));
    qsizetype size = 0;
    std::size_t old = 0;
    // QJsonObject keeps its keys sorted, as QJsonDocument writes them.
    for (auto it = snapshot.constBegin(); it != snapshot.constEnd(); ++it) {
        const QString key = it.key();
        const QJsonValue value = it.value();
        while (old < m_parts.size() && m_parts[old].key < key)
            ++old;
        Part *was = old < m_parts.size() && m_parts[old].key == key ? &m_parts[old] : nullptr;
        // QJsonValue's equality holds 1 and 1.0 (and 0 and -0) equal though they are
        // written differently; seatSnapshot writes each field with one type, so a part
        // equal to last time's is written the same.
        // An equal part or element keeps its bytes and takes the new value: the next
        // snapshot most likely shares that one (the same walls, the same creature entry),
        // and QJsonValue compares a shared array or object at once, where an equal copy is
        // walked element by element (for a big map's walls, on every frame of every seat).
        if (was && was->value == value) {
            parts.push_back(std::move(*was)); // m_parts is replaced below
            parts.back().value = value;
        } else if (value.isArray()) {
            const QJsonArray array = value.toArray();
            Part part{key, value, keyBytes(key), {}};
            part.elements.reserve(std::size_t(array.size()));
            part.bytes += '[';
            for (qsizetype i = 0; i < array.size(); ++i) {
                const QJsonValue element = array.at(i);
                const std::size_t at = std::size_t(i);
                if (was && at < was->elements.size() && was->elements[at].value == element)
                    part.elements.push_back(Element{element, std::move(was->elements[at].bytes)});
                else
                    part.elements.push_back(Element{element, bytesOf(element)});
                if (i > 0)
                    part.bytes += ',';
                part.bytes += part.elements.back().bytes;
            }
            part.bytes += ']';
            parts.push_back(std::move(part));
            ++m_written;
        } else {
            parts.push_back(Part{key, value, keyBytes(key) + bytesOf(value), {}});
            ++m_written;
        }
        size += parts.back().bytes.size() + 1;
    }
    m_parts = std::move(parts);

    static const QByteArray head = QByteArrayLiteral("{\"snapshot\":{");
    static const QByteArray tail = QByteArrayLiteral("},\"type\":\"snapshot\"}");
    QByteArray out;
    out.reserve(head.size() + size + tail.size());
    out += head;
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        if (i > 0)
            out += ',';
        out += m_parts[i].bytes;
    }
    out += tail;
    return out;
}

} // namespace bm
