#include "initiativedock.h"

#include "combat/combat.h"
#include "commands/combatcommands.h"
#include "document.h"
#include "widgets/combatantdock.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDropEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace bm {

namespace {

enum Column { InitColumn, NameColumn, HpColumn, ConditionsColumn, TurnColumn, ColumnCount };
constexpr int kIdRole = Qt::UserRole;

QString numberText(double v)
{
    return QString::number(v, 'f', v == std::floor(v) ? 0 : 1);
}

} // namespace

void InitiativeList::dropEvent(QDropEvent *event)
{
    // The model decides the order: the drop is only a request, the view never moves rows itself.
    QTreeWidgetItem *moved = currentItem();
    QTreeWidgetItem *onto = itemAt(event->position().toPoint());
    event->setDropAction(Qt::IgnoreAction);
    event->accept();
    if (moved && onto && moved != onto)
        emit tieDropped(moved->data(0, kIdRole).toString(), onto->data(0, kIdRole).toString());
}

InitiativeDock::InitiativeDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("initiativeDock")); // the saved window state knows the panel by it
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    m_header = new QLabel(body);
    m_header->setObjectName(QStringLiteral("initiativeHeader"));
    m_header->setTextFormat(Qt::RichText);
    layout->addWidget(m_header);

    m_start = new QAction(this);
    m_start->setObjectName(QStringLiteral("actionStartCombat"));
    m_end = new QAction(this);
    m_end->setObjectName(QStringLiteral("actionEndCombat"));
    m_next = new QAction(this);
    m_next->setObjectName(QStringLiteral("actionNextTurn"));
    m_next->setShortcut(QKeySequence(Qt::Key_N));
    m_previous = new QAction(this);
    m_previous->setObjectName(QStringLiteral("actionPreviousTurn"));
    m_previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_N));
    m_delay = new QAction(this);
    m_delay->setObjectName(QStringLiteral("actionDelayTurn"));

    auto *buttons = new QHBoxLayout;
    m_startButton = new QPushButton(body);
    m_startButton->setObjectName(QStringLiteral("startCombatButton"));
    m_previousButton = new QPushButton(body);
    m_previousButton->setObjectName(QStringLiteral("previousTurnButton"));
    m_nextButton = new QPushButton(body);
    m_nextButton->setObjectName(QStringLiteral("nextTurnButton"));
    buttons->addWidget(m_startButton);
    m_instigatorsLabel = new QLabel(body);
    m_instigators = new QComboBox(body);
    m_instigators->setObjectName(QStringLiteral("instigatorsCombo"));
    buttons->addWidget(m_instigatorsLabel);
    buttons->addWidget(m_instigators);
    buttons->addStretch();
    buttons->addWidget(m_previousButton);
    buttons->addWidget(m_nextButton);
    layout->addLayout(buttons);

    m_list = new InitiativeList(body);
    m_list->setObjectName(QStringLiteral("initiativeList"));
    m_list->setColumnCount(ColumnCount);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDragEnabled(true);
    m_list->setAcceptDrops(true);
    m_list->setDropIndicatorShown(true);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    // The names take what the narrow panel column leaves (no sideways scrolling at 1280 px).
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setMinimumSectionSize(24);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    // The conditions whole, with their rounds ("frightened (2 rounds)"): the name gives way.
    m_list->header()->setSectionResizeMode(ConditionsColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(TurnColumn, QHeaderView::Interactive);
    m_list->setColumnWidth(TurnColumn, 92); // "A B R · 25 ft left", elided; the full text in its tooltip
    m_list->setTextElideMode(Qt::ElideRight);
    layout->addWidget(m_list, 1);

    m_world = new QListWidget(body);
    m_world->setObjectName(QStringLiteral("worldList"));
    m_world->setMaximumHeight(90);
    layout->addWidget(m_world);
    auto *worldButtons = new QHBoxLayout;
    m_addWorld = new QPushButton(body);
    m_addCountdown = new QPushButton(body);
    worldButtons->addWidget(m_addWorld);
    worldButtons->addWidget(m_addCountdown);
    worldButtons->addStretch();
    layout->addLayout(worldButtons);
    setWidget(body);

    connect(m_startButton, &QPushButton::clicked, this, [this] {
        if (m_document->encounter().combat.active)
            m_end->trigger();
        else
            m_start->trigger();
    });
    connect(m_nextButton, &QPushButton::clicked, m_next, &QAction::trigger);
    connect(m_previousButton, &QPushButton::clicked, m_previous, &QAction::trigger);
    connect(m_start, &QAction::triggered, this, &InitiativeDock::startCombat);
    connect(m_end, &QAction::triggered, this, [this] {
        pushCombatEdit(m_document, tr("End combat"), [](Encounter &e) { combat::end(e); });
    });
    connect(m_next, &QAction::triggered, this, [this] {
        Dice &dice = m_document->dice();
        pushCombatEdit(m_document, tr("Next turn"), [&dice](Encounter &e) { combat::nextTurn(e, dice); });
        // The row, the map and the combatant panel all move to the creature whose turn it
        // is: damage typed next lands on it, not on a row picked earlier.
        selectCreature(m_document->encounter().combat.turn);
        emit creatureActivated(m_document->encounter().combat.turn);
    });
    connect(m_previous, &QAction::triggered, this, [this] {
        pushCombatEdit(m_document, tr("Previous turn"), [](Encounter &e) { combat::previousTurn(e); });
        selectCreature(m_document->encounter().combat.turn);
        emit creatureActivated(m_document->encounter().combat.turn);
    });
    connect(m_delay, &QAction::triggered, this, [this] {
        Dice &dice = m_document->dice();
        pushCombatEdit(m_document, tr("Delay"), [&dice](Encounter &e) { combat::delay(e, dice); });
    });
    connect(m_list, &InitiativeList::tieDropped, this, [this](const QString &moved, const QString &onto) {
        if (!reorderTie(moved, onto))
            emit statusMessage(tr("Only tied creatures can change places; set the initiative to move a creature."));
    });
    connect(m_list, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem *item) { emit creatureActivated(item->data(0, kIdRole).toString()); });
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item, int column) {
        if (column != InitColumn)
            return;
        const QString id = item->data(0, kIdRole).toString();
        const Creature *c = m_document->encounter().creature(id);
        bool ok = false;
        const double v = QInputDialog::getDouble(this, tr("Initiative"), tr("Initiative of %1:").arg(c ? c->name : id),
                                                 c && c->initiative ? *c->initiative : 10, -100, 100, 0, &ok);
        if (!ok)
            return;
        Dice &dice = m_document->dice();
        pushCombatEdit(m_document, tr("Set initiative"), [&](Encounter &e) { combat::setInitiative(e, dice, id, v); });
    });
    connect(m_list, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QTreeWidgetItem *item = m_list->itemAt(pos);
        const Encounter &enc = m_document->encounter();
        Dice &dice = m_document->dice();
        QMenu menu(this);
        if (item) {
            const QString id = item->data(0, kIdRole).toString();
            const Combatant *k = enc.combat.combatant(id);
            menu.addAction(tr("Roll Initiative"), this, [this, id, &dice] {
                pushCombatEdit(m_document, tr("Roll initiative"), [&](Encounter &e) { combat::rollInitiative(e, dice, id); });
            });
            menu.addAction(tr("Roll with Advantage"), this, [this, id, &dice] {
                pushCombatEdit(m_document, tr("Roll initiative"),
                               [&](Encounter &e) { combat::rollInitiative(e, dice, id, RollMode::Advantage); });
            });
            menu.addAction(tr("Roll with Disadvantage"), this, [this, id, &dice] {
                pushCombatEdit(m_document, tr("Roll initiative"),
                               [&](Encounter &e) { combat::rollInitiative(e, dice, id, RollMode::Disadvantage); });
            });
            QMenu *checks = menu.addMenu(tr("Initiative Check"));
            for (const QString &check : combat::initiativeChecks(enc.ruleset)) {
                QAction *a = checks->addAction(combat::checkLabel(check), this, [this, id, check, &dice] {
                    pushCombatEdit(m_document, tr("Initiative check"), [&](Encounter &e) {
                        combat::setCheck(e, id, check);
                        combat::rollInitiative(e, dice, id);
                    });
                });
                a->setCheckable(true);
                a->setChecked(k && k->check == check);
            }
            // The GM's tie order without a drag: swap with a tied neighbour.
            const int at = enc.combat.indexOf(id);
            for (const int step : {-1, 1}) {
                const int other = at + step;
                if (at < 0 || other < 0 || other >= int(enc.combat.order.size()))
                    continue;
                const QString neighbour = enc.combat.order[std::size_t(other)].id;
                if (combat::isTieOrderFree(enc, id, neighbour))
                    menu.addAction(step < 0 ? tr("Move Up within the Tie") : tr("Move Down within the Tie"), this,
                                   [this, id, neighbour] { reorderTie(id, neighbour); });
            }
            menu.addSeparator();
            if (k && k->delaying)
                menu.addAction(tr("Act Now (End Delay)"), this, [this, id] {
                    pushCombatEdit(m_document, tr("End delay"), [&](Encounter &e) { combat::resumeDelayed(e, id); });
                });
            if (k && enc.combat.turn == id)
                menu.addAction(m_delay);
            if (k && k->readied.isEmpty()) {
                menu.addAction(tr("Ready an Action…"), this, [this, id] {
                    bool ok = false;
                    const QString trigger = QInputDialog::getText(this, tr("Ready"), tr("Trigger:"), QLineEdit::Normal, QString(), &ok);
                    if (ok)
                        pushCombatEdit(m_document, tr("Ready"), [&](Encounter &e) { combat::ready(e, id, trigger); });
                });
            } else if (k) {
                menu.addAction(tr("Readied Action Goes Off"), this, [this, id] {
                    pushCombatEdit(m_document, tr("Readied action"), [&](Encounter &e) { combat::triggerReadied(e, id); });
                });
            }
            QMenu *mounts = menu.addMenu(tr("Ride"));
            for (const Combatant &o : enc.combat.order) {
                if (o.id == id)
                    continue;
                mounts->addAction(enc.creature(o.id) ? enc.creature(o.id)->name : o.id, this, [this, id, m = o.id] {
                    LogMessage refused;
                    pushCombatEdit(m_document, tr("Mount"), [&](Encounter &e) { refused = combat::mount(e, id, m); });
                    if (!refused.isEmpty()) // not adjacent, not larger, no speed left …
                        emit statusMessage(wordLogMessage(refused, &m_document->encounter()));
                });
            }
            if (k && !k->mountedOn.isEmpty())
                menu.addAction(tr("Dismount"), this, [this, id] {
                    LogMessage refused;
                    pushCombatEdit(m_document, tr("Dismount"), [&](Encounter &e) { refused = combat::dismount(e, id); });
                    if (!refused.isEmpty())
                        emit statusMessage(wordLogMessage(refused, &m_document->encounter()));
                });
            menu.addAction(tr("Remove from Combat"), this, [this, id] {
                pushCombatEdit(m_document, tr("Remove from combat"), [&](Encounter &e) { combat::removeCombatant(e, id); });
            });
        }
        QMenu *add = menu.addMenu(tr("Add to Combat"));
        for (const Creature &c : enc.creatures) {
            if (enc.combat.combatant(c.id))
                continue;
            add->addAction(c.name, this, [this, id = c.id, &dice] {
                pushCombatEdit(m_document, tr("Add to combat"), [&](Encounter &e) { combat::addCombatant(e, dice, id); });
            });
        }
        add->setEnabled(!add->isEmpty() && enc.combat.active);
        menu.exec(m_list->viewport()->mapToGlobal(pos));
    });
    connect(m_world, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem *item) {
        const int index = item->data(kIdRole).toInt();
        if (index >= 0)
            useWorldAction(index);
    });
    connect(m_addWorld, &QPushButton::clicked, this, &InitiativeDock::addWorldAction);
    connect(m_addCountdown, &QPushButton::clicked, this, &InitiativeDock::addCountdown);
    connect(m_document, &Document::creaturesChanged, this, &InitiativeDock::refresh);
    connect(m_document, &Document::encounterReset, this, &InitiativeDock::refresh);
    retranslate();
}

void InitiativeDock::startCombat()
{
    Dice &dice = m_document->dice();
    const QString instigators = m_instigators->currentData().toString();
    pushCombatEdit(m_document, tr("Start combat"), [&dice, &instigators](Encounter &e) {
        combat::StartOptions o;
        o.instigators = instigators; // the tracker uses them in a5e only
        combat::start(e, dice, o);
    });
    selectCreature(m_document->encounter().combat.turn);
    emit creatureActivated(m_document->encounter().combat.turn);
}

void InitiativeDock::selectCreature(const QString &id)
{
    const QSignalBlocker block(m_list);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (!id.isEmpty() && item->data(0, kIdRole).toString() == id) {
            m_list->setCurrentItem(item);
            return;
        }
    }
    m_list->setCurrentItem(nullptr);
    m_list->clearSelection();
}

QString InitiativeDock::selectedCreature() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item && item->isSelected() ? item->data(0, kIdRole).toString() : QString();
}

bool InitiativeDock::reorderTie(const QString &moved, const QString &onto)
{
    const Encounter &enc = m_document->encounter();
    const Creature *a = enc.creature(moved);
    const Creature *b = enc.creature(onto);
    if (!a || !b || a->initiative != b->initiative || enc.combat.indexOf(moved) < 0 || enc.combat.indexOf(onto) < 0)
        return false;
    return pushCombatEdit(m_document, tr("Reorder tie"), [&](Encounter &e) {
        // Step by adjacent swaps: every step stays within the tie.
        for (int guard = 0; guard < 1000; ++guard) {
            const int i = e.combat.indexOf(moved), j = e.combat.indexOf(onto);
            if (i == j)
                break;
            const int next = i < j ? i + 1 : i - 1;
            if (!combat::swapTied(e, moved, e.combat.order[std::size_t(next)].id))
                break;
            if (next == j)
                break;
        }
    });
}

void InitiativeDock::addWorldAction()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("World Action"), tr("Name:"), QLineEdit::Normal, QString(), &ok);
    if (!ok || name.isEmpty())
        return;
    const int recharge = QInputDialog::getInt(this, tr("World Action"), tr("Recharge (N–6, 0 for none):"), 5, 0, 6, 1, &ok);
    if (!ok)
        return;
    pushCombatEdit(m_document, tr("Add world action"), [&](Encounter &e) { combat::addWorldAction(e, name, recharge); });
}

void InitiativeDock::addCountdown()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Countdown"), tr("Name:"), QLineEdit::Normal, QString(), &ok);
    if (!ok || name.isEmpty())
        return;
    const int dice = QInputDialog::getInt(this, tr("Countdown"), tr("Dice in the pool (d6):"), 4, 1, 100, 1, &ok);
    if (!ok)
        return;
    const int from = QInputDialog::getInt(this, tr("Countdown"), tr("Remove dice showing at least (6, 5 or 4):"), 6, 4, 6, 1, &ok);
    if (!ok)
        return;
    pushCombatEdit(m_document, tr("Add countdown"), [&](Encounter &e) { combat::addCountdown(e, name, dice, from); });
}

void InitiativeDock::useWorldAction(int index)
{
    Dice &dice = m_document->dice();
    pushCombatEdit(m_document, tr("Use world action"), [&](Encounter &e) { combat::useWorldAction(e, dice, index); });
}

QString InitiativeDock::headerText() const
{
    return m_header->text();
}

QString InitiativeDock::economyText(const Encounter &e, const QString &id)
{
    const Combatant *k = e.combat.combatant(id);
    const Creature *c = e.creature(id);
    if (!k || !c || !e.combat.active)
        return {};
    QStringList parts;
    if (k->delaying)
        parts << tr("delaying");
    if (!k->readied.isEmpty())
        parts << tr("readied");
    if (e.ruleset == Ruleset::Pf2e) {
        // ◆ an action left, ◇ one spent; R the reaction while it is there.
        parts << QString(k->actions, QChar(0x25C6)) + QString(std::max(0, k->actionsMax - k->actions), QChar(0x25C7))
                     + (k->reactionUsed ? QString() : QStringLiteral(" R"));
    } else {
        parts << QStringLiteral("%1 %2 %3")
                     .arg(k->actionUsed ? QStringLiteral("–") : tr("A"), k->bonusActionUsed ? QStringLiteral("–") : tr("B"),
                          k->reactionUsed ? QStringLiteral("–") : tr("R"));
        if (e.combat.turn == id)
            parts << tr("%1 ft left").arg(numberText(combat::movementLeft(e, id)));
    }
    if (!k->mountedOn.isEmpty())
        parts << tr("on %1").arg(e.creature(k->mountedOn) ? e.creature(k->mountedOn)->name : k->mountedOn);
    return parts.join(QStringLiteral(" · "));
}

QString InitiativeDock::hpText(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    if (!c)
        return {};
    QString s = c->maxHp > 0 ? QStringLiteral("%1/%2").arg(c->hp).arg(c->maxHp) : QString::number(c->hp);
    if (c->tempHp > 0)
        s += QStringLiteral(" +%1").arg(c->tempHp);
    const Combatant *k = e.combat.combatant(id);
    if (k && k->downed && !c->isDead()) {
        if (e.ruleset == Ruleset::Pf2e)
            s += QLatin1Char(' ') + tr("dying %1").arg(k->dying);
        else if (k->stable)
            s += QLatin1Char(' ') + tr("stable");
        else
            s += QLatin1Char(' ') + tr("saves %1✓ %2✗").arg(k->deathSuccesses).arg(k->deathFailures);
    }
    return s;
}

QString InitiativeDock::conditionsText(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    if (!c)
        return {};
    QStringList parts;
    QStringList fromEffects;
    for (const Effect &f : e.combat.effects) {
        if (f.target != id)
            continue;
        parts << CombatantDock::effectLabel(f);
        fromEffects << f.condition;
    }
    for (const QString &x : c->conditions)
        if (!fromEffects.contains(x))
            parts << conditionDisplayName(x);
    return parts.join(QStringLiteral(", "));
}

void InitiativeDock::refresh()
{
    const Encounter &e = m_document->encounter();
    const CombatState &s = e.combat;
    const QString elapsed = combat::elapsedText(e);
    if (s.active) {
        const Creature *c = e.creature(s.turn);
        m_header->setText(tr("<b>Round %1</b> · %2 · %3's turn").arg(s.round).arg(elapsed, c ? c->name.toHtmlEscaped() : QString()));
    } else {
        m_header->setText(s.round > 0 ? tr("Combat over after round %1 (%2)").arg(s.round).arg(elapsed)
                                      : tr("Not in combat: Start rolls initiative for every creature."));
    }
    m_startButton->setText(s.active ? tr("End Combat") : tr("Start Combat"));
    m_next->setEnabled(s.active);
    m_previous->setEnabled(s.active);
    m_delay->setEnabled(s.active && !s.turn.isEmpty());
    m_nextButton->setEnabled(s.active);
    m_previousButton->setEnabled(s.active);
    m_start->setEnabled(!s.active);
    m_end->setEnabled(s.active);

    const QString selected = m_list->currentItem() ? m_list->currentItem()->data(0, kIdRole).toString() : QString();
    const QSignalBlocker block(m_list);
    m_list->clear();
    const QColor currentBg = QColor(255, 224, 130);
    for (const Combatant &k : s.order) {
        const Creature *c = e.creature(k.id);
        if (!c)
            continue;
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(0, kIdRole, k.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled);
        item->setText(InitColumn, c->initiative ? numberText(*c->initiative) : QStringLiteral("–"));
        item->setText(NameColumn, c->name);
        item->setText(HpColumn, hpText(e, k.id));
        item->setText(ConditionsColumn, conditionsText(e, k.id));
        item->setText(TurnColumn, economyText(e, k.id));
        item->setToolTip(TurnColumn, item->text(TurnColumn));
        item->setToolTip(InitColumn, k.roll > 0 ? tr("d20 %1, %2").arg(k.roll).arg(combat::checkLabel(k.check))
                                                : combat::checkLabel(k.check));
        if (c->isDead() || k.delaying) {
            for (int col = 0; col < ColumnCount; ++col)
                item->setForeground(col, QColor(140, 140, 140));
        }
        if (s.active && k.id == s.turn) {
            QFont f = item->font(NameColumn);
            f.setBold(true);
            for (int col = 0; col < ColumnCount; ++col) {
                item->setBackground(col, currentBg);
                item->setForeground(col, Qt::black);
                item->setFont(col, f);
            }
            item->setText(InitColumn, QStringLiteral("▶ ") + item->text(InitColumn));
        }
        if (k.id == selected)
            m_list->setCurrentItem(item);
    }
    m_world->clear();
    for (std::size_t i = 0; i < s.worldActions.size(); ++i) {
        const WorldAction &w = s.worldActions[i];
        QString text = w.recharge > 0 ? tr("%1 (Recharge %2–6): %3").arg(w.name).arg(w.recharge).arg(w.available ? tr("ready") : tr("used"))
                                      : tr("%1: world action").arg(w.name);
        auto *item = new QListWidgetItem(text, m_world);
        item->setData(kIdRole, int(i));
        item->setToolTip(tr("Double-click: the world uses it"));
    }
    for (const Countdown &c : s.countdowns) {
        auto *item = new QListWidgetItem(c.ended ? tr("Countdown %1: ended").arg(c.name)
                                                 : tr("Countdown %1: %2 d6 (removes %3–6)").arg(c.name).arg(c.dice).arg(c.removeFrom),
                                         m_world);
        item->setData(kIdRole, -1);
    }
    m_world->setVisible(m_world->count() > 0 || e.ruleset == Ruleset::A5e);
    m_addWorld->setVisible(e.ruleset == Ruleset::A5e);
    // A5E set-up: the instigating side may roll initiative with advantage.
    m_instigators->setVisible(e.ruleset == Ruleset::A5e && !s.active);
    m_instigatorsLabel->setVisible(m_instigators->isVisibleTo(this));
    m_addCountdown->setVisible(e.ruleset == Ruleset::A5e);
}

void InitiativeDock::retranslate()
{
    setWindowTitle(tr("Initiative"));
    m_list->setHeaderLabels({tr("Init"), tr("Creature"), tr("HP"), tr("Conditions"), tr("Turn")});
    m_start->setText(tr("&Start Combat"));
    m_end->setText(tr("E&nd Combat"));
    m_next->setText(tr("Next &Turn"));
    m_next->setStatusTip(tr("End this turn and start the next one (durations tick, dying creatures save)"));
    m_previous->setText(tr("&Previous Turn"));
    m_delay->setText(tr("De&lay"));
    m_nextButton->setText(tr("Next Turn"));
    m_previousButton->setText(tr("Previous"));
    m_addWorld->setText(tr("World Action…"));
    m_addCountdown->setText(tr("Countdown…"));
    m_instigatorsLabel->setText(tr("Advantage:"));
    m_instigators->setToolTip(tr("A5E: the side that started the fight may roll initiative with advantage"));
    {
        const QString current = m_instigators->currentData().toString();
        const QSignalBlocker block(m_instigators);
        m_instigators->clear();
        m_instigators->addItem(tr("nobody"), QString());
        m_instigators->addItem(tr("the party"), QStringLiteral("party"));
        m_instigators->addItem(tr("the hostiles"), QStringLiteral("hostile"));
        m_instigators->setCurrentIndex(std::max(0, m_instigators->findData(current)));
    }
    refresh();
}

void InitiativeDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace bm
