#include "encountersettingsdialog.h"

#include "model/logmessage.h"

#include "ui_encountersettingsdialog.h"

#include "combat/combat.h"

#include <QMessageBox>
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
    showOptionsOf(encounter);
    connect(m_ui->diagonalsCombo, &QComboBox::activated, this, [this] { m_diagonalsPicked = true; });
    connect(m_ui->flankingCombo, &QComboBox::activated, this, [this] { m_flankingPicked = true; });
    connect(m_ui->rulesetCombo, &QComboBox::currentIndexChanged, this, [this] {
        const int d = m_ui->diagonalsCombo->currentIndex();
        const int f = m_ui->flankingCombo->currentIndex();
        fillDefaults();
        m_ui->diagonalsCombo->setCurrentIndex(d);
        m_ui->flankingCombo->setCurrentIndex(f);
        // Options that only followed the old ruleset's default follow the new one's
        // (RULES.md 3: pf2e alternates 5/10 ft), unless the GM picked them here.
        const Ruleset r = rulesetFromId(m_ui->rulesetCombo->currentData().toString()).value_or(m_original.ruleset);
        showOptionsOf(combat::switchRuleset(m_original, r).encounter);
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

void EncounterSettingsDialog::showOptionsOf(const Encounter &e)
{
    if (!m_diagonalsPicked)
        m_ui->diagonalsCombo->setCurrentIndex(e.options.diagonals ? m_ui->diagonalsCombo->findData(diagonalsId(*e.options.diagonals)) : 0);
    if (!m_flankingPicked)
        m_ui->flankingCombo->setCurrentIndex(e.options.flanking ? (*e.options.flanking ? 1 : 2) : 0);
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

std::vector<combat::RulesetChange> EncounterSettingsDialog::rulesetChanges() const
{
    std::vector<combat::RulesetChange> out;
    for (const combat::RulesetChange &c : combat::switchRuleset(m_original, settings().ruleset).changes) {
        const bool option = c.kind == combat::RulesetChange::Kind::Option || c.kind == combat::RulesetChange::Kind::OptionKept;
        if (option && ((c.subject == QLatin1String("diagonals") && m_diagonalsPicked)
                       || (c.subject == QLatin1String("flanking") && m_flankingPicked)))
            continue;
        out.push_back(c);
    }
    return out;
}

namespace {

QString conditionWithValue(const QString &id, int value)
{
    return value > 0 ? EncounterSettingsDialog::tr("%1 %2", "a condition and its value").arg(combat::conditionName(id)).arg(value)
                     : combat::conditionName(id);
}

QString optionValue(const QString &subject, const QString &value)
{
    if (subject == QLatin1String("flanking"))
        return value == QLatin1String("on") ? EncounterSettingsDialog::tr("on") : EncounterSettingsDialog::tr("off");
    const auto d = diagonalsFromId(value);
    return d ? diagonalsDisplayName(*d) : value;
}

} // namespace

QString EncounterSettingsDialog::describe(const combat::RulesetChange &c, const Encounter &before)
{
    using K = combat::RulesetChange::Kind;
    const Creature *creature = before.creature(c.creature);
    const QString who = creature ? (creature->name.isEmpty() ? creature->id : creature->name) : c.creature;
    const QString option = c.subject == QLatin1String("flanking") ? tr("Flanking") : tr("Diagonals");
    switch (c.kind) {
    case K::Option:
        return tr("%1: %2 → %3 (the new ruleset's default)").arg(option, optionValue(c.subject, c.from), optionValue(c.subject, c.to));
    case K::OptionKept:
        return tr("%1: stays %2 (set for this encounter)").arg(option, optionValue(c.subject, c.to));
    case K::Condition:
        if (c.to.isEmpty())
            return tr("%1: %2 is dropped (the new ruleset has no such condition)").arg(who, conditionWithValue(c.from, c.fromValue));
        return tr("%1: %2 becomes %3").arg(who, conditionWithValue(c.from, c.fromValue), conditionWithValue(c.to, c.toValue));
    case K::ZeroHp:
        if (c.to == QLatin1String("dying"))
            return tr("%1: at 0 HP (death save failures: %2), now dying %3").arg(who).arg(c.fromValue).arg(c.toValue);
        return tr("%1: dying %2, now at 0 HP (death save failures: %3)").arg(who).arg(c.fromValue).arg(c.toValue);
    }
    return {};
}

bool EncounterSettingsDialog::confirmRulesetSwitch(const std::vector<combat::RulesetChange> &changes)
{
    QMessageBox box(QMessageBox::Question, tr("Switch the Ruleset"), QString(), QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("rulesetSwitchConfirmation"));
    const Ruleset to = settings().ruleset;
    box.setText(tr("Switch \"%1\" from %2 to %3?").arg(m_original.name.toHtmlEscaped(), rulesetDisplayName(m_original.ruleset),
                                                        rulesetDisplayName(to)));
    QString list;
    for (const combat::RulesetChange &c : changes)
        list += QStringLiteral("<li>%1</li>").arg(describe(c, m_original).toHtmlEscaped());
    box.setTextFormat(Qt::RichText);
    box.setInformativeText(changes.empty() ? tr("Nothing else changes: every condition carries over as it is.")
                                           : tr("This changes:<ul>%1</ul>Undo takes it all back.").arg(list));
    QPushButton *switchButton = box.addButton(tr("Switch"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(switchButton);
    box.exec();
    return box.clickedButton() == switchButton;
}

void EncounterSettingsDialog::accept()
{
    const mapedit::EncounterSettings s = settings();
    Encounter after = m_original;
    // Another ruleset for an encounter with creatures: options, conditions and 0-HP states
    // carried over (combat/rulesetswitch.h), asked first, logged. A new, empty map just
    // takes the settings.
    const bool switches = s.ruleset != m_original.ruleset && !m_original.creatures.empty();
    std::vector<combat::RulesetChange> changes;
    if (switches) {
        after = combat::switchRuleset(m_original, s.ruleset).encounter;
        changes = rulesetChanges();
    }
    const QString problem = mapedit::applySettings(after, s);
    if (!problem.isEmpty()) {
        m_ui->problemLabel->setText(problem);
        return;
    }
    if (switches) {
        if (!confirmRulesetSwitch(changes))
            return; // back in the dialog: the GM may pick other settings or cancel
        QStringList said;
        for (const combat::RulesetChange &c : changes)
            said << describe(c, m_original);
        // The log as data: the switch worded in the reader's language; the list of changes
        // (worded by this dialog) stays in the language it was made in.
        const LogMessage line = logMessage("bm::EncounterSettingsDialog", QT_TRANSLATE_NOOP("bm::EncounterSettingsDialog", "Ruleset changed from %1 to %2."),
                                           {LogArg(rulesetDisplayName(m_original.ruleset)), LogArg(rulesetDisplayName(s.ruleset))});
        if (said.isEmpty())
            combat::log(after, line);
        else
            combat::log(after, LogMessage{QString(), QStringLiteral("%1 %2."), QString(), -1,
                                          {LogArg(line), LogArg(said.join(QStringLiteral("; ")))}});
    }
    m_result = std::move(after);
    QDialog::accept();
}

} // namespace bm
