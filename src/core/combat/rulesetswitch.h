#pragma once

// Changing an encounter's ruleset mid-fight (Map → Encounter Settings): the options that
// only followed the old ruleset's default follow the new one's, and every creature's
// conditions, their values and its state at 0 hit points are carried over into what the
// new ruleset has (or dropped where it has nothing like them). A pure function: it returns
// the encounter under the new ruleset and the changes as data; the window words them, asks
// the GM, and pushes the result as one undo step. The mapping is written down in
// docs/DECISIONS.md ("Switching the ruleset").

#include "model/encounter.h"

#include <QString>

#include <vector>

namespace bm::combat {

struct RulesetChange {
    enum class Kind {
        // An option that followed the old ruleset's default follows the new one's:
        // `subject` "diagonals" (from/to: diagonal rule ids) or "flanking" (from/to: "on",
        // "off").
        Option,
        // An option the GM set for this encounter, kept although the new ruleset's default
        // differs: `subject` as for Option, `to` the kept value.
        OptionKept,
        // A creature's condition carried over: `from` (with `fromValue`, 0 for a plain
        // condition) becomes `to` (with `toValue`); an empty `to`: dropped, the new ruleset
        // has nothing like it.
        Condition,
        // A creature at 0 HP: 5e death saves ("death-saves", `fromValue` failures) become
        // pf2e "dying" `toValue`, or the other way round; "stable" on either side.
        ZeroHp,
    };
    Kind kind = Kind::Option;
    QString creature; // id (Condition, ZeroHp)
    QString subject;  // option name (Option, OptionKept)
    QString from;
    int fromValue = 0;
    QString to;
    int toValue = 0;
    friend bool operator==(const RulesetChange &, const RulesetChange &) = default;
};

struct RulesetSwitch {
    Encounter encounter; // under the new ruleset
    std::vector<RulesetChange> changes; // options first, then creatures in the file's order
};

// `e` under `to`. Options (RULES.md 3 diagonals, 6 flanking): unset, or set to the old
// ruleset's default, means "the ruleset's default" and follows the new ruleset; any other
// value is the GM's and stays. Conditions: kept when the new ruleset has them (valued ones
// get a value, 1 for a plain one; plain ones lose theirs), mapped where it has a near
// equivalent, dropped otherwise. At 0 HP: pf2e dying = 1 + the death save failures, and
// back (failures = dying − 1); stable stays stable. Nothing else changes; the same
// ruleset returns `e` and no changes.
RulesetSwitch switchRuleset(const Encounter &e, Ruleset to);

} // namespace bm::combat
