// RULES.md 7 and 9: the attack check — reach and range, cover, flanking benefits per
// ruleset, ranged attacks in close combat, squeezing, prone targets, and advantage and
// disadvantage cancelling.

#include "rules/attack.h"
#include "combatmap.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace bm;
using namespace bm::test;

Q_DECLARE_METATYPE(bm::Encounter)
Q_DECLARE_METATYPE(bm::AttackReason)

namespace {

struct Expect {
    double distance = -1; // -1: not checked
    bool possible = true;
    const char *roll = "normal";
    int advantages = 0;
    int disadvantages = 0;
    bool flanked = false;
    bool offGuard = false;
    bool expertiseDie = false;
    const char *cover = "none";
    int flatCheck = 0;     // pf2e: 0 for none
    int attackPenalty = 0; // pf2e
};

// "melee", or "N/L" in feet.
AttackRequest weaponFrom(const QString &weapon)
{
    if (weapon == QLatin1String("melee"))
        return AttackRequest::meleeAttack();
    const QStringList parts = weapon.split(QLatin1Char('/'));
    return AttackRequest::rangedAttack(parts[0].toDouble(), parts.value(1, parts[0]).toDouble());
}

QStringList ids(const AttackReasons &reasons)
{
    QStringList out;
    for (const AttackWhy &w : reasons)
        out << attackReasonId(w.code);
    return out;
}

} // namespace

class TestAttack : public QObject
{
    Q_OBJECT

private slots:
    void checkAttack_data();
    void checkAttack();
    void reasonsAreNamed();
    void reasonCodes_data();
    void reasonCodes();
    void conditionsV3_data();
    void conditionsV3();
    void rollIds();
};

static void addAttack(const char *name, const char *ruleset, const QStringList &rows, const char *fragment,
                      const char *weapon, Expect e)
{
    QTest::newRow(name) << combatEncounter(ruleset, rows, fragment) << QString::fromLatin1(weapon) << e.distance
                        << e.possible << QString::fromLatin1(e.roll) << e.advantages << e.disadvantages << e.flanked
                        << e.offGuard << e.expertiseDie << QString::fromLatin1(e.cover) << e.flatCheck << e.attackPenalty;
}

void TestAttack::checkAttack_data()
{
    QTest::addColumn<Encounter>("encounter"); // "a" attacks "t"
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<double>("distance");
    QTest::addColumn<bool>("possible");
    QTest::addColumn<QString>("roll");
    QTest::addColumn<int>("advantages");
    QTest::addColumn<int>("disadvantages");
    QTest::addColumn<bool>("flanked");
    QTest::addColumn<bool>("offGuard");
    QTest::addColumn<bool>("expertiseDie");
    QTest::addColumn<QString>("cover");
    QTest::addColumn<int>("flatCheck");
    QTest::addColumn<int>("attackPenalty");

    const char *y14 = "dnd5e-2014";
    const char *y24 = "dnd5e-2024";
    const char *a5e = "a5e";
    const char *pf2 = "pf2e";
    const char *none = "{}";
    const char *reach10 = R"({"creatures":[{"id":"a","side":"party","position":[0,0],"reach":10}]})";

    // reach and range
    addAttack("melee at 5 ft is in reach", y14, {"AT"}, none, "melee", {.distance = 5});
    addAttack("melee at 10 ft is out of a 5-ft reach", y14, {"A.T"}, none, "melee", {.distance = 10, .possible = false});
    addAttack("reach 10 reaches 10 ft", y14, {"..T"}, reach10, "melee", {.distance = 10});
    addAttack("pf2e: reach 10 reaches two diagonals although they measure 15 ft", pf2, {"...", "...", "..T"}, reach10,
              "melee", {.distance = 15});
    addAttack("alternating diagonals in 2014: reach 10 misses two diagonals (15 ft)", y14, {"...", "...", "..T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"reach":10}],"options":{"diagonals":"alternating"}})",
              "melee", {.distance = 15, .possible = false});
    addAttack("pf2e: reach 5 does not reach 10 ft", pf2, {"A.T"}, none, "melee", {.distance = 10, .possible = false});
    addAttack("ranged at exactly normal range: normal", y14, {"A...T"}, none, "20/60", {.distance = 20});
    addAttack("ranged beyond normal range: disadvantage", y14, {"A....T"}, none, "20/60",
              {.distance = 25, .roll = "disadvantage", .disadvantages = 1});
    addAttack("ranged at exactly long range: possible, with disadvantage", y14, {"A....T"}, none, "20/25",
              {.distance = 25, .roll = "disadvantage", .disadvantages = 1});
    addAttack("ranged beyond long range: impossible", y14, {"A....T"}, none, "20/20",
              {.distance = 25, .possible = false});
    addAttack("pf2e: beyond normal range changes no roll", pf2, {"A....T"}, none, "20/60", {.distance = 25});

    // cover
    // Version 2: no line of sight either, so neither sees the other (advantage and
    // disadvantage, cancelling).
    addAttack("total cover: impossible", y14, {"A.#.T"}, none, "30/120",
              {.distance = 20, .possible = false, .advantages = 1, .disadvantages = 1, .cover = "total"});
    addAttack("half cover: possible, the roll unchanged", y14, {"A.X.T"}, none, "30/120",
              {.distance = 20, .cover = "half"});
    addAttack("melee through a wall between adjacent squares: total cover, impossible", y14, {"AT"},
              R"({"walls":[{"from":[1,0],"to":[1,1]}]})", "melee",
              {.distance = 5, .possible = false, .advantages = 1, .disadvantages = 1, .cover = "total"});
    addAttack("pf2e: creature between gives lesser cover, roll normal", pf2, {"A.X.T"}, none, "30/120",
              {.cover = "lesser"});

    // ranged attacks in close combat
    addAttack("ranged with a hostile adjacent: disadvantage", y14, {"A...T", "U...."}, none, "30/120",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("ranged with a hostile diagonally adjacent: disadvantage", y24, {"A...T", ".U..."}, none, "30/120",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("ranged at the adjacent target itself: disadvantage", y14, {"AT"}, none, "30/120",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("ranged next to an unconscious hostile: normal", y14, {"A...T", "....."},
              R"({"creatures":[{"id":"u","side":"hostile","position":[0,1],"conditions":["unconscious"]}]})", "30/120",
              {});
    addAttack("ranged next to a dead hostile: normal", y14, {"A...T", "....."},
              R"({"creatures":[{"id":"u","side":"hostile","position":[0,1],"conditions":["dead"]}]})", "30/120", {});
    addAttack("ranged next to a neutral creature: normal", y14, {"A...T", "X...."}, none, "30/120", {});
    addAttack("ranged next to an ally: normal", y14, {"A...T", "B...."}, none, "30/120", {});
    addAttack("melee next to another hostile: no close-combat penalty", y14, {"AT", "U."}, none, "melee", {});
    addAttack("2014: a reach-10 hostile 10 ft away imposes nothing", y14, {"A...T", ".....", "....."},
              R"({"creatures":[{"id":"u","side":"hostile","position":[0,2],"reach":10}]})", "30/120", {});
    addAttack("a5e: ranged within a hostile's 10-ft reach: disadvantage", a5e, {"A...T", ".....", "....."},
              R"({"creatures":[{"id":"u","side":"hostile","position":[0,2],"reach":10}]})", "30/120",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("a5e: an adjacent hostile with no reach imposes nothing", a5e, {"A...T", "....."},
              R"({"creatures":[{"id":"u","side":"hostile","position":[0,1],"reach":0}]})", "30/120", {});
    addAttack("a5e: ranged at the adjacent target: disadvantage", a5e, {"AT"}, none, "30/120",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("pf2e: ranged with a hostile adjacent: normal", pf2, {"A...T", "U...."}, none, "30/120", {});

    // squeezing (2014, a5e)
    const char *attackerSqueezed =
        R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["squeezed"]}]})";
    const char *targetSqueezed =
        R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["squeezed"]}]})";
    addAttack("2014: squeezed attacker: disadvantage", y14, {".T"}, attackerSqueezed, "melee",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("2014: squeezed target: advantage", y14, {"A."}, targetSqueezed, "melee",
              {.roll = "advantage", .advantages = 1});
    addAttack("a5e: squeezed attacker: disadvantage", a5e, {".T"}, attackerSqueezed, "melee",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("a5e: squeezed target: advantage", a5e, {"A."}, targetSqueezed, "melee",
              {.roll = "advantage", .advantages = 1});
    addAttack("2024: squeezing changes no attack", y24, {".T"}, attackerSqueezed, "melee", {});
    addAttack("2024: a squeezed target gives no advantage", y24, {"A."}, targetSqueezed, "melee", {});
    addAttack("pf2e: squeezing changes no attack", pf2, {".T"}, attackerSqueezed, "melee", {});

    // exhaustion: SRD 5.1 disadvantage from level 3, SRD 5.2 -2 per level
    addAttack("2014 exhaustion 2: the roll unchanged", y14, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditionLevels":{"exhaustion":2},"conditions":["exhaustion"]}]})",
              "melee", {});
    addAttack("2014 exhaustion 3: disadvantage", y14, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditionLevels":{"exhaustion":3},"conditions":["exhaustion"]}]})",
              "melee", {.roll = "disadvantage", .disadvantages = 1});
    addAttack("2024 exhaustion 2: -4 to the roll", y24, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditionLevels":{"exhaustion":2},"conditions":["exhaustion"]}]})",
              "melee", {.attackPenalty = -4});

    // prone targets
    addAttack("prone target, melee within 5 ft: advantage", y14, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["prone"]}]})", "melee",
              {.roll = "advantage", .advantages = 1});
    addAttack("prone target, melee with reach from 10 ft: disadvantage", y14, {"..."},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"reach":10},
                              {"id":"t","side":"hostile","position":[2,0],"conditions":["prone"]}]})",
              "melee", {.distance = 10, .roll = "disadvantage", .disadvantages = 1});
    addAttack("prone target, ranged: disadvantage", y14, {"A...."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[4,0],"conditions":["prone"]}]})", "30/120",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("prone target, ranged from 5 ft: disadvantage twice over", y14, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["prone"]}]})", "30/120",
              {.roll = "disadvantage", .disadvantages = 2});
    addAttack("a5e: prone target, melee within 5 ft: advantage", a5e, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["prone"]}]})", "melee",
              {.roll = "advantage", .advantages = 1});
    addAttack("pf2e: prone target: off-guard, the roll stays normal", pf2, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["prone"]}]})", "melee",
              {.offGuard = true});

    // cancelling
    addAttack("advantage and disadvantage cancel", y14, {".."},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["squeezed"]},
                              {"id":"t","side":"hostile","position":[1,0],"conditions":["prone"]}]})",
              "melee", {.advantages = 1, .disadvantages = 1});
    addAttack("two advantages and one disadvantage still cancel", y14, {"...B"},
              R"({"creatures":[{"id":"a","side":"party","position":[1,0],"conditions":["squeezed"]},
                              {"id":"t","side":"hostile","position":[2,0],"conditions":["prone"]}]})",
              "melee", {.advantages = 2, .disadvantages = 1, .flanked = true});

    // elevation (RULES.md 10) and a5e high ground (7)
    const char *a5Up = R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":5}]})";
    addAttack("a5e: 5 ft above the target: high-ground expertise die", a5e, {".T"}, a5Up, "melee",
              {.distance = 5, .expertiseDie = true});
    addAttack("a5e: 4 ft above is the same level: no high ground", a5e, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":4}]})", "melee", {.distance = 5});
    addAttack("a5e: the target 5 ft above the attacker: no high ground", a5e, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"elevation":5}]})", "melee", {.distance = 5});
    addAttack("a5e: high ground while grappled: none", a5e, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":5,"conditions":["grappled"]}]})",
              "melee", {.distance = 5});
    // Version 3 (RULES.md 7): a restrained attacker also has disadvantage.
    addAttack("a5e: high ground while restrained: none", a5e, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":5,"conditions":["restrained"]}]})",
              "melee", {.distance = 5, .roll = "disadvantage", .disadvantages = 1});
    addAttack("a5e: high ground is for melee: a ranged attack gets none", a5e, {"..T"}, a5Up, "30/120", {.distance = 10});
    addAttack("a5e: both 30 ft up, one 5 ft higher: high ground", a5e, {"..."},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":35},{"id":"t","side":"hostile","position":[1,0],"elevation":30}]})",
              "melee", {.distance = 5, .expertiseDie = true});
    addAttack("2014: 5 ft above changes no roll", y14, {".T"}, a5Up, "melee", {.distance = 5});
    addAttack("5-ft reach misses a target 10 ft up", y14, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"elevation":10}]})", "melee",
              {.distance = 10, .possible = false});
    addAttack("reach 10 up a level: 10 ft up and adjacent", y14, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":10,"reach":10}]})", "melee",
              {.distance = 10});
    addAttack("a target 10 ft below and adjacent: 10 ft", y24, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"elevation":-10}]})", "30/120",
              {.distance = 10});
    addAttack("pf2e: reach 10, two diagonals and 5 ft up: the exception is off (15 ft)", pf2, {"...", "...", "..."},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"reach":10},{"id":"t","side":"hostile","position":[2,2],"elevation":5}]})",
              "melee", {.distance = 15, .possible = false});
    addAttack("pf2e: 5-10-5 in 3-D: 2 squares over and 3 levels up is 20 ft", pf2, {"A.."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[2,0],"elevation":15}]})", "30/120", {.distance = 20});
    addAttack("ranged with a hostile adjacent but 30 ft up: no close-combat disadvantage", y14, {"A...T", "....."},
              R"({"creatures":[{"id":"u","side":"hostile","position":[0,1],"elevation":30}]})", "30/120", {});

    // flanking benefits
    addAttack("2014 flanking, melee: advantage", y14, {"ATB"}, none, "melee",
              {.roll = "advantage", .advantages = 1, .flanked = true});
    addAttack("2014 flanking, ranged: flanked but no advantage", y14, {"ATB"}, none, "30/120",
              {.roll = "disadvantage", .disadvantages = 1, .flanked = true});
    addAttack("2024: no flanking by default", y24, {"ATB"}, none, "melee", {});
    addAttack("2024 with options.flanking: advantage on melee", y24, {"ATB"}, R"({"options":{"flanking":true}})",
              "melee", {.roll = "advantage", .advantages = 1, .flanked = true});
    addAttack("a5e flanking: an expertise die, the roll normal", a5e, {"ATB"}, none, "melee",
              {.flanked = true, .expertiseDie = true});
    addAttack("a5e flanking, ranged: the expertise die too", a5e, {"ATB"}, none, "30/120",
              {.roll = "disadvantage", .disadvantages = 1, .flanked = true, .expertiseDie = true});
    addAttack("a5e: no flanking, no expertise die", a5e, {"AT."}, none, "melee", {});
    addAttack("pf2e flanking: off-guard, the roll normal", pf2, {"ATB"}, none, "melee",
              {.flanked = true, .offGuard = true});
    addAttack("pf2e: no flanking, not off-guard", pf2, {"AT."}, none, "melee", {});
    // version 2: conditions and sight (RULES.md 7 version 2, 12)
    const char *dark = R"({"options":{"light":"dark"}})";
    addAttack("v2: a stunned attacker can't attack", y14, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["stunned"]}]})", "melee",
              {.possible = false});
    addAttack("v2: an unconscious attacker can't attack, pf2e too", pf2, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["unconscious"]}]})", "melee",
              {.possible = false});
    addAttack("v2: a prone attacker: disadvantage", y14, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["prone"]}]})", "melee",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("v2: pf2e prone attacker: -2 to the roll, the roll normal", pf2, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["prone"]}]})", "melee",
              {.attackPenalty = -2});
    addAttack("v2: a dodging target that sees the attacker: disadvantage", y14, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["dodging"]}]})", "melee",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("v2: a dodging target that is grappled (speed 0): no Dodge", y14, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["dodging","grappled"]}]})", "melee", {});
    addAttack("v2: a dodging target that is blinded: advantage and no Dodge", y14, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["dodging","blinded"]}]})", "melee",
              {.roll = "advantage", .advantages = 1});
    addAttack("v2: pf2e has no Dodge disadvantage", pf2, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["dodging"]}]})", "melee", {});
    addAttack("v2: an invisible target: disadvantage", y14, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["invisible"]}]})", "melee",
              {.roll = "disadvantage", .disadvantages = 1});
    addAttack("v2: an invisible attacker: advantage", y14, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["invisible"]}]})", "melee",
              {.roll = "advantage", .advantages = 1});
    addAttack("v2: darkness both ways: advantage and disadvantage cancel", y14, {"A...T"}, dark, "30/120",
              {.advantages = 1, .disadvantages = 1});
    addAttack("v2: darkvision in darkness: the attacker sees, the target doesn't", y14, {"....T"},
              R"({"options":{"light":"dark"},"creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"darkvision":60}}]})",
              "30/120", {.roll = "advantage", .advantages = 1});
    addAttack("v2: ranged beside a blinded hostile: no close-combat disadvantage", y14, {"A...T", "....."},
              R"({"creatures":[{"id":"v","side":"hostile","position":[0,1],"conditions":["blinded"]}]})", "30/120", {});
    addAttack("v2: a blinded target adjacent to the archer: advantage only", y14, {"A."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["blinded"]}]})", "30/120",
              {.roll = "advantage", .advantages = 1});
    addAttack("v2: pf2e concealed target (dim light): flat check 5", pf2, {"A...T"}, R"({"options":{"light":"dim"}})",
              "30/120", {.flatCheck = 5});
    addAttack("v2: pf2e invisible target: hidden, flat check 11", pf2, {"A...."},
              R"({"creatures":[{"id":"t","side":"hostile","position":[4,0],"conditions":["invisible"]}]})", "30/120",
              {.flatCheck = 11});
    addAttack("v2: pf2e invisible attacker: the target is off-guard to it", pf2, {".T"},
              R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["invisible"]}]})", "melee",
              {.offGuard = true});
    addAttack("v2: pf2e darkness both ways: flat check 11 and off-guard", pf2, {"A...T"}, dark, "30/120",
              {.offGuard = true, .flatCheck = 11});
    addAttack("v2: pf2e no line of sight: undetected, flat check 11", pf2, {"A.#.T"}, none, "30/120",
              {.possible = false, .offGuard = true, .cover = "total", .flatCheck = 11});

    addAttack("an attacker outside the flanking pair gets nothing", y14, {"...", ".TB"},
              R"({"creatures":[{"id":"a","side":"party","position":[1,0]},{"id":"u","side":"party","position":[0,1]}]})",
              "melee", {});
}

void TestAttack::checkAttack()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, weapon);
    QFETCH(double, distance);
    QFETCH(bool, possible);
    QFETCH(QString, roll);
    QFETCH(int, advantages);
    QFETCH(int, disadvantages);
    QFETCH(bool, flanked);
    QFETCH(bool, offGuard);
    QFETCH(bool, expertiseDie);
    QFETCH(QString, cover);
    QFETCH(int, flatCheck);
    QFETCH(int, attackPenalty);

    const AttackCheck c = bm::checkAttack(encounter, *encounter.creature(QStringLiteral("a")),
                                          *encounter.creature(QStringLiteral("t")), weaponFrom(weapon));
    if (distance >= 0)
        QCOMPARE(c.distanceFeet, distance);
    QCOMPARE(c.possible, possible);
    QCOMPARE(c.impossibleBecause.empty(), possible);
    QCOMPARE(rollId(c.roll), roll);
    QCOMPARE(int(c.advantage.size()), advantages);
    QCOMPARE(int(c.disadvantage.size()), disadvantages);
    QCOMPARE(c.flanked, flanked);
    QCOMPARE(c.offGuard, offGuard);
    QCOMPARE(c.expertiseDie, expertiseDie);
    QCOMPARE(coverDegreeId(c.cover.cover), cover);
    QCOMPARE(c.acBonus().has_value(), cover != QLatin1String("total"));
    QCOMPARE(c.flatCheck.value_or(0), flatCheck);
    QCOMPARE(c.attackPenalty, attackPenalty);
}

// RULES.md 7 version 3: conditions, each reason named. "a" attacks "t" in melee from the
// next square; `list` is where the reason must be (advantage, disadvantage, off-guard).
void TestAttack::conditionsV3_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("attacker"); // its conditions, comma-separated
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("list");     // advantage, disadvantage, off-guard, none
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("roll");
    QTest::addColumn<int>("acPenalty");
    for (const char *rs : {"dnd5e-2014", "dnd5e-2024", "a5e"}) {
        for (const char *c : {"paralyzed", "petrified", "restrained", "stunned", "unconscious"})
            QTest::addRow("%s: target %s: advantage", rs, c) << rs << "" << c << "advantage" << QStringLiteral("target-%1").arg(QLatin1String(c))
                                                             << "advantage" << 0;
        for (const char *c : {"restrained", "poisoned"})
            QTest::addRow("%s: attacker %s: disadvantage", rs, c) << rs << c << "" << "disadvantage"
                                                                  << QStringLiteral("attacker-%1").arg(QLatin1String(c)) << "disadvantage" << 0;
        QTest::addRow("%s: target grappled: nothing", rs) << rs << "" << "grappled" << "none" << "" << "normal" << 0;
        QTest::addRow("%s: restrained both: cancel", rs) << rs << "restrained" << "restrained" << "advantage" << "target-restrained" << "normal" << 0;
    }
    for (const char *c : {"paralyzed", "restrained", "grappled"})
        QTest::addRow("pf2e: target %s: off-guard", c) << "pf2e" << "" << c << "off-guard" << QStringLiteral("target-%1").arg(QLatin1String(c))
                                                      << "normal" << 0;
    QTest::newRow("pf2e: target unconscious: off-guard and -4 AC") << "pf2e" << "" << "unconscious" << "off-guard" << "target-unconscious"
                                                                     << "normal" << -4;
    QTest::newRow("pf2e: target stunned: not off-guard") << "pf2e" << "" << "stunned" << "none" << "" << "normal" << 0;
    QTest::newRow("pf2e: attacker poisoned: nothing") << "pf2e" << "poisoned" << "" << "none" << "" << "normal" << 0;
}

void TestAttack::conditionsV3()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, attacker);
    QFETCH(QString, target);
    QFETCH(QString, list);
    QFETCH(QString, reason);
    QFETCH(QString, roll);
    QFETCH(int, acPenalty);
    const auto conditions = [](const QString &text) {
        return QJsonArray::fromStringList(text.split(QLatin1Char(','), Qt::SkipEmptyParts));
    };
    const QJsonObject fragment{{"creatures", QJsonArray{QJsonObject{{"id", "a"}, {"side", "party"}, {"position", QJsonArray{0, 0}}, {"conditions", conditions(attacker)}},
                                                        QJsonObject{{"id", "t"}, {"side", "hostile"}, {"position", QJsonArray{1, 0}}, {"conditions", conditions(target)}}}}};
    const Encounter e = combatEncounter(qPrintable(ruleset), {"..", ".."}, QJsonDocument(fragment).toJson(QJsonDocument::Compact).constData());
    const AttackCheck c = bm::checkAttack(e, *e.creature(QStringLiteral("a")), *e.creature(QStringLiteral("t")), AttackRequest::meleeAttack());
    QVERIFY(c.possible);
    if (list == QLatin1String("advantage"))
        QVERIFY2(ids(c.advantage).contains(reason), qPrintable(ids(c.advantage).join(QStringLiteral("; "))));
    else if (list == QLatin1String("disadvantage"))
        QVERIFY2(ids(c.disadvantage).contains(reason), qPrintable(ids(c.disadvantage).join(QStringLiteral("; "))));
    else if (list == QLatin1String("off-guard"))
        QVERIFY2(c.offGuard && ids(c.offGuardBecause).contains(reason), qPrintable(ids(c.offGuardBecause).join(QStringLiteral("; "))));
    else
        QVERIFY(c.advantage.empty() && c.disadvantage.empty() && !c.offGuard);
    QCOMPARE(rollId(c.roll), roll);
    QCOMPARE(c.targetAcPenalty, acPenalty);
}

void TestAttack::reasonsAreNamed()
{
    const Encounter e = combatEncounter("dnd5e-2014", {"AU....", "......", "......"},
                                        R"({"creatures":[{"id":"t","side":"hostile","position":[5,2],"conditions":["prone"]}]})");
    const AttackCheck c = bm::checkAttack(e, *e.creature(QStringLiteral("a")), *e.creature(QStringLiteral("t")),
                                          AttackRequest::rangedAttack(20, 60));
    QCOMPARE(c.distanceFeet, 25.0);
    QCOMPARE(c.disadvantage.size(), std::size_t(3)); // long range, the hostile u at 5 ft, the prone target
    QCOMPARE(ids(c.disadvantage), (QStringList{QStringLiteral("beyond-normal-range"), QStringLiteral("ranged-near-hostile"),
                                               QStringLiteral("target-prone")}));
    QCOMPARE(c.disadvantage[0].feet, 20.0);
    QCOMPARE(c.disadvantage[1].creature, QStringLiteral("u")); // the hostile, named

    const AttackCheck far = bm::checkAttack(e, *e.creature(QStringLiteral("a")), *e.creature(QStringLiteral("t")),
                                            AttackRequest::meleeAttack());
    QVERIFY(!far.possible);
    QCOMPARE(far.impossibleBecause.size(), std::size_t(1));
}

// Each reason is a code with its data (a range, a creature, a level), in the list that says
// what it does; the window, the CLI and the log word it.
void TestAttack::reasonCodes_data()
{
    QTest::addColumn<Encounter>("encounter"); // "a" attacks "t"
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<QString>("list"); // impossible, advantage, disadvantage, off-guard, notes
    QTest::addColumn<AttackReason>("code");
    QTest::addColumn<double>("feet");
    QTest::addColumn<QString>("creature");
    QTest::addColumn<int>("level");
    const char *y14 = "dnd5e-2014";
    const char *a5e = "a5e";
    const char *pf2 = "pf2e";
    const char *none = R"({})";
    const auto row = [](const char *name, const char *ruleset, const QStringList &rows, const char *fragment, const char *weapon,
                        const char *list, AttackReason code, double feet = 0, const char *creature = "", int level = 0) {
        QTest::newRow(name) << combatEncounter(ruleset, rows, fragment) << QString::fromLatin1(weapon) << QString::fromLatin1(list) << code
                            << feet << QString::fromLatin1(creature) << level;
    };
    row("incapacitated attacker: impossible", y14, {".T"},
        R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["incapacitated"]}]})", "melee", "impossible",
        AttackReason::AttackerIncapacitated);
    row("melee from 10 ft with 5-ft reach: out of reach 5", y14, {"A.T"}, none, "melee", "impossible", AttackReason::OutOfReach, 5);
    row("65 ft with a 20/60 weapon: beyond long range 60", y14, {"A............T"}, none, "20/60", "impossible",
        AttackReason::BeyondLongRange, 60);
    row("behind a blocked square: total cover", y14, {"A.#.T"}, none, "30/120", "impossible", AttackReason::TotalCover);
    row("25 ft with a 20/60 weapon: disadvantage, beyond normal 20", y14, {"A....T"}, none, "20/60", "disadvantage",
        AttackReason::BeyondNormalRange, 20);
    row("pf2e beyond normal range: a note", pf2, {"A....T"}, none, "20/60", "notes", AttackReason::BeyondNormalRange, 20);
    const char *flank = R"({"creatures":[{"id":"a","side":"party","position":[1,0]},{"id":"t","side":"hostile","position":[2,0]}]})";
    row("2014 flanker: advantage", y14, {"...B"}, flank, "melee", "advantage", AttackReason::Flanking);
    row("a5e flanker: expertise die note", a5e, {"...B"}, flank, "melee", "notes", AttackReason::FlankingExpertise);
    row("pf2e flanked target: off-guard", pf2, {"...B"}, flank, "melee", "off-guard", AttackReason::Flanked);
    row("a5e 5 ft above: high ground note", a5e, {".T"}, R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":5}]})",
        "melee", "notes", AttackReason::HighGround);
    row("2014 ranged, a hostile adjacent: disadvantage naming it", y14, {"A...T", "U...."}, none, "30/120", "disadvantage",
        AttackReason::RangedNearHostile, 0, "u");
    row("a5e ranged in a hostile's reach: disadvantage naming it", a5e, {"A...T", "U...."}, none, "30/120", "disadvantage",
        AttackReason::RangedInHostileReach, 0, "u");
    row("2014 squeezed attacker: disadvantage", y14, {".T"},
        R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["squeezed"]}]})", "melee", "disadvantage",
        AttackReason::AttackerSqueezed);
    row("2014 squeezed target: advantage", y14, {"A."},
        R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["squeezed"]}]})", "melee", "advantage",
        AttackReason::TargetSqueezed);
    const char *proneTarget = R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["prone"]}]})";
    row("prone target, melee within 5 ft: advantage", y14, {"A."}, proneTarget, "melee", "advantage", AttackReason::TargetProne);
    row("prone target, melee from 10 ft: disadvantage", y14, {"..."},
        R"({"creatures":[{"id":"a","side":"party","position":[0,0],"reach":10},{"id":"t","side":"hostile","position":[2,0],"conditions":["prone"]}]})",
        "melee", "disadvantage", AttackReason::TargetProneFar);
    row("prone target, ranged: disadvantage", y14, {"A...."},
        R"({"creatures":[{"id":"t","side":"hostile","position":[4,0],"conditions":["prone"]}]})", "30/120", "disadvantage",
        AttackReason::TargetProne);
    row("pf2e prone target: off-guard", pf2, {"A."}, proneTarget, "melee", "off-guard", AttackReason::TargetProne);
    row("2014 prone attacker: disadvantage", y14, {".T"},
        R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["prone"]}]})", "melee", "disadvantage",
        AttackReason::AttackerProne);
    row("2014 exhaustion 3: disadvantage at level 3", y14, {".T"},
        R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditionLevels":{"exhaustion":3},"conditions":["exhaustion"]}]})",
        "melee", "disadvantage", AttackReason::AttackerExhausted, 0, "", 3);
    row("2014 invisible target: the attacker can't see it", y14, {"A...."},
        R"({"creatures":[{"id":"t","side":"hostile","position":[4,0],"conditions":["invisible"]}]})", "30/120", "disadvantage",
        AttackReason::AttackerCantSee);
    row("2014 invisible attacker: the target can't see it", y14, {".T"},
        R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["invisible"]}]})", "melee", "advantage",
        AttackReason::TargetCantSee);
    row("pf2e invisible attacker: off-guard, hidden from the target", pf2, {".T"},
        R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["invisible"]}]})", "melee", "off-guard",
        AttackReason::AttackerHidden);
    row("2014 dodging target: disadvantage", y14, {"A."},
        R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["dodging"]}]})", "melee", "disadvantage",
        AttackReason::TargetDodging);
}

void TestAttack::reasonCodes()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, weapon);
    QFETCH(QString, list);
    QFETCH(AttackReason, code);
    QFETCH(double, feet);
    QFETCH(QString, creature);
    QFETCH(int, level);
    const AttackCheck c = bm::checkAttack(encounter, *encounter.creature(QStringLiteral("a")),
                                          *encounter.creature(QStringLiteral("t")), weaponFrom(weapon));
    const AttackReasons &in = list == QLatin1String("impossible") ? c.impossibleBecause
                            : list == QLatin1String("advantage")  ? c.advantage
                            : list == QLatin1String("disadvantage") ? c.disadvantage
                            : list == QLatin1String("off-guard")  ? c.offGuardBecause
                                                                  : c.notes;
    const AttackWhy expected{code, feet, creature, level};
    QVERIFY2(std::find(in.begin(), in.end(), expected) != in.end(),
             qPrintable(QStringLiteral("%1 not in %2: %3").arg(attackReasonId(code), list, ids(in).join(QStringLiteral(", ")))));
    QVERIFY(!attackReasonId(code).isEmpty());
}

void TestAttack::rollIds()
{
    QCOMPARE(rollId(Roll::Normal), QStringLiteral("normal"));
    QCOMPARE(rollId(Roll::Advantage), QStringLiteral("advantage"));
    QCOMPARE(rollId(Roll::Disadvantage), QStringLiteral("disadvantage"));
}

QTEST_GUILESS_MAIN(TestAttack)
#include "tst_attack.moc"
