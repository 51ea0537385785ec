#pragma once

// "Damage All in Area…" (issue 18): one damage roll for the area, an optional saving throw
// (ability, DC, half damage on a success; pf2e a basic save), one row per creature with
// its d20 (rolled with the document's dice when the dialog opens, or entered), its save
// bonus, the result and the damage it takes (editable). The caller applies area() as one
// undo step (combat::applyAreaDamage).

#include "combat/areadamage.h"

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
    enum Column { NameColumn, RollColumn, BonusColumn, TotalColumn, ResultColumn, DamageColumn, ColumnCount };

    AreaDamageDialog(Document *document, const QStringList &ids, const QString &areaName, QWidget *parent = nullptr);

    combat::AreaDamage area() const;
    QTableWidget *table() const { return m_table; }
    QSpinBox *spinAt(int row, Column column) const;

private:
    Document *m_document;
    QStringList m_ids;
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
    QTableWidget *m_table;
    QDialogButtonBox *m_buttons;

    void rollDamage();
    void readBonuses();
    void recompute();
};

} // namespace bm
