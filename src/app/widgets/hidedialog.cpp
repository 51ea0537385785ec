#include "hidedialog.h"

#include "model/encounter.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace bm {

HideDialog::HideDialog(const Creature &creature, Ruleset ruleset, QWidget *parent)
    : QDialog(parent)
    , m_id(creature.id)
{
    setObjectName(QStringLiteral("hideDialog"));
    setWindowTitle(tr("Hide %1").arg(creature.name));
    auto *layout = new QVBoxLayout(this);
    auto *checks = new QGridLayout;
    // RULES.md 14.1: the Stealth modifier is the creature's `stealth` (default 0).
    const int bonus = creature.stealthBonus();
    m_roll = new QRadioButton(bonus < 0 ? tr("&Roll d20 − %1").arg(-bonus) : tr("&Roll d20 + %1").arg(bonus), this);
    m_roll->setObjectName(QStringLiteral("hideRoll"));
    m_roll->setChecked(true);
    m_typed = new QRadioButton(tr("&Stealth total:"), this);
    m_typed->setObjectName(QStringLiteral("hideTyped"));
    m_total = new QSpinBox(this);
    m_total->setObjectName(QStringLiteral("hideTotal"));
    m_total->setRange(-20, 99);
    m_total->setValue(10 + bonus);
    m_total->setEnabled(false);
    checks->addWidget(m_roll, 0, 0, 1, 2);
    checks->addWidget(m_typed, 1, 0);
    checks->addWidget(m_total, 1, 1);
    layout->addLayout(checks);
    connect(m_typed, &QRadioButton::toggled, m_total, &QSpinBox::setEnabled);
    connect(m_typed, &QRadioButton::toggled, this, [this](bool on) {
        if (on)
            m_total->setFocus();
    });
    if (ruleset == Ruleset::Pf2e) {
        // pf2e Sneak: undetected rather than hidden (RULES.md 14.2); the 5e family has none.
        m_sneak = new QCheckBox(tr("S&neak (undetected)"), this);
        m_sneak->setObjectName(QStringLiteral("hideSneak"));
        layout->addWidget(m_sneak);
    } else if (ruleset == Ruleset::Dnd2024) {
        auto *dc = new QLabel(tr("The Hide action needs 15 or more."), this);
        dc->setWordWrap(true);
        layout->addWidget(dc);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

std::optional<int> HideDialog::typedTotal() const
{
    if (!m_typed->isChecked())
        return std::nullopt;
    return m_total->value();
}

bool HideDialog::sneak() const
{
    return m_sneak && m_sneak->isChecked();
}

} // namespace bm
