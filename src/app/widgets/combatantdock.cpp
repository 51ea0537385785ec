#include "combatantdock.h"

#include "combat/combat.h"
#include "combat/diceline.h"
#include "commands/combatcommands.h"
#include "document.h"
#include "widgets/creaturedock.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QIcon>
#include <QToolButton>
#include <QGridLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace bm {

CombatantDock::CombatantDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("combatantDock")); // the saved window state knows the panel by it
    auto *scroll = new QScrollArea(this);
    auto *body = new QWidget(scroll);
    auto *layout = new QVBoxLayout(body);
    m_layout = layout;
    layout->setContentsMargins(6, 6, 6, 6);
    m_title = new QLabel(body);
    m_title->setTextFormat(Qt::RichText);
    layout->addWidget(m_title);
    m_hp = new QLabel(body);
    m_hp->setObjectName(QStringLiteral("combatantHp"));
    layout->addWidget(m_hp);

    auto *hpRow = new QHBoxLayout;
    m_amount = new QSpinBox(body);
    m_amount->setObjectName(QStringLiteral("amountSpin"));
    m_amount->setRange(0, 9999);
    m_damageType = new QComboBox(body);
    m_damageType->setObjectName(QStringLiteral("damageTypeCombo"));
    m_damageType->setEditable(true);
    m_damageType->setInsertPolicy(QComboBox::NoInsert); // a typed type stays text, the list stays the vocabulary
    for (const QString &t : QStringList{QString()} + allDamageTypes()) // the names of this language, the file's ids as data
        m_damageType->addItem(damageTypeDisplayName(t), t);
    m_critical = new QCheckBox(body);
    hpRow->addWidget(m_amount);
    hpRow->addWidget(m_damageType, 1);
    hpRow->addWidget(m_critical);
    layout->addLayout(hpRow);
    auto *hpButtons = new QHBoxLayout;
    m_damage = new QPushButton(body);
    m_damage->setObjectName(QStringLiteral("damageButton"));
    m_heal = new QPushButton(body);
    m_heal->setObjectName(QStringLiteral("healButton"));
    m_temp = new QPushButton(body);
    m_temp->setObjectName(QStringLiteral("tempHpButton"));
    hpButtons->addWidget(m_damage);
    hpButtons->addWidget(m_heal);
    hpButtons->addWidget(m_temp);
    layout->addLayout(hpButtons);
    m_economy = new QLabel(body);
    m_economy->setObjectName(QStringLiteral("combatantEconomy"));
    layout->addWidget(m_economy);
    auto *spend = new QHBoxLayout;
    m_action = new QPushButton(body);
    m_action->setObjectName(QStringLiteral("spendActionButton"));
    m_bonus = new QPushButton(body);
    m_reaction = new QPushButton(body);
    spend->addWidget(m_action);
    spend->addWidget(m_bonus);
    spend->addWidget(m_reaction);
    layout->addLayout(spend);
    m_economy->setWordWrap(true);
    m_turnGrid = new QGridLayout;
    m_turnGrid->setSpacing(4);
    layout->addLayout(m_turnGrid);
    auto *form = new QFormLayout;
    m_effectName = new QLineEdit(body);
    m_effectName->setObjectName(QStringLiteral("effectName"));
    m_condition = new QComboBox(body);
    m_condition->setObjectName(QStringLiteral("effectCondition"));
    m_value = new QSpinBox(body);
    m_value->setObjectName(QStringLiteral("effectValue"));
    m_value->setRange(0, 20);
    m_rounds = new QSpinBox(body);
    m_rounds->setObjectName(QStringLiteral("effectRounds"));
    m_rounds->setRange(0, 10000);
    m_tick = new QComboBox(body);
    m_tick->setObjectName(QStringLiteral("effectTick"));
    m_tickOf = new QComboBox(body);
    m_tickOf->setObjectName(QStringLiteral("effectTickOf"));
    m_persistent = new QLineEdit(body);
    m_persistent->setObjectName(QStringLiteral("effectPersistent"));
    // Add Effect beside the effect's name, near the top: reachable without scrolling in a
    // dock of a 1280x720 window.
    m_addEffect = new QPushButton(body);
    m_addEffect->setObjectName(QStringLiteral("addEffectButton"));
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_effectName, 1);
    nameRow->addWidget(m_addEffect);
    form->addRow(QStringLiteral("name"), nameRow);
    form->addRow(QStringLiteral("condition"), m_condition);
    form->addRow(QStringLiteral("value"), m_value);
    form->addRow(QStringLiteral("rounds"), m_rounds);
    form->addRow(QStringLiteral("tick"), m_tick);
    form->addRow(QStringLiteral("of"), m_tickOf);
    form->addRow(QStringLiteral("persistent"), m_persistent);
    layout->addLayout(form);
    m_effects = new QListWidget(body);
    m_effects->setObjectName(QStringLiteral("effectsList"));
    m_effects->setMaximumHeight(110);
    layout->addWidget(m_effects);
    m_removeEffect = new QPushButton(body);
    layout->addWidget(m_removeEffect);

    auto *dying = new QHBoxLayout;
    m_deathSave = new QPushButton(body);
    m_stabilize = new QPushButton(body);
    dying->addWidget(m_deathSave);
    dying->addWidget(m_stabilize);
    layout->addLayout(dying);

    // Hiding and finding, below the rest: the token's menu offers the same.
    m_hiding = new QLabel(body);
    m_hiding->setObjectName(QStringLiteral("combatantHiding"));
    m_hiding->setWordWrap(true);
    layout->addWidget(m_hiding);
    auto *stealth = new QHBoxLayout;
    m_hide = new QPushButton(body);
    m_hide->setObjectName(QStringLiteral("hideButton"));
    m_search = new QPushButton(body);
    m_search->setObjectName(QStringLiteral("searchButton"));
    m_seek = new QPushButton(body);
    m_seek->setObjectName(QStringLiteral("seekButton"));
    m_seekAround = new QPushButton(body);
    m_seekAround->setObjectName(QStringLiteral("seekAroundButton"));
    m_reveal = new QPushButton(body);
    m_reveal->setObjectName(QStringLiteral("revealButton"));
    for (QPushButton *b : {m_hide, m_search, m_seek, m_seekAround, m_reveal})
        stealth->addWidget(b);
    layout->addLayout(stealth);

    layout->addStretch();
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    setWidget(scroll);

    connect(m_damage, &QPushButton::clicked, this, &CombatantDock::applyDamage);
    connect(m_heal, &QPushButton::clicked, this, &CombatantDock::applyHealing);
    connect(m_temp, &QPushButton::clicked, this, [this] {
        const QString id = target();
        const int n = m_amount->value();
        pushCombatEdit(m_document, tr("Temporary HP"), [&](Encounter &e) { combat::setTempHp(e, id, n); });
    });
    const auto spender = [this](combat::Spend what) {
        return [this, what] {
            const QString id = target();
            if (!pushCombatEdit(m_document, tr("Spend"), [&](Encounter &e) {
                    // Logged as data, worded by the log in its reader's language.
                    if (combat::spend(e, id, what))
                        combat::log(e, logMessage("bm::CombatantDock", QT_TRANSLATE_NOOP("bm::CombatantDock", "%1 uses %2."),
                                                  {combat::who(e, id),
                                                   what == combat::Spend::Reaction      ? logMessage("bm::CombatantDock", QT_TRANSLATE_NOOP("bm::CombatantDock", "its reaction"))
                                                   : what == combat::Spend::BonusAction ? logMessage("bm::CombatantDock", QT_TRANSLATE_NOOP("bm::CombatantDock", "a bonus action"))
                                                                                        : logMessage("bm::CombatantDock", QT_TRANSLATE_NOOP("bm::CombatantDock", "an action"))}));
                }))
                emit statusMessage(tr("Nothing left to spend."));
        };
    };
    connect(m_action, &QPushButton::clicked, this, spender(combat::Spend::Action));
    connect(m_bonus, &QPushButton::clicked, this, spender(combat::Spend::BonusAction));
    connect(m_reaction, &QPushButton::clicked, this, spender(combat::Spend::Reaction));
    connect(m_deathSave, &QPushButton::clicked, this, [this] {
        const QString id = target();
        Dice &dice = m_document->dice();
        pushCombatEdit(m_document, tr("Death save"), [&](Encounter &e) { combat::dyingCheck(e, dice, id); });
    });
    connect(m_stabilize, &QPushButton::clicked, this, [this] {
        const QString id = target();
        pushCombatEdit(m_document, tr("Stabilize"), [&](Encounter &e) { combat::stabilize(e, id); });
    });
    connect(m_removeEffect, &QPushButton::clicked, this, [this] {
        QListWidgetItem *item = m_effects->currentItem();
        if (!item)
            return;
        const int index = item->data(Qt::UserRole).toInt();
        const QString condition = item->data(Qt::UserRole + 1).toString();
        const QString id = target();
        pushCombatEdit(m_document, tr("Remove effect"), [&](Encounter &e) {
            if (index >= 0)
                combat::removeEffect(e, index);
            else
                combat::setCondition(e, id, condition, false);
        });
    });
    connect(m_addEffect, &QPushButton::clicked, this, &CombatantDock::addEffect);
    connect(m_hide, &QPushButton::clicked, this, [this] { emit hideRequested(target()); });
    connect(m_search, &QPushButton::clicked, this, [this] { emit searchRequested(target()); });
    connect(m_seek, &QPushButton::clicked, this, [this] { emit seekRequested(target()); });
    connect(m_seekAround, &QPushButton::clicked, this, [this] { emit seekAroundRequested(target()); });
    connect(m_reveal, &QPushButton::clicked, this, [this] { emit revealRequested(target()); });
    connect(m_document, &Document::creaturesChanged, this, &CombatantDock::refresh);
    connect(m_document, &Document::encounterReset, this, [this] {
        clearEntries(); // typed for the last encounter's creatures, not this one's
        setCreature(QString());
    });
    retranslate();
}

void CombatantDock::clearEntries()
{
    m_amount->setValue(0);
    m_damageType->setCurrentIndex(0);
    m_critical->setChecked(false);
    m_effectName->clear();
    m_condition->setCurrentIndex(0); // (none)
    m_value->setValue(0);
    m_rounds->setValue(0);
    m_tick->setCurrentIndex(0);
    m_tickOf->setCurrentIndex(0); // the caster
    m_persistent->clear();
}

void CombatantDock::setPlanCard(QWidget *card)
{
    // Above the creature's hit points: the plan is what the GM reads first while it shows.
    m_layout->insertWidget(0, card);
}

QString CombatantDock::damageTypeId() const
{
    // A name of the list (in any language it was shown in) is its id; anything else is a
    // type of the GM's own, kept as typed.
    const QString text = m_damageType->currentText().trimmed();
    const int i = m_damageType->findText(text, Qt::MatchFixedString);
    if (i >= 0 && m_damageType->itemData(i).isValid())
        return m_damageType->itemData(i).toString();
    return text;
}

QString CombatantDock::effectLabel(const Effect &f)
{
    QString s = f.name.isEmpty() || f.name == f.condition ? conditionDisplayName(f.condition) : f.name;
    if (f.value > 0 && !f.condition.isEmpty())
        s += QStringLiteral(" %1").arg(f.value);
    if (!f.persistent.isEmpty())
        s += QStringLiteral(" (%1 %2)").arg(f.persistent, damageTypeDisplayName(f.damageType)).trimmed();
    if (f.rounds)
        s += QCoreApplication::translate("Combat", " (%n round(s))", nullptr, *f.rounds);
    return s;
}

QString CombatantDock::target() const
{
    return m_id.isEmpty() ? m_document->encounter().combat.turn : m_id;
}

void CombatantDock::setCreature(const QString &id)
{
    const QString before = target();
    m_id = id;
    // Another creature: the last one's amount, type and critical don't carry over (
    // a GM dealt the goblin's 7 fire to the next creature selected).
    if (target() != before) {
        m_amount->setValue(0);
        m_damageType->setCurrentIndex(0);
        m_critical->setChecked(false);
    }
    refresh();
}

void CombatantDock::focusAmount()
{
    show();
    raise();
    m_amount->setFocus();
    m_amount->selectAll();
}

void CombatantDock::applyDamage()
{
    const QString id = target();
    const int n = m_amount->value();
    const QString type = damageTypeId();
    const bool crit = m_critical->isChecked();
    Dice &dice = m_document->dice();
    if (n <= 0 || !m_document->encounter().creature(id)) {
        emit statusMessage(tr("Pick a creature and an amount first."));
        return;
    }
    pushCombatEdit(m_document, tr("Damage"), [&](Encounter &e) { combat::damage(e, dice, id, n, type, crit); });
}

void CombatantDock::applyHealing()
{
    const QString id = target();
    const int n = m_amount->value();
    if (n <= 0 || !m_document->encounter().creature(id)) {
        emit statusMessage(tr("Pick a creature and an amount first."));
        return;
    }
    pushCombatEdit(m_document, tr("Heal"), [&](Encounter &e) { combat::heal(e, id, n); });
}

void CombatantDock::addEffect()
{
    const QString id = target();
    const Encounter &enc = m_document->encounter();
    if (!enc.creature(id))
        return;
    Effect f;
    f.target = id;
    f.name = m_effectName->text().trimmed();
    f.condition = m_condition->currentData().toString();
    f.value = m_value->value();
    if (f.name.isEmpty())
        f.name = f.condition;
    if (f.name.isEmpty()) {
        emit statusMessage(tr("Name the effect or pick a condition."));
        return;
    }
    f.source = enc.combat.turn; // cast on the turn of the creature acting now
    f.of = m_tickOf->currentData().toString();
    const int tick = m_tick->currentIndex(); // 0: N rounds at start; 1: at end; 2/3: until start/end of next turn; 4: until removed
    if (tick == 0 || tick == 1) {
        f.rounds = std::max(1, m_rounds->value());
        f.tick = tick == 0 ? Tick::Start : Tick::End;
    } else if (tick == 2 || tick == 3) {
        f = combat::untilNextTurn(enc, f, f.of.isEmpty() ? id : f.of, tick == 2 ? Tick::Start : Tick::End);
    }
    f.persistent = m_persistent->text().trimmed();
    QString error;
    if (!f.persistent.isEmpty() && !parseDice(f.persistent, &error)) {
        emit statusMessage(error);
        return;
    }
    if (!f.persistent.isEmpty())
        f.damageType = damageTypeId();
    pushCombatEdit(m_document, tr("Add effect"), [&](Encounter &e) { combat::addEffect(e, f); });
    m_effectName->clear();
}

void CombatantDock::syncRulesetLists()
{
    const Ruleset r = m_document->encounter().ruleset;
    if (m_listsRuleset == r)
        return;
    m_listsRuleset = r;
    retranslate(); // the condition list
    for (const auto &[action, button] : m_turnButtons)
        delete button;
    m_turnButtons.clear();
    int n = 0;
    for (combat::TurnAction a : combat::turnActionsFor(r)) {
        if (a == combat::TurnAction::Action || a == combat::TurnAction::BonusAction || a == combat::TurnAction::Reaction)
            continue; // the spend buttons above
        auto *button = new QToolButton(widget());
        button->setObjectName(QStringLiteral("turnAction_%1").arg(combat::turnActionId(a)));
        button->setText(combat::turnActionName(a)); // named even while no creature is shown
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        const char *icon = a == combat::TurnAction::Dash        ? "dash"
                         : a == combat::TurnAction::Disengage   ? "disengage"
                         : a == combat::TurnAction::Dodge       ? "dodge"
                         : a == combat::TurnAction::StandUp     ? "stand"
                                                                : nullptr;
        if (icon)
            button->setIcon(QIcon(QStringLiteral(":/icons/actions/%1.svg").arg(QLatin1String(icon))));
        connect(button, &QToolButton::clicked, this, [this, a] {
            const QString id = target();
            const QString problem = pushTurnAction(m_document, id, a);
            const Creature *c = m_document->encounter().creature(id);
            emit statusMessage(problem.isEmpty() && c ? tr("%1 takes %2").arg(c->name, combat::turnActionName(a)) : problem);
        });
        m_turnGrid->addWidget(button, n / 3, n % 3);
        button->show(); // made after the panel was shown (a ruleset change)
        m_turnButtons.emplace_back(a, button);
        ++n;
    }
}

void CombatantDock::refresh()
{
    syncRulesetLists();
    const Encounter &e = m_document->encounter();
    const QString id = target();
    const Creature *c = e.creature(id);
    const Combatant *k = e.combat.combatant(id);
    widget()->setEnabled(c != nullptr);
    for (const auto &[action, button] : m_turnButtons)
        button->setText(combat::turnActionName(action)); // in the language of the moment
    // RULES.md 14.4: Search is the 5e family's, Seek pf2e's; only the ruleset's are offered.
    const bool fiveE = isFiveEFamily(e.ruleset);
    m_search->setVisible(fiveE);
    m_seek->setVisible(!fiveE);
    m_seekAround->setVisible(!fiveE);
    m_reveal->setEnabled(c && c->hidden);
    if (!c) {
        m_title->setText(tr("Select a creature on the map or in the initiative list."));
        m_hp->clear();
        m_economy->clear();
        m_effects->clear();
        m_hiding->clear();
        return;
    }
    if (c->hidden) {
        QStringList found;
        for (const QString &f : c->hidden->foundBy)
            found << (e.creature(f) ? e.creature(f)->name : f);
        const QString state = c->hidden->sneak ? tr("Sneaking (Stealth %1)").arg(c->hidden->stealth) : tr("Hidden (Stealth %1)").arg(c->hidden->stealth);
        m_hiding->setText(found.isEmpty() ? state : tr("%1, found by %2").arg(state, found.join(QStringLiteral(", "))));
    } else {
        m_hiding->clear();
    }
    m_title->setText(QStringLiteral("<b>%1</b>").arg(c->name.toHtmlEscaped()));
    QString hp = tr("HP %1 / %2").arg(c->hp).arg(c->maxHp);
    if (c->tempHp > 0)
        hp += tr(", %1 temporary").arg(c->tempHp);
    if (k && k->downed && !c->isDead()) {
        hp += e.ruleset == Ruleset::Pf2e ? tr(" · dying %1, wounded %2").arg(k->dying).arg(k->wounded)
                                         : tr(" · death saves %1 ✓ %2 ✗%3").arg(k->deathSuccesses).arg(k->deathFailures).arg(k->stable ? tr(", stable") : QString());
    }
    if (k && e.ruleset == Ruleset::A5e && (k->fatigue > 0 || k->strife > 0))
        hp += tr(" · fatigue %1, strife %2").arg(k->fatigue).arg(k->strife);
    if (c->isDead())
        hp += tr(" · dead");
    m_hp->setText(hp);

    QString economy;
    if (k && e.combat.active) {
        if (e.ruleset == Ruleset::Pf2e)
            economy = tr("%1 of %2 actions left, reaction %3, %4 ft moved")
                          .arg(k->actions)
                          .arg(k->actionsMax)
                          .arg(k->reactionUsed ? tr("spent") : tr("ready"))
                          .arg(k->movementSpent);
        else
            economy = tr("Action %1, bonus action %2, reaction %3; %4 ft moved, %5 ft left")
                          .arg(k->actionUsed ? tr("spent") : tr("ready"), k->bonusActionUsed ? tr("spent") : tr("ready"),
                               k->reactionUsed ? tr("spent") : tr("ready"))
                          .arg(k->movementSpent)
                          .arg(combat::movementLeft(e, id));
    }
    m_economy->setText(economy);
    for (const auto &[action, button] : m_turnButtons) {
        const QString problem = wordLogMessage(combat::turnActionProblem(e, id, action), &e);
        button->setEnabled(problem.isEmpty());
        button->setToolTip(problem);
    }
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    m_bonus->setVisible(!pf2e);
    m_action->setEnabled(k && e.combat.active);
    m_bonus->setEnabled(k && e.combat.active);
    m_reaction->setEnabled(k && e.combat.active);
    m_deathSave->setEnabled(k && k->downed && !c->isDead());
    m_stabilize->setEnabled(k && k->downed && !k->stable && !c->isDead());

    m_effects->clear();
    QStringList fromEffects;
    for (std::size_t i = 0; i < e.combat.effects.size(); ++i) {
        const Effect &f = e.combat.effects[i];
        if (f.target != id)
            continue;
        QString text = effectLabel(f);
        if (f.rounds) {
            const QString of = f.of.isEmpty() ? (f.source.isEmpty() ? f.target : f.source) : f.of;
            const Creature *oc = e.creature(of);
            text += f.tick == Tick::Start ? tr(", counts at the start of %1's turn").arg(oc ? oc->name : of)
                                          : tr(", counts at the end of %1's turn").arg(oc ? oc->name : of);
        }
        auto *item = new QListWidgetItem(text, m_effects);
        item->setData(Qt::UserRole, int(i));
        fromEffects << f.condition;
    }
    for (const QString &x : c->conditions) {
        if (fromEffects.contains(x))
            continue;
        auto *item = new QListWidgetItem(conditionDisplayName(x), m_effects);
        item->setData(Qt::UserRole, -1);
        item->setData(Qt::UserRole + 1, x);
    }
    // Whose turn counts the rounds: the creature itself or any combatant.
    const QString of = m_tickOf->currentData().toString();
    const QSignalBlocker block(m_tickOf);
    m_tickOf->clear();
    m_tickOf->addItem(tr("the caster (whose turn it is)"), QString());
    for (const Combatant &o : e.combat.order)
        if (const Creature *oc = e.creature(o.id))
            m_tickOf->addItem(oc->name, o.id);
    m_tickOf->setCurrentIndex(std::max(0, m_tickOf->findData(of)));
}

void CombatantDock::retranslate()
{
    setWindowTitle(tr("Combatant"));
    m_damage->setText(tr("Damage"));
    m_damage->setToolTip(tr("Deal the amount as damage of the type (Shift+D)"));
    m_heal->setText(tr("Heal"));
    m_heal->setToolTip(tr("Heal the amount (Shift+H)"));
    m_temp->setText(tr("Temp HP"));
    m_temp->setToolTip(tr("Temporary hit points: the higher of the old and the new amount (they don't stack)"));
    m_critical->setText(tr("Critical"));
    m_critical->setToolTip(tr("A critical hit: two death save failures at 0 HP (2014, 2024); pf2e: dying 2"));
    {
        const QString type = damageTypeId();
        const QSignalBlocker block(m_damageType);
        for (int i = 0; i < m_damageType->count(); ++i)
            m_damageType->setItemText(i, damageTypeDisplayName(m_damageType->itemData(i).toString()));
        const int i = m_damageType->findData(type);
        m_damageType->setCurrentIndex(i);
        if (i < 0)
            m_damageType->setEditText(type);
    }
    m_damageType->setToolTip(tr("Damage type: resistances, vulnerabilities, immunities and pf2e weaknesses apply"));
    m_action->setText(tr("Action"));
    m_bonus->setText(tr("Bonus Action"));
    m_reaction->setText(tr("Reaction"));
    m_deathSave->setText(tr("Death Save"));
    m_stabilize->setText(tr("Stabilize"));
    m_removeEffect->setText(tr("Remove Effect or Condition"));
    m_addEffect->setText(tr("Add Effect"));
    m_hide->setText(m_document->encounter().ruleset == Ruleset::Pf2e ? tr("Hide or Sneak…") : tr("Hide…"));
    m_hide->setToolTip(tr("A Stealth check, rolled or typed: hidden from those it beats"));
    m_search->setText(tr("Search"));
    m_search->setToolTip(tr("A Perception check: finds the hidden creatures in sight whose Stealth it equals or beats"));
    m_seek->setText(tr("Seek…"));
    m_seek->setToolTip(tr("A 30-ft cone: aim it on the map with the mouse, click to seek there"));
    m_seekAround->setText(tr("Seek Around"));
    m_seekAround->setToolTip(tr("A 15-ft emanation around the creature"));
    m_reveal->setText(tr("Reveal"));
    m_reveal->setToolTip(tr("No longer hidden from anyone (it spoke, it stepped into the light)"));
    m_effectName->setPlaceholderText(tr("Bless, Burning, Frightened…"));
    m_persistent->setPlaceholderText(tr("pf2e persistent damage, e.g. 1d6 (uses the damage type)"));
    if (auto *form = widget()->findChild<QFormLayout *>()) {
        const char *labels[] = {QT_TR_NOOP("Effect"), QT_TR_NOOP("Condition"), QT_TR_NOOP("Value"), QT_TR_NOOP("Rounds"),
                                QT_TR_NOOP("Duration"), QT_TR_NOOP("Counted on"), QT_TR_NOOP("Persistent")};
        for (int row = 0; row < form->rowCount() && row < 7; ++row)
            if (auto *label = qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::LabelRole)->widget()))
                label->setText(tr(labels[row]));
    }
    {
        const QString current = m_condition->currentData().toString();
        const QSignalBlocker block(m_condition);
        m_condition->clear();
        m_condition->addItem(tr("(none)"), QString());
        for (const combat::ConditionName &n : combat::conditionsFor(m_document->encounter().ruleset))
            m_condition->addItem(n.name, n.id); // the ruleset's own list
        m_condition->setCurrentIndex(std::max(0, m_condition->findData(current)));
    }
    {
        const int current = std::max(0, m_tick->currentIndex());
        const QSignalBlocker block(m_tick);
        m_tick->clear();
        m_tick->addItems({tr("N rounds, counted at the start of the turn"), tr("N rounds, counted at the end of the turn"),
                          tr("Until the start of the next turn"), tr("Until the end of the next turn"), tr("Until removed")});
        m_tick->setCurrentIndex(current);
    }
    refresh();
}

void CombatantDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

CombatLogDock::CombatLogDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_list(new QListWidget)
    , m_diceBox(new QLineEdit)
    , m_diceMessage(new QLabel)
{
    setObjectName(QStringLiteral("combatLogDock")); // the saved window state knows the panel by it
    m_list->setObjectName(QStringLiteral("combatLogList"));
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    m_diceBox->setObjectName(QStringLiteral("diceBox"));
    m_diceBox->setClearButtonEnabled(true);
    m_diceMessage->setObjectName(QStringLiteral("diceMessage"));
    m_diceMessage->setWordWrap(true);
    m_diceMessage->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_diceMessage->hide();
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_diceBox);
    layout->addWidget(m_diceMessage);
    setWidget(page);
    connect(m_document, &Document::creaturesChanged, this, &CombatLogDock::refresh);
    connect(m_document, &Document::encounterReset, this, &CombatLogDock::refresh);
    // Another encounter: the last one's roll or refusal is not about this one.
    connect(m_document, &Document::encounterReset, this, &CombatLogDock::forgetDiceMessage);
    connect(m_diceBox, &QLineEdit::returnPressed, this, &CombatLogDock::rollDiceBox);
    // A refusal is about the text that was refused: once that text is edited or cleared
    // (typing, the clear button, Ctrl+A and Delete) it no longer says anything true.
    connect(m_diceBox, &QLineEdit::textChanged, this, [this] {
        if (m_diceError)
            forgetDiceMessage();
    });
    retranslate();
    refresh();
}

void CombatLogDock::retranslate()
{
    setWindowTitle(tr("Combat Log"));
    m_diceBox->setPlaceholderText(tr("Roll dice: 2d6+3, d20 adv, d20 dis, 4d6 … and Enter"));
    m_diceBox->setToolTip(tr("Dice to roll, such as 2d6+3 or d20+5 adv (advantage) or d20 dis (disadvantage). "
                             "Enter rolls them and writes the roll in the combat log (Undo takes it back)."));
}

void CombatLogDock::rollDiceBox()
{
    const QString line = m_diceBox->text();
    if (line.trimmed().isEmpty())
        return;
    QString error;
    QString text;
    // The roll happens inside the edit, once: undo and redo replay the logged line.
    pushCombatEdit(m_document, tr("Roll %1").arg(line.simplified()), [&](Encounter &e) {
        if (const auto r = rollDiceLine(m_document->dice(), line, &error)) {
            text = r->text;
            combat::log(e, r->message);
        }
    });
    m_diceMessage->show();
    if (text.isEmpty()) {
        // Nothing rolled: say why, keep the text to mend.
        m_diceMessage->setText(error);
        m_diceMessage->setStyleSheet(QStringLiteral("color: #b00020;"));
        m_diceError = true;
        m_diceBox->selectAll();
        return;
    }
    m_diceError = false; // before clear(): the roll's line stays under the emptied box
    m_diceMessage->setText(text);
    m_diceMessage->setStyleSheet(QString());
    m_diceBox->clear();
}

void CombatLogDock::forgetDiceMessage()
{
    m_diceError = false;
    m_diceMessage->clear();
    m_diceMessage->setStyleSheet(QString());
    m_diceMessage->hide();
}

QStringList CombatLogDock::lines() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out << m_list->item(i)->text();
    return out;
}

void CombatLogDock::refresh()
{
    const Encounter &e = m_document->encounter();
    m_list->clear();
    int round = -1;
    // Each entry worded now, in the interface's language: a language switch rewords them all.
    for (const LogEntry &l : e.combat.log) {
        const QString text = logEntryText(l, e);
        auto *item = new QListWidgetItem(l.round > 0 ? tr("R%1  %2").arg(l.round).arg(text) : text, m_list);
        if (l.round != round) { // the first line of a round ("Round 3 (12 s)") stands out
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
            round = l.round;
        }
    }
    m_list->scrollToBottom();
}

void CombatLogDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
        if (m_diceError) {
            // The refusal in the new language: the same text read again, with dice of
            // its own (a bad line rolls nothing; the document's dice are not touched).
            Dice probe(0);
            QString error;
            if (!rollDiceLine(probe, m_diceBox->text(), &error) && !error.isEmpty())
                m_diceMessage->setText(error);
        }
    }
    QDockWidget::changeEvent(event);
}

} // namespace bm
