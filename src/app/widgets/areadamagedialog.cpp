#include "areadamagedialog.h"

#include "document.h"
#include "model/encounter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace bm {

namespace {

// The damage types of a ruleset (model/vocabulary.h names them in every language).
QStringList damageTypesFor(Ruleset r)
{
    if (r == Ruleset::Pf2e)
        return {QStringLiteral("acid"), QStringLiteral("bleed"), QStringLiteral("bludgeoning"), QStringLiteral("cold"),
                QStringLiteral("fire"), QStringLiteral("force"), QStringLiteral("mental"), QStringLiteral("piercing"),
                QStringLiteral("poison"), QStringLiteral("slashing"), QStringLiteral("spirit"), QStringLiteral("vitality")};
    return {QStringLiteral("acid"), QStringLiteral("bludgeoning"), QStringLiteral("cold"), QStringLiteral("fire"),
            QStringLiteral("force"), QStringLiteral("lightning"), QStringLiteral("necrotic"), QStringLiteral("piercing"),
            QStringLiteral("poison"), QStringLiteral("psychic"), QStringLiteral("radiant"), QStringLiteral("slashing"),
            QStringLiteral("thunder")};
}

QSpinBox *cellSpin(QWidget *parent, int min, int max, int value, const QString &name)
{
    auto *s = new QSpinBox(parent);
    s->setRange(min, max);
    s->setValue(value);
    s->setObjectName(name);
    s->setFrame(false);
    return s;
}

} // namespace

AreaDamageDialog::AreaDamageDialog(Document *document, const QStringList &ids, const QString &areaName, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_ids(ids)
    , m_areaName(areaName)
{
    setObjectName(QStringLiteral("areaDamageDialog"));
    setWindowTitle(tr("Damage All in Area"));
    const Encounter &e = document->encounter();
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;

    auto *diceRow = new QHBoxLayout;
    m_dice = new QLineEdit(QStringLiteral("8d6"), this);
    m_dice->setObjectName(QStringLiteral("areaDiceEdit"));
    auto *roll = new QPushButton(tr("&Roll"), this);
    roll->setObjectName(QStringLiteral("areaRollButton"));
    roll->setAutoDefault(false);
    m_rolled = new QSpinBox(this);
    m_rolled->setObjectName(QStringLiteral("areaRolledSpin"));
    m_rolled->setRange(0, 99999);
    m_rolled->setToolTip(tr("The damage rolled once for the whole area; enter what was rolled at the table"));
    diceRow->addWidget(m_dice, 1);
    diceRow->addWidget(roll);
    diceRow->addWidget(new QLabel(QStringLiteral("="), this));
    diceRow->addWidget(m_rolled);
    form->addRow(tr("&Damage:"), diceRow);
    m_diceError = new QLabel(this);
    m_diceError->setStyleSheet(QStringLiteral("color: #b00020"));
    m_diceError->hide();
    form->addRow(QString(), m_diceError);
    static_cast<QLabel *>(form->labelForField(diceRow))->setBuddy(m_dice);

    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("areaDamageTypeCombo"));
    m_type->addItem(tr("(untyped)"), QString());
    for (const QString &t : damageTypesFor(e.ruleset))
        m_type->addItem(damageTypeDisplayName(t), t);
    form->addRow(tr("&Type:"), m_type);
    layout->addLayout(form);

    m_save = new QGroupBox(tr("&Saving throw"), this);
    m_save->setObjectName(QStringLiteral("areaSaveGroup"));
    m_save->setCheckable(true);
    m_save->setChecked(true);
    auto *saveForm = new QFormLayout(m_save);
    m_ability = new QComboBox(m_save);
    m_ability->setObjectName(QStringLiteral("areaSaveAbilityCombo"));
    for (const QString &a : combat::saveAbilities(e.ruleset))
        m_ability->addItem(combat::saveAbilityName(a), a);
    m_ability->setCurrentIndex(1); // Dexterity, Reflex: the usual save against an area
    saveForm->addRow(tr("&Ability:"), m_ability);
    m_dc = new QSpinBox(m_save);
    m_dc->setObjectName(QStringLiteral("areaDcSpin"));
    m_dc->setRange(1, 60);
    m_dc->setValue(15);
    saveForm->addRow(tr("D&C:"), m_dc);
    m_half = new QCheckBox(pf2e ? tr("&Basic save: half on a success, none on a critical success, double on a critical failure")
                                : tr("&Half damage on a success"),
                           m_save);
    m_half->setObjectName(QStringLiteral("areaHalfCheck"));
    m_half->setChecked(true);
    saveForm->addRow(m_half);
    layout->addWidget(m_save);

    m_table = new QTableWidget(int(ids.size()), ColumnCount, this);
    m_table->setObjectName(QStringLiteral("areaDamageTable"));
    m_table->setHorizontalHeaderLabels({tr("Creature"), tr("d20"), tr("Save bonus"), tr("Total"), tr("Result"), tr("Damage")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    Dice &dice = document->dice();
    rollDamage(); // the area's one damage roll, before the saves
    for (int row = 0; row < ids.size(); ++row) {
        const Creature *c = e.creature(ids[row]);
        auto *name = new QTableWidgetItem(c ? c->name : ids[row]);
        name->setData(Qt::UserRole, ids[row]);
        m_table->setItem(row, NameColumn, name);
        m_table->setCellWidget(row, RollColumn, cellSpin(m_table, 1, 20, dice.die(20), QStringLiteral("roll%1").arg(row)));
        m_table->setCellWidget(row, BonusColumn, cellSpin(m_table, -30, 60, 0, QStringLiteral("bonus%1").arg(row)));
        m_table->setItem(row, TotalColumn, new QTableWidgetItem);
        m_table->setItem(row, ResultColumn, new QTableWidgetItem);
        m_table->setCellWidget(row, DamageColumn, cellSpin(m_table, 0, 99999, 0, QStringLiteral("damage%1").arg(row)));
        for (Column col : {RollColumn, BonusColumn})
            connect(spinAt(row, col), &QSpinBox::valueChanged, this, &AreaDamageDialog::recompute);
    }
    // The numbers and the result keep their width ("critical success", "kritischer Erfolg").
    for (int col = RollColumn; col < ColumnCount; ++col)
        m_table->horizontalHeader()->setSectionResizeMode(col, QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);
    readBonuses();

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Apply Damage"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(roll, &QPushButton::clicked, this, [this] {
        rollDamage();
        recompute();
    });
    connect(m_dice, &QLineEdit::returnPressed, roll, &QPushButton::click);
    connect(m_rolled, &QSpinBox::valueChanged, this, &AreaDamageDialog::recompute);
    connect(m_dc, &QSpinBox::valueChanged, this, &AreaDamageDialog::recompute);
    connect(m_half, &QCheckBox::toggled, this, &AreaDamageDialog::recompute);
    connect(m_save, &QGroupBox::toggled, this, &AreaDamageDialog::recompute);
    connect(m_ability, &QComboBox::currentIndexChanged, this, &AreaDamageDialog::readBonuses);
    recompute();
    resize(std::max(sizeHint().width(), 560), sizeHint().height());
}

QSpinBox *AreaDamageDialog::spinAt(int row, Column column) const
{
    return qobject_cast<QSpinBox *>(m_table->cellWidget(row, column));
}

void AreaDamageDialog::rollDamage()
{
    QString error;
    const auto r = m_document->dice().roll(m_dice->text().trimmed(), RollMode::Normal, &error);
    m_diceError->setVisible(!r);
    if (!r) {
        m_diceError->setText(tr("Not a dice expression: %1").arg(error));
        return;
    }
    m_rolledText = r->text();
    m_rolledTotal = r->total;
    const QSignalBlocker block(m_rolled);
    m_rolled->setValue(r->total);
    m_rolled->setToolTip(m_rolledText);
}

void AreaDamageDialog::readBonuses()
{
    const Encounter &e = m_document->encounter();
    const QString ability = m_ability->currentData().toString();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const Creature *c = e.creature(m_table->item(row, NameColumn)->data(Qt::UserRole).toString());
        QSpinBox *bonus = spinAt(row, BonusColumn);
        const QSignalBlocker block(bonus);
        bonus->setValue(c ? combat::saveBonus(*c, ability) : 0);
    }
    recompute();
}

void AreaDamageDialog::recompute()
{
    const Ruleset r = m_document->encounter().ruleset;
    const bool saving = m_save->isChecked();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const int natural = spinAt(row, RollColumn)->value();
        const int total = natural + spinAt(row, BonusColumn)->value();
        for (Column col : {RollColumn, BonusColumn})
            spinAt(row, col)->setEnabled(saving);
        int amount = m_rolled->value();
        if (saving) {
            const combat::SaveDegree d = combat::saveDegree(r, natural, total, m_dc->value());
            amount = combat::damageAfterSave(r, d, m_rolled->value(), m_half->isChecked());
            m_table->item(row, TotalColumn)->setText(QString::number(total));
            m_table->item(row, ResultColumn)->setText(combat::saveDegreeName(d));
        } else {
            m_table->item(row, TotalColumn)->setText(QString());
            m_table->item(row, ResultColumn)->setText(QString());
        }
        spinAt(row, DamageColumn)->setValue(amount);
    }
}

combat::AreaDamage AreaDamageDialog::area() const
{
    const Ruleset r = m_document->encounter().ruleset;
    combat::AreaDamage out;
    const QString rolled = m_rolled->value() == m_rolledTotal && !m_rolledText.isEmpty()
                               ? m_rolledText
                               : QString::number(m_rolled->value()); // entered at the table
    out.label = m_areaName.isEmpty() ? rolled : tr("%1, %2", "area, damage roll").arg(m_areaName, rolled);
    out.type = m_type->currentData().toString();
    const bool saving = m_save->isChecked();
    if (saving) {
        out.ability = m_ability->currentData().toString();
        out.dc = m_dc->value();
    }
    for (int row = 0; row < m_table->rowCount(); ++row) {
        combat::AreaDamageRow x;
        x.id = m_table->item(row, NameColumn)->data(Qt::UserRole).toString();
        x.amount = spinAt(row, DamageColumn)->value();
        if (saving) {
            x.natural = spinAt(row, RollColumn)->value();
            x.total = x.natural + spinAt(row, BonusColumn)->value();
            x.degree = combat::saveDegree(r, x.natural, x.total, out.dc);
        }
        out.rows.push_back(x);
    }
    return out;
}

} // namespace bm
