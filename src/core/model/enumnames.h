#pragma once

// Enum <-> name tables: the ids of the JSON vocabulary (vocabulary.cpp, encounter.cpp,
// cover.cpp, attack.cpp) and the translated names the interface shows, one table per enum
// instead of a switch per file.

#include <QCoreApplication>
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

// A translated name: {value, QT_TRANSLATE_NOOP3(context, text, comment)}, so lupdate
// finds the texts in the table.
template<typename E>
struct TrName {
    E value;
    struct {
        const char *source;
        const char *comment;
    } text;
};

template<typename E, std::size_t N>
using TrNameTable = std::array<TrName<E>, N>;

template<typename E, std::size_t N>
QString trNameOfEnum(const char *context, const TrNameTable<E, N> &table, E value, const QString &fallback)
{
    for (const TrName<E> &n : table) {
        if (n.value == value)
            return QCoreApplication::translate(context, n.text.source, n.text.comment);
    }
    return fallback;
}

} // namespace bm::detail
