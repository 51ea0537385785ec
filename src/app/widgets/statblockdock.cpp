#include "statblockdock.h"

#include "report/statblocks.h"

#include "combat/multiattack.h"
#include "commands/combatcommands.h"
#include "document.h"
#include "rules/cover.h"
#include "rules/sight.h"
#include "scene/mapscene.h"
#include "tools/attacktool.h"
#include "tools/covertool.h"
#include "rules/underwater.h"
#include "words/words.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// A bonus with a typographic minus ("\u2212 1"), as the panel sets it.
QString bonusWithMinusSign(int n)
{
    return n >= 0 ? QStringLiteral("+%1").arg(n) : QStringLiteral("\u2212%1").arg(-n);
}

QString feet(double f)
{
    return QStringLiteral("%1 ft.").arg(f);
}

// "<b>Label</b> text" as one line of the stat block.
QString line(const QString &label, const QString &text)
{
    return QStringLiteral("<b>%1</b> %2<br/>").arg(esc(label), esc(text));
}

QString attackSummary(const CreatureAttack &a)
{
    QStringList parts;
    for (const DamagePart &d : a.damage)
        parts << (d.type.isEmpty() ? d.dice : QStringLiteral("%1 %2").arg(d.dice, damageTypeDisplayName(d.type)));
    QString range;
    if (a.isMelee())
        range = a.reach >= 0 ? QCoreApplication::translate("bm::StatBlockDock", "melee, reach %1").arg(feet(a.reach))
                             : QCoreApplication::translate("bm::StatBlockDock", "melee");
    else
        range = QCoreApplication::translate("bm::StatBlockDock", "ranged, %1/%2 ft.").arg(a.normalRange).arg(a.longRange);
    return QStringLiteral("%1 %2 (%3), %4").arg(a.name, bonusWithMinusSign(a.bonus), range, parts.join(QStringLiteral(" + ")));
}

} // namespace

StatBlockDock::StatBlockDock(Document *document, MapScene *scene, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_scene(scene)
    , m_tool(new AttackTool(this))
{
    setObjectName(QStringLiteral("statBlockDock")); // the saved window state knows the panel by it
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    m_browser = new QTextBrowser(body);
    m_browser->setObjectName(QStringLiteral("statBlockText"));
    m_browser->setOpenLinks(false);
    m_browser->setOpenExternalLinks(false);
    layout->addWidget(m_browser, 1);

    // The attack under way: what was picked, what the dice made of it, Apply.
    m_attackBox = new QWidget(body);
    m_attackBox->setObjectName(QStringLiteral("attackBox"));
    auto *box = new QVBoxLayout(m_attackBox);
    box->setContentsMargins(0, 0, 0, 0);
    m_multiLabel = new QLabel(m_attackBox);
    m_multiLabel->setObjectName(QStringLiteral("multiattackLabel"));
    m_multiLabel->setWordWrap(true);
    m_multiLabel->setVisible(false);
    box->addWidget(m_multiLabel);
    m_attackTitle = new QLabel(m_attackBox);
    m_attackTitle->setObjectName(QStringLiteral("attackTitle"));
    m_attackTitle->setWordWrap(true);
    QFont bold = m_attackTitle->font();
    bold.setBold(true);
    m_attackTitle->setFont(bold);
    box->addWidget(m_attackTitle);
    m_result = new QLabel(m_attackBox);
    m_result->setObjectName(QStringLiteral("attackResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->addWidget(m_result);
    m_rollMyself = new QCheckBox(m_attackBox);
    m_rollMyself->setObjectName(QStringLiteral("rollMyself"));
    box->addWidget(m_rollMyself);
    m_tableRow = new QWidget(m_attackBox);
    auto *row = new QHBoxLayout(m_tableRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_d20Label = new QLabel(m_tableRow);
    m_tableD20 = new QLineEdit(m_tableRow);
    m_tableD20->setObjectName(QStringLiteral("tableD20"));
    m_d20Label->setBuddy(m_tableD20);
    m_damageLabel = new QLabel(m_tableRow);
    m_tableDamage = new QLineEdit(m_tableRow);
    m_tableDamage->setObjectName(QStringLiteral("tableDamage"));
    m_damageLabel->setBuddy(m_tableDamage);
    m_useTableRolls = new QPushButton(m_tableRow);
    m_useTableRolls->setObjectName(QStringLiteral("useTableRolls"));
    row->addWidget(m_d20Label);
    row->addWidget(m_tableD20, 1);
    row->addWidget(m_damageLabel);
    row->addWidget(m_tableDamage, 2);
    box->addWidget(m_tableRow);
    // One row of buttons: the panel keeps its height for the stat block above.
    auto *buttons = new QHBoxLayout;
    m_apply = new QPushButton(m_attackBox);
    m_apply->setObjectName(QStringLiteral("applyAttack"));
    // Apply changes the fight, so it never appears under the pointer: its place is kept
    // while it is hidden, and Use These Rolls (clicked just before it shows) stays beside
    // it instead of sliding over. A double click on Use These Rolls rolls twice at worst.
    QSizePolicy keepPlace = m_apply->sizePolicy();
    keepPlace.setRetainSizeWhenHidden(true);
    m_apply->setSizePolicy(keepPlace);
    m_dismiss = new QPushButton(m_attackBox);
    m_dismiss->setObjectName(QStringLiteral("dismissAttack"));
    m_skip = new QPushButton(m_attackBox);
    m_skip->setObjectName(QStringLiteral("skipAttack"));
    m_skip->setVisible(false);
    buttons->addWidget(m_apply);
    buttons->addWidget(m_useTableRolls);
    buttons->addStretch(1);
    buttons->addWidget(m_skip);
    buttons->addWidget(m_dismiss);
    box->addLayout(buttons);
    layout->addWidget(m_attackBox);
    setWidget(body);

    m_tableRow->setVisible(false);
    m_useTableRolls->setVisible(false);
    m_attackBox->setVisible(false);

    connect(m_browser, &QTextBrowser::anchorClicked, this, &StatBlockDock::linkClicked);
    connect(m_rollMyself, &QCheckBox::toggled, this, [this](bool on) {
        m_tableRow->setVisible(on);
        m_useTableRolls->setVisible(on);
    });
    connect(m_useTableRolls, &QPushButton::clicked, this, [this] {
        if (!m_target.isEmpty())
            resolveAgainst(m_target);
        else
            emit statusMessage(tr("Pick the target on the map first"));
    });
    connect(m_tableD20, &QLineEdit::returnPressed, m_useTableRolls, &QPushButton::click);
    connect(m_tableDamage, &QLineEdit::returnPressed, m_useTableRolls, &QPushButton::click);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        const QString problem = apply();
        if (!problem.isEmpty())
            emit statusMessage(problem);
    });
    connect(m_dismiss, &QPushButton::clicked, this, [this] { clearAttack(); });
    connect(m_skip, &QPushButton::clicked, this, &StatBlockDock::skipAttack);
    connect(m_tool, &AttackTool::targetPicked, this, [this](const QString &, const QString &target) { resolveAgainst(target); });
    connect(m_tool, &AttackTool::statusMessage, this, &StatBlockDock::statusMessage);
    connect(m_tool, &AttackTool::cancelled, this, [this] {
        clearAttack();
        emit statusMessage(tr("Attack given up"));
    });
    // Every change of the document (an edit, undo, redo, a turn) comes with creaturesChanged.
    // The panel reads the creature selected on the map.
    if (m_scene)
        connect(m_scene, &MapScene::selectedCreatureChanged, this, &StatBlockDock::setCreature);
    connect(m_document, &Document::creaturesChanged, this, [this] {
        refresh();
        followDocument();
    });
    connect(m_document, &Document::encounterReset, this, [this] {
        m_creatureId.clear();
        m_applied.reset();
        clearAttack();
        refresh();
    });
    retranslate();
    refresh();
}

void StatBlockDock::setCreature(const QString &id)
{
    m_creatureId = id;
    refresh();
}

void StatBlockDock::refresh()
{
    const Encounter &e = m_document->encounter();
    const Creature *c = e.creature(m_creatureId);
    if (!c) {
        m_browser->setHtml(QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("Select a creature on the map to read its stat block."))));
        return;
    }
    const int scroll = m_browser->verticalScrollBar() ? m_browser->verticalScrollBar()->value() : 0;
    m_browser->setHtml(html(e, *c));
    if (m_browser->verticalScrollBar())
        m_browser->verticalScrollBar()->setValue(scroll);
}

QString StatBlockDock::html(const Encounter &e, const Creature &c)
{
    // The block's words are the summary's (report/statblocks.h, statBlockOf: one function for
    // the printed page and this panel). The panel adds what the summary's participants'
    // table shows beside the block, as they are now (armour class, hit points, speed), and
    // the attacks as links the engine rolls.
    const SummaryStatBlock b = statBlockOf(c, e.ruleset);
    const QJsonObject s = c.hasStatblock ? c.statblock : QJsonObject();
    const auto text = [&](const char *key) { return s.value(QLatin1String(key)).toString(); };
    QString h;
    h += QStringLiteral("<h2 style=\"margin-bottom:0\">%1</h2>").arg(esc(c.name));
    // Size, type, alignment: as printed, else the creature's size.
    h += QStringLiteral("<p><i>%1</i></p><hr/>").arg(esc(b.kind.isEmpty() ? sizeDisplayName(c.size) : b.kind));

    // AC, HP, speed: the book's line when there is one; the HP now always.
    QString p;
    if (!text("armorClass").isEmpty())
        p += line(tr("Armor Class"), text("armorClass"));
    else if (c.hasAc)
        p += line(tr("Armor Class"), QString::number(c.ac));
    else
        p += line(tr("Armor Class"), tr("none (can't be attacked)"));
    if (!text("hitPoints").isEmpty())
        p += line(tr("Hit Points"), tr("%1 (now %2)").arg(text("hitPoints")).arg(c.hp));
    else
        p += line(tr("Hit Points"), tr("%1 of %2").arg(c.hp).arg(c.maxHp));
    if (!text("speed").isEmpty()) {
        p += line(tr("Speed"), text("speed"));
    } else {
        QStringList sp{feet(c.speed.walk)};
        const std::pair<const char *, int> others[] = {{"fly", c.speed.fly}, {"swim", c.speed.swim},
                                                        {"climb", c.speed.climb}, {"burrow", c.speed.burrow}};
        for (const auto &[name, v] : others)
            if (v > 0)
                sp << QStringLiteral("%1 %2").arg(QLatin1String(name), feet(v));
        p += line(tr("Speed"), sp.join(QStringLiteral(", ")));
    }
    h += QStringLiteral("<p>%1</p>").arg(p);

    // The abilities with their modifiers.
    if (!b.abilities.empty()) {
        QString head, values;
        for (const StatBlockAbility &a : b.abilities) {
            head += QStringLiteral("<th align=\"center\">%1</th>").arg(esc(a.label));
            values += QStringLiteral("<td align=\"center\">%1 (%2)</td>").arg(a.score).arg(bonusWithMinusSign(a.modifier));
        }
        h += QStringLiteral("<hr/><table cellspacing=\"4\" width=\"100%\"><tr>%1</tr><tr>%2</tr></table><hr/>").arg(head, values);
    } else {
        h += QStringLiteral("<hr/>");
    }

    // The block's lines after the numbers above (saves, skills, defences, senses, languages,
    // challenge; a block from typed fields has only these).
    QString q;
    for (std::size_t i = b.fromStatblock ? std::size_t(b.linesBeforeAbilities) : 0; i < b.lines.size(); ++i)
        q += line(b.lines[i].label, b.lines[i].text);
    if (!q.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(q);

    // The attacks the engine rolls, each a link; a 5e-family Multiattack first,
    // its sequence as read (pf2e creatures Strike instead, RULES.md 13.4 step 4).
    const bool multiattack = isFiveEFamily(e.ruleset) && !combat::multiattackText(c).isEmpty() && !c.attacks.empty();
    if (!c.attacks.empty()) {
        h += QStringLiteral("<h3>%1</h3><p>").arg(esc(tr("Attacks")));
        if (multiattack) {
            const combat::MultiattackPlan plan = combat::multiattackOf(c);
            h += QStringLiteral("\u25B8 <a href=\"multiattack:\"><b>%1</b></a> %2<br/>")
                     .arg(esc(tr("Multiattack")),
                          esc(plan.read() ? QStringLiteral("(%1)").arg(plan.sequence.join(QStringLiteral(", ")))
                                          : tr("(its attacks in any order: %1)").arg(wordLogMessage(plan.unreadBecause, &e))));
        }
        for (std::size_t i = 0; i < c.attacks.size(); ++i)
            h += QStringLiteral("\u25B8 <a href=\"attack:%1\"><b>%2</b></a> %3<br/>")
                     .arg(i)
                     .arg(esc(c.attacks[i].name), esc(attackSummary(c.attacks[i]).mid(c.attacks[i].name.size())));
        h += QStringLiteral("</p>");
    }

    // Traits, actions, reactions, legendary actions: the book's words; an action that is
    // one of the attacks links to it. (A block from typed fields has one section, its
    // attacks: the links above are they.)
    if (b.fromStatblock) {
        for (const StatBlockSection &section : b.sections) {
            if (!section.heading.isEmpty())
                h += QStringLiteral("<h3>%1</h3>").arg(esc(section.heading));
            const bool actions = section.heading == QCoreApplication::translate("Summary", "Actions");
            for (const StatBlockEntry &entry : section.entries) {
                const QString &name = entry.name;
                QString head = QStringLiteral("<b><i>%1.</i></b>").arg(esc(name));
                for (std::size_t i = 0; i < c.attacks.size(); ++i)
                    if (c.attacks[i].name.compare(name, Qt::CaseInsensitive) == 0)
                        head = QStringLiteral("<a href=\"attack:%1\"><b><i>%2.</i></b></a>").arg(i).arg(esc(name));
                if (multiattack && actions && name.startsWith(QLatin1String("Multiattack"), Qt::CaseInsensitive))
                    head = QStringLiteral("<a href=\"multiattack:\"><b><i>%1.</i></b></a>").arg(esc(name));
                h += QStringLiteral("<p>%1 %2</p>").arg(head, esc(entry.text));
            }
        }
    }
    return h;
}

void StatBlockDock::linkClicked(const QUrl &url)
{
    if (url.scheme() == QLatin1String("multiattack")) {
        startMultiattack(m_creatureId);
        return;
    }
    if (url.scheme() != QLatin1String("attack"))
        return;
    const Creature *c = m_document->encounter().creature(m_creatureId);
    bool ok = false;
    const int index = url.path().toInt(&ok);
    if (!c || !ok || index < 0 || index >= int(c->attacks.size()))
        return;
    attackWith(c->id, c->attacks[std::size_t(index)].name);
}

void StatBlockDock::attackWith(const QString &attackerId, const QString &attackName)
{
    const Creature *a = m_document->encounter().creature(attackerId);
    if (!a || !a->attack(attackName))
        return;
    // An attack picked on its own ends a Multiattack's sequence; a Multiattack whose words
    // couldn't be read goes on saying so while its attacks are picked from the list.
    if (m_multiStep >= 0 || attackerId != m_attacker)
        endMultiattack();
    m_applied.reset();
    armAttack(attackerId, attackName);
}

void StatBlockDock::startMultiattack(const QString &attackerId)
{
    const Encounter &e = m_document->encounter();
    const Creature *a = e.creature(attackerId);
    if (!a || !isFiveEFamily(e.ruleset) || a->attacks.empty())
        return;
    const combat::MultiattackPlan plan = combat::multiattackOf(*a);
    endMultiattack();
    clearAttack();
    m_multiSequence = plan.sequence;
    m_multiNote = plan.unreadBecause;
    if (!plan.read()) {
        // Not read: the GM makes the attacks from the list, the panel says why.
        m_attacker = attackerId;
        m_attackBox->setVisible(true);
        setTitle([name = a->name] { return name; });
        setResult([] { return tr("Pick each attack from the Attacks list above."); });
        m_apply->setVisible(false);
        show();
        raise();
        showMultiattack();
        return;
    }
    m_multiStep = 0;
    armAttack(attackerId, m_multiSequence.front());
}

void StatBlockDock::skipAttack()
{
    if (m_multiStep < 0)
        return;
    if (m_tool->armed())
        m_tool->disarm();
    m_resolution.reset();
    m_apply->setVisible(false);
    setResult([name = m_attackName] { return tr("%1 skipped.").arg(name); });
    nextInMultiattack();
}

void StatBlockDock::startPlannedAttacks(const QString &attackerId, const QList<PlannedStrike> &strikes, const QString &undoText,
                                        int gesture)
{
    const Creature *a = m_document->encounter().creature(attackerId);
    if (!a || strikes.isEmpty())
        return;
    endMultiattack();
    clearAttack();
    m_applied.reset();
    for (const PlannedStrike &s : strikes) {
        m_multiSequence << s.attack;
        m_plannedTargets << s.target;
    }
    m_plannedUndoText = undoText;
    m_plannedGesture = gesture;
    m_multiStep = 0;
    armAttack(attackerId, m_multiSequence.front());
}

void StatBlockDock::nextInMultiattack()
{
    const QString attacker = m_attacker;
    const Wording before = m_resultWording;
    ++m_multiStep;
    if (m_multiStep >= m_multiSequence.size() || !m_document->encounter().creature(attacker)) {
        const int made = int(m_multiSequence.size());
        const bool planned = plannedAttacksUnderway();
        if (planned)
            setMultiText([made] { return tr("Planned turn: done (%n attack(s) made or skipped).", nullptr, made); });
        else
            setMultiText([made] { return tr("Multiattack: all %n attack(s) made.", nullptr, made); });
        endMultiattack(true);
        m_multiLabel->setVisible(true);
        return;
    }
    armAttack(attacker, m_multiSequence[m_multiStep], before);
}

void StatBlockDock::endMultiattack(bool completed)
{
    const bool planned = plannedAttacksUnderway();
    m_multiSequence.clear();
    m_plannedTargets.clear();
    m_plannedUndoText.clear();
    m_plannedGesture = 0;
    m_multiStep = -1;
    m_multiNote = {};
    if (!completed) {
        m_multiWording = {};
        m_multiLabel->setVisible(false);
    }
    m_skip->setVisible(false);
    if (planned)
        emit plannedAttacksEnded(completed);
}

void StatBlockDock::showMultiattack()
{
    if (m_multiStep >= 0 && m_multiStep < m_multiSequence.size() && plannedAttacksUnderway()) {
        const Creature *t = m_document->encounter().creature(m_plannedTargets.value(m_multiStep));
        setMultiText([step = m_multiStep, n = m_multiSequence.size(), name = m_multiSequence[m_multiStep],
                      target = t ? t->name : m_plannedTargets.value(m_multiStep)] {
            return tr("Planned turn: attack %1 of %2 \u2014 %3 at %4").arg(step + 1).arg(n).arg(name, target);
        });
        m_multiLabel->setVisible(true);
        m_skip->setVisible(true);
    } else if (m_multiStep >= 0 && m_multiStep < m_multiSequence.size()) {
        setMultiText([step = m_multiStep, n = m_multiSequence.size(), name = m_multiSequence[m_multiStep]] {
            return tr("Multiattack: attack %1 of %2 \u2014 %3").arg(step + 1).arg(n).arg(name);
        });
        m_multiLabel->setVisible(true);
        m_skip->setVisible(true);
    } else if (!m_multiNote.isEmpty()) {
        setMultiText([note = m_multiNote] {
            return tr("Multiattack: the sequence can't be read (%1); its attacks are offered without one.").arg(wordLogMessage(note, nullptr));
        });
        m_multiLabel->setVisible(true);
        m_skip->setVisible(false);
    }
}

void StatBlockDock::armAttack(const QString &attackerId, const QString &attackName, const Wording &before)
{
    const Creature *a = m_document->encounter().creature(attackerId);
    if (!a || !a->attack(attackName))
        return;
    m_attacker = attackerId;
    m_attackName = attackName;
    m_target.clear();
    m_resolution.reset();
    show();
    raise();
    m_attackBox->setVisible(true);
    setTitle([name = a->name, attackName] { return tr("%1: %2").arg(name, attackName); });
    // In a Multiattack the last attack's result stays readable above the next one's prompt.
    setResult([before] {
        const QString prompt = tr("Click the target on the map (Esc gives up).");
        return before ? before() + QStringLiteral("\n\n") + prompt : prompt;
    });
    m_apply->setVisible(false);
    showMultiattack();
    if (plannedAttacksUnderway() && m_multiStep >= 0) {
        // A planned attack knows its target: rolled at once (or waiting for the typed dice).
        resolveAgainst(m_plannedTargets.value(m_multiStep));
        return;
    }
    if (m_scene)
        m_tool->arm(m_scene, attackerId);
    emit statusMessage(tr("%1 attacks with %2: click the target").arg(a->name, attackName));
}

bool StatBlockDock::resolveAgainst(const QString &targetId)
{
    const Encounter &e = m_document->encounter();
    const Creature *a = e.creature(m_attacker);
    const Creature *t = e.creature(targetId);
    const CreatureAttack *attack = a ? a->attack(m_attackName) : nullptr;
    if (!a || !t || !attack)
        return false;
    m_target = targetId;
    m_resolution.reset();
    m_applied.reset(); // a new attack: the last one's "applied" is no longer on show
    m_onlyKeptDieTyped = false;
    m_attackBox->setVisible(true);
    setTitle([a = a->name, t = t->name, with = attack->name] { return tr("%1 attacks %2 with %3").arg(a, t, with); });
    m_apply->setVisible(false);
    if (!combat::attackProblem(*t, *attack).isEmpty()) {
        setResult([target = *t, attack = *attack] { return tr("Not possible: %1").arg(wordLogMessage(combat::attackProblem(target, attack), nullptr)); });
        return false;
    }

    combat::AttackResolution r;
    if (m_rollMyself->isChecked()) {
        // "Roll it myself": the dice the player rolled at the table are forced on a dice
        // source of their own (what is left over never reaches the document's dice).
        const QRegularExpression sep(QStringLiteral("[\\s,;]+"));
        QList<int> d20s, damage;
        bool ok = true;
        for (const QString &w : m_tableD20->text().split(sep, Qt::SkipEmptyParts)) {
            bool good = false;
            d20s << w.toInt(&good);
            ok = ok && good;
        }
        for (const QString &w : m_tableDamage->text().split(sep, Qt::SkipEmptyParts)) {
            bool good = false;
            damage << w.toInt(&good);
            ok = ok && good;
        }
        if (!ok || d20s.isEmpty()) {
            setResult([] { return tr("Type the d20 the player rolled (and the damage dice, one number a die), then press Use These Rolls."); });
            return false;
        }
        // One d20 typed for a roll with advantage or disadvantage: the player said the die
        // kept (the other can't change the outcome). The engine is handed it twice so it
        // keeps that one; the panel shows it once, marked as typed, and invents no other.
        const combat::AttackResolution preview = [&] {
            Dice probe(0);
            probe.setForcedOnly(true);
            return combat::resolveAttack(e, *a, *t, *attack, probe, {}, &m_document->coverMap(), &m_document->sightMap());
        }();
        const bool onlyKept = d20s.size() == 1 && preview.d20.size() == 2;
        if (onlyKept)
            d20s << d20s.front();
        Dice table(QRandomGenerator::global()->generate64());
        table.force(d20s + damage);
        table.setForcedOnly(!damage.isEmpty()); // typed damage: every die must be typed
        r = combat::resolveAttack(e, *a, *t, *attack, table, {}, &m_document->coverMap(), &m_document->sightMap());
        if (const auto bad = table.forcedOutOfRange()) {
            setResult([bad = *bad] { return tr("%1 is not a result of a d%2: check the typed numbers").arg(bad.first).arg(bad.second); });
            return false;
        }
        if (table.ranOut()) {
            setResult([] { return tr("Not enough dice typed: this attack needs more numbers (the d20s first, then each damage die)."); });
            return false;
        }
        if (const int left = table.forcedLeft(); left > 0) {
            setResult([left] { return tr("%n typed number(s) left over: this attack rolls fewer dice.", nullptr, left); });
            return false;
        }
        if (onlyKept && r.d20.size() == 2 && r.natural) {
            r.d20 = {*r.natural};
            m_onlyKeptDieTyped = true;
        }
    } else {
        r = combat::resolveAttack(e, *a, *t, *attack, m_document->dice(), {}, &m_document->coverMap(), &m_document->sightMap());
    }
    m_resolution = r;
    showResolution();
    emit statusMessage(m_attackTitle->text());
    return true;
}

QString StatBlockDock::describe(const combat::AttackResolution &r, bool onlyKeptDieTyped) const
{
    const Encounter &e = m_document->encounter();
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    QStringList lines;
    const AttackCheck &check = r.check;
    lines << tr("Distance: %1 ft").arg(check.distanceFeet);
    // RULES.md 14.7: an attacker underwater (its weapon's disadvantage is among the reasons).
    if (const Creature *a = e.creature(m_attacker); a && isUnderwater(e, *a))
        lines << tr("%1 is underwater: its weapon attacks follow the underwater rules").arg(a->name);
    if (!r.possible) {
        lines << tr("Not possible: %1").arg(CoverTool::reasonsText(r.because));
        return lines.join(QLatin1Char('\n'));
    }
    lines << checkLines(check);
    if (pf2e)
        lines << tr("Multiple attack penalty: %1").arg(r.multipleAttackPenalty);
    if (r.flatCheckDc)
        lines << tr("Flat check: %1 against DC %2, %3")
                     .arg(r.flatCheckRoll)
                     .arg(*r.flatCheckDc)
                     .arg(r.flatCheckPassed ? tr("passed") : tr("failed: the Strike is lost"));
    if (!r.d20.isEmpty()) {
        QStringList dice;
        for (int d : r.d20)
            dice << QString::number(d);
        QString rolled = tr("d20: %1").arg(dice.join(QStringLiteral(", ")));
        if (onlyKeptDieTyped && r.roll != Roll::Normal)
            rolled = (r.roll == Roll::Advantage ? tr("d20: %1 (typed: the die kept with advantage)")
                                                : tr("d20: %1 (typed: the die kept with disadvantage)"))
                         .arg(r.natural.value_or(0));
        else if (r.d20.size() > 1)
            rolled += QLatin1Char(' ')
                      + (r.roll == Roll::Advantage ? tr("(advantage, %1 kept)") : tr("(disadvantage, %1 kept)")).arg(r.natural.value_or(0));
        lines << rolled;
        if (r.expertiseSides)
            lines << tr("Expertise die d%1: %2").arg(r.expertiseSides).arg(r.expertiseRolled);
        const QString outcome = r.critical ? tr("critical hit") : r.hit ? tr("hit") : tr("miss");
        lines << tr("Total %1 (bonus %2) against AC %3: %4")
                     .arg(r.total.value_or(0))
                     .arg(bonusWithMinusSign(r.attack.bonus))
                     .arg(r.ac)
                     .arg(outcome.toUpper());
    }
    for (const combat::RolledDamage &d : r.damage) {
        QStringList dice;
        for (int v : d.dice)
            dice << QString::number(v);
        QString part = tr("%1 %2: [%3] = %4").arg(d.expression, d.type, dice.join(QStringLiteral(", "))).arg(d.rolled);
        if (d.dealt != d.rolled || !d.note.isEmpty())
            part += QLatin1Char(' ') + tr("→ %1 (%2)").arg(d.dealt).arg(d.note.isEmpty() ? tr("after defences") : d.note);
        lines << part;
    }
    // RULES.md 14.7: fire resisted because the target is underwater, not by a resistance of its own.
    const Creature *target = e.creature(m_target);
    if (target && isUnderwater(e, *target)
        && std::any_of(r.damage.begin(), r.damage.end(),
                       [](const combat::RolledDamage &d) { return d.type.compare(QLatin1String("fire"), Qt::CaseInsensitive) == 0; }))
        lines << tr("%1 is underwater: it resists fire damage").arg(target->name);
    if (r.hit)
        lines << tr("Damage: %1").arg(r.damageTotal);
    return lines.join(QLatin1Char('\n'));
}

QStringList StatBlockDock::checkLines(const AttackCheck &check)
{
    QStringList lines;
    if (!check.advantage.empty())
        lines << tr("Advantage: %1").arg(CoverTool::reasonsText(check.advantage));
    if (!check.disadvantage.empty())
        lines << tr("Disadvantage: %1").arg(CoverTool::reasonsText(check.disadvantage));
    if (const int bonus = check.acBonus().value_or(0); bonus > 0)
        lines << tr("Cover: +%1 AC").arg(bonus);
    if (check.offGuard)
        lines << (check.offGuardBecause.empty() ? tr("Target is off-guard (-2 AC)")
                                                : tr("Target is off-guard (-2 AC): %1").arg(CoverTool::reasonsText(check.offGuardBecause)));
    for (const AttackWhy &n : check.notes)
        lines << words::attackReason(n);
    if (check.attackPenalty)
        lines << tr("Attack penalty: %1").arg(check.attackPenalty);
    return lines;
}

void StatBlockDock::showResolution()
{
    if (!m_resolution)
        return;
    const LogMessage problem = combat::attackTurnProblem(m_document->encounter(), *m_resolution, m_attacker);
    setResult([this, r = *m_resolution, typed = m_onlyKeptDieTyped, attacker = m_attacker] {
        // The check's reasons (advantage, disadvantage, notes) are codes: worded here, in the
        // language of the moment.
        QString text = describe(r, typed);
        // The turn's problem worded anew (the resolution is dropped on any change).
        if (const LogMessage p = combat::attackTurnProblem(m_document->encounter(), r, attacker); !p.isEmpty())
            text += QLatin1Char('\n') + tr("Can't apply: %1").arg(wordLogMessage(p, &m_document->encounter()));
        return text;
    });
    // An attack that can't be made has nothing to apply; a miss is applied too: the log
    // keeps it, and in pf2e the Strike spends its action and counts for the next penalty.
    m_apply->setVisible(m_resolution->possible && problem.isEmpty());
    m_apply->setEnabled(true);
}

QString StatBlockDock::apply()
{
    if (!m_resolution || !m_apply->isVisible())
        return tr("No attack to apply");
    const Encounter &e = m_document->encounter();
    const Creature *a = e.creature(m_attacker);
    const Creature *t = e.creature(m_target);
    if (!a || !t)
        return tr("The attacker or the target is gone");
    const QString undoText = tr("%1 attacks %2").arg(a->name, t->name);
    LogMessage problem;
    const Encounter before = e;
    m_applying = true;
    // A planned turn's attack joins the planned move's undo step (one Do It, one undo).
    const bool planned = plannedAttacksUnderway();
    pushCombatEdit(
        m_document, planned ? m_plannedUndoText : undoText,
        [&](Encounter &after) { problem = combat::applyAttack(after, m_document->dice(), *m_resolution, m_attacker, m_target); },
        planned ? m_plannedGesture : 0);
    m_applying = false;
    if (!problem.isEmpty()) {
        const Wording shown = m_resultWording;
        setResult([this, shown, problem] {
            return shown() + QLatin1Char('\n') + tr("Can't apply: %1").arg(wordLogMessage(problem, &m_document->encounter()));
        });
        return wordLogMessage(problem, &m_document->encounter());
    }
    const combat::AttackResolution done = *m_resolution;
    const bool typed = m_onlyKeptDieTyped;
    m_applied = Applied{before, m_document->encounter(), done, typed, m_titleWording};
    const auto shown = [this, done, typed] { return describe(done, typed); };
    m_resolution.reset();
    m_apply->setVisible(false);
    setResult([shown] { return shown() + QLatin1Char('\n') + tr("Applied (Undo takes it back)."); });
    emit statusMessage(done.text(m_document->encounter()));
    if (m_multiStep >= 0)
        nextInMultiattack();
    return {};
}

void StatBlockDock::clearAttack(const Wording &why)
{
    endMultiattack();
    if (m_tool->armed())
        m_tool->disarm();
    m_resolution.reset();
    m_onlyKeptDieTyped = false;
    m_target.clear();
    m_attacker.clear();
    m_attackName.clear();
    m_apply->setVisible(false);
    if (!why) {
        m_applied.reset(); // dismissed: an undo later doesn't bring the box back
        m_attackBox->setVisible(false);
        m_titleWording = {};
        setResult({});
    } else {
        setResult(why);
    }
}

bool StatBlockDock::sameFight(const Encounter &a, const Encounter &b)
{
    // What an attack changes: the creatures (hit points, conditions) and the tracker (its
    // log, the turn's economy). The fog and the map are not its doing.
    return a.creatures == b.creatures && a.combat == b.combat;
}

void StatBlockDock::followDocument()
{
    if (m_applying)
        return;
    // The dice were rolled for the map as it was: a change under the result makes it
    // stale (undo, a move, damage), so it has to be rolled again.
    if (m_resolution) {
        clearAttack([] { return tr("The encounter changed: pick the attack again"); });
        return;
    }
    if (!m_applied)
        return;
    const Encounter &now = m_document->encounter();
    const Applied &applied = *m_applied;
    const auto shown = [this, r = applied.resolution, typed = applied.onlyKeptDieTyped] { return describe(r, typed); };
    if (sameFight(now, applied.before)) {
        // Undo took the attack back: say so, and leave any Multiattack (its order is off).
        clearAttack([shown] { return shown() + QLatin1Char('\n') + tr("Taken back (Redo deals it again)."); });
        m_attackBox->setVisible(true);
        setTitle(applied.title);
    } else if (sameFight(now, applied.after)) {
        if (m_tool->armed())
            return; // still as it was applied, the next attack of a Multiattack armed
        setResult([shown] { return shown() + QLatin1Char('\n') + tr("Applied (Undo takes it back)."); });
        m_attackBox->setVisible(true);
        setTitle(applied.title);
    } else {
        // Something else changed since: the panel no longer vouches for the attack (the
        // combat log keeps it). An armed attack keeps only its prompt.
        m_applied.reset();
        if (m_tool->armed() && !m_attacker.isEmpty())
            armAttack(m_attacker, m_attackName);
        else
            clearAttack();
    }
}

void StatBlockDock::setTitle(const Wording &w)
{
    m_titleWording = w;
    m_attackTitle->setText(w ? w() : QString());
}

void StatBlockDock::setResult(const Wording &w)
{
    m_resultWording = w;
    m_result->setText(w ? w() : QString());
}

void StatBlockDock::setMultiText(const Wording &w)
{
    m_multiWording = w;
    m_multiLabel->setText(w ? w() : QString());
}

void StatBlockDock::retranslate()
{
    setWindowTitle(tr("Stat Block"));
    m_rollMyself->setText(tr("Roll it myself"));
    m_rollMyself->setToolTip(tr("Type the dice the player rolled at the table; the engine does the rest"));
    m_d20Label->setText(tr("&d20:"));
    m_tableD20->setToolTip(tr("The d20 the player rolled; with advantage or disadvantage both dice, or only the one kept; a pf2e flat check first"));
    m_damageLabel->setText(tr("Da&mage dice:"));
    m_tableDamage->setToolTip(tr("Each damage die as rolled, e.g. \"4\" for 1d6+2 or \"3 5\" for 2d6 (empty: the engine rolls the damage)"));
    m_useTableRolls->setText(tr("&Use These Rolls"));
    m_apply->setText(tr("&Apply"));
    m_apply->setToolTip(tr("Deal the result through the tracker: one undo step, logged"));
    m_dismiss->setText(tr("Dismiss"));
    m_skip->setText(tr("Skip"));
    m_skip->setToolTip(tr("Multiattack: leave this attack out and go on to the next"));
    showMultiattack();
}

void StatBlockDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
        // The attack under way in the new language: each text words itself again.
        if (m_titleWording)
            m_attackTitle->setText(m_titleWording());
        if (m_resultWording)
            m_result->setText(m_resultWording());
        if (m_multiWording)
            m_multiLabel->setText(m_multiWording());
    }
    QDockWidget::changeEvent(event);
}

} // namespace bm
