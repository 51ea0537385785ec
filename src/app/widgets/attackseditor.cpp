#include "attackseditor.h"

#include "model/diceexpression.h"
#include "model/vocabulary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {


QSpinBox *feetSpin(QWidget *parent, const QString &name, int minimum)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(minimum, 10000);
    spin->setSingleStep(5);
    spin->setKeyboardTracking(false);
    return spin;
}

} // namespace

AttacksEditor::AttacksEditor(Edit edit, QWidget *parent)
    : QGroupBox(parent)
    , m_edit(std::move(edit))
{
    setObjectName(QStringLiteral("attacksBox"));
    auto *outer = new QVBoxLayout(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("attacksList"));
    m_list->setMaximumHeight(m_list->fontMetrics().height() * 5);
    outer->addWidget(m_list);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("addAttackButton"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeAttackButton"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    outer->addLayout(buttons);

    m_fields = new QWidget(this);
    auto *grid = new QGridLayout(m_fields);
    grid->setContentsMargins(0, 0, 0, 0);
    m_nameLabel = new QLabel(m_fields);
    m_name = new QLineEdit(m_fields);
    m_name->setObjectName(QStringLiteral("attackNameEdit"));
    m_nameLabel->setBuddy(m_name);
    grid->addWidget(m_nameLabel, 0, 0);
    grid->addWidget(m_name, 0, 1, 1, 2);
    m_bonusLabel = new QLabel(m_fields);
    m_bonus = new QSpinBox(m_fields);
    m_bonus->setObjectName(QStringLiteral("attackBonusSpin"));
    m_bonus->setRange(-99, 99);
    m_bonus->setKeyboardTracking(false);
    m_bonusLabel->setBuddy(m_bonus);
    m_kind = new QComboBox(m_fields);
    m_kind->setObjectName(QStringLiteral("attackKindCombo"));
    grid->addWidget(m_bonusLabel, 1, 0);
    grid->addWidget(m_bonus, 1, 1);
    grid->addWidget(m_kind, 1, 2);
    m_reachLabel = new QLabel(m_fields);
    m_reach = feetSpin(m_fields, QStringLiteral("attackReachSpin"), -1);
    m_reachLabel->setBuddy(m_reach);
    grid->addWidget(m_reachLabel, 2, 0);
    grid->addWidget(m_reach, 2, 1, 1, 2);
    m_rangeLabel = new QLabel(m_fields);
    m_rangeRow = new QWidget(m_fields);
    auto *range = new QHBoxLayout(m_rangeRow);
    range->setContentsMargins(0, 0, 0, 0);
    m_normalRange = feetSpin(m_rangeRow, QStringLiteral("attackRangeSpin"), 5);
    m_longRange = feetSpin(m_rangeRow, QStringLiteral("attackLongRangeSpin"), 5);
    range->addWidget(m_normalRange, 1);
    range->addWidget(new QLabel(QStringLiteral("/"), m_rangeRow));
    range->addWidget(m_longRange, 1);
    m_rangeLabel->setBuddy(m_normalRange);
    grid->addWidget(m_rangeLabel, 3, 0);
    grid->addWidget(m_rangeRow, 3, 1, 1, 2);
    m_damageLabel = new QLabel(m_fields);
    grid->addWidget(m_damageLabel, 4, 0, 1, 3);
    m_partsLayout = new QGridLayout;
    m_partsLayout->setContentsMargins(0, 0, 0, 0);
    m_partsLayout->setColumnStretch(0, 1);
    grid->addLayout(m_partsLayout, 5, 0, 1, 3);
    // The dice parser's word on a refused expression, right under the damage fields.
    m_problem = new QLabel(m_fields);
    m_problem->setObjectName(QStringLiteral("attackProblemLabel"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b02020;"));
    m_problem->setVisible(false);
    grid->addWidget(m_problem, 6, 0, 1, 3);
    auto *flags = new QHBoxLayout;
    m_addPart = new QPushButton(m_fields);
    m_addPart->setObjectName(QStringLiteral("addDamageButton"));
    m_magical = new QCheckBox(m_fields);
    m_magical->setObjectName(QStringLiteral("attackMagicalCheck"));
    m_agile = new QCheckBox(m_fields);
    m_agile->setObjectName(QStringLiteral("attackAgileCheck"));
    flags->addWidget(m_addPart);
    flags->addWidget(m_magical);
    flags->addWidget(m_agile);
    flags->addStretch(1);
    grid->addLayout(flags, 7, 0, 1, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    outer->addWidget(m_fields);

    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        if (!m_refreshing) {
            setProblem(QString());
            refreshFields();
        }
    });
    connect(m_add, &QPushButton::clicked, this, &AttacksEditor::addAttack);
    connect(m_remove, &QPushButton::clicked, this, &AttacksEditor::removeAttack);
    connect(m_name, &QLineEdit::editingFinished, this, &AttacksEditor::commitName);
    connect(m_bonus, &QSpinBox::valueChanged, this, [this](int v) {
        editAttack(QStringLiteral("bonus"), [v](CreatureAttack &a) { a.bonus = v; }, true);
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const auto kind = attackKindFromId(m_kind->currentData().toString());
        if (!kind)
            return;
        editAttack(QStringLiteral("kind"), [kind](CreatureAttack &a) {
            if (a.kind == *kind)
                return;
            a.kind = *kind;
            a.singleRange = false;
            if (a.isMelee()) {
                a.normalRange = a.longRange = 0;
            } else {
                a.reach = -1;
                if (a.normalRange <= 0) { // RULES.md 13.3: a ranged attack needs its range
                    a.normalRange = 20;
                    a.longRange = 60;
                }
            }
        });
    });
    connect(m_reach, &QSpinBox::valueChanged, this, [this](int v) {
        editAttack(QStringLiteral("reach"), [v](CreatureAttack &a) { a.reach = v; }, true);
    });
    connect(m_normalRange, &QSpinBox::valueChanged, this, [this](int v) {
        editAttack(QStringLiteral("range"), [v](CreatureAttack &a) {
            a.normalRange = v;
            a.longRange = std::max(a.longRange, double(v)); // normal <= long
            a.singleRange = false;
        }, true);
    });
    connect(m_longRange, &QSpinBox::valueChanged, this, [this](int v) {
        editAttack(QStringLiteral("longRange"), [v](CreatureAttack &a) {
            a.longRange = std::max(double(v), a.normalRange);
            a.singleRange = false;
        }, true);
    });
    connect(m_magical, &QCheckBox::toggled, this, [this](bool on) {
        editAttack(QStringLiteral("magical"), [on](CreatureAttack &a) { a.magical = on; });
    });
    connect(m_agile, &QCheckBox::toggled, this, [this](bool on) {
        editAttack(QStringLiteral("agile"), [on](CreatureAttack &a) { a.agile = on; });
    });
    connect(m_addPart, &QPushButton::clicked, this, [this] {
        editAttack(QStringLiteral("addDamage"), [](CreatureAttack &a) {
            a.damage.push_back(DamagePart{QStringLiteral("1d6"), a.damage.empty() ? QStringLiteral("bludgeoning") : a.damage.back().type, {}});
        });
        if (!m_parts.empty()) {
            m_parts.back().dice->setFocus();
            m_parts.back().dice->selectAll();
        }
    });

    retranslate();
    showCreature(nullptr, Ruleset::Dnd2014);
}

int AttacksEditor::currentAttack() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < int(m_attacks.size()) ? row : -1;
}

void AttacksEditor::setCurrentAttack(int index)
{
    m_list->setCurrentRow(index);
}

QString AttacksEditor::problem() const
{
    return m_problem->text();
}

void AttacksEditor::showCreature(const Creature *c, Ruleset ruleset)
{
    const bool other = !c || c->id != m_creatureId;
    m_creatureId = c ? c->id : QString();
    m_creatureName = c ? c->name : QString();
    m_attacks = c ? c->attacks : std::vector<CreatureAttack>{};
    m_ruleset = ruleset;
    m_defaultReach = c ? (c->reach >= 0 ? c->reach : defaultReach(c->size, ruleset)) : 5;
    if (other)
        setProblem(QString());
    setEnabled(c != nullptr);
    refreshList();
    if (other && !m_attacks.empty()) {
        m_refreshing = true;
        m_list->setCurrentRow(0);
        m_refreshing = false;
    }
    refreshFields();
}

void AttacksEditor::refreshList()
{
    m_refreshing = true;
    const int keep = m_list->currentRow();
    if (m_list->count() != int(m_attacks.size())) {
        m_list->clear();
        for (std::size_t i = 0; i < m_attacks.size(); ++i)
            new QListWidgetItem(m_list);
    }
    for (std::size_t i = 0; i < m_attacks.size(); ++i) {
        const CreatureAttack &a = m_attacks[i];
        QStringList parts;
        for (const DamagePart &d : a.damage)
            parts << QStringLiteral("%1 %2").arg(d.dice, damageTypeDisplayName(d.type)).trimmed();
        // "Longsword +5, 1d8+3 slashing + 1d6 fire"
        QString text = QStringLiteral("%1 %2%3").arg(a.name, a.bonus >= 0 ? QStringLiteral("+") : QString()).arg(a.bonus);
        if (!parts.isEmpty())
            text += QStringLiteral(", ") + parts.join(QStringLiteral(" + "));
        if (m_list->item(int(i))->text() != text)
            m_list->item(int(i))->setText(text);
    }
    m_list->setCurrentRow(std::min(std::max(keep, m_attacks.empty() ? -1 : 0), int(m_attacks.size()) - 1));
    m_refreshing = false;
}

void AttacksEditor::refreshFields()
{
    const int index = currentAttack();
    const CreatureAttack *a = index >= 0 ? &m_attacks[std::size_t(index)] : nullptr;
    m_remove->setEnabled(a != nullptr);
    m_fields->setEnabled(a != nullptr);
    m_refreshing = true;
    // A field being typed in keeps its text until Enter (or leaving it) commits it.
    if (!(m_name->hasFocus() && m_name->isModified()) && m_name->text() != (a ? a->name : QString()))
        m_name->setText(a ? a->name : QString());
    const auto setSpin = [](QSpinBox *spin, int v) {
        if (spin->value() != v)
            spin->setValue(v);
    };
    setSpin(m_bonus, a ? a->bonus : 0);
    const int kind = m_kind->findData(attackKindId(a ? a->kind : AttackKind::Melee));
    if (m_kind->currentIndex() != kind)
        m_kind->setCurrentIndex(kind);
    const bool melee = !a || a->isMelee();
    m_reach->setSpecialValueText(tr("default (%1 ft)").arg(m_defaultReach));
    setSpin(m_reach, a ? a->reach : -1);
    setSpin(m_normalRange, a ? int(std::lround(a->normalRange)) : 5);
    setSpin(m_longRange, a ? int(std::lround(a->longRange)) : 5);
    m_reachLabel->setVisible(melee);
    m_reach->setVisible(melee);
    m_rangeLabel->setVisible(!melee);
    m_rangeRow->setVisible(!melee);
    if (m_magical->isChecked() != (a && a->magical))
        m_magical->setChecked(a && a->magical);
    if (m_agile->isChecked() != (a && a->agile))
        m_agile->setChecked(a && a->agile);
    m_agile->setVisible(m_ruleset == Ruleset::Pf2e || (a && a->agile)); // pf2e's trait
    refreshParts(a);
    m_refreshing = false;
}

void AttacksEditor::refreshParts(const CreatureAttack *a)
{
    const std::size_t count = a ? a->damage.size() : 0;
    if (m_parts.size() != count) {
        for (const PartRow &row : m_parts) {
            row.dice->disconnect(this);
            row.dice->deleteLater();
            row.type->deleteLater();
            row.remove->deleteLater();
        }
        m_parts.clear();
        for (std::size_t i = 0; i < count; ++i) {
            const int part = int(i);
            PartRow row{new QLineEdit(m_fields), new QComboBox(m_fields), new QToolButton(m_fields)};
            row.dice->setObjectName(QStringLiteral("damageDiceEdit%1").arg(part));
            row.type->setObjectName(QStringLiteral("damageTypeCombo%1").arg(part));
            row.remove->setObjectName(QStringLiteral("removeDamageButton%1").arg(part));
            row.dice->setPlaceholderText(QStringLiteral("1d6+2"));
            row.dice->setToolTip(tr("Dice such as 1d8+3 or 2d6+1d4; Enter keeps it"));
            row.remove->setText(QStringLiteral("\u2715"));
            row.remove->setToolTip(tr("Remove this damage"));
            fillTypes(row.type);
            m_partsLayout->addWidget(row.dice, part, 0);
            m_partsLayout->addWidget(row.type, part, 1);
            m_partsLayout->addWidget(row.remove, part, 2);
            for (QWidget *w : {static_cast<QWidget *>(row.dice), static_cast<QWidget *>(row.type), static_cast<QWidget *>(row.remove)})
                w->setVisible(true); // the layout would show them only later, in the event loop
            connect(row.dice, &QLineEdit::editingFinished, this, [this, part] { commitDice(part); });
            connect(row.type, &QComboBox::currentIndexChanged, this, [this, part, combo = row.type] {
                const QString type = combo->currentData().toString();
                editAttack(QStringLiteral("damageType"), [part, type](CreatureAttack &at) {
                    if (part < int(at.damage.size()))
                        at.damage[std::size_t(part)].type = type;
                });
            });
            connect(row.remove, &QToolButton::clicked, this, [this, part] {
                editAttack(QStringLiteral("removeDamage"), [part](CreatureAttack &at) {
                    if (part < int(at.damage.size()))
                        at.damage.erase(at.damage.begin() + part);
                });
            });
            m_parts.push_back(row);
        }
    }
    for (std::size_t i = 0; i < count; ++i) {
        const DamagePart &d = a->damage[i];
        PartRow &row = m_parts[i];
        if (!(row.dice->hasFocus() && row.dice->isModified()) && row.dice->text() != d.dice && int(i) != m_badPart)
            row.dice->setText(d.dice);
        int t = row.type->findData(d.type);
        if (t < 0) { // a type of the file's own: kept and shown as written
            row.type->addItem(d.type, d.type);
            t = row.type->count() - 1;
        }
        if (row.type->currentIndex() != t)
            row.type->setCurrentIndex(t);
    }
}

void AttacksEditor::fillTypes(QComboBox *combo)
{
    const QString current = combo->currentData().toString();
    combo->clear();
    for (const QString &id : allDamageTypes()) // RULES.md 13.4 step 8 (model/vocabulary.h)
        combo->addItem(damageTypeDisplayName(id), id);
    combo->addItem(tr("(no type)"), QString());
    combo->setCurrentIndex(combo->findData(current));
}

void AttacksEditor::setProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    m_badPart = -1;
}

bool AttacksEditor::editAttack(const QString &field, const std::function<void(CreatureAttack &)> &change, bool merge)
{
    const int index = currentAttack();
    if (m_refreshing || index < 0)
        return false;
    CreatureAttack changed = m_attacks[std::size_t(index)];
    change(changed);
    if (changed == m_attacks[std::size_t(index)])
        return false;
    setProblem(QString());
    return m_edit(QStringLiteral("attack%1/%2").arg(index).arg(field), tr("attacks"), [index, changed](Creature &c) {
        if (index < int(c.attacks.size()))
            c.attacks[std::size_t(index)] = changed;
    }, merge);
}

void AttacksEditor::addAttack()
{
    // "Attack", "Attack 2", …: a name no other attack of the creature has.
    QString name = tr("Attack");
    const auto taken = [this](const QString &n) {
        return std::any_of(m_attacks.begin(), m_attacks.end(), [&](const CreatureAttack &a) { return a.name.compare(n, Qt::CaseInsensitive) == 0; });
    };
    for (int i = 2; taken(name); ++i)
        name = tr("Attack %1").arg(i);
    CreatureAttack a;
    a.name = name;
    a.damage.push_back(DamagePart{QStringLiteral("1d6"), QStringLiteral("bludgeoning"), {}});
    setProblem(QString());
    if (!m_edit(QStringLiteral("addAttack"), tr("attacks"), [a](Creature &c) { c.attacks.push_back(a); }, false))
        return;
    setCurrentAttack(int(m_attacks.size()) - 1);
    m_name->setFocus();
    m_name->selectAll(); // the GM names it first
}

void AttacksEditor::removeAttack()
{
    const int index = currentAttack();
    if (index < 0)
        return;
    setProblem(QString());
    m_edit(QStringLiteral("removeAttack"), tr("attacks"), [index](Creature &c) {
        if (index < int(c.attacks.size()))
            c.attacks.erase(c.attacks.begin() + index);
    }, false);
}

void AttacksEditor::commitName()
{
    const int index = currentAttack();
    if (m_refreshing || index < 0)
        return;
    const QString name = m_name->text().trimmed();
    const QString now = m_attacks[std::size_t(index)].name;
    m_name->setModified(false);
    if (name == now)
        return;
    for (std::size_t i = 0; i < m_attacks.size(); ++i) {
        if (int(i) != index && m_attacks[i].name.compare(name, Qt::CaseInsensitive) == 0) {
            setProblem(tr("%1 already has an attack named \"%2\"").arg(m_creatureName, name));
            m_name->setText(now);
            return;
        }
    }
    if (name.isEmpty()) {
        setProblem(tr("An attack needs a name"));
        m_name->setText(now);
        return;
    }
    editAttack(QStringLiteral("name"), [name](CreatureAttack &a) { a.name = name; });
}

void AttacksEditor::commitDice(int part)
{
    const int index = currentAttack();
    if (m_refreshing || index < 0 || part >= int(m_parts.size()) || part >= int(m_attacks[std::size_t(index)].damage.size()))
        return;
    QLineEdit *edit = m_parts[std::size_t(part)].dice;
    const QString dice = edit->text().trimmed();
    edit->setModified(false);
    if (dice == m_attacks[std::size_t(index)].damage[std::size_t(part)].dice) {
        setProblem(QString());
        return;
    }
    // The one dice parser (model/diceexpression.h) says what is wrong; nothing is stored.
    QString why;
    if (!parseDice(dice, &why)) {
        setProblem(why);
        m_badPart = part; // its text stays for fixing
        return;
    }
    editAttack(QStringLiteral("dice"), [part, dice](CreatureAttack &a) { a.damage[std::size_t(part)].dice = dice; });
}

void AttacksEditor::retranslate()
{
    setTitle(tr("Attacks"));
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add an attack to this creature"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the attack picked in the list"));
    m_nameLabel->setText(tr("Name"));
    m_bonusLabel->setText(tr("Bonus"));
    m_bonus->setToolTip(tr("Attack bonus added to the d20"));
    {
        m_refreshing = true;
        m_kind->clear();
        m_kind->addItem(tr("melee"), attackKindId(AttackKind::Melee));
        m_kind->addItem(tr("ranged"), attackKindId(AttackKind::Ranged));
        m_refreshing = false;
    }
    m_reachLabel->setText(tr("Reach"));
    m_reach->setSuffix(tr(" ft"));
    m_reach->setToolTip(tr("Melee reach in feet; \"default\" is the creature's reach"));
    m_rangeLabel->setText(tr("Range"));
    m_normalRange->setSuffix(tr(" ft"));
    m_longRange->setSuffix(tr(" ft"));
    m_normalRange->setToolTip(tr("Normal range in feet"));
    m_longRange->setToolTip(tr("Long range in feet (disadvantage beyond the normal range)"));
    m_damageLabel->setText(tr("Damage"));
    m_addPart->setText(tr("+ Damage"));
    m_addPart->setToolTip(tr("Add a damage part of another type, e.g. 1d6 fire"));
    m_magical->setText(tr("Magical"));
    m_magical->setToolTip(tr("Overcomes resistances to nonmagical damage"));
    m_agile->setText(tr("Agile"));
    m_agile->setToolTip(tr("Pathfinder 2e: the multiple attack penalty is -4/-8"));
    m_refreshing = true;
    for (const PartRow &row : m_parts) {
        fillTypes(row.type);
        row.dice->setToolTip(tr("Dice such as 1d8+3 or 2d6+1d4; Enter keeps it"));
        row.remove->setToolTip(tr("Remove this damage"));
    }
    m_refreshing = false;
    refreshList();
    refreshFields();
}

void AttacksEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

} // namespace bm
