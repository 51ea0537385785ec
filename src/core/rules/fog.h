#pragma once

// Fog of war: what the players may see of the map. Three states per square for
// a side (the party): visible now (what its creatures see, RULES.md 12, the union over
// the side), explored (seen before: the map is shown dimmed, without creatures), unknown
// (black). The GM overrides: squares revealed (shown as visible) and hidden (unknown,
// whatever the party sees), and a switch between dynamic fog (from sight) and manual
// fog (the overrides alone, for maps without walls).
//
// Saved in the encounter's top-level "fog" object (kept by the reader as an unknown
// field, written back as it is): {"mode": "dynamic"|"manual", "explored": ROWS,
// "revealed": ROWS, "hidden": ROWS}, where ROWS is one array per map row of run lengths,
// alternately off and on, starting with off ([3, 2] = three squares off, two on, the
// rest off; [] = all off). Anything malformed reads as nothing set.

#include "model/encounter.h"

#include <QJsonObject>
#include <QRect>

#include <cstdint>
#include <vector>

namespace bm {

class SightMap;

enum class FogState : std::uint8_t { Unknown, Explored, Visible };

class FogOfWar
{
public:
    FogOfWar() = default;
    FogOfWar(int width, int height);

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool dynamic() const { return m_dynamic; }
    void setDynamic(bool on) { m_dynamic = on; }

    // Dynamic fog: what `side` sees now (SightMap::visibilityField of each of its living
    // creatures, united); seen squares become explored. Manual fog: nothing is seen but
    // what the GM revealed. `instead`: that creature as it would be (a token being dragged).
    void update(const Encounter &e, const SightMap &sight, Side side = Side::Party, const Creature *instead = nullptr);
    // The same as update(e, sight, side, &instead) on a fog that update(e, sight, side)
    // made (nobody instead) from the same map and creatures, worked out only where it can
    // differ: where `instead`'s field may be nonzero, and `was`, where the stored creature's
    // field may have been (SightMap::visibilityBounds when this fog was made). Returns the
    // squares worked out; outside them this fog is what it was. When the creature carries a
    // light (it changes the others' fields as it goes), or the map's size changed, the
    // whole map is worked out and returned.
    QRect updateWith(const Encounter &e, const SightMap &sight, Side side, const Creature &instead, const QRect &was);

    // Inline: the players' screen asks it of every square on every drag step.
    FogState at(GridPoint square) const
    {
        if (square.x < 0 || square.y < 0 || square.x >= m_width || square.y >= m_height)
            return FogState::Unknown;
        const std::size_t i = index(square);
        if (m_hidden[i])
            return FogState::Unknown;
        if (m_revealed[i] || m_seen[i])
            return FogState::Visible;
        return m_explored[i] ? FogState::Explored : FogState::Unknown;
    }
    bool visible(GridPoint square) const { return at(square) == FogState::Visible; }
    // Is any square of the rectangle visible (a creature shows when one of its squares is)?
    bool anyVisible(const QRect &squares) const;
    // Has the GM revealed any square of the rectangle (and not hidden it)?
    bool anyRevealed(const QRect &squares) const;
    // Every square at once, by index (y * width + x): kNotVisible, kVisible, or
    // kRevealed (visible because the GM revealed it): for loops over the whole map.
    enum : std::uint8_t { kNotVisible = 0, kVisible = 1, kRevealed = 2 };
    std::vector<std::uint8_t> visibility() const;
    // Every square's FogState at once, by index, into `out` (resized): what at() says of
    // each, without its checks per square (the players' screen, every drag frame).
    void states(std::vector<std::uint8_t> &out) const;
    // The same for the squares of `within` only, into `out` already sized for the map.
    void states(std::vector<std::uint8_t> &out, const QRect &within) const;

    // The GM's overrides. A reveal undoes a hide on the same squares and the other way round.
    void reveal(const QRect &squares);
    void hide(const QRect &squares);
    void revealAll();
    void resetExplored();

    QJsonObject toJson() const;
    static FogOfWar fromJson(const QJsonObject &o, int width, int height);

    friend bool operator==(const FogOfWar &, const FogOfWar &) = default;

private:
    int m_width = 0;
    int m_height = 0;
    bool m_dynamic = true;
    std::vector<std::uint8_t> m_seen;     // now (not saved: it follows from the creatures)
    std::vector<std::uint8_t> m_explored; // ever seen
    std::vector<std::uint8_t> m_revealed; // GM: shown
    std::vector<std::uint8_t> m_hidden;   // GM: never shown

    std::size_t index(GridPoint p) const { return std::size_t(p.y) * std::size_t(m_width) + std::size_t(p.x); }
    void mark(std::vector<std::uint8_t> &layer, const QRect &squares, std::uint8_t value);
    // update()'s and updateWith()'s union within `squares`: seen there made again from the
    // side's fields (`instead` for its stored self), their mist and seen squares explored.
    void uniteFields(const Encounter &e, const SightMap &sight, Side side, const Creature *instead, const QRect &squares);
};

} // namespace bm
