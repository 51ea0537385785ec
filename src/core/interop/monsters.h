#pragma once

// The SRD 5.1 monster library (resources/srd/5e-SRD-Monsters.2014.json, 5e-bits/5e-database,
// MIT; SRD 5.1 CC-BY-4.0, attribution in resources/srd/ATTRIBUTION.md) and the creature
// templates of the custom library. Qt Core only.

#include "model/encounter.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace bm {

struct Monster {
    QString index; // "adult-red-dragon"
    QString name;  // "Adult Red Dragon"
    Size size = Size::Medium;
    QString type;  // "dragon", "swarm of Tiny beasts", …
    QString subtype;
    double challenge = 0; // 0.25 for CR 1/4
    int ac = 10;
    int hp = 0;
    QString hitDice;
    Speeds speed;
    int dexterity = 10;
    int reach = -1; // the longest reach of its melee attacks; -1 when it has none

    QString challengeText() const; // "1/4", "17"
    int initiativeBonus() const;   // the Dexterity modifier
};

// "30 ft." -> 30, "0 ft." -> 0; nullopt for anything else.
std::optional<int> parseSpeedFeet(const QString &text);
// An SRD `speed` object: walk/fly/swim/climb/burrow strings and `hover: true`. A missing walk
// is 0 (a monster that lists no walk can't walk). Unknown keys land in Speeds::extra.
// Returns nullopt and sets `error` (naming the key) when a value is malformed.
std::optional<Speeds> parseSrdSpeed(const QJsonObject &speed, QString *error);
// The longest "reach N ft." among melee attacks in an SRD `actions` list; -1 when none.
int reachFromActions(const QJsonArray &actions);
// The bundled token art for a creature type ("dragon" -> "dragon.svg"; types without art
// of their own borrow the closest: swarms are beasts, oozes and aberrations monstrosities).
QString tokenForType(const QString &type);

// Reads the SRD JSON array. Entries that can't be read are skipped with a message in
// `problems` ("[12] goblin: speed.walk: …"); nullopt when the document itself is wrong.
std::optional<std::vector<Monster>> readSrdMonsters(const QByteArray &json, QStringList *problems);

// A creature with the monster's statistics (id, position and side left to the caller:
// position 0,0, side hostile); `initiativeGroup` shared by copies (see DECISIONS.md).
Creature creatureFromMonster(const Monster &m);

// The extra creature field that ties copies to one initiative roll (group initiative).
inline QString initiativeGroupKey() { return QStringLiteral("initiativeGroup"); }
// "Goblin 1", "Goblin 2", …: the first number not used by a creature named "<base> N".
QString nextNumberedName(const Encounter &e, const QString &base);

// Custom library: one creature per file,
// {"format": "battlemap-creature-template", "version": 1, "creature": {…encounter creature…}}.
QByteArray writeCreatureTemplate(const Creature &c);
// Reads a template (validated as an encounter creature); nullopt and `error` when refused.
std::optional<Creature> readCreatureTemplate(const QByteArray &json, QString *error);

} // namespace bm
