#pragma once

// The SRD 5.1 monster library (resources/srd/5e-SRD-Monsters.2014.json, 5e-bits/5e-database,
// MIT; SRD 5.1 CC-BY-4.0, attribution in resources/srd/ATTRIBUTION.md) and the creature
// templates of the custom library. Qt Core only.

#include "model/encounter.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace bm {

// RULES.md 13.3: one damage part of an attack ("1d6+2", "slashing").
struct MonsterDamage {
    QString dice;
    QString type;
    friend bool operator==(const MonsterDamage &, const MonsterDamage &) = default;
};

// RULES.md 13.3 / 13.6: an attack read from an SRD action.
struct MonsterAttack {
    QString name;  // "Javelin", "Javelin (thrown)"
    bool melee = true;
    int bonus = 0;
    int reach = -1;      // melee: "reach N ft."; -1 when the text gives none (the creature's reach)
    int range = 0;       // ranged: "range N/M ft." (N), 0 when the text gives none
    int longRange = 0;   // M ("range N ft." is N/N)
    std::vector<MonsterDamage> damage;
    bool magical = false; // a spell attack, or the monster's weapon attacks are magical
    bool spell = false;   // "Melee Spell Attack", "Ranged Spell Attack" (RULES.md 14.7: not a weapon)
    friend bool operator==(const MonsterAttack &, const MonsterAttack &) = default;
};

// RULES.md 12 / 13.6: the senses the engine models, in feet (0: none).
struct MonsterSenses {
    int darkvision = 0;
    int blindsight = 0;
    int truesight = 0;
    friend bool operator==(const MonsterSenses &, const MonsterSenses &) = default;
};

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
    std::array<int, 6> abilities{10, 10, 10, 10, 10, 10}; // Str, Dex, Con, Int, Wis, Cha scores
    int reach = 5; // RULES.md 13.6: the longest reach of its melee attacks, 5 when it has none

    // RULES.md 13.6: what the library gives the creature.
    MonsterSenses senses;
    QStringList resistances;     // damage types, "nonmagical slashing", or a phrase as written
    QStringList vulnerabilities;
    QStringList immunities;
    QStringList conditionImmunities; // condition ids
    std::array<int, 6> saves{};      // Str … Cha: the modifier, or the proficiency value listed
    int perception = 0;              // RULES.md 14.1: passive Perception - 10
    int stealth = 0;                 // RULES.md 14.1: the Stealth skill, or the Dexterity modifier
    std::vector<MonsterAttack> attacks;
    std::optional<CarriedLight> light;
    QJsonObject statblock; // everything a GM reads (docs/ENCOUNTER_EXTENSIONS.md, `statblock`)
    // What 13.6 can't read from the entry, one line each ("Web: an attack roll without
    // damage dice, not an attack"): not problems, the entry is still in the library.
    QStringList unread;

    QString challengeText() const; // "1/4", "17"
    int initiativeBonus() const;   // the Dexterity modifier
};

// The ability keys of `saves`, in the order of Monster::abilities.
inline constexpr const char *kAbilityKeys[6] = {"str", "dex", "con", "int", "wis", "cha"};
// floor((score - 10) / 2)
int abilityModifier(int score);

// "30 ft." -> 30, "0 ft." -> 0; nullopt for anything else.
std::optional<int> parseSpeedFeet(const QString &text);
// An SRD `speed` object: walk/fly/swim/climb/burrow strings and `hover: true`. A missing walk
// is 0 (a monster that lists no walk can't walk). Unknown keys land in Speeds::extra.
// Returns nullopt and sets `error` (naming the key) when a value is malformed.
std::optional<Speeds> parseSrdSpeed(const QJsonObject &speed, QString *error);
// The bundled token art for a creature type ("dragon" -> "dragon.svg"; types without art
// of their own borrow the closest: swarms are beasts, oozes and aberrations monstrosities).
QString tokenForType(const QString &type);

// RULES.md 13.6, each part of an SRD entry on its own (monsterstats.cpp). What can't be
// read is appended to `unread` (may be null).
// `senses`: darkvision, blindsight, truesight, the first number of each ("60 ft.").
MonsterSenses srdSenses(const QJsonObject &senses, QStringList *unread);
// `damage_resistances` etc.: damage types; "bludgeoning, piercing, and slashing from
// nonmagical attacks" (or "weapons") as the three "nonmagical …" entries; any other phrase
// as written.
QStringList srdDamageDefences(const QJsonArray &entries, QStringList *unread);
// `condition_immunities`: the condition ids.
QStringList srdConditionImmunities(const QJsonArray &entries);
// Every ability's modifier, replaced by the "Saving Throw" proficiency value where listed.
std::array<int, 6> srdSaves(const std::array<int, 6> &abilities, const QJsonArray &proficiencies);
// A trait saying the monster's weapon attacks are magical ("Magic Weapons").
bool srdWeaponsAreMagical(const QJsonArray &traits);
// Every action with an `attack_bonus` and a `damage` list of dice, in the entry's order
// ("Melee or Ranged": two attacks, the melee one first, the ranged one "NAME (thrown)").
std::vector<MonsterAttack> srdAttacks(const QJsonArray &actions, bool weaponsMagical, QStringList *unread);
// A trait that sheds bright light in an N-foot radius and dim light for an additional M feet.
std::optional<CarriedLight> srdLight(const QJsonArray &traits, QStringList *unread);
// The light a creature sheds by its nature (a fire elemental's 30/30 ft), read from its
// stat block's traits as the library reads them; none without one.
std::optional<CarriedLight> ownLight(const Creature &c);
// The longest melee reach of `attacks`; 5 when there is none (RULES.md 13.6).
int longestReach(const std::vector<MonsterAttack> &attacks);
// The whole stat block for reading and printing (docs/ENCOUNTER_EXTENSIONS.md).
QJsonObject srdStatblock(const QJsonObject &entry);

// Reads the SRD JSON array. Entries that can't be read are skipped with a message in
// `problems` ("[12] goblin: speed.walk: …"); nullopt when the document itself is wrong.
std::optional<std::vector<Monster>> readSrdMonsters(const QByteArray &json, QStringList *problems);
// The bundled file (resources/srd, the core's ":/srd/" resource).
std::optional<std::vector<Monster>> readBundledSrdMonsters(QStringList *problems);
// The monster named `nameOrIndex` ("goblin", "Adult Red Dragon"), case-insensitive; the
// index wins over a name. Null when there is none.
const Monster *findMonster(const std::vector<Monster> &monsters, const QString &nameOrIndex);

// The library's answer: the encounter creature object a monster becomes, without `id` and
// `position` (CLI.md `monster NAME`): name, side hostile, size, speed, ac, hp, maxHp,
// initiativeBonus, reach, token, and every RULES.md 13.6 field (senses, resistances,
// vulnerabilities, immunities, conditionImmunities, saves, attacks, light when it has one,
// statblock), empty lists included; `initiativeGroup` and `srd` name the entry.
QJsonObject creatureJsonFromMonster(const Monster &m);
// One creature object through the encounter reader (ENCOUNTER_FORMAT.md), exactly as a
// creature of an encounter file is read: fields the model doesn't know land in
// Creature::extra. nullopt and `error` (a field named "creature.…") when refused.
std::optional<Creature> creatureFromJson(QJsonObject creature, QString *error);
// creatureFromJson(creatureJsonFromMonster(m)) without an id (position 0,0; the caller
// places it). `initiativeGroup` is shared by copies (see DECISIONS.md). Should the reader
// refuse the object (not expected: tst_monsters reads every SRD entry so), `error` says why
// and the creature has the plain statistics only.
Creature creatureFromMonster(const Monster &m, QString *error = nullptr);

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
