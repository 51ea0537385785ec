#include "report/summary.h"

#include "model/enumnames.h"

#include "combat/combat.h"
#include "combat/plan.h"
#include "rules/areas.h"
#include "rules/cover.h"
#include "rules/distance.h"
#include "rules/flanking.h"
#include "rules/health.h"
#include "rules/movement.h"
#include "rules/sight.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace bm {

// ---------------------------------------------------------------------------------------
// The adapter: the combat tracker's state (combat.h) as the summary shows it. The one
// place that knows the tracker's model.

SummaryCombat summaryCombatOf(const Encounter &e)
{
    SummaryCombat state;
    const CombatState &c = e.combat;
    state.active = c.active;
    state.round = std::max(0, c.round);
    state.turn = c.turn;
    for (const Combatant &k : c.order) {
        if (!state.order.contains(k.id))
            state.order.append(k.id);
    }
    // RULES.md 8: a round is 6 s (A5E: configurable); elapsed = the rounds before this one,
    // as the tracker's own elapsed time.
    state.elapsedSeconds = std::max(0, state.round - 1) * combat::roundSeconds(e);
    for (const Effect &f : c.effects) {
        CombatEffect effect;
        effect.creature = f.target;
        effect.name = f.condition.isEmpty() ? f.name : f.condition;
        if (f.rounds)
            effect.remaining = QCoreApplication::translate("Summary", "rounds left: %1").arg(*f.rounds);
        if (!effect.creature.isEmpty() && !effect.name.isEmpty())
            state.effects.push_back(effect);
    }
    // Worded now, in the language the summary is made in (whatever language each line
    // was logged in).
    for (const LogEntry &entry : c.log) {
        const QString text = logEntryText(entry, e);
        if (!text.isEmpty())
            state.log.push_back({std::max(0, entry.round), text});
    }
    return state;
}

// ---------------------------------------------------------------------------------------
// Names.

QString sideColorName(Side s)
{
    static constexpr detail::NameTable<Side, 4> colours{{{Side::Party, "#2e7dd7"},
                                                         {Side::Ally, "#2ea05a"},
                                                         {Side::Hostile, "#d03a2f"},
                                                         {Side::Neutral, "#c9a227"}}};
    return detail::nameOfEnum(colours, s);
}

namespace {

QString feet(double f)
{
    return QCoreApplication::translate("Summary", "%1 ft").arg(QLocale().toString(f, 'g', 6));
}

QString coverText(CoverDegree d)
{
    QString name;
    switch (d) {
    case CoverDegree::None:
        return QCoreApplication::translate("Summary", "no cover");
    case CoverDegree::Lesser:
        name = QCoreApplication::translate("Summary", "lesser cover");
        break;
    case CoverDegree::Half:
        name = QCoreApplication::translate("Summary", "half cover");
        break;
    case CoverDegree::Standard:
        name = QCoreApplication::translate("Summary", "standard cover");
        break;
    case CoverDegree::ThreeQuarters:
        name = QCoreApplication::translate("Summary", "three-quarters cover");
        break;
    case CoverDegree::Greater:
        name = QCoreApplication::translate("Summary", "greater cover");
        break;
    case CoverDegree::Total:
        return QCoreApplication::translate("Summary", "total cover (can't be targeted)");
    }
    const std::optional<int> bonus = coverAcBonus(d);
    return bonus ? QCoreApplication::translate("Summary", "%1 (+%2 AC)").arg(name).arg(*bonus) : name;
}

// "A", "A and B", "A, B and C".
QString joinNames(const QStringList &names)
{
    if (names.size() <= 1)
        return names.value(0);
    return QCoreApplication::translate("Summary", "%1 and %2").arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());
}

bool isDown(const Creature &c)
{
    return c.isDead() || c.has(QStringLiteral("unconscious")) || (c.maxHp > 0 && c.hp <= 0);
}

// Able to threaten: alive and not incapacitated (RULES.md 4.3, 6).
bool canAct(const Creature &c)
{
    return !c.isIncapacitated() && !(c.maxHp > 0 && c.hp <= 0);
}

QString initiativeText(const std::optional<double> &init)
{
    if (!init)
        return QStringLiteral("–");
    return QLocale().toString(*init, 'g', 6);
}

QString positionText(const SummaryParticipant &p)
{
    return QStringLiteral("[%1, %2]").arg(p.position.x).arg(p.position.y);
}

QString conditionsText(const SummaryParticipant &p)
{
    QStringList parts;
    for (const SummaryCondition &c : p.conditions)
        parts << (c.remaining.isEmpty() ? conditionDisplayName(c.name) // the interface language's name ("prone", "liegend")
                                        : QCoreApplication::translate("Summary", "%1 (%2)").arg(conditionDisplayName(c.name), c.remaining));
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString speedText(const Speeds &s)
{
    QStringList parts;
    parts << feet(s.walk);
    const struct {
        int feet;
        const char *mode;
    } others[] = {
        {s.fly, QT_TRANSLATE_NOOP("Summary", "fly %1")},
        {s.swim, QT_TRANSLATE_NOOP("Summary", "swim %1")},
        {s.climb, QT_TRANSLATE_NOOP("Summary", "climb %1")},
        {s.burrow, QT_TRANSLATE_NOOP("Summary", "burrow %1")},
    };
    for (const auto &o : others) {
        if (o.feet > 0)
            parts << QCoreApplication::translate("Summary", o.mode).arg(feet(o.feet));
    }
    if (s.hover && s.fly > 0)
        parts.last() = QCoreApplication::translate("Summary", "%1 (hover)").arg(parts.last());
    return parts.join(QStringLiteral(", "));
}

QString hitPointsText(const SummaryParticipant &p)
{
    if (p.hpHidden) {
        // The summary's "down" also counts the unconscious (isDown), the thresholds are core's.
        switch (healthState(p.hp, p.maxHp, p.down)) {
        case HealthState::Down:
            return QCoreApplication::translate("Summary", "down", "hidden hit points");
        case HealthState::Unhurt:
            return QCoreApplication::translate("Summary", "unhurt", "hidden hit points");
        case HealthState::Bloodied:
            return QCoreApplication::translate("Summary", "bloodied", "hidden hit points");
        case HealthState::Hurt:
            break;
        }
        return QCoreApplication::translate("Summary", "hurt", "hidden hit points");
    }
    QString text = QStringLiteral("%1/%2").arg(p.hp).arg(p.maxHp);
    if (p.tempHp > 0)
        text += QLatin1Char(' ') + QCoreApplication::translate("Summary", "(+%1 temp)").arg(p.tempHp);
    return text;
}

QString elapsedTimeText(double seconds)
{
    const qint64 s = qint64(std::llround(seconds));
    if (s < 60)
        return QCoreApplication::translate("Summary", "%1 s").arg(s);
    if (s % 60 == 0)
        return QCoreApplication::translate("Summary", "%1 min").arg(s / 60);
    return QCoreApplication::translate("Summary", "%1 min %2 s").arg(s / 60).arg(s % 60);
}

const SummaryParticipant *EncounterSummary::participant(const QString &id) const
{
    for (const SummaryParticipant &p : participants) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

// ---------------------------------------------------------------------------------------
// The model.

namespace {

// An effect on the map, in one sentence: what it is, where, the terrain it
// carries, how long it lasts and who is in it.
QString areaNote(const Encounter &e, const Effect &f)
{
    const EffectArea &a = *f.area;
    const auto shapeId = areaShapeFromId(a.shape);
    const QString shape = QCoreApplication::translate("Summary", "%1 %2", "size and shape: 20 ft sphere")
                              .arg(feet(a.sizeFeet), shapeId ? areaShapeDisplayName(*shapeId) : a.shape);
    QStringList parts;
    const Creature *on = a.creature.isEmpty() ? nullptr : e.creature(a.creature);
    if (on)
        parts << QCoreApplication::translate("Summary", "a %1 on %2").arg(shape, on->name);
    else if (a.origin)
        parts << QCoreApplication::translate("Summary", "a %1 at %2,%3").arg(shape, QLocale().toString(a.origin->x()), QLocale().toString(a.origin->y()));
    else
        parts << QCoreApplication::translate("Summary", "a %1").arg(shape);
    parts << QCoreApplication::translate("Summary", "%n square(s)", nullptr, int(a.squares.size()));
    if (a.obscured == Obscurement::Heavy)
        parts << QCoreApplication::translate("Summary", "heavily obscured");
    else if (a.obscured == Obscurement::Light)
        parts << QCoreApplication::translate("Summary", "lightly obscured");
    if (a.difficult)
        parts << QCoreApplication::translate("Summary", "difficult terrain");
    if (a.concentration)
        parts << QCoreApplication::translate("Summary", "concentration");
    parts << (f.rounds ? QCoreApplication::translate("Summary", "%n round(s) left", nullptr, *f.rounds)
                       : QCoreApplication::translate("Summary", "until it ends"));
    QStringList inside;
    for (const Creature &c : e.creatures) {
        if (c.isDead())
            continue;
        const QRect space = c.spaceRect();
        if (std::any_of(a.squares.begin(), a.squares.end(), [&](const GridPoint &q) { return space.contains(q.x, q.y); }))
            inside << c.name;
    }
    const Creature *by = f.source.isEmpty() ? nullptr : e.creature(f.source);
    QString text = by ? QCoreApplication::translate("Summary", "%1 (%2's): %3.").arg(f.name, by->name, parts.join(QStringLiteral(", ")))
                      : QCoreApplication::translate("Summary", "%1: %2.").arg(f.name, parts.join(QStringLiteral(", ")));
    if (!inside.isEmpty())
        text += QLatin1Char(' ') + QCoreApplication::translate("Summary", "In it: %1.").arg(joinNames(inside));
    return text;
}

// RULES.md 15 in words: "~4.3", "~0" (one decimal, half away from zero).
QString approxText(combat::Expectation x)
{
    return x.approx(QLocale());
}

QString planAttackText(const Encounter &e, const combat::PlannedAttack &a)
{
    const Creature *t = e.creature(a.target);
    return QCoreApplication::translate("Summary", "%1 \u2192 %2 %3 %, %4", "attack, target, hit chance in percent, expected damage")
        .arg(a.with, t ? t->name : a.target, QLocale().toString(int(std::lround(a.expectation.hitChance.value() * 100.0))),
             approxText(a.expectation.damage));
}

// A hostile's best plan from where it stands, as one sentence ("Goblin 2: to [7, 4],
// Scimitar → Pip 65 %, ~4.3; takes ~0 on the way.").
QString planNote(const Encounter &e, const Creature &c, const combat::TurnPlan &p)
{
    const QString to = QStringLiteral("[%1, %2]").arg(p.to.x).arg(p.to.y);
    const bool moves = p.path.size() > 1;
    // A Multiattack's same attack at the same target once, counted ("… ~13.6 ×2").
    QStringList attacks;
    int same = 0;
    for (std::size_t i = 0; i < p.attacks.size(); ++i) {
        const QString one = planAttackText(e, p.attacks[i]);
        ++same;
        if (i + 1 < p.attacks.size() && planAttackText(e, p.attacks[i + 1]) == one)
            continue;
        attacks << (same > 1 ? QCoreApplication::translate("Summary", "%1 \u00D7%2", "an attack made twice: ×2").arg(one).arg(same) : one);
        same = 0;
    }
    const QString then = QCoreApplication::translate("Summary", ", then ", "between the attacks of a plan");
    QString text;
    switch (p.kind) {
    case combat::PlanKind::Attack:
        text = moves ? QCoreApplication::translate("Summary", "%1: to %2, %3; takes %4 on the way.")
                           .arg(c.name, to, attacks.join(then), approxText(p.taken))
                     : QCoreApplication::translate("Summary", "%1: from where it stands, %2.").arg(c.name, attacks.join(then));
        break;
    case combat::PlanKind::Advance:
        text = (p.dash ? QCoreApplication::translate("Summary", "%1: closes in to %2 with the Dash, nothing to attack this turn; takes %3 on the way.")
                       : QCoreApplication::translate("Summary", "%1: closes in to %2, nothing to attack this turn; takes %3 on the way."))
                   .arg(c.name, to, approxText(p.taken));
        break;
    case combat::PlanKind::Stay:
        switch (p.stays) {
        case combat::StayReason::Incapacitated:
            text = QCoreApplication::translate("Summary", "%1 stays: it can't act.").arg(c.name);
            break;
        case combat::StayReason::NoAttacks:
            text = QCoreApplication::translate("Summary", "%1 stays: it has no attacks.").arg(c.name);
            break;
        case combat::StayReason::NoHostilePerceived:
            text = QCoreApplication::translate("Summary", "%1 stays: it perceives no hostile.").arg(c.name);
            break;
        case combat::StayReason::NothingBetter:
            text = QCoreApplication::translate("Summary", "%1 stays: every attack would cost it more than it deals.").arg(c.name);
            break;
        case combat::StayReason::NothingInReach:
        case combat::StayReason::None:
            text = QCoreApplication::translate("Summary", "%1 stays: nothing it could attack can be reached this turn.").arg(c.name);
            break;
        }
        break;
    }
    if (p.stand)
        text += QLatin1Char(' ') + QCoreApplication::translate("Summary", "It stands up first.");
    return text;
}

void addTacticalNotes(EncounterSummary &s, const Encounter &e, MovementEngine &engine)
{
    for (const Effect &f : e.combat.effects)
        if (f.area)
            s.notes.push_back({TacticalNote::Kind::Area, QString(), areaNote(e, f)});
    const CoverMap coverMap(e);
    const SightMap sight(e); // RULES.md 6: 5e flankers must see the target
    std::vector<TacticalNote> flanked, reach, cover, squeezed, prone, elevation, dark, unseen;
    const auto nameOf = [&](const QString &id) {
        const Creature *c = e.creature(id);
        return c ? c->name : id;
    };
    for (const SummaryParticipant &p : s.participants) {
        const Creature &c = *e.creature(p.id);
        if (c.isDead())
            continue;
        // RULES.md 6: who flanks it, pair by pair.
        const std::vector<FlankingPair> pairs = flankingPairs(sight, c);
        if (!pairs.empty()) {
            QStringList byPairs;
            for (const FlankingPair &pair : pairs)
                byPairs << QCoreApplication::translate("Summary", "%1 and %2").arg(nameOf(pair.first), nameOf(pair.second));
            flanked.push_back({TacticalNote::Kind::Flanked, c.id,
                               QCoreApplication::translate("Summary", "%1 is flanked by %2.").arg(c.name, byPairs.join(QStringLiteral("; ")))});
        }
        // Who it can reach (only those able to act threaten anyone).
        if (canAct(c)) {
            QStringList within;
            for (const SummaryParticipant &q : s.participants) {
                const Creature &t = *e.creature(q.id);
                if (t.id != c.id && !t.isDead() && areHostile(c.side, t.side)
                    && rectWithinReach(e, c.spaceRect(), t.spaceRect(), c.reachFeet(e.ruleset), levelGap(e, c, t))) // RULES.md 10
                    within << t.name;
            }
            // The reach is worth saying when it is not the usual 5 ft.
            const int reachFeet = c.reachFeet(e.ruleset);
            if (!within.isEmpty())
                reach.push_back({TacticalNote::Kind::Reach, c.id,
                                 reachFeet == 5 ? QCoreApplication::translate("Summary", "%1 can reach %2.").arg(c.name, joinNames(within))
                                                : QCoreApplication::translate("Summary", "%1 can reach %2 (reach %3).")
                                                      .arg(c.name, joinNames(within), feet(reachFeet))});
        }
        // RULES.md 5: its cover against the nearest enemies that can attack.
        double nearest = std::numeric_limits<double>::infinity();
        std::vector<const Creature *> enemies;
        for (const SummaryParticipant &q : s.participants) {
            const Creature &a = *e.creature(q.id);
            if (!areHostile(a.side, c.side) || !canAct(a))
                continue;
            const double d = creatureDistanceFeet(e, a, c);
            if (d < nearest - 1e-9) {
                nearest = d;
                enemies.clear();
            }
            if (d <= nearest + 1e-9)
                enemies.push_back(&a);
        }
        if (!enemies.empty()) {
            QStringList against;
            for (const Creature *a : enemies)
                against << QCoreApplication::translate("Summary", "%1 at %2, %3").arg(a->name, feet(nearest), coverText(coverMap.coverDegree(*a, c)));
            cover.push_back({TacticalNote::Kind::Cover, c.id,
                             QCoreApplication::translate("Summary", "%1 against the nearest enemies: %2.").arg(c.name, against.join(QStringLiteral("; ")))});
        }
        // RULES.md 4.4: squeezed where it stands (its space does not fit there).
        MoveRequest here;
        here.creature = c.id;
        const PathResult stay = engine.cheapestPath(here, c.position);
        if (c.has(QStringLiteral("squeezed")) || (stay.found && stay.endsSqueezed))
            squeezed.push_back({TacticalNote::Kind::Squeezed, c.id, QCoreApplication::translate("Summary", "%1 is squeezed.").arg(c.name)});
        if (c.isProne())
            prone.push_back({TacticalNote::Kind::Prone, c.id, QCoreApplication::translate("Summary", "%1 is prone.").arg(c.name)});
        // RULES.md 10 (version 2): off the ground.
        if (c.elevation > 0)
            elevation.push_back({TacticalNote::Kind::Elevation, c.id,
                                 QCoreApplication::translate("Summary", "%1 is %2 up.").arg(c.name, feet(c.elevation))});
        else if (c.elevation < 0)
            elevation.push_back({TacticalNote::Kind::Elevation, c.id,
                                 QCoreApplication::translate("Summary", "%1 is %2 below the ground.").arg(c.name, feet(-c.elevation))});
        // RULES.md 12 (version 2): standing in darkness, and the enemies it can't see.
        bool allDark = true;
        const QRect space = c.spaceRect();
        for (int y = space.top(); y <= space.bottom() && allDark; ++y)
            for (int x = space.left(); x <= space.right() && allDark; ++x)
                allDark = sight.lightAt({x, y}) == LightLevel::Dark;
        if (allDark)
            dark.push_back({TacticalNote::Kind::Dark, c.id,
                            c.senses.darkvision > 0
                                ? QCoreApplication::translate("Summary", "%1 stands in darkness (darkvision %2).").arg(c.name, feet(c.senses.darkvision))
                                : QCoreApplication::translate("Summary", "%1 stands in darkness.").arg(c.name)});
        if (canAct(c)) {
            QStringList hidden;
            for (const SummaryParticipant &q : s.participants) {
                const Creature &t = *e.creature(q.id);
                if (t.id != c.id && !t.isDead() && areHostile(c.side, t.side) && !sight.sees(c, t))
                    hidden << t.name;
            }
            if (!hidden.isEmpty())
                unseen.push_back({TacticalNote::Kind::Unseen, c.id,
                                  QCoreApplication::translate("Summary", "%1 can't see %2.").arg(c.name, joinNames(hidden))});
        }
    }
    // RULES.md 15: each hostile's best plan from where it stands (a fresh turn, or what is
    // left of it while it is its turn). The GM's own: a player handout leaves it out.
    std::vector<TacticalNote> plans;
    if (!s.options.hideHostileHp) {
        for (const SummaryParticipant &p : s.participants) {
            const Creature &c = *e.creature(p.id);
            if (c.side != Side::Hostile || c.isDead())
                continue;
            const combat::TurnPlanning planning = combat::planTurn(e, c.id, 0);
            if (planning)
                plans.push_back({TacticalNote::Kind::Plan, c.id, planNote(e, c, planning.best)});
        }
    }
    for (auto *list : {&flanked, &reach, &cover, &squeezed, &prone, &elevation, &dark, &unseen, &plans})
        s.notes.insert(s.notes.end(), list->begin(), list->end());
}

} // namespace

EncounterSummary buildSummary(const Encounter &e, MovementEngine &engine, const SummaryOptions &options)
{
    EncounterSummary s;
    const SummaryCombat combat = summaryCombatOf(e);
    s.name = e.name;
    s.ruleset = e.ruleset;
    s.width = e.width;
    s.height = e.height;
    s.squareFeet = e.squareFeet;
    s.options = options;
    s.inCombat = combat.active;
    s.round = combat.round;
    s.elapsedSeconds = combat.elapsedSeconds;
    if (const Creature *t = e.creature(combat.turn); t && !(options.hideHostileHp && t->hiddenFromPlayers()))
        s.turn = t->name;

    // Initiative order first, then the creatures not in it (highest initiative first,
    // file order among equals).
    std::vector<const Creature *> ordered;
    for (const QString &id : combat.order) {
        if (const Creature *c = e.creature(id))
            ordered.push_back(c);
    }
    std::vector<const Creature *> rest;
    for (const Creature &c : e.creatures) {
        if (!combat.order.contains(c.id))
            rest.push_back(&c);
    }
    std::stable_sort(rest.begin(), rest.end(), [](const Creature *a, const Creature *b) {
        return a->initiative.value_or(-1e9) > b->initiative.value_or(-1e9);
    });
    ordered.insert(ordered.end(), rest.begin(), rest.end());

    // A player handout leaves out the creatures the GM hides from the players:
    // not in the table, on the map, in the notes or in a log line that names them.
    QStringList hiddenNames;
    if (options.hideHostileHp) {
        std::erase_if(ordered, [&](const Creature *c) {
            if (c->hiddenFromPlayers())
                hiddenNames << c->name;
            return c->hiddenFromPlayers();
        });
    }
    for (const Creature *c : ordered) {
        SummaryParticipant p;
        p.number = int(s.participants.size()) + 1;
        p.id = c->id;
        p.name = c->name;
        p.side = c->side;
        p.size = c->size;
        p.space = c->spaceSquares();
        p.ac = c->ac;
        p.hp = c->hp;
        p.maxHp = c->maxHp;
        p.tempHp = c->tempHp;
        p.hpHidden = options.hideHostileHp && c->side == Side::Hostile;
        p.initiative = c->initiative;
        p.inOrder = combat.order.contains(c->id);
        p.current = combat.active && c->id == combat.turn;
        p.down = isDown(*c);
        p.speed = c->speed;
        p.position = c->position;
        for (const QString &name : c->conditions) {
            SummaryCondition cond{name, {}};
            for (const CombatEffect &effect : combat.effects) {
                if (effect.creature == c->id && effect.name == name)
                    cond.remaining = effect.remaining;
            }
            p.conditions.push_back(cond);
        }
        // Effects with a duration that are not conditions on the creature (e.g. Bless).
        for (const CombatEffect &effect : combat.effects) {
            if (effect.creature == c->id && !c->conditions.contains(effect.name))
                p.conditions.push_back({effect.name, effect.remaining});
        }
        s.participants.push_back(p);
    }

    for (Side side : {Side::Party, Side::Ally, Side::Hostile, Side::Neutral}) {
        SideTotals t;
        t.side = side;
        t.hpHidden = options.hideHostileHp && side == Side::Hostile;
        for (const SummaryParticipant &p : s.participants) {
            if (p.side != side)
                continue;
            ++t.creatures;
            t.down += p.down ? 1 : 0;
            t.hp += std::max(0, p.hp);
            t.maxHp += std::max(0, p.maxHp);
        }
        if (t.creatures > 0)
            s.totals.push_back(t);
    }

    if (options.includeTactics)
        addTacticalNotes(s, e, engine);
    if (options.includeLog)
        s.log = combat.log;
    if (!hiddenNames.isEmpty()) {
        const auto namesHidden = [&](const QString &text) {
            return std::any_of(hiddenNames.begin(), hiddenNames.end(), [&](const QString &n) { return text.contains(n); });
        };
        std::erase_if(s.notes, [&](const TacticalNote &n) { return namesHidden(n.text) || (!n.creature.isEmpty() && !s.participant(n.creature)); });
        std::erase_if(s.log, [&](const CombatLogEntry &l) { return namesHidden(l.text); });
    }
    // The stat blocks are the GM's; a player handout leaves them out.
    if (!options.hideHostileHp) {
        QStringList ids;
        for (const SummaryParticipant &p : s.participants)
            ids << p.id;
        s.statBlocks = statBlocksFor(e, ids);
    }
    return s;
}

// ---------------------------------------------------------------------------------------
// Renderings. The three share the order and wording; only the markup differs.

namespace {

struct Column {
    QString title;
    QString (*cell)(const SummaryParticipant &);
    bool right = false;
};

QString numberCell(const SummaryParticipant &p)
{
    return QString::number(p.number);
}
QString nameCell(const SummaryParticipant &p)
{
    return p.current ? QCoreApplication::translate("Summary", "%1 (turn)").arg(p.name) : p.name;
}
QString initCell(const SummaryParticipant &p)
{
    return initiativeText(p.initiative);
}
QString sideCell(const SummaryParticipant &p)
{
    return sideDisplayName(p.side);
}
QString sizeCell(const SummaryParticipant &p)
{
    return sizeDisplayName(p.size);
}
QString acCell(const SummaryParticipant &p)
{
    return QString::number(p.ac);
}
QString hpCell(const SummaryParticipant &p)
{
    return hitPointsText(p);
}
QString conditionsCell(const SummaryParticipant &p)
{
    return conditionsText(p);
}
QString speedCell(const SummaryParticipant &p)
{
    return speedText(p.speed);
}
QString positionCell(const SummaryParticipant &p)
{
    return positionText(p);
}

std::vector<Column> columns()
{
    return {
        {QStringLiteral("#"), numberCell, true},
        {QCoreApplication::translate("Summary", "Name"), nameCell},
        {QCoreApplication::translate("Summary", "Init"), initCell, true},
        {QCoreApplication::translate("Summary", "Side"), sideCell},
        {QCoreApplication::translate("Summary", "Size"), sizeCell},
        {QCoreApplication::translate("Summary", "AC"), acCell, true},
        {QCoreApplication::translate("Summary", "HP"), hpCell},
        {QCoreApplication::translate("Summary", "Conditions"), conditionsCell},
        {QCoreApplication::translate("Summary", "Speed"), speedCell},
        {QCoreApplication::translate("Summary", "Position"), positionCell},
    };
}

QStringList headerLines(const EncounterSummary &s)
{
    QStringList lines;
    lines << QCoreApplication::translate("Summary", "Ruleset: %1").arg(rulesetDisplayName(s.ruleset));
    if (s.inCombat) {
        QString line = QCoreApplication::translate("Summary", "Round %1, %2 elapsed").arg(s.round).arg(elapsedTimeText(s.elapsedSeconds));
        if (!s.turn.isEmpty())
            line += QCoreApplication::translate("Summary", "; %1's turn").arg(s.turn);
        lines << line;
    } else {
        lines << QCoreApplication::translate("Summary", "Not in combat");
    }
    lines << QCoreApplication::translate("Summary", "Map: %1 × %2 squares of %3 (%4 × %5)")
                 .arg(s.width)
                 .arg(s.height)
                 .arg(feet(s.squareFeet), feet(s.width * s.squareFeet), feet(s.height * s.squareFeet));
    return lines;
}

QString totalsLine(const SideTotals &t)
{
    // No %n plurals here: the English text has no translation file to supply them.
    if (t.hpHidden)
        return QCoreApplication::translate("Summary", "%1 — creatures: %2, down: %3").arg(sideDisplayName(t.side)).arg(t.creatures).arg(t.down);
    return QCoreApplication::translate("Summary", "%1 — creatures: %2, down: %3, HP remaining: %4/%5")
        .arg(sideDisplayName(t.side))
        .arg(t.creatures)
        .arg(t.down)
        .arg(t.hp)
        .arg(t.maxHp);
}

QString roundHeading(int round)
{
    return round > 0 ? QCoreApplication::translate("Summary", "Round %1").arg(round)
                     : QCoreApplication::translate("Summary", "Before combat");
}

// Log entries grouped by round, in file order.
std::vector<std::pair<int, QStringList>> logByRound(const EncounterSummary &s)
{
    std::vector<std::pair<int, QStringList>> groups;
    for (const CombatLogEntry &entry : s.log) {
        if (groups.empty() || groups.back().first != entry.round)
            groups.push_back({entry.round, {}});
        groups.back().second << entry.text;
    }
    return groups;
}

QString participantsHeading()
{
    return QCoreApplication::translate("Summary", "Participants (initiative order)");
}
QString tacticsHeading()
{
    return QCoreApplication::translate("Summary", "Tactical notes");
}
QString logHeading()
{
    return QCoreApplication::translate("Summary", "Combat log");
}
QString totalsHeading()
{
    return QCoreApplication::translate("Summary", "Sides");
}
QString noLogText()
{
    return QCoreApplication::translate("Summary", "Nothing logged yet.");
}
QString noNotesText()
{
    return QCoreApplication::translate("Summary", "Nothing to note.");
}

QString statBlocksHeading()
{
    return QCoreApplication::translate("Summary", "Stat blocks");
}

// "Goblin (6, 7, 8)": the kind and the numbers of its tokens on the map and in the table.
QString statBlockTitle(const SummaryStatBlock &b)
{
    QStringList numbers;
    for (int n : b.numbers)
        numbers << QString::number(n);
    return QCoreApplication::translate("Summary", "%1 (%2)", "stat block: the kind, then its token numbers").arg(b.name, numbers.join(QStringLiteral(", ")));
}

QString abilityText(const StatBlockAbility &a)
{
    return QStringLiteral("%1 (%2)").arg(a.score).arg(a.modifier >= 0 ? QStringLiteral("+%1").arg(a.modifier) : QString::number(a.modifier));
}

QString entryName(const StatBlockEntry &e)
{
    return e.name.endsWith(QLatin1Char('.')) ? e.name : e.name + QLatin1Char('.');
}

QString escapeMarkdown(QString text)
{
    QString out;
    for (const QChar ch : text) {
        if (QStringLiteral("\\`*_<>|").contains(ch))
            out += QLatin1Char('\\');
        out += ch;
    }
    return out;
}

} // namespace

QString summaryText(const EncounterSummary &s)
{
    QString out;
    const QString title = s.name.isEmpty() ? QCoreApplication::translate("Summary", "Encounter summary") : s.name;
    out += title + QLatin1Char('\n') + QString(title.size(), QLatin1Char('=')) + QLatin1Char('\n');
    for (const QString &line : headerLines(s))
        out += line + QLatin1Char('\n');

    const auto section = [&out](const QString &heading) {
        out += QLatin1Char('\n') + heading + QLatin1Char('\n') + QString(heading.size(), QLatin1Char('-')) + QLatin1Char('\n');
    };
    section(totalsHeading());
    for (const SideTotals &t : s.totals)
        out += totalsLine(t) + QLatin1Char('\n');
    section(participantsHeading());
    const std::vector<Column> cols = columns();
    std::vector<QStringList> rows;
    QStringList head;
    for (const Column &c : cols)
        head << c.title;
    rows.push_back(head);
    for (const SummaryParticipant &p : s.participants) {
        QStringList row;
        for (const Column &c : cols)
            row << c.cell(p);
        rows.push_back(row);
    }
    std::vector<qsizetype> widths(cols.size(), 0);
    for (const QStringList &row : rows) {
        for (std::size_t i = 0; i < cols.size(); ++i)
            widths[i] = std::max(widths[i], row[qsizetype(i)].size());
    }
    for (const QStringList &row : rows) {
        QString line;
        for (std::size_t i = 0; i < cols.size(); ++i) {
            if (i > 0)
                line += QStringLiteral("  ");
            line += cols[i].right ? row[qsizetype(i)].rightJustified(widths[i]) : row[qsizetype(i)].leftJustified(widths[i]);
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out += line + QLatin1Char('\n');
    }

    if (s.options.includeTactics) {
        section(tacticsHeading());
        for (const TacticalNote &n : s.notes)
            out += QStringLiteral("- ") + n.text + QLatin1Char('\n');
        if (s.notes.empty())
            out += noNotesText() + QLatin1Char('\n');
    }
    if (s.options.includeLog) {
        section(logHeading());
        for (const auto &[round, entries] : logByRound(s)) {
            out += roundHeading(round) + QLatin1Char('\n');
            for (const QString &text : entries)
                out += QStringLiteral("  - ") + text + QLatin1Char('\n');
        }
        if (s.log.empty())
            out += noLogText() + QLatin1Char('\n');
    }
    if (!s.statBlocks.empty()) {
        section(statBlocksHeading());
        bool first = true;
        for (const SummaryStatBlock &b : s.statBlocks) {
            if (!first)
                out += QLatin1Char('\n');
            first = false;
            out += statBlockTitle(b) + QLatin1Char('\n');
            if (!b.kind.isEmpty())
                out += b.kind + QLatin1Char('\n');
            for (std::size_t i = 0; i <= b.lines.size(); ++i) {
                if (int(i) == b.linesBeforeAbilities && !b.abilities.empty()) {
                    QStringList abilities;
                    for (const StatBlockAbility &a : b.abilities)
                        abilities << a.label + QLatin1Char(' ') + abilityText(a);
                    out += QStringLiteral("  ") + abilities.join(QStringLiteral("  ")) + QLatin1Char('\n');
                }
                if (i < b.lines.size())
                    out += QStringLiteral("  %1: %2\n").arg(b.lines[i].label, b.lines[i].text);
            }
            for (const StatBlockSection &sec : b.sections) {
                if (!sec.heading.isEmpty())
                    out += QStringLiteral("  ") + sec.heading + QLatin1Char('\n');
                for (const StatBlockEntry &e : sec.entries)
                    out += QStringLiteral("  %1 %2\n").arg(entryName(e), e.text);
            }
        }
    }
    return out;
}

QString summaryMarkdown(const EncounterSummary &s)
{
    QString out;
    const QString title = s.name.isEmpty() ? QCoreApplication::translate("Summary", "Encounter summary") : s.name;
    out += QStringLiteral("# ") + escapeMarkdown(title) + QStringLiteral("\n\n");
    for (const QString &line : headerLines(s))
        out += QStringLiteral("- ") + escapeMarkdown(line) + QLatin1Char('\n');

    out += QStringLiteral("\n## ") + escapeMarkdown(totalsHeading()) + QStringLiteral("\n\n");
    for (const SideTotals &t : s.totals)
        out += QStringLiteral("- ") + escapeMarkdown(totalsLine(t)) + QLatin1Char('\n');
    out += QStringLiteral("\n## ") + escapeMarkdown(participantsHeading()) + QStringLiteral("\n\n");
    const std::vector<Column> cols = columns();
    QStringList head, rule;
    for (const Column &c : cols) {
        head << escapeMarkdown(c.title);
        rule << (c.right ? QStringLiteral("--:") : QStringLiteral("---"));
    }
    out += QStringLiteral("| ") + head.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    out += QStringLiteral("|") + rule.join(QStringLiteral("|")) + QStringLiteral("|\n");
    for (const SummaryParticipant &p : s.participants) {
        QStringList row;
        for (const Column &c : cols) {
            QString cell = escapeMarkdown(c.cell(p));
            if (p.current && c.cell == nameCell)
                cell = QStringLiteral("**") + cell + QStringLiteral("**");
            row << cell;
        }
        out += QStringLiteral("| ") + row.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    }


    if (s.options.includeTactics) {
        out += QStringLiteral("\n## ") + escapeMarkdown(tacticsHeading()) + QStringLiteral("\n\n");
        for (const TacticalNote &n : s.notes)
            out += QStringLiteral("- ") + escapeMarkdown(n.text) + QLatin1Char('\n');
        if (s.notes.empty())
            out += escapeMarkdown(noNotesText()) + QLatin1Char('\n');
    }
    if (s.options.includeLog) {
        out += QStringLiteral("\n## ") + escapeMarkdown(logHeading()) + QStringLiteral("\n");
        for (const auto &[round, entries] : logByRound(s)) {
            out += QStringLiteral("\n### ") + escapeMarkdown(roundHeading(round)) + QStringLiteral("\n\n");
            for (const QString &text : entries)
                out += QStringLiteral("- ") + escapeMarkdown(text) + QLatin1Char('\n');
        }
        if (s.log.empty())
            out += QLatin1Char('\n') + escapeMarkdown(noLogText()) + QLatin1Char('\n');
    }
    if (!s.statBlocks.empty()) {
        out += QStringLiteral("\n## ") + escapeMarkdown(statBlocksHeading()) + QStringLiteral("\n");
        for (const SummaryStatBlock &b : s.statBlocks) {
            out += QStringLiteral("\n### ") + escapeMarkdown(statBlockTitle(b)) + QStringLiteral("\n\n");
            if (!b.kind.isEmpty())
                out += QStringLiteral("*") + escapeMarkdown(b.kind) + QStringLiteral("*\n\n");
            for (std::size_t i = 0; i <= b.lines.size(); ++i) {
                if (int(i) == b.linesBeforeAbilities && !b.abilities.empty()) {
                    QStringList head, rule, row;
                    for (const StatBlockAbility &a : b.abilities) {
                        head << escapeMarkdown(a.label);
                        rule << QStringLiteral(":-:");
                        row << abilityText(a);
                    }
                    out += QStringLiteral("\n| ") + head.join(QStringLiteral(" | ")) + QStringLiteral(" |\n|") + rule.join(QLatin1Char('|'))
                         + QStringLiteral("|\n| ") + row.join(QStringLiteral(" | ")) + QStringLiteral(" |\n\n");
                }
                if (i < b.lines.size())
                    out += QStringLiteral("- **") + escapeMarkdown(b.lines[i].label) + QStringLiteral("** ") + escapeMarkdown(b.lines[i].text) + QLatin1Char('\n');
            }
            for (const StatBlockSection &sec : b.sections) {
                if (!sec.heading.isEmpty())
                    out += QStringLiteral("\n#### ") + escapeMarkdown(sec.heading) + QLatin1Char('\n');
                for (const StatBlockEntry &e : sec.entries)
                    out += QStringLiteral("\n***") + escapeMarkdown(entryName(e)) + QStringLiteral("*** ") + escapeMarkdown(e.text) + QLatin1Char('\n');
            }
        }
    }
    return out;
}

QString summaryHtml(const EncounterSummary &s, const QString &mapImage, int mapWidth, int mapHeight)
{
    const auto esc = [](const QString &t) { return t.toHtmlEscaped(); };
    const QString title = s.name.isEmpty() ? QCoreApplication::translate("Summary", "Encounter summary") : s.name;
    QString out;
    out += QStringLiteral("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>") + esc(title)
         + QStringLiteral("</title>\n<style>\n"
                          "body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; }\n"
                          "h1 { font-size: 16pt; margin-bottom: 2pt; }\n"
                          "h2 { font-size: 12pt; margin-top: 8pt; margin-bottom: 3pt; }\n"
                          "h3 { font-size: 10pt; margin-top: 6pt; margin-bottom: 2pt; }\n"
                          "table { border-collapse: collapse; }\n"
                          "th { background-color: #e8e2d4; text-align: left; }\n"
                          "th, td { border: 1px solid #999999; padding: 1px 3px; font-size: 8pt; }\n"
                          "td.num { text-align: right; }\n"
                          "tr.turn td { background-color: #fff4c2; font-weight: bold; }\n"
                          "tr.down td { color: #777777; }\n"
                          "p.header { margin: 0; }\n"
                          "h3.statblock { font-size: 11pt; color: #7a200d; margin-top: 10pt; margin-bottom: 1pt; }\n"
                          "h4 { font-size: 9pt; color: #7a200d; margin-top: 4pt; margin-bottom: 1pt; }\n"
                          "p.sb { margin-top: 1pt; margin-bottom: 1pt; }\n"
                          "table.abilities { margin-top: 3pt; margin-bottom: 3pt; }\n"
                          "table.abilities th { background-color: #f2ede2; }\n"
                          "</style>\n</head>\n<body>\n");
    out += QStringLiteral("<h1>") + esc(title) + QStringLiteral("</h1>\n");
    for (const QString &line : headerLines(s))
        out += QStringLiteral("<p class=\"header\">") + esc(line) + QStringLiteral("</p>\n");

    // The sides' totals belong to the header on paper: one line each, no heading, so the
    // map and the whole table fit the first page.
    for (const SideTotals &t : s.totals)
        out += QStringLiteral("<p class=\"header\">") + esc(totalsLine(t)) + QStringLiteral("</p>\n");

    if (s.options.includeMap && !mapImage.isEmpty()) {
        out += QStringLiteral("<p><img src=\"") + esc(mapImage) + QStringLiteral("\" width=\"%1\"").arg(mapWidth);
        if (mapHeight > 0)
            out += QStringLiteral(" height=\"%1\"").arg(mapHeight);
        out += QStringLiteral(" alt=\"") + esc(QCoreApplication::translate("Summary", "Map")) + QStringLiteral("\"></p>\n");
        out += QStringLiteral("<p class=\"caption\"><small>")
             + esc(QCoreApplication::translate("Summary", "Tokens are numbered as in the table; gold ring: whose turn it is; grey and crossed out: down."))
             + QStringLiteral("</small></p>\n");
    }

    out += QStringLiteral("<h2>") + esc(participantsHeading()) + QStringLiteral("</h2>\n");
    out += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">\n<tr>");
    const std::vector<Column> cols = columns();
    for (const Column &c : cols) {
        out += QStringLiteral("<th>") + esc(c.title) + QStringLiteral("</th>");
    }
    out += QStringLiteral("</tr>\n");
    for (const SummaryParticipant &p : s.participants) {
        out += p.current ? QStringLiteral("<tr class=\"turn\" bgcolor=\"#fff4c2\">")
                         : (p.down ? QStringLiteral("<tr class=\"down\">") : QStringLiteral("<tr>"));
        for (const Column &c : cols) {
            QString cell = esc(c.cell(p));
            if (c.cell == numberCell) // the token's number in the side's colour, as on the map
                cell = QStringLiteral("<span style=\"color: %1; font-weight: bold;\">%2</span>").arg(sideColorName(p.side), cell);
            out += (c.right ? QStringLiteral("<td class=\"num\" align=\"right\">") : QStringLiteral("<td>")) + cell
                 + QStringLiteral("</td>");
        }
        out += QStringLiteral("</tr>\n");
    }
    out += QStringLiteral("</table>\n");


    if (s.options.includeTactics) {
        out += QStringLiteral("<h2>") + esc(tacticsHeading()) + QStringLiteral("</h2>\n");
        if (s.notes.empty()) {
            out += QStringLiteral("<p>") + esc(noNotesText()) + QStringLiteral("</p>\n");
        } else {
            out += QStringLiteral("<ul>\n");
            for (const TacticalNote &n : s.notes)
                out += QStringLiteral("<li>") + esc(n.text) + QStringLiteral("</li>\n");
            out += QStringLiteral("</ul>\n");
        }
    }
    if (s.options.includeLog) {
        out += QStringLiteral("<h2>") + esc(logHeading()) + QStringLiteral("</h2>\n");
        for (const auto &[round, entries] : logByRound(s)) {
            out += QStringLiteral("<h3>") + esc(roundHeading(round)) + QStringLiteral("</h3>\n<ul>\n");
            for (const QString &text : entries)
                out += QStringLiteral("<li>") + esc(text) + QStringLiteral("</li>\n");
            out += QStringLiteral("</ul>\n");
        }
        if (s.log.empty())
            out += QStringLiteral("<p>") + esc(noLogText()) + QStringLiteral("</p>\n");
    }
    if (!s.statBlocks.empty()) {
        // On paper the stat blocks start a page of their own, a rule between two blocks.
        out += QStringLiteral("<h2 style=\"page-break-before: always;\">") + esc(statBlocksHeading()) + QStringLiteral("</h2>\n");
        bool first = true;
        for (const SummaryStatBlock &b : s.statBlocks) {
            if (!first)
                out += QStringLiteral("<hr>\n");
            first = false;
            out += QStringLiteral("<h3 class=\"statblock\">") + esc(statBlockTitle(b)) + QStringLiteral("</h3>\n");
            if (!b.kind.isEmpty())
                out += QStringLiteral("<p class=\"sb\"><i>") + esc(b.kind) + QStringLiteral("</i></p>\n");
            for (std::size_t i = 0; i <= b.lines.size(); ++i) {
                if (int(i) == b.linesBeforeAbilities && !b.abilities.empty()) {
                    out += QStringLiteral("<table class=\"abilities\" cellspacing=\"0\" cellpadding=\"2\"><tr>");
                    for (const StatBlockAbility &a : b.abilities)
                        out += QStringLiteral("<th align=\"center\">") + esc(a.label) + QStringLiteral("</th>");
                    out += QStringLiteral("</tr>\n<tr>");
                    for (const StatBlockAbility &a : b.abilities)
                        out += QStringLiteral("<td align=\"center\">") + esc(abilityText(a)) + QStringLiteral("</td>");
                    out += QStringLiteral("</tr></table>\n");
                }
                if (i < b.lines.size())
                    out += QStringLiteral("<p class=\"sb\"><b>") + esc(b.lines[i].label) + QStringLiteral("</b> ") + esc(b.lines[i].text) + QStringLiteral("</p>\n");
            }
            for (const StatBlockSection &sec : b.sections) {
                if (!sec.heading.isEmpty())
                    out += QStringLiteral("<h4>") + esc(sec.heading) + QStringLiteral("</h4>\n");
                for (const StatBlockEntry &e : sec.entries)
                    out += QStringLiteral("<p class=\"sb\"><b><i>") + esc(entryName(e)) + QStringLiteral("</i></b> ") + esc(e.text) + QStringLiteral("</p>\n");
            }
        }
    }
    out += QStringLiteral("</body>\n</html>\n");
    return out;
}

} // namespace bm
