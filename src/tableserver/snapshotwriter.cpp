#include "tableserver/snapshotwriter.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <atomic>

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

bool SnapshotWriter::take(const QJsonObject &snapshot, Written *written)
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
    // The patch on the last snapshot, as it goes: parts whole ("set"), arrays by element
    // ("arrays"), keys gone ("drop").
    QByteArray set, arrays, drop;
    const auto dropped = [&](const Part &gone) {
        if (!drop.isEmpty())
            drop += ',';
        drop += valueBytes(QJsonValue(gone.key));
    };
    // QJsonObject keeps its keys sorted, as QJsonDocument writes them.
    for (auto it = snapshot.constBegin(); it != snapshot.constEnd(); ++it) {
        const QString key = it.key();
        const QJsonValue value = it.value();
        while (old < m_parts.size() && m_parts[old].key < key)
            dropped(m_parts[old++]);
        Part *was = old < m_parts.size() && m_parts[old].key == key ? &m_parts[old++] : nullptr;
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
            const bool wasArray = was && was->value.isArray();
            Part part{key, value, keyBytes(key), {}};
            part.elements.reserve(std::size_t(array.size()));
            part.bytes += '[';
            QByteArray changed; // [index,element],... of those not equal to last time's
            for (qsizetype i = 0; i < array.size(); ++i) {
                const QJsonValue element = array.at(i);
                const std::size_t at = std::size_t(i);
                if (wasArray && at < was->elements.size() && was->elements[at].value == element) {
                    part.elements.push_back(Element{element, std::move(was->elements[at].bytes)});
                } else {
                    part.elements.push_back(Element{element, bytesOf(element)});
                    if (!changed.isEmpty())
                        changed += ',';
                    changed += '[' + QByteArray::number(i) + ',' + part.elements.back().bytes + ']';
                }
                if (i > 0)
                    part.bytes += ',';
                part.bytes += part.elements.back().bytes;
            }
            part.bytes += ']';
            // By element when that is shorter than the array whole.
            const QByteArray byElement = keyBytes(key) + "{\"at\":[" + changed + "],\"length\":" + QByteArray::number(array.size()) + '}';
            QByteArray &to = wasArray && byElement.size() < part.bytes.size() ? arrays : set;
            if (!to.isEmpty())
                to += ',';
            to += &to == &arrays ? byElement : part.bytes;
            parts.push_back(std::move(part));
            ++m_written;
        } else {
            parts.push_back(Part{key, value, keyBytes(key) + bytesOf(value), {}});
            if (!set.isEmpty())
                set += ',';
            set += parts.back().bytes;
            ++m_written;
        }
        size += parts.back().bytes.size() + 1;
    }
    while (old < m_parts.size())
        dropped(m_parts[old++]);
    m_parts = std::move(parts);
    const bool changed = m_generation == 0 || m_written > 0 || !drop.isEmpty();
    if (!changed)
        return false;
    static std::atomic<std::uint64_t> taken{0};
    m_previous = m_generation;
    m_generation = ++taken;
    m_full.clear();
    m_patch.clear();
    if (m_previous == 0)
        return true;
    // Written with sorted keys, the empty ones left out.
    m_patch = "{";
    if (!arrays.isEmpty())
        m_patch += "\"arrays\":{" + arrays + "},";
    if (!drop.isEmpty())
        m_patch += "\"drop\":[" + drop + "],";
    if (!set.isEmpty())
        m_patch += "\"set\":{" + set + "},";
    m_patch += "\"type\":\"patch\"}";
    // A patch no shorter than the whole message goes as the whole message.
    static const qsizetype frame = qsizetype(sizeof("{\"snapshot\":{},\"type\":\"snapshot\"}")) - 1;
    if (m_patch.size() >= frame + size)
        m_patch.clear();
    return true;
}

QByteArray SnapshotWriter::full() const
{
    if (!m_full.isEmpty())
        return m_full;
    static const QByteArray head = QByteArrayLiteral("{\"snapshot\":{");
    static const QByteArray tail = QByteArrayLiteral("},\"type\":\"snapshot\"}");
    qsizetype size = head.size() + tail.size();
    for (const Part &p : m_parts)
        size += p.bytes.size() + 1;
    QByteArray out;
    out.reserve(size);
    out += head;
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        if (i > 0)
            out += ',';
        out += m_parts[i].bytes;
    }
    out += tail;
    m_full = out;
    return out;
}

QByteArray SnapshotWriter::message(const QJsonObject &snapshot, Written *written)
{
    take(snapshot, written);
    return full();
}

} // namespace bm
