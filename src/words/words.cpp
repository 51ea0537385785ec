#include "words/words.h"

#include "model/encounter.h"

#include <QCoreApplication>
#include <QStringList>

namespace bm::words {

QString pathProblem(const PathProblem &p)
{
    const auto say = [](const char *text) { return QCoreApplication::translate("MovementEngine", text); };
    const GridPoint at = p.square;
    switch (p.code) {
    case PathRefusal::None:
        return {};
    case PathRefusal::NoSuchCreature:
        return say(QT_TRANSLATE_NOOP("MovementEngine", "no creature \"%1\"")).arg(p.creature);
    case PathRefusal::OffMap:
        return say(QT_TRANSLATE_NOOP("MovementEngine", "[%1, %2] is off the map")).arg(at.x).arg(at.y);
    case PathRefusal::SpaceOffMap:
        return say(QT_TRANSLATE_NOOP("MovementEngine", "%1's space does not fit on the map at [%2, %3]")).arg(p.name).arg(at.x).arg(at.y);
    case PathRefusal::Blocked:
        return say(QT_TRANSLATE_NOOP("MovementEngine", "%1 can't stand at [%2, %3]: blocked")).arg(p.name).arg(at.x).arg(at.y);
    case PathRefusal::SpaceTaken:
        return say(QT_TRANSLATE_NOOP("MovementEngine", "%1 can't end its move at [%2, %3]: the space is taken")).arg(p.name).arg(at.x).arg(at.y);
    case PathRefusal::ProneCrawl:
        return say(QT_TRANSLATE_NOOP("MovementEngine", "%1 is prone: it can only crawl 5 ft (or stand up first)")).arg(p.name);
    case PathRefusal::NoLegalPath:
        return say(QT_TRANSLATE_NOOP("MovementEngine", "%1 has no legal path to [%2, %3]")).arg(p.name).arg(at.x).arg(at.y);
    }
    return {};
}

QString attackReason(const AttackWhy &w)
{
    const auto say = [](const char *text) { return QCoreApplication::translate("Attack", text); };
    const QString feet = QString::number(w.feet, 'g', 6);
    switch (w.code) {
    case AttackReason::AttackerIncapacitated:
        return say(QT_TRANSLATE_NOOP("Attack", "attacker is incapacitated"));
    case AttackReason::OutOfReach:
        return say(QT_TRANSLATE_NOOP("Attack", "out of reach (%1 ft)")).arg(feet);
    case AttackReason::BeyondLongRange:
        return say(QT_TRANSLATE_NOOP("Attack", "beyond long range (%1 ft)")).arg(feet);
    case AttackReason::TotalCover:
        return say(QT_TRANSLATE_NOOP("Attack", "total cover"));
    case AttackReason::BeyondNormalRange:
        return say(QT_TRANSLATE_NOOP("Attack", "beyond normal range (%1 ft)")).arg(feet);
    case AttackReason::Flanking:
        return say(QT_TRANSLATE_NOOP("Attack", "flanking"));
    case AttackReason::FlankingExpertise:
        return say(QT_TRANSLATE_NOOP("Attack", "flanking: expertise die"));
    case AttackReason::Flanked:
        return say(QT_TRANSLATE_NOOP("Attack", "flanked"));
    case AttackReason::HighGround:
        return say(QT_TRANSLATE_NOOP("Attack", "high ground: expertise die"));
    case AttackReason::RangedNearHostile:
        return say(QT_TRANSLATE_NOOP("Attack", "ranged attack within 5 ft of %1")).arg(w.creature);
    case AttackReason::RangedInHostileReach:
        return say(QT_TRANSLATE_NOOP("Attack", "ranged attack within the reach of %1")).arg(w.creature);
    case AttackReason::AttackerSqueezed:
        return say(QT_TRANSLATE_NOOP("Attack", "attacker is squeezed"));
    case AttackReason::TargetSqueezed:
        return say(QT_TRANSLATE_NOOP("Attack", "target is squeezed"));
    case AttackReason::TargetProne:
        return say(QT_TRANSLATE_NOOP("Attack", "target is prone"));
    case AttackReason::TargetProneFar:
        return say(QT_TRANSLATE_NOOP("Attack", "target is prone and more than 5 ft away"));
    case AttackReason::AttackerProne:
        return say(QT_TRANSLATE_NOOP("Attack", "attacker is prone"));
    case AttackReason::TargetParalyzed:
        return say(QT_TRANSLATE_NOOP("Attack", "target is paralyzed"));
    case AttackReason::TargetPetrified:
        return say(QT_TRANSLATE_NOOP("Attack", "target is petrified"));
    case AttackReason::TargetRestrained:
        return say(QT_TRANSLATE_NOOP("Attack", "target is restrained"));
    case AttackReason::TargetStunned:
        return say(QT_TRANSLATE_NOOP("Attack", "target is stunned"));
    case AttackReason::TargetUnconscious:
        return say(QT_TRANSLATE_NOOP("Attack", "target is unconscious"));
    case AttackReason::TargetGrappled:
        return say(QT_TRANSLATE_NOOP("Attack", "target is grappled"));
    case AttackReason::AttackerRestrained:
        return say(QT_TRANSLATE_NOOP("Attack", "attacker is restrained"));
    case AttackReason::AttackerPoisoned:
        return say(QT_TRANSLATE_NOOP("Attack", "attacker is poisoned"));
    case AttackReason::AttackerExhausted:
        return say(QT_TRANSLATE_NOOP("Attack", "attacker is exhausted (level %1)")).arg(w.level);
    case AttackReason::AttackerHidden:
        return say(QT_TRANSLATE_NOOP("Attack", "attacker is hidden from the target"));
    case AttackReason::AttackerUndetected:
        return say(QT_TRANSLATE_NOOP("Attack", "attacker is undetected by the target"));
    case AttackReason::AttackerCantSee:
        return say(QT_TRANSLATE_NOOP("Attack", "attacker can't see the target"));
    case AttackReason::TargetCantSee:
        return say(QT_TRANSLATE_NOOP("Attack", "target can't see the attacker"));
    case AttackReason::TargetDodging:
        return say(QT_TRANSLATE_NOOP("Attack", "target is dodging"));
    case AttackReason::UnderwaterMelee:
        return say(QT_TRANSLATE_NOOP("Attack", "underwater: melee weapon"));
    case AttackReason::UnderwaterRanged:
        return say(QT_TRANSLATE_NOOP("Attack", "underwater: ranged weapon"));
    case AttackReason::UnderwaterBeyondNormalRange:
        return say(QT_TRANSLATE_NOOP("Attack", "underwater: beyond normal range (%1 ft)")).arg(feet);
    }
    return {};
}

QString conditionProblem(const combat::ConditionProblem &p)
{
    const auto say = [](const char *text) { return QCoreApplication::translate("Combat", text); };
    switch (p.code) {
    case combat::ConditionRefusal::None:
        return {};
    case combat::ConditionRefusal::NoCreature:
        return say(QT_TRANSLATE_NOOP("Combat", "No creature \"%1\".")).arg(p.creature);
    case combat::ConditionRefusal::NoCondition:
        return say(QT_TRANSLATE_NOOP("Combat", "No condition named."));
    case combat::ConditionRefusal::ValueOutOfRange:
        return say(QT_TRANSLATE_NOOP("Combat", "%1 goes from 0 to %2, not %3.")).arg(combat::conditionName(p.condition)).arg(p.maxValue).arg(p.value);
    case combat::ConditionRefusal::TooShort:
        return say(QT_TRANSLATE_NOOP("Combat", "A condition lasts at least 1 round."));
    case combat::ConditionRefusal::Immune:
        return say(QT_TRANSLATE_NOOP("Combat", "%1 is immune to %2.")).arg(p.name, combat::conditionName(p.condition));
    case combat::ConditionRefusal::KeptByTracker:
        return say(QT_TRANSLATE_NOOP("Combat", "%1 is kept by the tracker: %2 is not in the fight.")).arg(combat::conditionName(p.condition), p.name);
    }
    return {};
}

QString compassName(Compass d)
{
    return wordLogMessage(compassMessage(d), nullptr);
}

QString pushStop(const PushResult &push, const Encounter &encounter)
{
    return wordLogMessage(pushStopMessage(push, encounter), &encounter);
}

QString joined(const std::vector<LogMessage> &messages, const Encounter *encounter, const QString &separator)
{
    QStringList out;
    out.reserve(qsizetype(messages.size()));
    for (const LogMessage &m : messages)
        out << wordLogMessage(m, encounter);
    return out.join(separator);
}

} // namespace bm::words
