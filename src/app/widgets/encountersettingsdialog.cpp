#include "encountersettingsdialog.h"

#include "ui_encountersettingsdialog.h"

#include <QPushButton>

namespace bm {

namespace {

constexpr Ruleset kRulesets[] = {Ruleset::Dnd2014, Ruleset::Dnd2024, Ruleset::A5e, Ruleset::Pf2e};
constexpr Diagonals kDiagonals[] = {Diagonals::Equal, Diagonals::Alternating, Diagonals::Exact, Diagonals::Manhattan};

} // namespace

EncounterSettingsDialog::EncounterSettingsDialog(const Encounter &encounter, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::EncounterSettingsDialog>())
    , m_original(encounter)
    , m_result(encounter)
{
    m_ui->setupUi(this);
    for (Ruleset r : kRulesets)
        m_ui->rulesetCombo->addItem(rulesetDisplayName(r), rulesetId(r));
    const mapedit::EncounterSettings s = mapedit::settingsOf(encounter);
    m_ui->nameEdit->setText(s.name);
    m_ui->rulesetCombo->setCurrentIndex(m_ui->rulesetCombo->findData(rulesetId(s.ruleset)));
    m_ui->widthSpin->setValue(s.width);
    m_ui->heightSpin->setValue(s.height);
    m_ui->squareSpin->setValue(s.squareFeet);
    m_ui->roundSpin->setValue(int(s.roundSeconds.value_or(6)));
    m_ui->lightCombo->addItem(tr("Bright"), lightLevelId(LightLevel::Bright));
    m_ui->lightCombo->addItem(tr("Dim"), lightLevelId(LightLevel::Dim));
    m_ui->lightCombo->addItem(tr("Dark"), lightLevelId(LightLevel::Dark));
    m_ui->lightCombo->setCurrentIndex(m_ui->lightCombo->findData(lightLevelId(encounter.ambientLight())));
    fillDefaults();
    m_ui->diagonalsCombo->setCurrentIndex(s.diagonals ? m_ui->diagonalsCombo->findData(diagonalsId(*s.diagonals)) : 0);
    m_ui->flankingCombo->setCurrentIndex(s.flanking ? (*s.flanking ? 1 : 2) : 0);
    connect(m_ui->rulesetCombo, &QComboBox::currentIndexChanged, this, [this] {
        const int d = m_ui->diagonalsCombo->currentIndex();
        const int f = m_ui->flankingCombo->currentIndex();
        fillDefaults();
        m_ui->diagonalsCombo->setCurrentIndex(d);
        m_ui->flankingCombo->setCurrentIndex(f);
    });
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &EncounterSettingsDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

EncounterSettingsDialog::~EncounterSettingsDialog() = default;

void EncounterSettingsDialog::fillDefaults()
{
    const Ruleset r = rulesetFromId(m_ui->rulesetCombo->currentData().toString()).value_or(Ruleset::Dnd2014);
    m_ui->diagonalsCombo->clear();
    m_ui->diagonalsCombo->addItem(tr("Ruleset default (%1)").arg(diagonalsDisplayName(defaultDiagonals(r))), QString());
    for (Diagonals d : kDiagonals)
        m_ui->diagonalsCombo->addItem(diagonalsDisplayName(d), diagonalsId(d));
    m_ui->flankingCombo->clear();
    m_ui->flankingCombo->addItem(defaultFlanking(r) ? tr("Ruleset default (on)") : tr("Ruleset default (off)"));
    m_ui->flankingCombo->addItem(tr("On"));
    m_ui->flankingCombo->addItem(tr("Off"));
}

mapedit::EncounterSettings EncounterSettingsDialog::settings() const
{
    mapedit::EncounterSettings s;
    s.name = m_ui->nameEdit->text().trimmed();
    s.ruleset = rulesetFromId(m_ui->rulesetCombo->currentData().toString()).value_or(Ruleset::Dnd2014);
    s.width = m_ui->widthSpin->value();
    s.height = m_ui->heightSpin->value();
    s.squareFeet = m_ui->squareSpin->value();
    s.diagonals = diagonalsFromId(m_ui->diagonalsCombo->currentData().toString());
    const int f = m_ui->flankingCombo->currentIndex();
    s.flanking = f == 1 ? std::optional<bool>(true) : f == 2 ? std::optional<bool>(false) : std::nullopt;
    // 6 s is every ruleset's round (RULES.md 8): only another length is written down.
    const mapedit::EncounterSettings before = mapedit::settingsOf(m_original);
    if (m_ui->roundSpin->value() != 6 || before.roundSeconds)
        s.roundSeconds = m_ui->roundSpin->value();
    // Bright is the default: only another light (or one the file set) is written down.
    const auto light = lightLevelFromId(m_ui->lightCombo->currentData().toString());
    if (light && (*light != LightLevel::Bright || before.light))
        s.light = light;
    return s;
}

void EncounterSettingsDialog::accept()
{
    Encounter after = m_original;
    const QString problem = mapedit::applySettings(after, settings());
    if (!problem.isEmpty()) {
        m_ui->problemLabel->setText(problem);
        return;
    }
    m_result = std::move(after);
    QDialog::accept();
}

} // namespace bm
