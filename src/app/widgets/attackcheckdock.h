#pragma once

// The Attack Check panel: the cover tool's report of one attacker and one target (cover,
// sight, flanking, advantage and disadvantage, RULES.md 7, 10, 12). The cover tool asks the
// question (who attacks whom, melee or ranged); the panel answers it against the document
// as it is now and again after every change (an edit, undo, redo, a turn that ends an
// effect), in the language of the moment. Another encounter, or one of the two gone,
// empties it.

#include "rules/attack.h"

#include <QDockWidget>

class QPlainTextEdit;

namespace bm {

class Document;

class AttackCheckDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit AttackCheckDock(Document *document, QWidget *parent = nullptr);

    // Reports `attackerId` attacking `targetId` from now on; empty ids clear the report.
    void inspect(const QString &attackerId, const QString &targetId, const AttackRequest &request);
    void clear();
    QString text() const;
    QPlainTextEdit *report() const { return m_report; }

protected:
    void changeEvent(QEvent *event) override;

private:
    Document *m_document;
    QPlainTextEdit *m_report;
    QString m_attacker;
    QString m_target;
    AttackRequest m_request;

    void recompute();
    void retranslate();
};

} // namespace bm
