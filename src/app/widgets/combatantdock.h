#pragma once

// The combatant panel: hit points (damage with a type, healing, temporary HP),
// conditions and effects with durations, the turn economy, death saves, for the creature
// selected on the map or in the initiative list. Every change is an undo command.

#include "combat/combat.h"

#include <QDockWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QToolButton;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace bm {

class Document;
struct Effect;

class CombatantDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit CombatantDock(Document *document, QWidget *parent = nullptr);

    QString creatureId() const { return m_id; }
    void setCreature(const QString &id);
    // The shortcuts' targets: the amount box to the shown creature (or, with none shown,
    // to the creature whose turn it is).
    void applyDamage();
    void applyHealing();
    void focusAmount();
    // An effect as the panels show it: its name, or its condition's name in the interface
    // language, with value, persistent damage and rounds left (combat::effectText, translated).
    static QString effectLabel(const Effect &effect);
    // The damage type picked or typed in the panel, as the file names it ("fire").
    QString damageTypeId() const;
    // RULES.md 15: the planned turn's card, at the top of the panel (the planner shows and
    // hides it).
    void setPlanCard(QWidget *card);

signals:
    void statusMessage(const QString &text);
    // RULES.md 14 from the panel, for the shown creature (StealthActions makes them).
    void hideRequested(const QString &id);
    void searchRequested(const QString &id);
    void seekRequested(const QString &id);
    void seekAroundRequested(const QString &id);
    void revealRequested(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    Document *m_document;
    QString m_id;
    QLabel *m_title;
    QLabel *m_hp;
    QVBoxLayout *m_layout = nullptr;
    QSpinBox *m_amount;
    QComboBox *m_damageType;
    QCheckBox *m_critical;
    QPushButton *m_damage;
    QPushButton *m_heal;
    QPushButton *m_temp;
    QLabel *m_economy;
    QPushButton *m_action;
    QPushButton *m_bonus;
    QPushButton *m_reaction;
    QPushButton *m_deathSave;
    QPushButton *m_stabilize;
    QListWidget *m_effects;
    QPushButton *m_removeEffect;
    QLineEdit *m_effectName;
    QComboBox *m_condition;
    QSpinBox *m_value;
    QSpinBox *m_rounds;
    QComboBox *m_tick;
    QComboBox *m_tickOf;
    QLineEdit *m_persistent;
    QPushButton *m_addEffect;
    QComboBox *m_mount;
    // RULES.md 14: hiding and finding (Search in the 5e family, Seek in pf2e).
    QLabel *m_hiding;
    QPushButton *m_hide;
    QPushButton *m_search;
    QPushButton *m_seek;
    QPushButton *m_seekAround;
    QPushButton *m_reveal;
    // The turn actions of the ruleset (Dash, Disengage, Dodge, Help, Ready, Stand Up, Drop
    // Prone …), rebuilt when the ruleset changes.
    QGridLayout *m_turnGrid = nullptr;
    std::vector<std::pair<combat::TurnAction, QToolButton *>> m_turnButtons;
    std::optional<Ruleset> m_listsRuleset; // the ruleset the buttons and conditions were made for

    QString target() const;
    void clearEntries(); // the amount and the effect being typed, as on a first start
    void retranslate();
    void refresh();
    void syncRulesetLists(); // turn-action buttons and the condition list of the ruleset
    void addEffect();
};

class CombatLogDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit CombatLogDock(Document *document, QWidget *parent = nullptr);
    QListWidget *list() const { return m_list; }
    QStringList lines() const;
    // The dice box under the log ("2d6+3", "d20 adv"); Enter rolls
    // with the document's dice and logs the roll as one undo step.
    QLineEdit *diceBox() const { return m_diceBox; }
    QLabel *diceMessage() const { return m_diceMessage; }

protected:
    void changeEvent(QEvent *event) override;

private:
    Document *m_document;
    QListWidget *m_list;
    QLineEdit *m_diceBox;
    QLabel *m_diceMessage;
    bool m_diceError = false; // the message says why the box's text can't be rolled
    void refresh();
    void retranslate();
    void rollDiceBox();
    void forgetDiceMessage();
};

} // namespace bm
