#pragma once

// File → New and Map → Encounter Settings (forms/encountersettingsdialog.ui): the ruleset,
// the grid, the square size and the options that default per ruleset (diagonals,
// flanking, round length). OK is refused, with the reason shown, while the settings
// can't apply to the encounter (a creature would stand outside a smaller grid).

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

private:
    std::unique_ptr<Ui::EncounterSettingsDialog> m_ui;
    Encounter m_original;
    Encounter m_result;

    void fillDefaults(); // the "ruleset default" entries name the ruleset's choice
};

} // namespace bm
