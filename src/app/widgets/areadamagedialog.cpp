#include "areadamagedialog.h"

#include "document.h"
#include "combat/combat.h"
#include "model/encounter.h"
#include "rules/cover.h"

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

AreaDamageDialog::AreaDamageDialog(Document *document, const combat::AreaTargets &targets, const QString &areaName,
                                   QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_targets(targets)
    , m_areaName(areaName)
{
    const QStringList &ids = targets.creatures;
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
    for (const QString &t : damageTypes(e.ruleset))
        m_type->addItem(damageTypeDisplayName(t), t);
    m_magical = new QCheckBox(tr("Ma&gical"), this);
    m_magical->setObjectName(QStringLiteral("areaMagicalCheck"));
    m_magical->setToolTip(tr("The effect is magical: resistance to nonmagical damage doesn't apply"));
    auto *typeRow = new QHBoxLayout;
    typeRow->addWidget(m_type, 1);
    typeRow->addWidget(m_magical);
    form->addRow(tr("&Type:"), typeRow);
    static_cast<QLabel *>(form->labelForField(typeRow))->setBuddy(m_type);
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
    auto *rollSavesButton = new QPushButton(tr("Roll the Sa&ves Again"), m_save);
    rollSavesButton->setObjectName(QStringLiteral("areaRollSavesButton"));
    rollSavesButton->setAutoDefault(false);
    rollSavesButton->setToolTip(tr("Each creature rolls its save again: its bonus, its cover from the area's origin, "
                             "advantage or disadvantage"));
    saveForm->addRow(rollSavesButton);
    connect(rollSavesButton, &QPushButton::clicked, this, [this] {
        rollSaves();
        recompute();
    });
    layout->addWidget(m_save);

    m_table = new QTableWidget(int(ids.size()), ColumnCount, this);
    m_table->setObjectName(QStringLiteral("areaDamageTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Creature"), tr("d20"), tr("Save bonus"), tr("Total"), tr("Result"), tr("Damage"), tr("Takes")});
    m_table->horizontalHeaderItem(DamageColumn)->setToolTip(tr("The damage after the save, before the creature's defences"));
    m_table->horizontalHeaderItem(TakesColumn)->setToolTip(tr("What the creature's resistances, vulnerabilities and immunities leave of it"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    if (targets.origin)
        m_cover = std::make_unique<CoverMap>(e);
    for (int row = 0; row < ids.size(); ++row) {
        const Creature *c = e.creature(ids[row]);
        auto *name = new QTableWidgetItem(c ? c->name : ids[row]);
        name->setData(Qt::UserRole, ids[row]);
        m_table->setItem(row, NameColumn, name);
        m_table->setCellWidget(row, RollColumn, cellSpin(m_table, 1, 20, 10, QStringLiteral("roll%1").arg(row)));
        m_table->setCellWidget(row, BonusColumn, cellSpin(m_table, -30, 60, 0, QStringLiteral("bonus%1").arg(row)));
        m_table->setItem(row, TotalColumn, new QTableWidgetItem);
        m_table->setItem(row, ResultColumn, new QTableWidgetItem);
        m_table->setCellWidget(row, DamageColumn, cellSpin(m_table, 0, 99999, 0, QStringLiteral("damage%1").arg(row)));
        m_table->setItem(row, TakesColumn, new QTableWidgetItem);
        for (Column col : {RollColumn, BonusColumn})
            connect(spinAt(row, col), &QSpinBox::valueChanged, this, &AreaDamageDialog::recompute);
        connect(spinAt(row, DamageColumn), &QSpinBox::valueChanged, this, [this, row] { showTakes(row); });
        m_rows.push_back({ids[row]});
    }
    // The numbers and the result keep their width ("critical success", "kritischer Erfolg").
    for (int col = RollColumn; col < ColumnCount; ++col)
        m_table->horizontalHeader()->setSectionResizeMode(col, QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);
    rollDamage(); // the area's one damage roll, before the saves (RULES.md 13.5)
    rollSaves();

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
    connect(m_magical, &QCheckBox::toggled, this, &AreaDamageDialog::recompute);
    connect(m_type, &QComboBox::currentIndexChanged, this, &AreaDamageDialog::recompute);
    // Another ability: another bonus, cover counts for Dexterity (Reflex) only, advantage
    // and automatic failure change: the saves are rolled again.
    connect(m_ability, &QComboBox::currentIndexChanged, this, [this] {
        rollSaves();
        recompute();
    });
    recompute();
    resize(std::max(sizeHint().width(), 560), sizeHint().height());
}

AreaDamageDialog::~AreaDamageDialog() = default;

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

void AreaDamageDialog::rollSaves()
{
    const Encounter &e = m_document->encounter();
    combat::SaveRequest request;
    request.ability = m_ability->currentData().toString();
    request.dc = m_dc->value();
    request.origin = m_targets.origin;
    request.areaOn = m_targets.areaOn;
    Dice &dice = m_document->dice();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        RowState &state = m_rows[size_t(row)];
        state = RowState{state.id};
        QSpinBox *d20 = spinAt(row, RollColumn);
        QSpinBox *bonus = spinAt(row, BonusColumn);
        const QSignalBlocker blockD20(d20);
        const QSignalBlocker blockBonus(bonus);
        const Creature *c = e.creature(state.id);
        const std::optional<combat::SaveRow> save = c ? combat::rollSave(e, request, *c, dice, m_cover.get())
                                                      : std::optional<combat::SaveRow>();
        if (!save) {
            state.notAffected = c != nullptr;
            d20->setToolTip(tr("Total cover from the area's origin: not affected"));
            continue;
        }
        state.coverBonus = save->coverBonus;
        state.automaticFailure = save->automaticFailure;
        bonus->setValue(save->bonus + save->coverBonus);
        bonus->setToolTip(save->coverBonus > 0 ? tr("Save %1, cover +%2 from the area's origin")
                                                     .arg(save->bonus >= 0 ? QStringLiteral("+%1").arg(save->bonus)
                                                                           : QString::number(save->bonus))
                                                     .arg(save->coverBonus)
                                               : QString());
        if (save->automaticFailure) {
            d20->setToolTip(tr("Paralyzed, petrified, stunned or unconscious: fails Strength and Dexterity saves"));
            continue;
        }
        d20->setValue(save->natural);
        QStringList dice;
        for (int d : save->d20)
            dice << QString::number(d);
        d20->setToolTip(save->roll == Roll::Advantage      ? tr("Advantage (dodging): %1").arg(dice.join(QStringLiteral(", ")))
                        : save->roll == Roll::Disadvantage ? tr("Disadvantage (restrained or squeezed): %1").arg(dice.join(QStringLiteral(", ")))
                                                           : QString());
    }
}

void AreaDamageDialog::recompute()
{
    const Encounter &e = m_document->encounter();
    const Ruleset r = e.ruleset;
    const bool saving = m_save->isChecked();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const RowState &state = m_rows[size_t(row)];
        QSpinBox *damage = spinAt(row, DamageColumn);
        const bool rolls = saving && !state.notAffected && !state.automaticFailure;
        spinAt(row, RollColumn)->setEnabled(rolls);
        spinAt(row, BonusColumn)->setEnabled(rolls);
        damage->setEnabled(!saving || !state.notAffected);
        const int natural = spinAt(row, RollColumn)->value();
        const int total = natural + spinAt(row, BonusColumn)->value();
        int amount = m_rolled->value();
        QString totalText;
        QString result;
        if (saving && state.notAffected) {
            amount = 0;
            result = tr("total cover: not affected");
        } else if (saving && state.automaticFailure) {
            result = tr("fails automatically");
        } else if (saving) {
            const combat::SaveDegree d = combat::saveDegree(r, natural, total, m_dc->value());
            amount = combat::damageAfterSave(r, d, m_rolled->value(), m_half->isChecked());
            totalText = QString::number(total);
            result = combat::saveDegreeName(d);
        }
        m_table->item(row, TotalColumn)->setText(totalText);
        m_table->item(row, ResultColumn)->setText(result);
        {
            const QSignalBlocker block(damage);
            damage->setValue(amount);
        }
        showTakes(row);
    }
}

void AreaDamageDialog::showTakes(int row)
{
    // What the creature's defences leave of the damage (RULES.md 13.4 step 8), as applied.
    const Encounter &e = m_document->encounter();
    QString takes;
    if (const Creature *c = e.creature(m_rows[size_t(row)].id)) {
        const combat::DefendedDamage d = combat::afterDefences(e.ruleset, *c, spinAt(row, DamageColumn)->value(),
                                                               m_type->currentData().toString(), m_magical->isChecked());
        takes = d.note.isEmpty() ? QString::number(d.dealt) : tr("%1 (%2)", "damage taken (defence)").arg(d.dealt).arg(d.note);
    }
    m_table->item(row, TakesColumn)->setText(takes);
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
    out.magical = m_magical->isChecked();
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
            const RowState &state = m_rows[size_t(row)];
            x.notAffected = state.notAffected;
            x.automaticFailure = state.automaticFailure;
            x.coverBonus = state.coverBonus;
            if (state.notAffected) {
                x.amount = 0;
            } else if (state.automaticFailure) {
                x.degree = combat::SaveDegree::Failure;
            } else {
                x.natural = spinAt(row, RollColumn)->value();
                x.total = x.natural + spinAt(row, BonusColumn)->value();
                x.degree = combat::saveDegree(r, x.natural, x.total, out.dc);
            }
        }
        out.rows.push_back(x);
    }
    return out;
}

} // namespace bm
