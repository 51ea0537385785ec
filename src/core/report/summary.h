#pragma once

// The encounter summary a GM prints beside the screen: one plain model built
// from the encounter and the engine, rendered to text, Markdown and HTML here. The app
// lays the same HTML out with QTextDocument for paper and PDF (src/render/summarydocument.h), with a
// map snapshot whose numbered tokens are the `number`s of the participants below.

#include "model/encounter.h"
#include "report/statblocks.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace bm {

class MovementEngine;

struct SummaryOptions {
    bool includeMap = true;
    bool includeLog = true;
    bool includeTactics = true;
    bool hideHostileHp = false; // a player handout: hostile HP as a word (unhurt, hurt, bloodied, down),
                                // and no stat blocks
    friend bool operator==(const SummaryOptions &, const SummaryOptions &) = default;
};

// What the summary reads of the combat tracker's state. summaryCombatOf() is the one
// adapter between the tracker's model and the summary.
struct CombatEffect {
    QString creature;  // id of the creature it is on
    QString name;      // condition or effect name
    QString remaining; // e.g. "2 rounds", empty when it lasts until removed
};

struct CombatLogEntry {
    int round = 0; // 0: before combat or unknown
    QString text;
};

struct SummaryCombat {
    bool active = false;    // a combat object the tracker has not ended
    int round = 0;
    QString turn;           // id of the creature whose turn it is
    QStringList order;      // ids in initiative order
    double elapsedSeconds = 0;
    std::vector<CombatEffect> effects;
    std::vector<CombatLogEntry> log;
};

SummaryCombat summaryCombatOf(const Encounter &encounter);

struct SummaryCondition {
    QString name;
    QString remaining; // empty: no duration
};

struct SummaryParticipant {
    int number = 0; // 1-based: the row and the token number on the map
    QString id;
    QString name;
    Side side = Side::Neutral;
    Size size = Size::Medium;
    int space = 1;
    int ac = 10;
    int hp = 0;
    int maxHp = 0;
    int tempHp = 0;
    bool hpHidden = false;
    std::optional<double> initiative;
    bool inOrder = false; // listed in the combat's initiative order
    bool current = false; // it is this creature's turn
    bool down = false;    // dead, unconscious or at 0 HP
    std::vector<SummaryCondition> conditions;
    Speeds speed;
    GridPoint position;
};

struct TacticalNote {
    // Plan: a hostile's best plan from where it stands (RULES.md 15), not in a player handout.
    enum class Kind { Flanked, Cover, Reach, Squeezed, Prone, Elevation, Dark, Unseen, Area, Plan };
    Kind kind = Kind::Flanked;
    QString creature; // id of the creature the note is about (empty: an area on the map)
    QString text;     // one sentence, translated
};

struct SideTotals {
    Side side = Side::Neutral;
    int creatures = 0;
    int down = 0;
    int hp = 0;
    int maxHp = 0;
    bool hpHidden = false;
};

struct EncounterSummary {
    QString name;
    Ruleset ruleset = Ruleset::Dnd2014;
    int width = 0;
    int height = 0;
    double squareFeet = 5;
    bool inCombat = false;
    int round = 0;
    QString turn; // name of the creature whose turn it is
    double elapsedSeconds = 0;
    SummaryOptions options;
    std::vector<SummaryParticipant> participants; // initiative order, then the others
    std::vector<TacticalNote> notes;
    std::vector<CombatLogEntry> log;
    std::vector<SideTotals> totals; // party, ally, hostile, neutral: those present
    // One per kind of creature (report/statblocks.h); none in a player handout.
    std::vector<SummaryStatBlock> statBlocks;

    const SummaryParticipant *participant(const QString &id) const;
};

// The engine answers for the encounter as it is (flanking, cover against the nearest
// enemies, reach, squeezing); `engine` must be built on `encounter`.
EncounterSummary buildSummary(const Encounter &encounter, MovementEngine &engine, const SummaryOptions &options);

// Human-readable names used in every rendering (translated).
QString speedText(const Speeds &speed);
QString hitPointsText(const SummaryParticipant &p);
QString elapsedTimeText(double seconds);
// The side's colour on the map (the renderer's sideColor), as #rrggbb.
QString sideColorName(Side s);

QString summaryText(const EncounterSummary &summary);
QString summaryMarkdown(const EncounterSummary &summary);
// A whole HTML document. `mapImage` is the src of the map snapshot (a data: URI for a
// standalone file, a resource URL for QTextDocument); empty leaves the map out.
// `mapWidth` is its width in CSS pixels.
QString summaryHtml(const EncounterSummary &summary, const QString &mapImage = {}, int mapWidth = 640, int mapHeight = 0);

} // namespace bm
