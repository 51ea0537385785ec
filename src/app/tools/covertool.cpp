#include "covertool.h"

#include "document.h"
#include "model/enumnames.h"
#include "rules/flanking.h"
#include "rules/sight.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"
#include "rules/underwater.h"
#include "words/words.h"

#include <QGraphicsSceneMouseEvent>
#include <QCoreApplication>

namespace bm {

// The tool's words keep the context of the window they came from (its form, "MainWindow",
// or its code, "bm::MainWindow"), so that their translations still match.
CoverTool::CoverTool(QObject *parent)
    : AbstractTool("CoverTool", QIcon(QStringLiteral(":/icons/actions/cover.svg")), QKeySequence(Qt::Key_C), parent)
{
}

void CoverTool::languageChanged()
{
    setName(QCoreApplication::translate("MainWindow", "&Cover and Flanking"));
    setStatusTip(QCoreApplication::translate("MainWindow", "Click an attacker, then a target: cover lines, flanking and the attack check"));
}

namespace {

// The cover degree and the roll in the interface language; in English they read as their ids.
QString coverDegreeLabel(CoverDegree d)
{
    static constexpr detail::TrNameTable<CoverDegree, 7> names{
        {{CoverDegree::None, QT_TRANSLATE_NOOP3("bm::CoverTool", "none", "cover degree")},
         {CoverDegree::Lesser, QT_TRANSLATE_NOOP3("bm::CoverTool", "lesser", "cover degree (pf2e)")},
         {CoverDegree::Half, QT_TRANSLATE_NOOP3("bm::CoverTool", "half", "cover degree")},
         {CoverDegree::Standard, QT_TRANSLATE_NOOP3("bm::CoverTool", "standard", "cover degree (pf2e)")},
         {CoverDegree::ThreeQuarters, QT_TRANSLATE_NOOP3("bm::CoverTool", "three-quarters", "cover degree")},
         {CoverDegree::Greater, QT_TRANSLATE_NOOP3("bm::CoverTool", "greater", "cover degree (pf2e)")},
         {CoverDegree::Total, QT_TRANSLATE_NOOP3("bm::CoverTool", "total", "cover degree")}}};
    return detail::trNameOfEnum("bm::CoverTool", names, d, coverDegreeId(d));
}

QString rollLabel(Roll r)
{
    static constexpr detail::TrNameTable<Roll, 3> names{
        {{Roll::Normal, QT_TRANSLATE_NOOP3("bm::CoverTool", "normal", "attack roll")},
         {Roll::Advantage, QT_TRANSLATE_NOOP3("bm::CoverTool", "advantage", "attack roll")},
         {Roll::Disadvantage, QT_TRANSLATE_NOOP3("bm::CoverTool", "disadvantage", "attack roll")}}};
    return detail::trNameOfEnum("bm::CoverTool", names, r, rollId(r));
}

QString nameOf(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    return c ? c->name : id;
}

} // namespace

void CoverTool::setProfile(bool melee, int normal, int longRange)
{
    m_melee = melee;
    m_normal = normal;
    m_long = longRange;
    if (m_reported.size() == 2) // the report on show, read for the new profile
        emit inspected(m_reported[0], m_reported[1], request());
    refresh();
}

AttackRequest CoverTool::request() const
{
    return m_melee ? AttackRequest::meleeAttack() : AttackRequest::rangedAttack(m_normal, m_long);
}

void CoverTool::deactivate()
{
    if (scene())
        scene()->coverLines()->clear();
    m_attacker.clear();
    m_target.clear();
    AbstractTool::deactivate();
}

bool CoverTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const Creature *c = scene()->creatureAt(event->scenePos());
    if (!c) {
        m_attacker.clear();
        m_target.clear();
        scene()->coverLines()->clear();
        emit statusMessage(tr("Cover: click the attacker, then the target"));
        return true;
    }
    if (m_attacker.isEmpty() || !m_target.isEmpty()) {
        m_attacker = c->id;
        m_target.clear();
        scene()->selectCreature(c->id);
        scene()->coverLines()->clear();
        emit statusMessage(tr("Cover: attacker %1; now click the target").arg(c->name));
        return true;
    }
    inspect(m_attacker, c->id);
    return true;
}

void CoverTool::inspect(const QString &attackerId, const QString &targetId)
{
    m_attacker = attackerId;
    m_target = targetId;
    m_reported = {attackerId, targetId};
    emit inspected(attackerId, targetId, request());
    refresh();
}

QString CoverTool::reasonsText(const AttackReasons &reasons)
{
    QStringList words;
    for (const AttackWhy &w : reasons)
        words << words::attackReason(w);
    return words.join(QStringLiteral("; "));
}

QString CoverTool::report(const Encounter &e, const SightMap &sight, const Creature &a, const Creature &t,
                          const AttackCheck &check)
{
    QStringList lines;
    lines << tr("%1 attacks %2 (%3 ft)").arg(a.name, t.name).arg(check.distanceFeet);
    // RULES.md 10: the distance above is 3-D; say so when someone is off the ground.
    if (a.elevation != 0.0 || t.elevation != 0.0)
        lines << tr("Elevation: %1 at %2 ft, %3 at %4 ft").arg(a.name).arg(a.elevation).arg(t.name).arg(t.elevation);
    // RULES.md 12: every reason one can't see the other (or sees it only concealed).
    if (const auto why = sightReasons(sight, a, t); !why.empty())
        lines << (check.attackerSeesTarget ? tr("%1 sees %2 poorly: %3") : tr("%1 can't see %2: %3"))
                     .arg(a.name, t.name, words::joined(why, &e, QStringLiteral("; ")));
    if (const auto why = sightReasons(sight, t, a); !why.empty() && !check.targetSeesAttacker)
        lines << tr("%1 can't see %2 (unseen attacker): %3").arg(t.name, a.name, words::joined(why, &e, QStringLiteral("; ")));
    // RULES.md 14.7: who fights underwater (deep water); the weapon's disadvantage is among
    // the reasons below, and an underwater creature resists fire.
    if (isUnderwater(e, a))
        lines << tr("%1 is underwater: its weapon attacks follow the underwater rules").arg(a.name);
    if (isUnderwater(e, t))
        lines << tr("%1 is underwater: it resists fire damage").arg(t.name);
    const auto bonus = check.acBonus();
    lines << (!bonus                                   ? tr("Cover: total (can't be targeted)")
              : check.cover.cover == CoverDegree::None ? tr("Cover: none")
                                                       : tr("Cover: %1 (+%2 AC)").arg(coverDegreeLabel(check.cover.cover)).arg(*bonus));
    const std::vector<FlankingPair> pairs = flankingPairs(e, t);
    if (!pairs.empty()) {
        QStringList who;
        for (const FlankingPair &p : pairs)
            who << tr("%1 and %2", "a flanking pair").arg(nameOf(e, p.first), nameOf(e, p.second)); // names, not ids
        lines << tr("%1 is flanked by %2").arg(t.name, who.join(QStringLiteral(", ")));
    }
    if (!check.possible)
        lines << tr("Impossible: %1").arg(reasonsText(check.impossibleBecause));
    if (!check.advantage.empty())
        lines << tr("Advantage: %1").arg(reasonsText(check.advantage));
    if (!check.disadvantage.empty())
        lines << tr("Disadvantage: %1").arg(reasonsText(check.disadvantage));
    if (check.offGuard)
        lines << (check.offGuardBecause.empty() ? tr("Target is off-guard (-2 AC)")
                                                : tr("Target is off-guard (-2 AC): %1").arg(reasonsText(check.offGuardBecause)));
    if (check.flatCheck)
        lines << (*check.flatCheck <= 5 ? tr("Flat check: DC %1 (target concealed)") : tr("Flat check: DC %1 (target hidden or undetected)"))
                     .arg(*check.flatCheck);
    if (check.attackPenalty)
        lines << tr("Attack penalty: %1").arg(check.attackPenalty);
    // a5e: the expertise die's reasons (flanking, high ground) are among the notes.
    for (const AttackWhy &n : check.notes)
        lines << words::attackReason(n);
    // The turn actions that change what the attacks may do.
    if (t.has(QStringLiteral("dodging")))
        lines << tr("%1 is Dodging until the start of its next turn").arg(t.name);
    if (const Combatant *k = e.combat.active ? e.combat.combatant(t.id) : nullptr; k && k->disengaged && e.combat.turn == t.id)
        lines << tr("%1 has Disengaged: its movement provokes no opportunity attacks this turn").arg(t.name);
    // An attack that can't be made has no roll ("Impossible: total cover" used to
    // be followed by "Roll: normal").
    if (check.possible)
        lines << tr("Roll: %1").arg(rollLabel(check.roll));
    return lines.join(QLatin1Char('\n'));
}

void CoverTool::refresh()
{
    if (!scene())
        return;
    Document *doc = scene()->document();
    const Encounter &e = doc->encounter();
    const Creature *a = e.creature(m_attacker);
    const Creature *t = e.creature(m_target);
    if (!a || !t || a == t) {
        // One of them is gone (deleted, another map): no lines (the panel empties itself).
        scene()->coverLines()->clear();
        m_attacker.clear();
        m_target.clear();
        return;
    }
    const AttackCheck check = checkAttack(doc->coverMap(), doc->sightMap(), *a, *t, request());
    const auto bonus = check.acBonus();
    const QString label = !bonus                                  ? tr("total cover")
                          : check.cover.cover == CoverDegree::None ? tr("no cover")
                                                                   : tr("%1 cover, +%2 AC").arg(coverDegreeLabel(check.cover.cover)).arg(*bonus);
    // The terrain that gives cover around the target stays readable under the label.
    QList<QRect> keep;
    const QRect near = t->spaceRect().adjusted(-3, -3, 3, 3);
    for (const TerrainArea &area : e.terrain) {
        if (area.cover == CoverLevel::None && area.type != TerrainType::Blocked)
            continue;
        if (area.usesRect) {
            if (area.rect.intersects(near))
                keep << area.rect.intersected(near);
            continue;
        }
        for (const GridPoint &sq : area.squares)
            if (near.contains(sq.x, sq.y))
                keep << QRect(sq.x, sq.y, 1, 1);
    }
    scene()->coverLines()->setCover(check.cover, label, keep);
    const QString text = report(e, doc->sightMap(), *a, *t, check);
    emit statusMessage(text.section(QLatin1Char('\n'), 0, 1).replace(QLatin1Char('\n'), QStringLiteral(" — ")));
}

void CoverTool::documentChanged()
{
    refresh();
}

void CoverTool::documentReset()
{
    m_attacker.clear();
    m_target.clear();
    m_reported.clear();
    if (scene())
        scene()->coverLines()->clear();
}

} // namespace bm
