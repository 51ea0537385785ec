#include "turnplancard.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
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
    // Dismiss is the card's close button, beside its title: the row of buttons below keeps
    // to the panel's width in every language.
    m_dismiss = new QToolButton(this);
    m_dismiss->setObjectName(QStringLiteral("planDismiss"));
    m_dismiss->setAutoRaise(true);
    m_dismiss->setText(QStringLiteral("\u2715"));
    auto *head = new QHBoxLayout;
    head->addWidget(m_title, 1);
    head->addWidget(m_dismiss, 0, Qt::AlignTop);
    layout->addLayout(head);
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
    buttons->addWidget(m_doIt);
    buttons->addWidget(m_other);
    buttons->addWidget(m_skip);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(m_doIt, &QPushButton::clicked, this, &TurnPlanCard::doItClicked);
    connect(m_other, &QPushButton::clicked, this, &TurnPlanCard::otherOptionsClicked);
    connect(m_skip, &QPushButton::clicked, this, &TurnPlanCard::skipClicked);
    connect(m_dismiss, &QToolButton::clicked, this, &TurnPlanCard::dismissClicked);
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
    // No mnemonics: the panels beside the card have their own Alt keys (the Creature
    // panel's labels); the map's keys are in the tooltips.
    m_doIt->setText(tr("Do It"));
    m_doIt->setToolTip(tr("Make the move (one undo step with the attacks), then each attack in the Stat Block panel: "
                          "rolled, or with the dice rolled at the table, applied as you confirm (Return on the map)"));
    m_other->setText(tr("Other Options"));
    m_other->setToolTip(tr("The next best plan, and after the last the best again (O on the map)"));
    m_skip->setText(tr("Skip"));
    m_skip->setToolTip(tr("Leave this creature's plan out and go on to the next hostile (S on the map)"));
    m_dismiss->setToolTip(tr("Dismiss: take the plan off the map (Esc)"));
    m_dismiss->setAccessibleName(tr("Dismiss"));
}

void TurnPlanCard::keyPressEvent(QKeyEvent *event)
{
    // Esc on the card (a button has the focus) takes the plan away, as on the map.
    if (event->key() == Qt::Key_Escape && isVisible()) {
        emit dismissClicked();
        event->accept();
        return;
    }
    QFrame::keyPressEvent(event);
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
