#pragma once

// File → New and Map → Encounter Settings (forms/encountersettingsdialog.ui): the ruleset,
// the grid, the square size and the options that default per ruleset (diagonals,
// flanking, round length). OK is refused, with the reason shown, while the settings
// can't apply to the encounter (a creature would stand outside a smaller grid).
// Another ruleset for an encounter with creatures carries its options, conditions and
// 0-HP states over (combat/rulesetswitch.h): the GM confirms the list of changes first,
// and the combat log records them.

#include "combat/rulesetswitch.h"
#include "model/mapedits.h"

#include <QDialog>

#include <memory>

namespace Ui {
class EncounterSettingsDialog;
}

namespace bm {

class EncounterSettingsDialog : public QDialog
{
    Q_OBJECT

public:
    // `encounter` is what the settings apply to (an empty one for File → New).
    EncounterSettingsDialog(const Encounter &encounter, QWidget *parent = nullptr);
    ~EncounterSettingsDialog() override;

    mapedit::EncounterSettings settings() const;
    // The encounter with the settings applied (valid after accept()).
    const Encounter &result() const { return m_result; }

    void accept() override;

    // A change of the ruleset switch in the GM's words: "Pip (halfling rogue): at 0 HP
    // (death save failures: 0), now dying 1".
    static QString describe(const combat::RulesetChange &change, const Encounter &before);
    // The switch's changes the GM is asked about: the options picked in this dialog are
    // the GM's own, not the switch's.
    std::vector<combat::RulesetChange> rulesetChanges() const;

private:
    std::unique_ptr<Ui::EncounterSettingsDialog> m_ui;
    Encounter m_original;
    Encounter m_result;

    bool m_diagonalsPicked = false; // the GM chose the diagonals (flanking) in this dialog
    bool m_flankingPicked = false;

    void fillDefaults(); // the "ruleset default" entries name the ruleset's choice
    void showOptionsOf(const Encounter &e); // the diagonals and flanking the GM hasn't picked
    bool confirmRulesetSwitch(const std::vector<combat::RulesetChange> &changes);
};

} // namespace bm
