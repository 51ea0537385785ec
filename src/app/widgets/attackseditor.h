#pragma once

// The Creature panel's Attacks box: the shown creature's attacks (RULES.md 13.3)
// as a list with Add and Remove, and the picked attack's name, bonus, kind, reach or range,
// damage parts (dice and type each), magical and (pf2e) agile. Every change goes through the
// panel's one edit path (an undo command each); a dice expression the dice parser refuses is
// never stored: the box says why beside the field and keeps the text for fixing.

#include "model/encounter.h"

#include <QGroupBox>

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QToolButton;
class QWidget;

namespace bm {

class AttacksEditor : public QGroupBox
{
    Q_OBJECT

public:
    // The panel's edit: applies `change` to the shown creature as an undo command (merged
    // with the last one of the same `field` when `merge`); false when refused.
    using Edit = std::function<bool(const QString &field, const QString &what, const std::function<void(Creature &)> &change, bool merge)>;

    AttacksEditor(Edit edit, QWidget *parent = nullptr);

    // Shows `c`'s attacks (null: none, disabled). Fields being typed in keep their text.
    void showCreature(const Creature *c, Ruleset ruleset);
    int currentAttack() const; // index in the creature's attacks, -1 when none is picked
    void setCurrentAttack(int index);
    // The last problem shown (a refused dice expression, a name already taken), or empty.
    QString problem() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct PartRow {
        QLineEdit *dice;
        QComboBox *type;
        QToolButton *remove;
    };

    Edit m_edit;
    QString m_creatureId;
    QString m_creatureName;
    std::vector<CreatureAttack> m_attacks; // what the model says, as last shown
    Ruleset m_ruleset = Ruleset::Dnd2014;
    int m_defaultReach = 5;
    bool m_refreshing = false;
    int m_badPart = -1; // the damage part whose refused expression is still shown

    QListWidget *m_list;
    QPushButton *m_add;
    QPushButton *m_remove;
    QWidget *m_fields;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_bonusLabel;
    QSpinBox *m_bonus;
    QComboBox *m_kind;
    QLabel *m_reachLabel;
    QSpinBox *m_reach;
    QLabel *m_rangeLabel;
    QWidget *m_rangeRow;
    QSpinBox *m_normalRange;
    QSpinBox *m_longRange;
    QLabel *m_damageLabel;
    QGridLayout *m_partsLayout;
    std::vector<PartRow> m_parts;
    QPushButton *m_addPart;
    QCheckBox *m_magical;
    QCheckBox *m_agile;
    QLabel *m_problem;

    void retranslate();
    void refreshList();
    void refreshFields();
    void refreshParts(const CreatureAttack *a);
    void fillTypes(QComboBox *combo);
    void setProblem(const QString &text);
    // Edits the current attack through the panel; `field` keys merging ("bonus").
    bool editAttack(const QString &field, const std::function<void(CreatureAttack &)> &change, bool merge = false);
    void addAttack();
    void removeAttack();
    void commitName();
    void commitDice(int part);
};

} // namespace bm
