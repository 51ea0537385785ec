#include "turnplancard.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace bm {

TurnPlanCard::TurnPlanCard(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("turnPlanCard"));
    setFrameShape(QFrame::StyledPanel);
    // The plan's colour on the map, faintly: the card and the drawing belong together.
    setStyleSheet(QStringLiteral("#turnPlanCard { background: rgba(120, 60, 200, 22); border: 1px solid rgba(120, 60, 200, 140); "
                                 "border-radius: 4px; }"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(4);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("planTitle"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    m_body = new QLabel(this);
    m_body->setObjectName(QStringLiteral("planBody"));
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_body);
    auto *buttons = new QHBoxLayout;
    m_doIt = new QPushButton(this);
    m_doIt->setObjectName(QStringLiteral("planDoIt"));
    m_other = new QPushButton(this);
    m_other->setObjectName(QStringLiteral("planOtherOptions"));
    m_skip = new QPushButton(this);
    m_skip->setObjectName(QStringLiteral("planSkip"));
    m_dismiss = new QPushButton(this);
    m_dismiss->setObjectName(QStringLiteral("planDismiss"));
    buttons->addWidget(m_doIt);
    buttons->addWidget(m_other);
    buttons->addWidget(m_skip);
    buttons->addStretch(1);
    buttons->addWidget(m_dismiss);
    layout->addLayout(buttons);
    connect(m_doIt, &QPushButton::clicked, this, &TurnPlanCard::doItClicked);
    connect(m_other, &QPushButton::clicked, this, &TurnPlanCard::otherOptionsClicked);
    connect(m_skip, &QPushButton::clicked, this, &TurnPlanCard::skipClicked);
    connect(m_dismiss, &QPushButton::clicked, this, &TurnPlanCard::dismissClicked);
    retranslate();
    setVisible(false);
}

void TurnPlanCard::showPlan(const Wording &title, const Wording &body, bool canDo, int options, bool round)
{
    m_titleWording = title;
    m_bodyWording = body;
    m_title->setText(title ? title() : QString());
    m_body->setText(body ? body() : QString());
    m_doIt->setEnabled(canDo);
    m_other->setVisible(options > 1);
    m_skip->setVisible(round);
    setVisible(true);
}

void TurnPlanCard::clearPlan()
{
    m_titleWording = {};
    m_bodyWording = {};
    m_title->clear();
    m_body->clear();
    setVisible(false);
}

void TurnPlanCard::retranslate()
{
    m_doIt->setText(tr("&Do It"));
    m_doIt->setToolTip(tr("Make the move (one undo step with the attacks), then each attack in the Stat Block panel: "
                          "rolled, or with the dice rolled at the table, applied as you confirm"));
    m_other->setText(tr("&Other Options"));
    m_other->setToolTip(tr("The next best plan (again: the one after it)"));
    m_skip->setText(tr("S&kip"));
    m_skip->setToolTip(tr("Leave this creature's plan out and go on to the next hostile"));
    m_dismiss->setText(tr("Dismiss"));
    m_dismiss->setToolTip(tr("Take the plan off the map (Esc)"));
}

void TurnPlanCard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_titleWording)
            m_title->setText(m_titleWording());
        if (m_bodyWording)
            m_body->setText(m_bodyWording());
    }
    QFrame::changeEvent(event);
}

} // namespace bm
