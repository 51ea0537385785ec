#pragma once

// "Damage All in Area…" (RULES.md 13.5 version 3): one damage roll for the area,
// an optional saving throw (ability, DC, half damage on a success; pf2e a basic save), one
// row per creature with its d20 rolled by the core's rollSave (its save bonus, its cover
// from the area's origin, advantage when dodging, disadvantage when restrained or squeezed,
// an automatic failure when paralyzed, no roll at all behind total cover) or entered as
// rolled at the table, the result, the damage (editable) and what its defences leave of it.
// The caller applies area() as one undo step (combat::applyAreaDamage).

#include "combat/areadamage.h"
#include "combat/resolve.h"

#include <memory>

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace bm {

class Document;

class AreaDamageDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column { NameColumn, RollColumn, BonusColumn, TotalColumn, ResultColumn, DamageColumn, TakesColumn, ColumnCount };

    AreaDamageDialog(Document *document, const combat::AreaTargets &targets, const QString &areaName,
                     QWidget *parent = nullptr);
    ~AreaDamageDialog() override;

    combat::AreaDamage area() const;
    QTableWidget *table() const { return m_table; }
    QSpinBox *spinAt(int row, Column column) const;

private:
    // What the core's rollSave said of a row (the d20 and bonus live in the spin boxes).
    struct RowState {
        QString id;
        int coverBonus = 0;
        bool automaticFailure = false;
        bool notAffected = false;
    };

    Document *m_document;
    combat::AreaTargets m_targets;
    std::unique_ptr<CoverMap> m_cover; // the encounter's walls, for cover from the origin
    std::vector<RowState> m_rows;
    QString m_areaName;
    QString m_rolledText;   // "8d6: [..] = 28" of the last roll
    int m_rolledTotal = -1; // what the dice gave (the spin box may be edited after)
    QLineEdit *m_dice;
    QSpinBox *m_rolled;
    QLabel *m_diceError;
    QComboBox *m_type;
    QGroupBox *m_save;
    QComboBox *m_ability;
    QSpinBox *m_dc;
    QCheckBox *m_half;
    QCheckBox *m_magical;
    QTableWidget *m_table;
    QDialogButtonBox *m_buttons;

    void rollDamage();
    void rollSaves(); // each creature's save with the document's dice (RULES.md 13.5)
    void recompute();
    void showTakes(int row); // the Takes column: the row's damage after its defences
};

} // namespace bm
