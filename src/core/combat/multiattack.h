#pragma once

// Multiattack: the attacks a 5e-family stat block's Multiattack action makes, in
// turn, read from its words against the creature's attack names. "The owlbear makes two
// attacks: one with its beak and one with its claws." -> Beak, Claws. A pure function: the
// Stat Block panel offers the sequence one attack after the other, the test reads the SRD.
// pf2e creatures have no Multiattack (they Strike, RULES.md 13.4 step 4).

#include "model/encounter.h"
#include "model/logmessage.h"

#include <QString>
#include <QStringList>

namespace bm::combat {

struct MultiattackPlan {
    // The attacks in the order they are made, each as the creature's attack names it
    // ("Bite", "Claw", "Claw"); empty when the text couldn't be read.
    QStringList sequence;
    // Why no sequence came out (a message, worded by the reader), empty when `sequence` is read.
    LogMessage unreadBecause;
    bool read() const { return !sequence.isEmpty(); }
};

// Reads the sequence from the first sentence that says what the creature "makes": counts as
// words ("one" … "ten") or digits, "N attacks: one with its bite and two with its claws",
// "two greatclub attacks", "two attacks with its chains", "two melee attacks" (the one melee
// attack it has). A choice ("… or two ranged attacks"), an attack name it doesn't have or a
// total that doesn't add up is not guessed: the plan says why instead. `attackNames` are
// the creature's attacks in order; a name matches singular or plural ("claws" -> "Claw").
MultiattackPlan readMultiattack(const QString &text, const QStringList &attackNames,
                                const QStringList &meleeNames = {}, const QStringList &rangedNames = {});

// The creature's Multiattack text: its stat block's action named "Multiattack" (also
// "Multiattack (Vampire Form)"), or empty when it has none.
QString multiattackText(const Creature &c);

// readMultiattack over the creature's own attacks and stat block.
MultiattackPlan multiattackOf(const Creature &c);

} // namespace bm::combat
