#pragma once

// A combat log entry as data (docs/TRACKER_FORMAT.md, `log[].message`): what happened is a
// message of the translation catalogue (its context and source text are its id) with its
// numbers, creatures, damage types and conditions. Nothing is worded when it is logged: the
// window, the summary and the CLI word it when they show it, in their reader's language,
// so a log never mixes the languages it was written in (docs/STYLE.md: record events as
// data, word them late).

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>
#include <type_traits>
#include <vector>

namespace bm {

struct Encounter;
struct LogMessage;

// One %1, %2, … of a message.
struct LogArg {
    enum class Kind { Number, Text, Creature, DamageType, Condition, Message };
    Kind kind = Kind::Text;
    double number = 0;
    QString text; // Text: as written (a name the GM gave); Creature: its id; DamageType: ids
                  // joined by "+" ("slashing+fire"); Condition: its id
    QString name; // Creature: its name when logged (worded if it has left the encounter)
    std::vector<LogMessage> message; // Message: exactly one, worded in the same language

    // Defined below LogMessage: each of them builds or destroys `message`, a vector of a
    // type not yet complete here (GCC lets that pass, Clang rightly doesn't).
    LogArg();
    template <typename T, std::enable_if_t<std::is_arithmetic_v<T>, int> = 0>
    LogArg(T value);
    LogArg(const QString &text);
    LogArg(const LogMessage &message);
    LogArg(const LogArg &);
    LogArg(LogArg &&) noexcept;
    LogArg &operator=(const LogArg &);
    LogArg &operator=(LogArg &&) noexcept;
    ~LogArg();

    static LogArg creature(const QString &id, const QString &name);
    static LogArg damageType(const QString &ids);
    static LogArg condition(const QString &id);

    friend bool operator==(const LogArg &, const LogArg &);
};

struct LogMessage {
    QString context; // the translation context ("Combat"); empty: `id` is a pattern ("%1%2")
    QString id;      // the source text in the catalogue, "%1 dies."
    QString comment; // its disambiguation, when the catalogue has one
    int n = -1;      // the count of a plural message (%n); -1: none
    // Implicitly shared: every copy of the encounter (an undo step, a seat's world) copies
    // the whole combat log, and an entry's arguments were most of that.
    QList<LogArg> args;
    // No message: what a refusal is when nothing stands in the way.
    bool isEmpty() const { return id.isEmpty(); }
    friend bool operator==(const LogMessage &, const LogMessage &) = default;
};

inline LogArg::LogArg() = default;
template <typename T, std::enable_if_t<std::is_arithmetic_v<T>, int>>
inline LogArg::LogArg(T value) : kind(Kind::Number), number(double(value)) {}
inline LogArg::LogArg(const QString &text) : kind(Kind::Text), text(text) {}
inline LogArg::LogArg(const LogArg &) = default;
inline LogArg::LogArg(LogArg &&) noexcept = default;
inline LogArg &LogArg::operator=(const LogArg &) = default;
inline LogArg &LogArg::operator=(LogArg &&) noexcept = default;
inline LogArg::~LogArg() = default;

// Refusals ("why not") are messages too: core says which message with its data, never a
// finished sentence, and the face that shows it words it in its reader's language.

// A message of the catalogue. `context` and `id` are what the call site names with
// QT_TRANSLATE_NOOP (or QT_TRANSLATE_N_NOOP with `n`), so lupdate files it.
LogMessage logMessage(const char *context, const char *id, std::vector<LogArg> args = {}, int n = -1);
// QT_TRANSLATE_NOOP3's {source, disambiguation}.
struct SourceWithComment {
    const char *source;
    const char *comment;
};
LogMessage logMessage(const char *context, SourceWithComment text, std::vector<LogArg> args = {});
// Pieces in a row, none translated on their own: "%1%2" of two messages.
LogMessage logConcat(std::vector<LogArg> pieces);
// A creature as a log argument: its id, and its name for when it has left the encounter.
LogArg logCreature(const Encounter &e, const QString &id);

enum class LogWording {
    Translated, // in the installed translator's language (the window, the printed summary)
    Source,     // the catalogue's source text, no translator asked (the file's `text`)
};
// The message worded; creatures named as the encounter names them now (may be null: the
// names they had when logged).
QString wordLogMessage(const LogMessage &message, const Encounter *encounter, LogWording wording = LogWording::Translated);

// JSON (docs/TRACKER_FORMAT.md): a number, a string (text as written), {"creature", "name"},
// {"damageType"}, {"condition"}, or a message {"context", "id", "comment", "n", "args"}.
QJsonObject logMessageToJson(const LogMessage &message);
// nullopt when `json` is not a message this reader understands (the entry keeps its text).
std::optional<LogMessage> logMessageFromJson(const QJsonValue &json);

} // namespace bm
