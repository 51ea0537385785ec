#include "keepareadialog.h"

#include "document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace bm {

KeepAreaDialog::KeepAreaDialog(Document *document, const QString &describe, const combat::AreaPreset *preset, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("keepAreaDialog"));
    setWindowTitle(tr("Keep Area on Map"));
    const Encounter &e = document->encounter();
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The %1 stays on the map as an effect until it ends: the engine uses its terrain "
                                "for movement and sight while it lasts.")
                                 .arg(describe),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("keepAreaName"));
    m_name->setPlaceholderText(tr("Fog Cloud, Spike Growth, Web…"));
    form->addRow(tr("&Name:"), m_name);

    m_rounds = new QSpinBox(this);
    m_rounds->setObjectName(QStringLiteral("keepAreaRounds"));
    m_rounds->setRange(0, 100000);
    m_rounds->setSpecialValueText(tr("until ended"));
    // "1 round", "2 rounds" (German "1 Runde", "2 Runden"): the suffix follows the number.
    const auto suffix = [this](int n) { m_rounds->setSuffix(tr(" round(s)", nullptr, n)); };
    suffix(m_rounds->value());
    connect(m_rounds, &QSpinBox::valueChanged, this, suffix);
    form->addRow(tr("&Lasts:"), m_rounds);

    auto *tickRow = new QHBoxLayout;
    m_tick = new QComboBox(this);
    m_tick->setObjectName(QStringLiteral("keepAreaTick"));
    m_tick->addItem(tr("at the start of"), int(Tick::Start));
    m_tick->addItem(tr("at the end of"), int(Tick::End));
    m_of = new QComboBox(this);
    m_of->setObjectName(QStringLiteral("keepAreaOf"));
    // The creature whose turns count the rounds: the one acting now (the caster) first.
    QStringList ids;
    if (!e.combat.turn.isEmpty() && e.creature(e.combat.turn))
        ids << e.combat.turn;
    for (const Combatant &k : e.combat.order)
        if (!ids.contains(k.id) && e.creature(k.id))
            ids << k.id;
    for (const Creature &c : e.creatures)
        if (!ids.contains(c.id))
            ids << c.id;
    for (const QString &id : ids)
        m_of->addItem(tr("%1's turn").arg(e.creature(id)->name), id);
    tickRow->addWidget(m_tick);
    tickRow->addWidget(m_of, 1);
    auto *countsLabel = new QLabel(tr("&Counts down:"), this);
    countsLabel->setBuddy(m_tick);
    form->addRow(countsLabel, tickRow);

    m_difficult = new QCheckBox(tr("&Difficult terrain"), this);
    m_difficult->setObjectName(QStringLiteral("keepAreaDifficult"));
    form->addRow(tr("Terrain:"), m_difficult);
    m_obscured = new QComboBox(this);
    m_obscured->setObjectName(QStringLiteral("keepAreaObscured"));
    m_obscured->addItem(tr("not obscured"), int(Obscurement::None));
    m_obscured->addItem(tr("lightly obscured"), int(Obscurement::Light));
    m_obscured->addItem(tr("heavily obscured"), int(Obscurement::Heavy));
    form->addRow(tr("&Sight:"), m_obscured);
    // Held with concentration: the caster (the creature acting now) concentrates on it, and
    // it ends when that concentration ends (a failed save, another such spell, death).
    const Creature *caster = e.combat.active ? e.creature(e.combat.turn) : nullptr;
    m_concentration = new QCheckBox(caster ? tr("Co&ncentration (ends when %1's concentration ends)").arg(caster->name) : tr("Co&ncentration"), this);
    m_concentration->setObjectName(QStringLiteral("keepAreaConcentration"));
    m_concentration->setEnabled(caster != nullptr);
    if (!caster)
        m_concentration->setToolTip(tr("Only in a fight: the creature whose turn it is concentrates on the area"));
    form->addRow(QString(), m_concentration);
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Keep on Map"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    const auto sync = [this, buttons] {
        m_rounds->setEnabled(m_of->count() > 0); // rounds count in some creature's turns
        m_tick->setEnabled(m_rounds->value() > 0 && m_of->count() > 0);
        m_of->setEnabled(m_rounds->value() > 0 && m_of->count() > 0);
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_name->text().trimmed().isEmpty());
    };
    connect(m_rounds, &QSpinBox::valueChanged, this, sync);
    connect(m_name, &QLineEdit::textChanged, this, sync);

    if (preset) {
        m_name->setText(preset->displayName());
        m_rounds->setValue(preset->rounds(e));
        m_difficult->setChecked(preset->difficult);
        m_obscured->setCurrentIndex(m_obscured->findData(int(preset->obscured)));
        m_concentration->setChecked(preset->concentration && m_concentration->isEnabled());
    }
    sync();
    m_name->setFocus();
    m_name->selectAll();
}

Effect KeepAreaDialog::effect() const
{
    const Encounter &e = m_document->encounter();
    Effect f;
    f.name = m_name->text().trimmed();
    f.source = e.combat.active ? e.combat.turn : QString(); // cast on the turn of the creature acting now
    if (m_rounds->value() > 0 && m_of->count() > 0) {
        f.rounds = m_rounds->value();
        f.tick = Tick(m_tick->currentData().toInt());
        f.of = m_of->currentData().toString();
    }
    EffectArea terrain;
    terrain.difficult = m_difficult->isChecked();
    terrain.obscured = Obscurement(m_obscured->currentData().toInt());
    terrain.concentration = m_concentration->isEnabled() && m_concentration->isChecked();
    f.area = terrain;
    return f;
}

} // namespace bm
