#pragma once

// The Stat Block panel: the selected creature as a printed stat block (its
// `statblock` when it has one, else its own fields), with every attack a link. A link (or
// the token's menu → Attack) arms the attack tool; the GM clicks the target, the engine
// resolves the attack (combat::resolveAttack, RULES.md 13.4) and the panel shows the check's
// reasons, the dice, hit or miss and the damage after the target's defences. Apply deals it
// as one undo step through the tracker (combat::applyAttack, which logs it). "Roll it myself"
// takes the dice the player rolled at the table instead of the document's.

#include "combat/resolve.h"

#include <QDockWidget>
#include <QPointer>

#include <functional>
#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QUrl;
class QWidget;

namespace bm {

class AttackTool;
class Document;
class MapScene;

class StatBlockDock : public QDockWidget
{
    Q_OBJECT

public:
    StatBlockDock(Document *document, MapScene *scene, QWidget *parent = nullptr);

    void setCreature(const QString &id);
    QString creature() const { return m_creatureId; }
    // Arms the attack: the next creature clicked on the map is the target.
    void attackWith(const QString &attackerId, const QString &attackName);
    // The stat block's Multiattack (5e family): its attacks in turn (combat/multiattack.h),
    // each armed after the last one is applied or skipped; when its words can't be read, the
    // panel says so and the GM picks the attacks from the list.
    void startMultiattack(const QString &attackerId);
    // Gives up the attack under way in a Multiattack and arms the next one.
    void skipAttack();
    // RULES.md 15, a planned turn's Do It: these attacks of `attackerId` in turn, each at
    // its own target, resolved at once with the document's dice (or with the typed ones when
    // "Roll it myself" is ticked: Use These Rolls), applied as the GM confirms (Apply) or left
    // out (Skip). Each one applied joins the undo step of `gesture` (the planned move's, while
    // it is the step on top) under `undoText`. plannedAttacksEnded() says when it is over.
    struct PlannedStrike {
        QString attack;
        QString target;
    };
    void startPlannedAttacks(const QString &attackerId, const QList<PlannedStrike> &strikes, const QString &undoText, int gesture);
    bool plannedAttacksUnderway() const { return !m_plannedTargets.isEmpty(); }
    // An attack check's reasons in this panel's words, a line each: advantage, disadvantage,
    // cover, off-guard, notes, an attack penalty (the planned turn's card says them alike).
    static QStringList checkLines(const AttackCheck &check);
    // Resolves the armed (or last) attack against `targetId` with the document's dice, or the
    // typed ones when "Roll it myself" is ticked. False when nothing could be rolled.
    bool resolveAgainst(const QString &targetId);
    // Deals the shown result (one undo step); the problem, or empty when applied.
    QString apply();

    QTextBrowser *browser() const { return m_browser; }
    QLabel *resultLabel() const { return m_result; }
    QPushButton *applyButton() const { return m_apply; }
    QCheckBox *rollMyselfBox() const { return m_rollMyself; }
    QLineEdit *tableD20Edit() const { return m_tableD20; }
    QLineEdit *tableDamageEdit() const { return m_tableDamage; }
    QPushButton *useTableRollsButton() const { return m_useTableRolls; }
    QLabel *multiattackLabel() const { return m_multiLabel; }
    QPushButton *skipButton() const { return m_skip; }
    AttackTool *attackTool() const { return m_tool; }
    const std::optional<combat::AttackResolution> &resolution() const { return m_resolution; }

    // The stat block as HTML (the panel's text; the links are "attack:<index>").
    static QString html(const Encounter &e, const Creature &c);

signals:
    void statusMessage(const QString &text);
    // A planned turn's attacks are over: every one applied or skipped (`completed`), or the
    // sequence given up (dismissed, another attack picked, the encounter changed under it).
    void plannedAttacksEnded(bool completed);

protected:
    void changeEvent(QEvent *event) override;

private:
    // A text that words itself in the language of the moment: kept with its label, so a
    // language switch writes the attack under way again (LanguageChange reads it anew).
    using Wording = std::function<QString()>;
    // The attack applied last, as the creatures and the tracker were before and after it:
    // the panel says "applied" only while the document is as the attack left it.
    struct Applied {
        Encounter before;
        Encounter after;
        combat::AttackResolution resolution;
        bool onlyKeptDieTyped = false;
        Wording title;
    };

    Document *m_document;
    QPointer<MapScene> m_scene;
    AttackTool *m_tool;
    QTextBrowser *m_browser;
    QWidget *m_attackBox;
    QLabel *m_multiLabel;
    QPushButton *m_skip;
    QLabel *m_attackTitle;
    QLabel *m_result;
    QCheckBox *m_rollMyself;
    QWidget *m_tableRow;
    QLabel *m_d20Label;
    QLabel *m_damageLabel;
    QLineEdit *m_tableD20;
    QLineEdit *m_tableDamage;
    QPushButton *m_useTableRolls;
    QPushButton *m_apply;
    QPushButton *m_dismiss;
    QString m_creatureId;
    QString m_attacker;
    QString m_attackName;
    QString m_target;
    std::optional<combat::AttackResolution> m_resolution;
    // Only the die kept was typed for a roll with advantage or disadvantage: the resolution
    // holds that one die, and the panel says so rather than showing a second.
    bool m_onlyKeptDieTyped = false;
    std::optional<Applied> m_applied;
    bool m_applying = false;
    Wording m_titleWording;
    Wording m_resultWording;
    Wording m_multiWording;
    // The Multiattack under way: its sequence and the attack being made (-1: none).
    QStringList m_multiSequence;
    int m_multiStep = -1;
    LogMessage m_multiNote; // why the sequence couldn't be read
    // A planned turn's attacks (startPlannedAttacks): the target of each in m_multiSequence,
    // and the undo step they join.
    QStringList m_plannedTargets;
    QString m_plannedUndoText;
    int m_plannedGesture = 0;

    void armAttack(const QString &attackerId, const QString &attackName, const Wording &before = {});
    void nextInMultiattack();
    void endMultiattack(bool completed = false);
    void showMultiattack();

    void refresh();
    void retranslate();
    void linkClicked(const QUrl &url);
    void clearAttack(const Wording &why = {});
    void showResolution();
    QString describe(const combat::AttackResolution &r, bool onlyKeptDieTyped) const;
    void setTitle(const Wording &w);
    void setResult(const Wording &w);
    void setMultiText(const Wording &w);
    void followDocument();
    static bool sameFight(const Encounter &a, const Encounter &b);
};

} // namespace bm
