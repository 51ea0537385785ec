#pragma once

// What goes into a printed or exported encounter summary (forms/summaryoptionsdialog.ui):
// the map, the tactical notes, the log, and hidden hostile HP for a player handout.

#include "report/summary.h"

#include <QDialog>

#include <memory>

namespace Ui {
class SummaryOptionsDialog;
}

namespace bm {

class SummaryOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SummaryOptionsDialog(const SummaryOptions &options, QWidget *parent = nullptr);
    ~SummaryOptionsDialog() override;

    SummaryOptions options() const;

private:
    std::unique_ptr<Ui::SummaryOptionsDialog> m_ui;
};

} // namespace bm
