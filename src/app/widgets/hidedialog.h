#pragma once

// Hide… (RULES.md 14.2): the creature's Stealth check, rolled with the document's dice
// (d20 + its `stealth`) or typed as the total made at the table; pf2e offers Sneak
// (undetected) as well. The caller makes the hide as one undo step (combat::hide).

#include <QDialog>

#include <optional>

class QCheckBox;
class QRadioButton;
class QSpinBox;

namespace bm {

struct Creature;
enum class Ruleset;

class HideDialog : public QDialog
{
    Q_OBJECT

public:
    HideDialog(const Creature &creature, Ruleset ruleset, QWidget *parent = nullptr);

    QString creatureId() const { return m_id; }
    // The total typed, or nullopt: roll.
    std::optional<int> typedTotal() const;
    bool sneak() const;

    QRadioButton *rollButton() const { return m_roll; }
    QRadioButton *typedButton() const { return m_typed; }
    QSpinBox *totalSpin() const { return m_total; }
    QCheckBox *sneakCheck() const { return m_sneak; }

private:
    QString m_id;
    QRadioButton *m_roll;
    QRadioButton *m_typed;
    QSpinBox *m_total;
    QCheckBox *m_sneak = nullptr;
};

} // namespace bm
