#include "table/seatframe.h"

#include "rules/fog.h"
#include "rules/sight.h"

#include <QJsonArray>

#include <cstring>

namespace bm {

namespace {

QSize gridOf(const QJsonObject &snapshot)
{
    const QJsonObject grid = snapshot.value(QLatin1String("grid")).toObject();
    return QSize(std::max(0, grid.value(QLatin1String("width")).toInt()), std::max(0, grid.value(QLatin1String("height")).toInt()));
}

} // namespace

std::vector<std::uint8_t> seatField(const QJsonObject &snapshot, const QString &field)
{
    const QSize size = gridOf(snapshot);
    const int w = size.width();
    const int h = size.height();
    std::vector<std::uint8_t> out(std::size_t(w) * std::size_t(h), 0);
    const QJsonArray rows = snapshot.value(field).toArray();
    for (int y = 0; y < h && y < rows.size(); ++y) {
        int x = 0;
        bool on = false;
        for (const QJsonValue &run : rows.at(y).toArray()) {
            const int n = std::max(0, run.toInt());
            for (int i = 0; i < n && x < w; ++i, ++x)
                out[std::size_t(y) * std::size_t(w) + std::size_t(x)] = on;
            on = !on;
        }
    }
    return out;
}

namespace {

// Row y of a field: runs alternating off and on, starting off; the row ends with its last
// run of "on" (a trailing "off" run is left out).
QJsonArray seatRow(const std::vector<std::uint8_t> &field, int width, int y)
{
    QJsonArray runs;
    int x = 0;
    bool on = false;
    while (x < width) {
        int n = 0;
        while (x < width && bool(field[std::size_t(y) * std::size_t(width) + std::size_t(x)]) == on) {
            ++n;
            ++x;
        }
        if (x < width || on)
            runs.append(n);
        on = !on;
    }
    return runs;
}

} // namespace

QJsonArray seatRows(const std::vector<std::uint8_t> &field, int width, int height)
{
    // The shape seatSnapshot writes.
    QJsonArray rows;
    for (int y = 0; y < height; ++y)
        rows.append(seatRow(field, width, y));
    return rows;
}

QJsonObject seatFrame(const QJsonObject &committed, const QJsonObject &preview, const QString &draggedId)
{
    // The preview read back into fields (what a drag makes as fields in the first place).
    SeatSight sight;
    const QSize size = gridOf(preview);
    sight.width = size.width();
    sight.height = size.height();
    sight.seen = seatField(preview, QStringLiteral("seen"));
    for (const QJsonValue &v : preview.value(QLatin1String("creatures")).toArray()) {
        const QJsonObject c = v.toObject();
        const QJsonArray at = c.value(QLatin1String("position")).toArray();
        if (c.value(QLatin1String("id")).toString() == draggedId && at.size() == 2)
            sight.position = GridPoint{at.at(0).toInt(), at.at(1).toInt()};
    }
    return seatFrame(committed, seatField(committed, QStringLiteral("explored")), std::move(sight), draggedId);
}

struct SeatSnapshots::Preview {
    Encounter encounter;
    std::shared_ptr<const FogOfWar> fog;
    std::vector<std::uint8_t> visibility; // fog->visibility(), asked once a frame for every seat
};

SeatSnapshots::SeatSnapshots(World world)
    : m_world(std::move(world))
{
}

SeatSnapshots::~SeatSnapshots() = default;

bool SeatSnapshots::drag(const QString &id, GridPoint at)
{
    if (m_dragged == id && m_at == at)
        return false;
    if (m_dragged != id) {
        m_committed.clear();
        m_explored.clear();
        m_seen.clear();
        m_shown.clear();
    }
    m_dragged = id;
    m_at = at;
    m_preview.reset(); // made again for the next frame
    return true;
}

void SeatSnapshots::endDrag()
{
    m_dragged.clear();
    m_preview.reset();
    m_committed.clear();
    m_explored.clear();
    m_seen.clear();
    m_shown.clear();
}

void SeatSnapshots::invalidate()
{
    m_committed.clear();
    m_explored.clear();
    m_seen.clear();
    m_preview.reset();
    m_kept.clear();
    m_stale.clear();
    m_entries = {};
    m_shared = {};
    m_shown.clear();
}

void SeatSnapshots::setKeepSnapshots(bool keep)
{
    m_keep = keep;
    m_kept.clear();
    m_stale.clear();
    m_entries = {};
    m_shared = {};
    m_shown.clear();
}

void SeatSnapshots::changed(const EncounterChange &change)
{
    if (change.touches(EncounterChange::Everything & ~(EncounterChange::CreatureStats | EncounterChange::Combat))) {
        invalidate();
        return;
    }
    m_entries = {}; // made over the encounter before this change
    m_shared = {};
    // The seats see the same squares and the same creatures: the entries of the creatures
    // the change names are made again (a turn alone: none, only the initiative).
    const bool all = change.touches(EncounterChange::CreatureStats) && change.creatures.isEmpty();
    const auto stale = [&](const QString &key) {
        Stale &s = m_stale[key];
        s.allCreatures = s.allCreatures || all;
        if (change.touches(EncounterChange::CreatureStats))
            for (const QString &id : change.creatures)
                s.creatures.insert(id);
    };
    for (auto it = m_kept.constBegin(); it != m_kept.constEnd(); ++it)
        stale(it.key());
    for (auto it = m_committed.constBegin(); it != m_committed.constEnd(); ++it)
        stale(QStringLiteral("drag:") + it.key());
    m_preview.reset();
}

QJsonObject SeatSnapshots::committedFor(const Seat &seat, QHash<QString, QJsonObject> &store, const QString &staleKey)
{
    const Encounter &e = m_world.encounter();
    auto it = store.find(seat.creature);
    if (it == store.end()) {
        m_shown.remove(staleKey); // read from the new snapshot when first refreshed
        ++m_wholeMade;
        return *store.insert(seat.creature, seatSnapshot(e, m_world.sight(), m_world.fog(), seat, &m_shared));
    }
    if (const auto stale = m_stale.constFind(staleKey); stale != m_stale.constEnd()) {
        *it = seatSnapshotRefreshed(*it, e, seat, stale->allCreatures ? nullptr : &stale->creatures, &m_entries, &m_shown[staleKey]);
        m_stale.erase(stale);
    }
    return *it;
}

QJsonObject SeatSnapshots::snapshotFor(const Seat &seat)
{
    const Encounter &e = m_world.encounter();
    const SightMap &sight = m_world.sight();
    if (m_dragged.isEmpty()) {
        if (!m_keep) {
            ++m_wholeMade;
            return seatSnapshot(e, sight, m_world.fog(), seat); // nothing kept: the encounter may change behind us
        }
        return committedFor(seat, m_kept, seat.creature);
    }
    const QString dragKey = QStringLiteral("drag:") + seat.creature;
    if (m_keep && !m_committed.contains(seat.creature)) {
        // The drag's committed snapshot is the one kept, brought up to date: a drag changes
        // nothing until it drops, so the two are the same snapshot (six seats: six whole
        // snapshots fewer as a drag starts).
        m_committed.insert(seat.creature, committedFor(seat, m_kept, seat.creature));
        m_shown.remove(dragKey);
        m_stale.remove(dragKey);
    }
    const QJsonObject committedNow = committedFor(seat, m_committed, dragKey);
    const QJsonObject *committed = &committedNow;
    // A creature the seat doesn't know: its frame is its committed snapshot (no preview made).
    bool known = false;
    for (const QJsonValue &v : committed->value(QLatin1String("creatures")).toArray())
        known = known || v.toObject().value(QLatin1String("id")).toString() == m_dragged;
    if (!known)
        return *committed;
    if (!m_preview) {
        Encounter moved = e;
        const int i = moved.creatureIndex(m_dragged);
        if (i >= 0)
            moved.creatures[std::size_t(i)].position = m_at;
        std::shared_ptr<const FogOfWar> fog;
        if (m_world.fogWith) {
            fog = m_world.fogWith(m_dragged, m_at);
        } else {
            auto made = std::make_shared<FogOfWar>(m_world.fog());
            if (i >= 0)
                made->update(e, sight, Side::Party, &moved.creatures[std::size_t(i)]);
            fog = std::move(made);
        }
        std::vector<std::uint8_t> visibility = fog->visibility();
        m_preview = std::make_unique<Preview>(Preview{std::move(moved), std::move(fog), std::move(visibility)});
    }
    SeatSight preview;
    {
        // RULES.md 13.1: a dragged creature's light goes with it.
        const SightMap::StandIn standIn(sight, m_preview->encounter.creature(m_dragged));
        preview = seatSightFieldOf(m_preview->encounter, sight, *m_preview->fog, seat, m_dragged, &m_preview->visibility);
    }
    auto explored = m_explored.find(seat.creature);
    if (explored == m_explored.end())
        explored = m_explored.insert(seat.creature, seatField(*committed, QStringLiteral("explored")));
    return seatFrame(*committed, *explored, std::move(preview), m_dragged, &m_seen[seat.creature]);
}

QJsonObject seatFrame(const QJsonObject &committed, const std::vector<std::uint8_t> &committedExplored, SeatSight preview,
                      const QString &draggedId, SeatSeenRows *last)
{
    const auto idOf = [](const QJsonValue &v) { return v.toObject().value(QLatin1String("id")).toString(); };
    QJsonArray creatures = committed.value(QLatin1String("creatures")).toArray();
    qsizetype index = -1;
    for (qsizetype i = 0; i < creatures.size() && index < 0; ++i)
        if (idOf(creatures.at(i)) == draggedId)
            index = i;
    if (draggedId.isEmpty() || index < 0)
        return committed; // the seat doesn't know it: the drag tells it nothing

    QJsonObject out = committed;
    if (preview.position) {
        QJsonObject moved = creatures.at(index).toObject();
        moved[QStringLiteral("position")] = QJsonArray{preview.position->x, preview.position->y}; // its carried light is part of it
        creatures.replace(index, moved);
    } else {
        creatures.removeAt(index);
    }
    out[QStringLiteral("creatures")] = creatures;

    const QSize size = gridOf(committed);
    if (QSize(preview.width, preview.height) == size && committedExplored.size() == preview.seen.size()) {
        std::vector<std::uint8_t> &seen = preview.seen;
        std::uint8_t *to = seen.data();
        const std::uint8_t *explored = committedExplored.data();
        const std::size_t n = seen.size();
        for (std::size_t i = 0; i < n; ++i)
            to[i] &= explored[i];
        const int w = size.width();
        const int h = size.height();
        if (!last || last->squares.size() != n || last->rows.size() != h) {
            out[QStringLiteral("seen")] = seatRows(seen, w, h);
        } else {
            // The rows whose squares changed since the seat's last frame written again.
            QJsonArray rows = last->rows;
            for (int y = 0; y < h; ++y) {
                const std::size_t from = std::size_t(y) * std::size_t(w);
                if (std::memcmp(seen.data() + from, last->squares.data() + from, std::size_t(w)) != 0)
                    rows.replace(y, seatRow(seen, w, y));
            }
            out[QStringLiteral("seen")] = rows;
        }
        if (last) {
            last->squares = seen;
            last->rows = out.value(QLatin1String("seen")).toArray();
        }
    }
    return out;
}

} // namespace bm
