#include "attackcheckdock.h"

#include "document.h"
#include "rules/sight.h"
#include "tools/covertool.h"

#include <QEvent>
#include <QPlainTextEdit>

namespace bm {

AttackCheckDock::AttackCheckDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_report(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("inspectorDock"));
    m_report->setObjectName(QStringLiteral("attackCheckReport"));
    m_report->setReadOnly(true);
    setWidget(m_report);
    // Every change of the document (map edits included) comes with creaturesChanged: an
    // effect that ends with a turn, an undo that brings it back, a move, damage.
    connect(m_document, &Document::creaturesChanged, this, &AttackCheckDock::recompute);
    // A new or opened encounter: no report of the last one's creatures.
    connect(m_document, &Document::encounterReset, this, &AttackCheckDock::clear);
    retranslate();
}

void AttackCheckDock::inspect(const QString &attackerId, const QString &targetId, const AttackRequest &request)
{
    m_attacker = attackerId;
    m_target = targetId;
    m_request = request;
    recompute();
}

void AttackCheckDock::clear()
{
    m_attacker.clear();
    m_target.clear();
    m_report->clear();
}

QString AttackCheckDock::text() const
{
    return m_report->toPlainText();
}

void AttackCheckDock::recompute()
{
    if (m_attacker.isEmpty() && m_target.isEmpty())
        return;
    const Encounter &e = m_document->encounter();
    const Creature *a = e.creature(m_attacker);
    const Creature *t = e.creature(m_target);
    if (!a || !t || a == t) {
        clear(); // one of them is gone (deleted, another map imported): the report would lie
        return;
    }
    const AttackCheck check = checkAttack(m_document->coverMap(), m_document->sightMap(), *a, *t, m_request);
    const QString report = CoverTool::report(e, m_document->sightMap(), *a, *t, check);
    if (report != m_report->toPlainText())
        m_report->setPlainText(report);
}

void AttackCheckDock::retranslate()
{
    setWindowTitle(tr("Attack Check"));
    m_report->setPlaceholderText(tr("Cover tool: click an attacker, then a target."));
}

void AttackCheckDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        recompute(); // the report's words, the engine's reasons included, in the new language
    }
    QDockWidget::changeEvent(event);
}

} // namespace bm
