#include "stealthactions.h"

#include "commands/combatcommands.h"
#include "document.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"
#include "tools/areatool.h"
#include "tools/seektool.h"
#include "widgets/hidedialog.h"

#include <QAction>
#include <QMenu>

namespace bm {

StealthActions::StealthActions(Document *document, MapScene *scene, QWidget *dialogParent, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_scene(scene)
    , m_dialogParent(dialogParent)
    , m_preview(new AreaTemplateItem)
{
    m_scene->addItem(m_preview);
    m_seekTool = new SeekTool(m_preview, this);
    connect(m_seekTool, &SeekTool::statusMessage, this, &StealthActions::statusMessage);
    connect(m_seekTool, &SeekTool::seekPicked, this, [this](const QString &id, QPointF toward) { seek(id, toward); });
    connect(m_seekTool, &SeekTool::cancelled, this, [this] { emit statusMessage(tr("Seek given up")); });
}

QString StealthActions::refusalText(const combat::StealthOutcome &o, const Encounter &e)
{
    switch (o.refusal) {
    case combat::StealthRefusal::None:
        return {};
    case combat::StealthRefusal::NoCreature:
        return tr("That creature is no longer on the map");
    case combat::StealthRefusal::WrongRuleset:
        return e.ruleset == Ruleset::Pf2e ? tr("pf2e has no Search: Seek from the token's menu")
                                          : tr("Seek is pf2e's: the 5e family searches (Search on the token's menu)");
    case combat::StealthRefusal::NoActionLeft:
        return wordLogMessage(o.problem, &e);
    case combat::StealthRefusal::NotHidden:
        return tr("It is not hidden: nothing to reveal");
    case combat::StealthRefusal::BadSeekArea:
        return tr("Can't seek there: %1").arg(AreaTool::refusalText(o.area));
    case combat::StealthRefusal::NoPush:
    case combat::StealthRefusal::DirectionNeeded:
    case combat::StealthRefusal::DirectionNotOpen:
        return tr("No push can be made that way"); // the window makes no push here
    }
    return {};
}

bool StealthActions::apply(const QString &text, const std::function<combat::StealthOutcome(Encounter &)> &op)
{
    const std::size_t before = m_document->encounter().combat.log.size();
    combat::StealthOutcome outcome;
    const bool pushed = pushCombatEdit(m_document, text, [&](Encounter &after) { outcome = op(after); });
    const Encounter &e = m_document->encounter();
    if (outcome.refused()) {
        emit statusMessage(refusalText(outcome, e));
        return false;
    }
    // What core logged, in the reader's language (the log panel shows the same).
    QStringList said;
    for (std::size_t i = before; pushed && i < e.combat.log.size(); ++i) {
        const LogEntry &entry = e.combat.log[i];
        said << (entry.message ? wordLogMessage(*entry.message, &e) : entry.text);
    }
    emit statusMessage(said.join(QLatin1Char(' ')));
    return pushed;
}

void StealthActions::addMenuEntries(QMenu *menu, const QString &id)
{
    const Encounter &e = m_document->encounter();
    const Creature *c = e.creature(id);
    if (!c)
        return;
    QAction *hide = menu->addAction(e.ruleset == Ruleset::Pf2e ? tr("Hi&de or Sneak…") : tr("Hi&de…"), this, [this, id] { askHide(id); });
    hide->setObjectName(QStringLiteral("hideAction"));
    hide->setToolTip(tr("A Stealth check, rolled or typed: %1 becomes hidden from those it beats").arg(c->name));
    if (isFiveEFamily(e.ruleset)) {
        // RULES.md 14.4: Search is the 5e family's; pf2e seeks.
        QAction *search = menu->addAction(tr("Sea&rch"), this, [this, id] { this->search(id); });
        search->setObjectName(QStringLiteral("searchAction"));
        search->setToolTip(tr("A Perception check: finds the hidden creatures in sight whose Stealth it equals or beats"));
    } else {
        QAction *seek = menu->addAction(tr("S&eek…"), this, [this, id] { beginSeek(id); });
        seek->setObjectName(QStringLiteral("seekAction"));
        seek->setToolTip(tr("A 30-ft cone: aim it with the mouse, click to seek there"));
        QAction *around = menu->addAction(tr("Seek &Around (15 ft)"), this, [this, id] { this->seek(id, std::nullopt); });
        around->setObjectName(QStringLiteral("seekAroundAction"));
        around->setToolTip(tr("A 15-ft emanation around %1").arg(c->name));
        // The emanation shows on the map while the entry is hovered.
        connect(menu, &QMenu::hovered, this, [this, around, id](QAction *a) {
            if (m_seekTool->armed())
                return;
            if (a == around)
                SeekTool::showArea(m_preview, m_document->encounter(), id, std::nullopt);
            else
                m_preview->clear();
        });
        connect(menu, &QMenu::aboutToHide, this, [this] {
            if (!m_seekTool->armed())
                m_preview->clear();
        });
    }
    QAction *reveal = menu->addAction(tr("Re&veal %1").arg(c->name), this, [this, id] { this->reveal(id); });
    reveal->setObjectName(QStringLiteral("revealAction"));
    reveal->setEnabled(c->hidden.has_value());
    reveal->setToolTip(c->hidden ? tr("It spoke, it stepped into the light: no longer hidden from anyone") : tr("%1 is not hidden").arg(c->name));
    menu->setToolTipsVisible(true);
}

void StealthActions::askHide(const QString &id)
{
    const Encounter &e = m_document->encounter();
    const Creature *c = e.creature(id);
    if (!c)
        return;
    auto *dialog = new HideDialog(*c, e.ruleset, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { hide(dialog->creatureId(), dialog->typedTotal(), dialog->sneak()); });
    dialog->open();
}

bool StealthActions::hide(const QString &id, std::optional<int> typedTotal, bool sneak)
{
    const Creature *c = m_document->encounter().creature(id);
    const QString text = tr("Hide %1").arg(c ? c->name : id);
    Dice &dice = m_document->dice();
    return apply(text, [&](Encounter &e) {
        return typedTotal ? combat::hide(e, id, *typedTotal, sneak) : combat::hide(e, dice, id, sneak);
    });
}

bool StealthActions::search(const QString &id)
{
    const Creature *c = m_document->encounter().creature(id);
    Dice &dice = m_document->dice();
    return apply(tr("%1 searches").arg(c ? c->name : id), [&](Encounter &e) { return combat::search(e, dice, id); });
}

void StealthActions::beginSeek(const QString &id)
{
    const Encounter &e = m_document->encounter();
    const Creature *c = e.creature(id);
    if (!c)
        return;
    if (e.ruleset != Ruleset::Pf2e) {
        combat::StealthOutcome refused;
        refused.refusal = combat::StealthRefusal::WrongRuleset;
        emit statusMessage(refusalText(refused, e));
        return;
    }
    m_seekTool->arm(m_scene, id);
    emit statusMessage(tr("Seek: aim the 30-ft cone from %1 with the mouse and click (Esc gives up)").arg(c->name));
}

bool StealthActions::seek(const QString &id, std::optional<QPointF> toward)
{
    const Creature *c = m_document->encounter().creature(id);
    Dice &dice = m_document->dice();
    return apply(tr("%1 seeks").arg(c ? c->name : id), [&](Encounter &e) { return combat::seek(e, dice, id, toward); });
}

bool StealthActions::reveal(const QString &id)
{
    const Creature *c = m_document->encounter().creature(id);
    return apply(tr("Reveal %1").arg(c ? c->name : id), [&](Encounter &e) { return combat::reveal(e, id); });
}

} // namespace bm
