// RULES.md 14 (version 4): hidden creatures (14.1, 14.2) and what asks about them, surprise
// from stealth (14.3), the tracker's hiding and searching (14.4), forced movement (14.5),
// Tumble and dragging in the one movement engine (14.6), and fighting underwater (14.7).
// Each row is a situation in which the rule, switched off, would give another answer.

#include "combat/combat.h"
#include "combat/move.h"
#include "combat/resolve.h"
#include "combat/stealth.h"
#include "rules/attack.h"
#include "rules/hiding.h"
#include "rules/movement.h"
#include "rules/push.h"
#include "rules/sight.h"
#include "rules/underwater.h"
#include "testmap.h"

#include <QTest>

using namespace bm;
using namespace bm::test;

namespace {

QString hidingId(Hiding h)
{
    switch (h) {
    case Hiding::None:
        return QStringLiteral("none");
    case Hiding::Hidden:
        return QStringLiteral("hidden");
    case Hiding::Undetected:
        return QStringLiteral("undetected");
    }
    return {};
}

// A 12x5 hall: the hider at [1, 2], the observer at [6, 2]. `between`: "crate" (a half-cover
// object at [3, 2]), "goblin" (a medium creature at [3, 2]: pf2e lesser cover) or "".
// `hiderSquare`: "fog" (light obscurement on the hider's square), "dim" (the ambient light
// dim) or "".
Encounter hall(const QString &ruleset, int stealth, int perception, const QString &between, const QString &hiderSquare,
               const QString &hiddenExtra, const QString &observerExtra)
{
    QJsonArray terrain;
    if (between == QLatin1String("crate"))
        terrain.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("difficult")}, {QStringLiteral("cover"), QStringLiteral("half")},
                                   {QStringLiteral("squares"), QJsonArray{QJsonArray{3, 2}}}});
    if (hiderSquare == QLatin1String("fog"))
        terrain.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("difficult")}, {QStringLiteral("obscured"), QStringLiteral("light")},
                                   {QStringLiteral("squares"), QJsonArray{QJsonArray{1, 2}}}});
    QJsonObject o = asciiEncounter(ruleset, {"............", "............", "............", "............", "............"});
    o[QStringLiteral("terrain")] = terrain;
    if (hiderSquare == QLatin1String("dim"))
        o[QStringLiteral("options")] = QJsonObject{{QStringLiteral("light"), QStringLiteral("dim")}};
    QString creatures = QStringLiteral(R"({"creatures": [
        {"id": "H", "side": "party", "position": [1, 2], "ac": 14, "hidden": {"stealth": %1%3}},
        {"id": "O", "side": "hostile", "position": [6, 2], "ac": 13, "perception": %2%4}%5]})")
                            .arg(stealth)
                            .arg(perception)
                            .arg(hiddenExtra, observerExtra,
                                 between == QLatin1String("goblin")
                                     ? QStringLiteral(R"(, {"id": "G", "side": "hostile", "position": [3, 2]})")
                                     : QString());
    return load(withJson(o, creatures.toUtf8().constData()));
}

PathResult pathOf(const Encounter &e, const char *mover, GridPoint to, const QString &through = {}, const QString &drag = {})
{
    MovementEngine engine(e);
    MoveRequest r;
    r.creature = QLatin1String(mover);
    r.through = through;
    r.drag = drag;
    return engine.cheapestPath(r, to);
}

} // namespace

class TestStealth : public QObject
{
    Q_OBJECT

private slots:
    void hiddenFrom_data();
    void hiddenFrom();
    void everyQuestionOfSightAsksHiding();
    void aKeptSightMapAnswersAsAFreshOne_data();
    void aKeptSightMapAnswersAsAFreshOne();
    void surprise_data();
    void surprise();
    void trackerHidesSearchesAndReveals();
    void hideWithATypedCheck_data();
    void hideWithATypedCheck();
    void push_data();
    void push();
    void tumbleAndDrag_data();
    void tumbleAndDrag();
    void underwater_data();
    void underwater();
    void underwaterFireResistance();
};

void TestStealth::hiddenFrom_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("stealth");
    QTest::addColumn<int>("perception");
    QTest::addColumn<QString>("between");
    QTest::addColumn<QString>("hiderSquare");
    QTest::addColumn<QString>("hiddenExtra");
    QTest::addColumn<QString>("observerExtra");
    QTest::addColumn<QString>("expected");

    // 14.2, 5e family
    QTest::newRow("2014: Stealth above passive Perception behind a crate: hidden")
        << "dnd5e-2014" << 13 << 2 << "crate" << "" << "" << "" << "hidden";
    QTest::newRow("2014: Stealth equal to passive Perception: must exceed, seen")
        << "dnd5e-2014" << 12 << 2 << "crate" << "" << "" << "" << "none";
    QTest::newRow("2014: in plain view (no cover, bright, clear): seen whatever the total")
        << "dnd5e-2014" << 25 << 0 << "" << "" << "" << "" << "none";
    QTest::newRow("2014: light fog on the hider: passive 5 lower and no plain view")
        << "dnd5e-2014" << 11 << 5 << "" << "fog" << "" << "" << "hidden";
    QTest::newRow("2014: dim light, no darkvision: lightly obscured, hidden")
        << "dnd5e-2014" << 11 << 5 << "" << "dim" << "" << "" << "hidden";
    QTest::newRow("2014: dim light within darkvision: as bright, plain view")
        << "dnd5e-2014" << 11 << 5 << "" << "dim" << "" << R"(, "senses": {"darkvision": 60})" << "none";
    QTest::newRow("2014: blindsight reaching the hider: nothing obscured, plain view")
        << "dnd5e-2014" << 11 << 5 << "" << "fog" << "" << R"(, "senses": {"blindsight": 30})" << "none";
    QTest::newRow("2014: the observer found it: seen")
        << "dnd5e-2014" << 20 << 0 << "crate" << "" << R"(, "foundBy": ["O"])" << "" << "none";
    QTest::newRow("2014: a dead observer sees nothing to hide from")
        << "dnd5e-2014" << 20 << 0 << "crate" << "" << "" << R"(, "conditions": ["dead"])" << "none";
    QTest::newRow("2014: sneak means nothing in the 5e family")
        << "dnd5e-2014" << 13 << 2 << "crate" << "" << R"(, "sneak": true)" << "" << "hidden";
    QTest::newRow("2024: below the Hide action's DC 15 hides nothing")
        << "dnd5e-2024" << 14 << 0 << "crate" << "" << "" << "" << "none";
    QTest::newRow("2024: 15 behind a crate against passive 10: hidden")
        << "dnd5e-2024" << 15 << 0 << "crate" << "" << "" << "" << "hidden";
    QTest::newRow("a5e: as 2014, behind a crate")
        << "a5e" << 13 << 2 << "crate" << "" << "" << "" << "hidden";
    // 14.2, pf2e
    QTest::newRow("pf2e: a tie with the Perception DC behind standard cover: hidden")
        << "pf2e" << 14 << 4 << "crate" << "" << "" << "" << "hidden";
    QTest::newRow("pf2e: below the Perception DC: observed")
        << "pf2e" << 13 << 4 << "crate" << "" << "" << "" << "none";
    QTest::newRow("pf2e: lesser cover from a creature is not enough")
        << "pf2e" << 20 << 0 << "goblin" << "" << "" << "" << "none";
    QTest::newRow("pf2e: concealed in light fog: hidden")
        << "pf2e" << 10 << 0 << "" << "fog" << "" << "" << "hidden";
    QTest::newRow("pf2e: Sneak: undetected")
        << "pf2e" << 10 << 0 << "" << "fog" << R"(, "sneak": true)" << "" << "undetected";
}

void TestStealth::hiddenFrom()
{
    QFETCH(QString, ruleset);
    QFETCH(int, stealth);
    QFETCH(int, perception);
    QFETCH(QString, between);
    QFETCH(QString, hiderSquare);
    QFETCH(QString, hiddenExtra);
    QFETCH(QString, observerExtra);
    QFETCH(QString, expected);
    const Encounter e = hall(ruleset, stealth, perception, between, hiderSquare, hiddenExtra, observerExtra);
    const SightMap sight(e);
    const Creature &h = *e.creature(QStringLiteral("H"));
    const Creature &o = *e.creature(QStringLiteral("O"));
    QCOMPARE(hidingId(sight.hiddenFrom(h, o)), expected);
    // RULES.md 14.2: a creature hidden from O is not seen by O.
    if (expected != QLatin1String("none"))
        QVERIFY(!sight.sees(o, h));
    QCOMPARE(hiddenFromIds(sight, h).contains(QStringLiteral("O")), expected != QLatin1String("none"));
}

void TestStealth::everyQuestionOfSightAsksHiding()
{
    // 2014, behind a crate, 13 against passive 12: hidden from O. The attack check (7, 12):
    // O attacks at disadvantage, H with advantage; a ranged attack by H next to nobody; and
    // O no longer sees H for flanking or opportunity attacks (sees() is the one answer).
    const Encounter e = hall(QStringLiteral("dnd5e-2014"), 13, 2, QStringLiteral("crate"), {}, {}, {});
    const Creature &h = *e.creature(QStringLiteral("H"));
    const Creature &o = *e.creature(QStringLiteral("O"));
    const CoverMap cover(e);
    const SightMap sight(e);
    QVERIFY(sight.seesIgnoringHiding(o, h));
    QVERIFY(!sight.sees(o, h));
    const AttackCheck byO = checkAttack(cover, sight, o, h, AttackRequest::rangedAttack(30, 120));
    QCOMPARE(byO.roll, Roll::Disadvantage);
    QVERIFY(hasReason(byO.disadvantage, AttackReason::AttackerCantSee));
    const AttackCheck byH = checkAttack(cover, sight, h, o, AttackRequest::rangedAttack(80, 320));
    QCOMPARE(byH.roll, Roll::Advantage);
    QVERIFY(hasReason(byH.advantage, AttackReason::TargetCantSee));
    // pf2e: the flat check and off-guard follow the hiding.
    const Encounter p = hall(QStringLiteral("pf2e"), 14, 4, QStringLiteral("crate"), {}, {}, {});
    const CoverMap pc(p);
    const SightMap ps(p);
    const AttackCheck pf = checkAttack(pc, ps, *p.creature(QStringLiteral("O")), *p.creature(QStringLiteral("H")), AttackRequest::rangedAttack(30, 120));
    QCOMPARE(pf.flatCheck, std::optional<int>(11));
    const AttackCheck ph = checkAttack(pc, ps, *p.creature(QStringLiteral("H")), *p.creature(QStringLiteral("O")), AttackRequest::rangedAttack(30, 120));
    QVERIFY(ph.offGuard);
    QVERIFY(hasReason(ph.offGuardBecause, AttackReason::AttackerHidden));
}

void TestStealth::surprise_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("creatures");
    QTest::addColumn<QStringList>("surprised");
    QTest::addColumn<QStringList>("stealthInitiative");
    QTest::addColumn<QString>("why"); // what the start's log says of it (empty: no reason logged)

    const QString pair = QStringLiteral(R"({"creatures": [
        {"id": "P", "side": "party", "position": [0, 0], "perception": %1},
        {"id": "G", "side": "hostile", "position": [5, 0], "hidden": {"stealth": %2}}%3]})");
    QTest::newRow("2014: Stealth exceeds passive Perception: surprised")
        << "dnd5e-2014" << pair.arg(2).arg(13).arg(QString()) << QStringList{"P"} << QStringList{}
        << "P is surprised: it notices none of its hostiles (G: Stealth 13; passive Perception 12).";
    QTest::newRow("2014: a tie: not surprised")
        << "dnd5e-2014" << pair.arg(3).arg(13).arg(QString()) << QStringList{} << QStringList{} << "";
    QTest::newRow("2014: one hostile not hidden: not surprised")
        << "dnd5e-2014" << pair.arg(0).arg(15).arg(QStringLiteral(R"(, {"id": "K", "side": "hostile", "position": [9, 0]})"))
        << QStringList{} << QStringList{} << "";
    QTest::newRow("2014: a dead hostile doesn't count")
        << "dnd5e-2014"
        << pair.arg(0).arg(15).arg(QStringLiteral(R"(, {"id": "K", "side": "hostile", "position": [9, 0], "conditions": ["dead"]})"))
        << QStringList{"P"} << QStringList{} << "P is surprised: it notices none of its hostiles (G: Stealth 15; passive Perception 10).";
    QTest::newRow("2014: already marked surprised stays so")
        << "dnd5e-2014"
        << pair.arg(5).arg(10).arg(QStringLiteral(R"(, {"id": "N", "side": "neutral", "position": [9, 0], "conditions": ["surprised"]})"))
        << QStringList{"N"} << QStringList{} << "N is surprised.";
    QTest::newRow("2024: 14 beats passive 10 but not the Hide DC 15")
        << "dnd5e-2024" << pair.arg(0).arg(14).arg(QString()) << QStringList{} << QStringList{} << "";
    QTest::newRow("2024: 15: rolls initiative with disadvantage")
        << "dnd5e-2024" << pair.arg(0).arg(15).arg(QString()) << QStringList{"P"} << QStringList{}
        << "P is surprised: it notices none of its hostiles (G: Stealth 15; passive Perception 10).";
    QTest::newRow("pf2e: no surprise; the hidden creature rolls Stealth")
        << "pf2e" << pair.arg(0).arg(15).arg(QString()) << QStringList{} << QStringList{"G"}
        << "G is hidden: it rolls Stealth for initiative (Avoid Notice).";
}

void TestStealth::surprise()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, creatures);
    QFETCH(QStringList, surprised);
    QFETCH(QStringList, stealthInitiative);
    QFETCH(QString, why);
    Encounter e = load(withJson(asciiEncounter(ruleset, {"..........", ".........."}), creatures.toUtf8().constData()));
    const StealthSurprise s = surpriseFromStealth(e);
    QCOMPARE(s.surprised, surprised);
    QCOMPARE(s.stealthInitiative, stealthInitiative);
    // combat start applies it (RULES.md 14.3).
    Dice dice(7);
    combat::start(e, dice);
    for (const QString &id : surprised) {
        if (ruleset == QLatin1String("dnd5e-2014"))
            QVERIFY(e.creature(id)->has(QStringLiteral("surprised")));
        QVERIFY(e.combat.combatant(id)->surprised);
    }
    for (const QString &id : stealthInitiative)
        QCOMPARE(e.combat.combatant(id)->check, QStringLiteral("stealth"));
    // The log says why, as data worded by the reader (RULES.md 14.3).
    QStringList said;
    for (const LogEntry &entry : e.combat.log)
        said << (entry.message ? wordLogMessage(*entry.message, &e) : entry.text);
    if (why.isEmpty()) {
        QVERIFY2(!said.join(QLatin1Char('\n')).contains(QLatin1String("surprised")), qPrintable(said.join(QLatin1Char('\n'))));
    } else {
        QVERIFY2(said.contains(why), qPrintable(said.join(QLatin1Char('\n'))));
    }
}

void TestStealth::trackerHidesSearchesAndReveals()
{
    // 2024 Hide: below 15 fails and sets nothing; 15 or more hides.
    Encounter e = hall(QStringLiteral("dnd5e-2024"), 16, 2, QStringLiteral("crate"), {}, {}, {});
    e.creatures[0].hidden.reset();
    Dice low(0);
    low.force({9});
    QVERIFY(!combat::hide(e, low, QStringLiteral("H"), false).hid);
    QVERIFY(!e.creature(QStringLiteral("H"))->hidden);
    Dice high(0);
    high.force({16});
    QVERIFY(combat::hide(e, high, QStringLiteral("H"), false).hid);
    QCOMPARE(e.creature(QStringLiteral("H"))->hidden->stealth, 16);
    // Search: a check of 15 doesn't find a 16, a 16 does (TOTAL <= the check).
    Dice miss(0);
    miss.force({13});
    QVERIFY(combat::search(e, miss, QStringLiteral("O")).found.isEmpty());
    Dice find(0);
    find.force({14});
    QCOMPARE(combat::search(e, find, QStringLiteral("O")).found, QStringList{"H"});
    QCOMPARE(e.creature(QStringLiteral("H"))->hidden->foundBy, QStringList{"O"});
    // An attack ends hiding, after it was resolved as hidden.
    Encounter a = hall(QStringLiteral("dnd5e-2014"), 13, 2, QStringLiteral("crate"), {}, {}, {});
    Dice dice(0);
    dice.force({15, 15, 3});
    CreatureAttack bow;
    bow.name = QStringLiteral("Shortbow");
    bow.kind = AttackKind::Ranged;
    bow.normalRange = 80;
    bow.longRange = 320;
    bow.bonus = 5;
    bow.damage = {{QStringLiteral("1d6"), QStringLiteral("piercing"), {}}};
    const combat::AttackResolution r = combat::resolveAttack(a, *a.creature(QStringLiteral("H")), *a.creature(QStringLiteral("O")), bow, dice);
    QCOMPARE(r.roll, Roll::Advantage);
    QVERIFY(combat::applyAttack(a, dice, r, QStringLiteral("H"), QStringLiteral("O")).isEmpty());
    QVERIFY(!a.creature(QStringLiteral("H"))->hidden);
    // pf2e Seek: a success against a sneaking creature only ends its Sneak.
    Encounter p = hall(QStringLiteral("pf2e"), 10, 0, {}, QStringLiteral("fog"), QStringLiteral(R"(, "sneak": true)"), {});
    p.creatures[1].position = {3, 2};
    Dice seek(0);
    seek.force({12});
    const combat::StealthOutcome s = combat::seek(p, seek, QStringLiteral("O"), std::nullopt);
    QVERIFY(s.found.isEmpty());
    QCOMPARE(s.unsneaked, QStringList{"H"});
    QVERIFY(!p.creature(QStringLiteral("H"))->hidden->sneak);
    // Reveal clears it.
    QVERIFY(!combat::reveal(p, QStringLiteral("H")).refused());
    QVERIFY(!p.creature(QStringLiteral("H"))->hidden);
    QCOMPARE(combat::reveal(p, QStringLiteral("H")).refusal, combat::StealthRefusal::NotHidden);
}

void TestStealth::hideWithATypedCheck_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("total");
    QTest::addColumn<bool>("sneak");
    QTest::addColumn<bool>("hid");
    QTest::addColumn<QString>("logged");

    QTest::newRow("2014: a typed 14 is the total, no die rolled") << "dnd5e-2014" << 14 << false << true << "H hides (Stealth 14).";
    QTest::newRow("2024: a typed 14 is below the Hide DC 15") << "dnd5e-2024" << 14 << false << false
                                                               << "H tries to hide (Stealth 14) and fails (DC 15).";
    QTest::newRow("2024: a typed 15 hides") << "dnd5e-2024" << 15 << false << true << "H hides (Stealth 15).";
    QTest::newRow("pf2e: a typed Sneak keeps sneak") << "pf2e" << 19 << true << true << "H sneaks (Stealth 19).";
}

void TestStealth::hideWithATypedCheck()
{
    QFETCH(QString, ruleset);
    QFETCH(int, total);
    QFETCH(bool, sneak);
    QFETCH(bool, hid);
    QFETCH(QString, logged);
    Encounter e = hall(ruleset, 0, 2, QStringLiteral("crate"), {}, {}, {});
    e.creatures[0].hidden.reset();
    e.creatures[0].stealth = 5; // a typed total is not d20 + stealth again
    const combat::StealthOutcome out = combat::hide(e, QStringLiteral("H"), total, sneak);
    QVERIFY(!out.refused());
    QCOMPARE(out.hid, hid);
    QCOMPARE(out.check, total);
    const Creature *h = e.creature(QStringLiteral("H"));
    QCOMPARE(h->hidden.has_value(), hid);
    if (hid) {
        QCOMPARE(h->hidden->stealth, total);
        QCOMPARE(h->hidden->sneak, sneak);
    }
    QVERIFY(!e.combat.log.empty());
    QVERIFY(e.combat.log.back().message);
    QCOMPARE(wordLogMessage(*e.combat.log.back().message, &e), logged);
    QCOMPARE(combat::hide(e, QStringLiteral("nobody"), total, sneak).refusal, combat::StealthRefusal::NoCreature);
}

void TestStealth::push_data()
{
    QTest::addColumn<QString>("diagonals");
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<double>("feet");
    QTest::addColumn<QStringList>("directions");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<QString>("stoppedBy");
    QTest::addColumn<QString>("logged"); // the tracker's log line for the last direction

    // The pushed creature at [4, 2] (centre 4.5, 2.5) on a 10x6 map; a wall x = 8 from y 0
    // to 6; a blocked square at [4, 5]; a goblin at [2, 2]; a dead one at [5, 1].
    QTest::newRow("east until the wall") << "equal" << QPointF(3.5, 2.5) << 30.0 << QStringList{"E"} << QPoint(7, 2) << "wall" << QStringLiteral("T is pushed 15 ft east to 7,2: a wall stops it.");
    QTest::newRow("a short push is whole squares, made in full") << "equal" << QPointF(3.5, 2.5) << 9.0 << QStringList{"E"} << QPoint(5, 2) << "" << QStringLiteral("T is pushed 5 ft east to 5,2.");
    QTest::newRow("south until the blocked square") << "equal" << QPointF(4.5, 0) << 20.0 << QStringList{"S"} << QPoint(4, 4) << "blocked" << QStringLiteral("T is pushed 10 ft south to 4,4: blocked terrain stops it.");
    QTest::newRow("west into the goblin") << "equal" << QPointF(6, 2.5) << 15.0 << QStringList{"W"} << QPoint(3, 2) << "G" << QStringLiteral("T is pushed 5 ft west to 3,2: G stops it.");
    QTest::newRow("north to the edge") << "equal" << QPointF(4.5, 5) << 15.0 << QStringList{"N"} << QPoint(4, 0) << "edge" << QStringLiteral("T is pushed 10 ft north to 4,0: the map's edge stops it.");
    QTest::newRow("the dead are no obstacle (north-east, closest in angle)") << "equal" << QPointF(3.5, 3.5) << 5.0 << QStringList{"NE"} << QPoint(5, 1) << "" << QStringLiteral("T is pushed 5 ft north-east to 5,1.");
    QTest::newRow("manhattan: on the diagonal, both neighbours") << "manhattan" << QPointF(3.5, 3.5) << 5.0 << QStringList{"N", "E"} << QPoint(5, 2) << "" << QStringLiteral("T is pushed 5 ft east to 5,2.");
    QTest::newRow("a vector of length 0: no push") << "equal" << QPointF(4.5, 2.5) << 5.0 << QStringList{} << QPoint(4, 2) << "" << QStringLiteral("");
}

void TestStealth::push()
{
    QFETCH(QString, diagonals);
    QFETCH(QPointF, from);
    QFETCH(double, feet);
    QFETCH(QStringList, directions);
    QFETCH(QPoint, to);
    QFETCH(QString, stoppedBy);
    QJsonObject o = asciiEncounter(QStringLiteral("dnd5e-2014"), {"..........", "..........", "..........", "..........", "..........", "....#....."});
    o = withJson(o, R"({"walls": [{"from": [8, 0], "to": [8, 6]}], "creatures": [
        {"id": "T", "side": "hostile", "position": [4, 2]},
        {"id": "G", "side": "hostile", "position": [2, 2]},
        {"id": "X", "side": "hostile", "position": [5, 1], "conditions": ["dead"]}]})");
    o[QStringLiteral("options")] = QJsonObject{{QStringLiteral("diagonals"), diagonals}};
    const Encounter e = load(o);
    const std::vector<PushResult> all = pushes(e, *e.creature(QStringLiteral("T")), from, feet);
    QStringList got;
    for (const PushResult &p : all)
        got << compassId(p.direction);
    QCOMPARE(got, directions);
    if (all.empty())
        return;
    const PushResult &p = all.back();
    QCOMPARE(QPoint(p.to.x, p.to.y), to);
    QCOMPARE(p.stoppedBy == PushStop::Creature ? p.creature : pushStopId(p.stoppedBy), stoppedBy);
    // The tracker's push logs where it went and, stopped short, what stopped it.
    QFETCH(QString, logged);
    Encounter after = e;
    QVERIFY(!combat::push(after, QStringLiteral("T"), from, feet, p.direction).refused());
    QVERIFY(!after.combat.log.empty());
    QCOMPARE(after.combat.log.back().text, logged);
}

void TestStealth::tumbleAndDrag_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("dragged"); // the size of D (dragged), or "" for Tumble rows
    QTest::addColumn<QString>("through");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<bool>("found");
    QTest::addColumn<double>("cost");

    // Row 1: M [1, 1] in a corridor shut by the hostile H [2, 1]; G [1, 3] drags D [2, 3].
    QTest::newRow("2014: the corridor is shut by a hostile") << "dnd5e-2014" << "" << "" << QPoint(3, 1) << false << 0.0;
    QTest::newRow("2014: Tumble: H's space difficult, 10 + 5") << "dnd5e-2014" << "" << "H" << QPoint(3, 1) << true << 15.0;
    QTest::newRow("2024: Tumble: H's space as an ally's, not difficult") << "dnd5e-2024" << "" << "H" << QPoint(3, 1) << true << 10.0;
    QTest::newRow("pf2e: Tumble Through: H's squares difficult for this move") << "pf2e" << "" << "H" << QPoint(3, 1) << true << 15.0;
    QTest::newRow("2014: Tumble can't end in H's space") << "dnd5e-2014" << "" << "H" << QPoint(2, 1) << false << 0.0;
    QTest::newRow("2014: dragging a medium creature: every step double") << "dnd5e-2014" << "medium" << "" << QPoint(4, 3) << true << 30.0;
    QTest::newRow("2014: dragging a tiny creature two sizes smaller: no extra") << "dnd5e-2014" << "tiny" << "" << QPoint(4, 3) << true << 15.0;
    QTest::newRow("2024: dragging a small creature (one size smaller): double") << "dnd5e-2024" << "small" << "" << QPoint(4, 3) << true << 30.0;
    QTest::newRow("2014: the dragged creature can't enter the blocked square") << "dnd5e-2014" << "medium" << "" << QPoint(7, 3) << false << 0.0;
}

void TestStealth::tumbleAndDrag()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, dragged);
    QFETCH(QString, through);
    QFETCH(QPoint, to);
    QFETCH(bool, found);
    QFETCH(double, cost);
    QJsonObject o = asciiEncounter(ruleset, {"#########", ".........", "#########", "........#", "........."});
    const QString size = dragged.isEmpty() ? QStringLiteral("medium") : dragged;
    o = withJson(o, QStringLiteral(R"({"creatures": [
        {"id": "M", "side": "party", "position": [1, 1]},
        {"id": "H", "side": "hostile", "position": [2, 1]},
        {"id": "G", "side": "party", "position": [1, 3], "grappling": ["D"]},
        {"id": "D", "side": "hostile", "size": "%1", "position": [2, 3], "conditions": ["grappled"]}]})")
                        .arg(size)
                        .toUtf8()
                        .constData());
    const Encounter e = load(o);
    const PathResult r = dragged.isEmpty() ? pathOf(e, "M", {to.x(), to.y()}, through)
                                           : pathOf(e, "G", {to.x(), to.y()}, {}, QStringLiteral("D"));
    QCOMPARE(r.found, found);
    if (found)
        QCOMPARE(r.costFeet, cost);
    if (found && !dragged.isEmpty()) {
        // The dragged creature provokes nothing, and the one move carries it along.
        for (const Provocation &p : r.provokes)
            QVERIFY(p.creature != QLatin1String("D"));
        Encounter moved = e;
        MovementEngine engine(moved);
        combat::MoveRequest req;
        req.mover = QStringLiteral("G");
        req.route = {{to.x(), to.y()}};
        req.choices.drag = QStringLiteral("D");
        const combat::MoveOutcome out = combat::makeMove(moved, engine, req);
        QVERIFY(!out.refused());
        QCOMPARE(moved.creature(QStringLiteral("D"))->position, (GridPoint{to.x() + 1, to.y()}));
    }
}

void TestStealth::underwater_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<bool>("melee");
    QTest::addColumn<double>("normalRange");
    QTest::addColumn<QString>("damageType");
    QTest::addColumn<bool>("spell");
    QTest::addColumn<bool>("swims");
    QTest::addColumn<bool>("possible");
    QTest::addColumn<QString>("roll");

    // The attacker at [1, 1] in deep water; the target 15 ft away at [4, 1].
    QTest::newRow("2014: a longsword underwater: disadvantage") << "dnd5e-2014" << "Longsword" << true << 0.0 << "slashing" << false << false << true << "disadvantage";
    QTest::newRow("2014: a trident: normal") << "dnd5e-2014" << "Trident" << true << 0.0 << "piercing" << false << false << true << "normal";
    QTest::newRow("2014: a swim speed: normal") << "dnd5e-2014" << "Longsword" << true << 0.0 << "slashing" << false << true << true << "normal";
    QTest::newRow("2024: a piercing rapier: normal") << "dnd5e-2024" << "Rapier" << true << 0.0 << "piercing" << false << false << true << "normal";
    QTest::newRow("2024: a shortsword dealing slashing: disadvantage") << "dnd5e-2024" << "Shortsword" << true << 0.0 << "slashing" << false << false << true << "disadvantage";
    QTest::newRow("2014: a heavy crossbow: normal") << "dnd5e-2014" << "Heavy Crossbow" << false << 100.0 << "piercing" << false << false << true << "normal";
    QTest::newRow("2024: a crossbow: disadvantage (no 2024 exception)") << "dnd5e-2024" << "Heavy Crossbow" << false << 100.0 << "piercing" << false << false << true << "disadvantage";
    QTest::newRow("2014: a longbow beyond normal range: impossible") << "dnd5e-2014" << "Longbow" << false << 10.0 << "piercing" << false << false << false << "disadvantage";
    QTest::newRow("2014: a spell attack is no weapon attack") << "dnd5e-2014" << "Ray of Frost" << false << 60.0 << "cold" << true << false << true << "normal";
    QTest::newRow("a5e: follows 2014 (a dagger)") << "a5e" << "Dagger" << true << 0.0 << "piercing" << false << false << true << "normal";
    QTest::newRow("pf2e: ignores 14.7") << "pf2e" << "Longsword" << true << 0.0 << "slashing" << false << false << true << "normal";
}

void TestStealth::underwater()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, weapon);
    QFETCH(bool, melee);
    QFETCH(double, normalRange);
    QFETCH(QString, damageType);
    QFETCH(bool, spell);
    QFETCH(bool, swims);
    QFETCH(bool, possible);
    QFETCH(QString, roll);
    QJsonObject o = asciiEncounter(ruleset, {"......", "......", "......"});
    o = withJson(o, QStringLiteral(R"({"terrain": [{"type": "deep-water", "rect": [0, 0, 6, 3]}], "creatures": [
        {"id": "A", "side": "party", "position": [1, 1], "speed": {"walk": 30, "swim": %1}, "reach": 15},
        {"id": "T", "side": "hostile", "position": [4, 1], "ac": 12}]})")
                        .arg(swims ? 30 : 0)
                        .toUtf8()
                        .constData());
    const Encounter e = load(o);
    CreatureAttack a;
    a.name = weapon;
    a.kind = melee ? AttackKind::Melee : AttackKind::Ranged;
    a.normalRange = normalRange;
    a.longRange = 600;
    a.spell = spell;
    a.damage = {{QStringLiteral("1d8"), damageType, {}}};
    QCOMPARE(isUnderwater(e, *e.creature(QStringLiteral("A"))), ruleset != QLatin1String("pf2e"));
    const AttackCheck c = checkAttack(e, *e.creature(QStringLiteral("A")), *e.creature(QStringLiteral("T")), AttackRequest::of(a));
    QCOMPARE(c.possible, possible);
    if (possible)
        QCOMPARE(rollId(c.roll), roll);
}

void TestStealth::underwaterFireResistance()
{
    QJsonObject o = asciiEncounter(QStringLiteral("dnd5e-2014"), {"....", "...."});
    o = withJson(o, R"({"terrain": [{"type": "deep-water", "rect": [0, 0, 2, 2]}], "creatures": [
        {"id": "W", "side": "party", "position": [0, 0]},
        {"id": "R", "side": "party", "position": [1, 1], "resistances": ["fire"]},
        {"id": "F", "side": "party", "position": [1, 0], "elevation": 5},
        {"id": "L", "side": "party", "position": [3, 0]}]})");
    const Encounter e = load(o);
    QCOMPARE(combat::afterDefences(e, *e.creature(QStringLiteral("W")), 9, QStringLiteral("fire")).dealt, 4);
    QCOMPARE(combat::afterDefences(e, *e.creature(QStringLiteral("R")), 9, QStringLiteral("fire")).dealt, 4); // never stacks
    QCOMPARE(combat::afterDefences(e, *e.creature(QStringLiteral("F")), 9, QStringLiteral("fire")).dealt, 9); // above the water
    QCOMPARE(combat::afterDefences(e, *e.creature(QStringLiteral("L")), 9, QStringLiteral("fire")).dealt, 9); // on land
    QCOMPARE(combat::afterDefences(e, *e.creature(QStringLiteral("W")), 9, QStringLiteral("cold")).dealt, 9);
}

// The cover a hider has against an observer (14.2's plain view) is asked of a cover index the
// sight map keeps while the creatures keep their spaces; creatures move without invalidate().
// A sight map kept across the change answers as a fresh one does (one made per question:
// the cover index made afresh, as before it was kept), and as the row expects: the goblin G
// gives the hider half cover (5.1) when it stands between, at [3, 2].
void TestStealth::aKeptSightMapAnswersAsAFreshOne_data()
{
    QTest::addColumn<QString>("between"); // "goblin": G starts at [3, 2]; else at [3, 0]
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("expected");
    QTest::newRow("nothing changes, G off the line") << "" << "" << "none";
    QTest::newRow("G steps between: half cover, hidden") << "" << "step-between" << "hidden";
    QTest::newRow("G steps off the line: plain view") << "goblin" << "step-away" << "none";
    QTest::newRow("G between dies: no cover") << "goblin" << "dies" << "none";
    QTest::newRow("G between falls prone: no cover in the 5e family") << "goblin" << "prone" << "none";
    QTest::newRow("G between grows Large: still between, hidden") << "goblin" << "large" << "hidden";
    QTest::newRow("another creature joins between") << "" << "joins-between" << "hidden";
    QTest::newRow("G between leaves the encounter") << "goblin" << "leaves" << "none";
}

void TestStealth::aKeptSightMapAnswersAsAFreshOne()
{
    QFETCH(QString, between);
    QFETCH(QString, change);
    QFETCH(QString, expected);
    Encounter e = hall(QStringLiteral("dnd5e-2014"), 15, 2, between, {}, {}, {});
    if (between.isEmpty()) {
        Creature g;
        g.id = QStringLiteral("G");
        g.side = Side::Hostile;
        g.position = {3, 0};
        e.creatures.push_back(g);
    }
    SightMap kept(e);
    const auto ask = [&](const SightMap &sight) {
        return hidingId(sight.hiddenFrom(*e.creature(QStringLiteral("H")), *e.creature(QStringLiteral("O"))));
    };
    QCOMPARE(ask(kept), ask(SightMap(e))); // the cover index made, before the change
    Creature &g = e.creatures[std::size_t(e.creatureIndex(QStringLiteral("G")))];
    if (change == QLatin1String("step-between"))
        g.position = {3, 2};
    else if (change == QLatin1String("step-away"))
        g.position = {3, 0};
    else if (change == QLatin1String("dies"))
        g.conditions << QStringLiteral("dead");
    else if (change == QLatin1String("prone"))
        g.conditions << QStringLiteral("prone");
    else if (change == QLatin1String("large"))
        g.size = Size::Large;
    else if (change == QLatin1String("joins-between")) {
        Creature k;
        k.id = QStringLiteral("K");
        k.side = Side::Hostile;
        k.position = {3, 2};
        e.creatures.push_back(k);
    } else if (change == QLatin1String("leaves")) {
        e.creatures.erase(e.creatures.begin() + e.creatureIndex(QStringLiteral("G")));
    }
    const QString fresh = ask(SightMap(e));
    QCOMPARE(ask(kept), fresh);
    QCOMPARE(fresh, expected);
    QCOMPARE(ask(kept), fresh); // asked again, kept
}

QTEST_GUILESS_MAIN(TestStealth)
#include "tst_stealth.moc"
