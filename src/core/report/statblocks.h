#pragma once

// The stat blocks printed with the encounter summary: one per kind of
// creature on the map (three goblins, one Goblin), in the order the kinds first come in
// the participants' table. A creature from the SRD library prints its `statblock` as the
// book does (the SRD's words stay English; only the labels are translated); a creature
// without one gets a short block from its typed fields (attacks, saves, defences, senses,
// light) when it has any of them, since the table already shows its AC, HP and speed.

#include "model/encounter.h"

#include <QList>
#include <QString>

#include <vector>

namespace bm {

struct StatBlockLine {
    QString label; // "Armor Class", translated
    QString text;  // "15 (leather armor, shield)", as the stat block gives it
};

struct StatBlockEntry {
    QString name; // "Nimble Escape", "Scimitar"
    QString text;
};

struct StatBlockSection {
    QString heading; // "Actions" (translated); empty: the traits after the numbers
    std::vector<StatBlockEntry> entries;
};

struct StatBlockAbility {
    QString label; // "STR", translated
    int score = 10;
    int modifier = 0;
};

struct SummaryStatBlock {
    QString key;        // the kind: "srd:goblin", "statblock:goblin", "name:goblin"
    QString name;       // "Goblin"
    QString kind;       // "Small humanoid (goblinoid), neutral evil" (empty for typed blocks)
    bool fromStatblock = false; // false: made from the creature's typed fields
    QList<int> numbers; // the participants' numbers (the tokens on the map) of this kind
    std::vector<StatBlockLine> lines;
    int linesBeforeAbilities = 0; // the abilities are printed after this many lines (AC, HP, speed)
    std::vector<StatBlockAbility> abilities; // empty when the stat block has none
    std::vector<StatBlockSection> sections;
};

// "Goblin 3" → "Goblin": the name a kind goes by when nothing else groups it.
QString nameWithoutNumber(const QString &name);
// The kind a creature belongs to: its `srd` index, else its stat block's index or name,
// else its name without a trailing number (lower case, with a prefix saying which).
QString statBlockKind(const Creature &c);
// The Saving Throws line as the book prints it ("Dex +4, Wis +2"): the abilities' saves in
// STR DEX CON INT WIS CHA order (pf2e's Fortitude, Reflex, Will after); when the creature's
// stat block has ability scores, only the saves it is proficient in (those that differ from
// the ability's modifier). Empty when there is none to print.
QString savingThrowsText(const Creature &c);
// One creature's block, the words its kind gets in the summary: from its stat block when it
// has one, else from its typed fields (no lines and no sections when it has none of them).
// The Stat Block panel shows this block with the creature's numbers of the moment.
SummaryStatBlock statBlockOf(const Creature &c, Ruleset ruleset);
// One block per kind, in the order of `ids` (the participants' order, numbered from 1).
std::vector<SummaryStatBlock> statBlocksFor(const Encounter &e, const QStringList &ids);

} // namespace bm
