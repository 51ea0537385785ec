#pragma once

// Internal: id <-> enum tables for the JSON vocabulary (rules.cpp, encounter.cpp).

#include <QString>

#include <array>
#include <optional>
#include <utility>

namespace bm::detail {

template<typename E, std::size_t N>
using NameTable = std::array<std::pair<E, const char *>, N>;

template<typename E, std::size_t N>
std::optional<E> enumFromName(const NameTable<E, N> &table, const QString &id)
{
    for (const auto &[value, name] : table) {
        if (id == QLatin1String(name))
            return value;
    }
    return std::nullopt;
}

template<typename E, std::size_t N>
QString nameOfEnum(const NameTable<E, N> &table, E value)
{
    for (const auto &[v, name] : table) {
        if (v == value)
            return QLatin1String(name);
    }
    return {};
}

} // namespace bm::detail
