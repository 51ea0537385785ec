#include "summaryoptionsdialog.h"

#include "ui_summaryoptionsdialog.h"

namespace bm {

SummaryOptionsDialog::SummaryOptionsDialog(const SummaryOptions &options, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::SummaryOptionsDialog>())
{
    m_ui->setupUi(this);
    m_ui->mapCheck->setChecked(options.includeMap);
    m_ui->tacticsCheck->setChecked(options.includeTactics);
    m_ui->logCheck->setChecked(options.includeLog);
    m_ui->hideHpCheck->setChecked(options.hideHostileHp);
}

SummaryOptionsDialog::~SummaryOptionsDialog() = default;

SummaryOptions SummaryOptionsDialog::options() const
{
    SummaryOptions o;
    o.includeMap = m_ui->mapCheck->isChecked();
    o.includeTactics = m_ui->tacticsCheck->isChecked();
    o.includeLog = m_ui->logCheck->isChecked();
    o.hideHostileHp = m_ui->hideHpCheck->isChecked();
    return o;
}

} // namespace bm
