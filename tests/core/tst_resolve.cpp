// RULES.md 13.4 and 13.5 (version 3): an attack resolved step by step and saving throws
// against damage, per ruleset, with the dice forced. Rows are named after the situation and
// the step they check; each builds an encounter of two creatures, "a" attacking "t" (others
// as a row needs them), and compares what the resolution says.

#include "combat/resolve.h"

#include "combat/combat.h"
#include "model/encounterio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace bm;
using namespace bm::combat;

Q_DECLARE_METATYPE(bm::Encounter)

namespace {

QJsonObject merged(QJsonObject base, const char *extra)
{
    QJsonParseError error;
    const QJsonObject x = QJsonDocument::fromJson(extra, &error).object();
    if (error.error != QJsonParseError::NoError)
        qFatal("bad JSON in a test row: %s", extra);
    for (auto it = x.begin(); it != x.end(); ++it)
        base[it.key()] = it.value();
    return base;
}

// "a" (party) at 2,2 with a Sword (+5, 1d8+3 slashing), "t" (hostile, AC 15, 50 HP) at 3,2;
// `a` and `t` are JSON merged into them, `others` a list of more creatures, `top` more
// top-level fields (terrain, combat, options).
Encounter arena(const char *ruleset, const char *a = "{}", const char *t = "{}", const char *others = "[]",
                const char *top = "{}")
{
    const QJsonObject sword{{"name", "Sword"}, {"kind", "melee"}, {"bonus", 5},
                            {"damage", QJsonArray{QJsonObject{{"dice", "1d8+3"}, {"type", "slashing"}}}}};
    QJsonArray creatures{
        merged(QJsonObject{{"id", "a"}, {"side", "party"}, {"position", QJsonArray{2, 2}}, {"ac", 15}, {"hp", 30},
                           {"maxHp", 30}, {"attacks", QJsonArray{sword}}},
               a),
        merged(QJsonObject{{"id", "t"}, {"side", "hostile"}, {"position", QJsonArray{3, 2}}, {"ac", 15}, {"hp", 50},
                           {"maxHp", 50}},
               t)};
    for (const QJsonValue &c : QJsonDocument::fromJson(others).array())
        creatures.append(c);
    const QJsonObject o = merged(QJsonObject{{"format", "battlemap-encounter"}, {"version", 1}, {"ruleset", QLatin1String(ruleset)},
                                             {"grid", QJsonObject{{"width", 12}, {"height", 8}}}, {"creatures", creatures}},
                                 top);
    const ReadResult r = readEncounter(QJsonDocument(o).toJson());
    if (!r.ok())
        qFatal("bad test encounter: %s", qPrintable(r.errors.front().text()));
    return r.encounter;
}

// Expectations; a field left at its "unchecked" value is not compared.
struct Expect {
    bool possible = true;
    QList<int> d20 = {-1};    // {-1}: unchecked
    int natural = -1;
    int total = -1000;
    int ac = -1;
    int hit = -1;             // 0 / 1
    int critical = -1;
    QList<int> dealt = {-1};  // per part
    QList<int> rolled = {-1};
    int expertise = -1;       // sides; 0: none rolled
    const char *degree = nullptr;
    int map = 1;              // 1: unchecked
    int flat = -1;            // the flat check's DC (0: none rolled)
    int flatPassed = -1;
    int left = -1;            // forced dice left over
};

} // namespace

class TestResolve : public QObject
{
    Q_OBJECT

private slots:
    void attack_data();
    void attack();
    void saves_data();
    void saves();
    void attackIsOneDamage();
    void strikesCountOnlyInOwnTurn();
    void conditionImmunityRefused();
    void targetWithoutAcIsRefused();
};

static void row(const char *name, const Encounter &e, const QList<int> &dice, Expect x, bool reaction = false)
{
    QTest::newRow(name) << e << dice << reaction << x.possible << x.d20 << x.natural << x.total << x.ac << x.hit
                        << x.critical << x.dealt << x.rolled << x.expertise << QString::fromLatin1(x.degree ? x.degree : "")
                        << x.map << x.flat << x.flatPassed << x.left;
}

void TestResolve::attack_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<bool>("reaction");
    QTest::addColumn<bool>("possible");
    QTest::addColumn<QList<int>>("d20");
    QTest::addColumn<int>("natural");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("ac");
    QTest::addColumn<int>("hit");
    QTest::addColumn<int>("critical");
    QTest::addColumn<QList<int>>("dealt");
    QTest::addColumn<QList<int>>("rolled");
    QTest::addColumn<int>("expertise");
    QTest::addColumn<QString>("degree");
    QTest::addColumn<int>("map");
    QTest::addColumn<int>("flat");
    QTest::addColumn<int>("flatPassed");
    QTest::addColumn<int>("left");

    const char *y14 = "dnd5e-2014";
    const char *y24 = "dnd5e-2024";
    const char *a5e = "a5e";
    const char *pf2 = "pf2e";
    const char *far = R"({"position": [8, 2]})";

    // Step 1: the check decides; nothing is rolled when it is not possible.
    row("step 1, 2014: out of reach: nothing rolled", arena(y14, "{}", far), {7, 7},
        {.possible = false, .d20 = {}, .hit = 0, .dealt = {}, .left = 2});
    row("step 1, pf2e: out of reach: nothing rolled", arena(pf2, "{}", far), {7}, {.possible = false, .d20 = {}, .left = 1});
    row("step 1, 2014: the attack's own reach 10 reaches 10 ft",
        arena(y14, R"({"attacks": [{"name": "Glaive", "kind": "melee", "bonus": 5, "reach": 10, "damage": [{"dice": "1d10", "type": "slashing"}]}]})",
              R"({"position": [4, 2]})"),
        {12, 6}, {.total = 17, .hit = 1, .dealt = {6}});
    row("step 1, 2014: a ranged attack beyond its long range: not possible",
        arena(y14, R"({"attacks": [{"name": "Dart", "kind": "ranged", "bonus": 5, "range": 20, "damage": [{"dice": "1d4", "type": "piercing"}]}]})",
              R"({"position": [9, 2]})"),
        {12}, {.possible = false, .d20 = {}, .left = 1});

    // Step 2: pf2e flat check first.
    const char *fog = R"({"terrain": [{"type": "difficult", "obscured": "light", "squares": [[3, 2]]}]})";
    row("step 2, pf2e: concealed, flat check 4 below DC 5: the Strike is lost", arena(pf2, "{}", "{}", "[]", fog), {4, 20, 8},
        {.d20 = {}, .natural = -2, .hit = 0, .dealt = {}, .flat = 5, .flatPassed = 0, .left = 2});
    row("step 2, pf2e: concealed, flat check 5 passes, then the d20", arena(pf2, "{}", "{}", "[]", fog), {5, 12, 4},
        {.d20 = {12}, .total = 17, .hit = 1, .dealt = {7}, .flat = 5, .flatPassed = 1});
    row("step 2, pf2e: invisible target, DC 11", arena(pf2, "{}", R"({"conditions": ["invisible"]})"), {11, 12, 4},
        {.d20 = {12}, .flat = 11, .flatPassed = 1});
    row("step 2, 2014: no flat check in the 5e family", arena(y14, "{}", R"({"conditions": ["invisible"]})"), {3, 12, 4},
        {.d20 = {3, 12}, .natural = 3, .hit = 0, .flat = 0}); // can't see the target: disadvantage, the lower

    // Step 3: the d20s and the expertise die.
    row("step 3, 2014: advantage keeps the higher", arena(y14, "{}", R"({"conditions": ["prone"]})"), {3, 16, 5},
        {.d20 = {3, 16}, .natural = 16, .total = 21});
    row("step 3, 2024: disadvantage keeps the lower", arena(y24, R"({"conditions": ["poisoned"]})"), {17, 6},
        {.d20 = {17, 6}, .natural = 6, .total = 11, .hit = 0});
    row("step 3, pf2e: one d20 even for a prone target", arena(pf2, "{}", R"({"conditions": ["prone"]})"), {3, 16},
        {.d20 = {3}, .natural = 3, .left = 1});
    const char *flanker = R"([{"id": "b", "side": "party", "position": [4, 2]}])";
    row("step 3, a5e: flanking, a d4 after the d20", arena(a5e, "{}", "{}", flanker), {9, 3, 5},
        {.d20 = {9}, .total = 17, .dealt = {8}, .expertise = 4});
    row("step 3, a5e: flanking and high ground, a d6", arena(a5e, R"({"elevation": 5})", "{}", flanker), {9, 6, 5},
        {.total = 20, .expertise = 6});
    row("step 3, a5e: the expertise die after both d20s", arena(a5e, R"({"conditions": ["prone"]})", "{}", flanker), {9, 4, 2, 5},
        {.d20 = {9, 4}, .natural = 4, .total = 11, .hit = 0, .expertise = 4});
    row("step 3, 2014: no expertise die outside a5e", arena(y14, R"({"elevation": 5})", "{}", flanker), {9, 5},
        {.d20 = {9, 5}, .expertise = 0}); // 2014 flanking: advantage

    // Step 4: the total, pf2e attack penalty and multiple attack penalty.
    const char *turnA1 = R"({"combat": {"round": 1, "turn": "a", "order": ["a", "t"], "combatants": {"a": {"strikesThisTurn": 1}}}})";
    const char *turnA2 = R"({"combat": {"round": 1, "turn": "a", "order": ["a", "t"], "combatants": {"a": {"strikesThisTurn": 2}}}})";
    const char *turnT = R"({"combat": {"round": 1, "turn": "t", "order": ["a", "t"], "combatants": {"a": {"strikesThisTurn": 1}}}})";
    const char *agile = R"({"attacks": [{"name": "Dagger", "kind": "melee", "bonus": 5, "agile": true, "damage": [{"dice": "1d4", "type": "piercing"}]}]})";
    row("step 4, pf2e: the second Strike takes -5", arena(pf2, "{}", "{}", "[]", turnA1), {15, 1}, {.total = 15, .map = -5});
    row("step 4, pf2e: the third agile Strike takes -8", arena(pf2, agile, "{}", "[]", turnA2), {15, 1}, {.total = 12, .map = -8});
    row("step 4, pf2e: the second agile Strike takes -4", arena(pf2, agile, "{}", "[]", turnA1), {15, 1}, {.total = 16, .map = -4});
    row("step 4, pf2e: a Strike as a reaction takes none", arena(pf2, "{}", "{}", "[]", turnA1), {15, 1}, {.total = 20, .map = 0}, true);
    row("step 4, pf2e: out of its own turn the count doesn't apply", arena(pf2, "{}", "{}", "[]", turnT), {15, 1}, {.total = 20, .map = 0});
    row("step 4, pf2e: a prone attacker -2", arena(pf2, R"({"conditions": ["prone"]})"), {15, 1}, {.total = 18});

    // Step 5: the effective AC.
    row("step 5, 2014: half cover +2", arena(y14, R"({"position": [0, 2], "attacks": [{"name": "Bow", "kind": "ranged", "bonus": 5, "range": [80, 320], "damage": [{"dice": "1d6", "type": "piercing"}]}]})",
                                             R"({"position": [6, 2]})", "[]", R"({"terrain": [{"type": "difficult", "cover": "half", "squares": [[3, 2]]}]})"),
        {12, 3}, {.total = 17, .ac = 17, .hit = 1});
    row("step 5, pf2e: off-guard when flanked -2", arena(pf2, "{}", "{}", flanker), {9, 3}, {.total = 14, .ac = 13, .hit = 1});
    row("step 5, pf2e: unconscious -4 and off-guard -2", arena(pf2, "{}", R"({"conditions": ["unconscious"]})"), {4, 3},
        {.total = 9, .ac = 9, .hit = 1, .degree = "success"});
    row("step 5, pf2e: grappled: off-guard", arena(pf2, "{}", R"({"conditions": ["grappled"]})"), {4, 3}, {.ac = 13});

    // Step 6: hit and critical.
    row("step 6, 2014: a natural 20 hits and is critical", arena(y14, "{}", R"({"ac": 30})"), {20, 1, 1}, {.hit = 1, .critical = 1, .dealt = {5}});
    row("step 6, 2014: a natural 1 misses", arena(y14, R"({"attacks": [{"name": "Sword", "kind": "melee", "bonus": 30, "damage": [{"dice": "1d8", "type": "slashing"}]}]})"),
        {1}, {.total = 31, .hit = 0, .critical = 0, .dealt = {}});
    row("step 6, 2014: total equal to AC hits", arena(y14), {10, 2}, {.total = 15, .hit = 1, .critical = 0});
    row("step 6, 2014: one below AC misses", arena(y14), {9}, {.total = 14, .hit = 0, .left = 0});
    row("step 6, 2014: paralyzed within 5 ft: critical", arena(y14, "{}", R"({"conditions": ["paralyzed"]})"), {2, 10, 1, 1},
        {.natural = 10, .hit = 1, .critical = 1, .dealt = {5}});
    row("step 6, 2024: unconscious 10 ft away: a hit, not critical",
        arena(y24, R"({"attacks": [{"name": "Bow", "kind": "ranged", "bonus": 5, "range": [80, 320], "damage": [{"dice": "1d6", "type": "piercing"}]}]})",
              R"({"position": [4, 2], "conditions": ["unconscious"]})"),
        {2, 10, 4}, {.natural = 10, .hit = 1, .critical = 0, .dealt = {4}});
    row("step 6, pf2e: AC + 10 is a critical success", arena(pf2), {20, 3}, {.total = 25, .critical = 1, .degree = "critical-success"});
    row("step 6, pf2e: a natural 20 raises a failure", arena(pf2, "{}", R"({"ac": 30})"), {20, 3}, {.total = 25, .hit = 1, .critical = 0, .degree = "success"});
    row("step 6, pf2e: a natural 1 lowers a success", arena(pf2, "{}", R"({"ac": 5})"), {1}, {.total = 6, .hit = 0, .degree = "failure"});
    row("step 6, pf2e: AC - 10 is a critical failure", arena(pf2, "{}", R"({"ac": 25})"), {10}, {.total = 15, .hit = 0, .degree = "critical-failure"});

    // Step 7: damage on a hit, and criticals per ruleset.
    row("step 7, 2014: a critical rolls the dice twice over", arena(y14), {20, 2, 7}, {.rolled = {12}});
    row("step 7, 2024: a critical rolls the dice twice over", arena(y24), {20, 2, 7}, {.rolled = {12}});
    row("step 7, a5e: a critical doubles the part, modifier included", arena(a5e), {20, 6}, {.rolled = {18}, .left = 0});
    row("step 7, pf2e: a critical doubles the roll", arena(pf2), {20, 6}, {.rolled = {18}, .left = 0});
    row("step 7, 2014: a part never goes below 0",
        arena(y14, R"({"attacks": [{"name": "Pinch", "kind": "melee", "bonus": 5, "damage": [{"dice": "1d4-5", "type": "bludgeoning"}]}]})"),
        {15, 2}, {.dealt = {0}, .rolled = {0}});
    row("step 7, 2014: parts in order", arena(y14, R"({"attacks": [{"name": "Flame", "kind": "melee", "bonus": 5, "damage": [{"dice": "1d6+1", "type": "slashing"}, {"dice": "2d4", "type": "fire"}]}]})"),
        {15, 2, 3, 4}, {.rolled = {3, 7}});

    // Step 8: defences per part.
    const char *twoParts = R"({"attacks": [{"name": "Flame", "kind": "melee", "bonus": 5, "damage": [{"dice": "1d8", "type": "slashing"}, {"dice": "1d8", "type": "fire"}]}]})";
    const char *magicTwoParts = R"({"attacks": [{"name": "Flame", "kind": "melee", "bonus": 5, "magical": true, "damage": [{"dice": "1d8", "type": "slashing"}, {"dice": "1d8", "type": "fire"}]}]})";
    row("step 8, 2014: resistance halves, rounded down", arena(y14, twoParts, R"({"resistances": ["fire"]})"), {15, 7, 7}, {.dealt = {7, 3}});
    row("step 8, 2014: vulnerability doubles", arena(y14, twoParts, R"({"vulnerabilities": ["slashing"]})"), {15, 7, 7}, {.dealt = {14, 7}});
    row("step 8, 2024: resistance then vulnerability", arena(y24, twoParts, R"({"resistances": ["fire"], "vulnerabilities": ["fire"]})"), {15, 7, 7}, {.dealt = {7, 6}});
    row("step 8, a5e: immunity", arena(a5e, twoParts, R"({"immunities": ["fire"]})"), {15, 7, 7}, {.dealt = {7, 0}});
    row("step 8, 2014: nonmagical slashing resisted from a plain blade", arena(y14, twoParts, R"({"resistances": ["nonmagical slashing"]})"), {15, 7, 7}, {.dealt = {3, 7}});
    row("step 8, 2014: nonmagical slashing ignored by a magical blade", arena(y14, magicTwoParts, R"({"resistances": ["nonmagical slashing"]})"), {15, 7, 7}, {.dealt = {7, 7}});
    row("step 8, 2014: matching entries don't stack", arena(y14, twoParts, R"({"resistances": ["slashing", "nonmagical slashing"]})"), {15, 7, 7}, {.dealt = {3, 7}});
    row("step 8, pf2e: weakness added", arena(pf2, twoParts, R"({"weaknesses": {"fire": 5}})"), {15, 7, 7}, {.dealt = {7, 12}});
    row("step 8, pf2e: the highest weakness only", arena(pf2, twoParts, R"({"weaknesses": {"fire": 5, "nonmagical fire": 2}})"), {15, 7, 7}, {.dealt = {7, 12}});
    row("step 8, pf2e: resistance stops at 0", arena(pf2, twoParts, R"({"resistances": {"slashing": 10}})"), {15, 7, 7}, {.dealt = {0, 7}});
    row("step 8, pf2e: no weakness on 0 damage (immune)", arena(pf2, twoParts, R"({"immunities": ["fire"], "weaknesses": {"fire": 5}})"), {15, 7, 7}, {.dealt = {7, 0}});
}

void TestResolve::attack()
{
    QFETCH(Encounter, encounter);
    QFETCH(QList<int>, dice);
    QFETCH(bool, reaction);
    Dice d(1);
    d.force(dice);
    d.setForcedOnly(true);
    const Creature &a = *encounter.creature(QStringLiteral("a"));
    const Creature &t = *encounter.creature(QStringLiteral("t"));
    QVERIFY(attackProblem(t, a.attacks.front()).isEmpty());
    AttackOptions options;
    options.reaction = reaction;
    const AttackResolution r = resolveAttack(encounter, a, t, a.attacks.front(), d, options);
    QVERIFY2(!d.ranOut(), "the row's dice ran out");
    QVERIFY(!d.forcedOutOfRange());

    QFETCH(bool, possible);
    QCOMPARE(r.possible, possible);
    QFETCH(QList<int>, d20);
    if (d20 != QList<int>{-1})
        QCOMPARE(r.d20, d20);
    QFETCH(int, natural);
    if (natural == -2)
        QVERIFY(!r.natural);
    else if (natural != -1)
        QCOMPARE(r.natural.value_or(-1), natural);
    QFETCH(int, total);
    if (total != -1000)
        QCOMPARE(r.total.value_or(-1000), total);
    QFETCH(int, ac);
    if (ac != -1)
        QCOMPARE(r.ac, ac);
    QFETCH(int, hit);
    if (hit != -1)
        QCOMPARE(r.hit, hit == 1);
    QFETCH(int, critical);
    if (critical != -1)
        QCOMPARE(r.critical, critical == 1);
    QFETCH(QList<int>, dealt);
    QList<int> gotDealt, gotRolled;
    for (const RolledDamage &p : r.damage) {
        gotDealt << p.dealt;
        gotRolled << p.rolled;
    }
    if (dealt != QList<int>{-1}) {
        QCOMPARE(gotDealt, dealt);
        int sum = 0;
        for (int v : dealt)
            sum += v;
        QCOMPARE(r.damageTotal, sum);
    }
    QFETCH(QList<int>, rolled);
    if (rolled != QList<int>{-1})
        QCOMPARE(gotRolled, rolled);
    QFETCH(int, expertise);
    if (expertise != -1)
        QCOMPARE(r.expertiseSides, expertise);
    QFETCH(QString, degree);
    if (!degree.isEmpty())
        QCOMPARE(r.degree ? degreeId(*r.degree) : QString(), degree);
    QFETCH(int, map);
    if (map != 1)
        QCOMPARE(r.multipleAttackPenalty, map);
    QFETCH(int, flat);
    if (flat != -1)
        QCOMPARE(r.flatCheckDc.value_or(0), flat);
    QFETCH(int, flatPassed);
    if (flatPassed != -1)
        QCOMPARE(r.flatCheckPassed, flatPassed == 1);
    QFETCH(int, left);
    if (left != -1)
        QCOMPARE(d.forcedLeft(), left);
}

// ------------------------------------------------------------------ 13.5

void TestResolve::saves_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QString>("ability");
    QTest::addColumn<QString>("onSave");      // half, none, basic
    QTest::addColumn<QString>("origin");      // "x,y" or empty
    QTest::addColumn<QStringList>("targets");
    QTest::addColumn<QList<int>>("dice");     // the damage (4d6 fire), then the d20s
    QTest::addColumn<QStringList>("expect");  // per creature "id:d20s:cover_bonus:total:success:dealt" ("-" unchecked)
    QTest::addColumn<QStringList>("notAffected");

    const char *y14 = "dnd5e-2014";
    const char *pf2 = "pf2e";
    const QStringList t{"t"};
    // 4d6 = 1 + 2 + 3 + 4 = 10 first in every row.
    const QList<int> ten{1, 2, 3, 4};
    const auto dice = [&](const QList<int> &d20s) { return ten + d20s; };
    const char *dex2 = R"({"saves": {"dex": 2, "con": 1}})";

    QTest::newRow("2014: a success halves, rounded down") << arena(y14, "{}", dex2) << "dex" << "half" << "" << t << dice({13})
                                                           << QStringList{"t:13:0:15:true:5"} << QStringList{};
    QTest::newRow("2014: a failure takes it all") << arena(y14, "{}", dex2) << "dex" << "half" << "" << t << dice({12})
                                                  << QStringList{"t:12:0:14:false:10"} << QStringList{};
    QTest::newRow("2014: none on a success") << arena(y14, "{}", dex2) << "dex" << "none" << "" << t << dice({13})
                                             << QStringList{"t:13:0:15:true:0"} << QStringList{};
    QTest::newRow("2014: a missing save bonus is 0") << arena(y14) << "wis" << "half" << "" << t << dice({15})
                                                     << QStringList{"t:15:0:15:true:5"} << QStringList{};
    QTest::newRow("2014: resistance after halving") << arena(y14, "{}", R"({"saves": {"dex": 2}, "resistances": ["fire"]})") << "dex"
                                                    << "half" << "" << t << dice({13}) << QStringList{"t:13:0:15:true:2"} << QStringList{};
    const char *crate = R"({"terrain": [{"type": "difficult", "cover": "half", "squares": [[4, 2]]}]})";
    QTest::newRow("2014: half cover from the origin, +2 to Dex") << arena(y14, "{}", R"({"position": [5, 2], "saves": {"dex": 2}})", "[]", crate)
                                                                 << "dex" << "half" << "2,2" << t << dice({11})
                                                                 << QStringList{"t:11:2:15:true:5"} << QStringList{};
    QTest::newRow("2014: cover gives nothing to a Con save") << arena(y14, "{}", R"({"position": [5, 2], "saves": {"dex": 2}})", "[]", crate)
                                                             << "con" << "half" << "2,2" << t << dice({11})
                                                             << QStringList{"t:11:0:11:false:10"} << QStringList{};
    QTest::newRow("2014: without a point of origin no cover") << arena(y14, "{}", R"({"position": [5, 2], "saves": {"dex": 2}})", "[]", crate)
                                                              << "dex" << "half" << "" << t << dice({11})
                                                              << QStringList{"t:11:0:13:false:10"} << QStringList{};
    const char *blocked = R"({"terrain": [{"type": "blocked", "rect": [4, 0, 1, 8]}]})";
    QTest::newRow("2014: total cover from the origin: not affected, no die")
        << arena(y14, "{}", R"({"position": [6, 2]})", "[]", blocked) << "dex" << "half" << "2,2" << t << ten
        << QStringList{} << QStringList{"t"};
    QTest::newRow("2014: dodging: advantage on Dex, the higher") << arena(y14, "{}", R"({"saves": {"dex": 2}, "conditions": ["dodging"]})")
                                                                  << "dex" << "half" << "" << t << dice({4, 13})
                                                                  << QStringList{"t:4 13:0:15:true:5"} << QStringList{};
    QTest::newRow("2014: restrained: disadvantage on Dex, the lower") << arena(y14, "{}", R"({"saves": {"dex": 2}, "conditions": ["restrained"]})")
                                                                       << "dex" << "half" << "" << t << dice({14, 13})
                                                                       << QStringList{"t:14 13:0:15:true:5"} << QStringList{};
    QTest::newRow("2014: dodging and squeezed cancel") << arena(y14, "{}", R"({"saves": {"dex": 2}, "conditions": ["dodging", "squeezed"]})")
                                                        << "dex" << "half" << "" << t << dice({13})
                                                        << QStringList{"t:13:0:15:true:5"} << QStringList{};
    QTest::newRow("2014: dodging gives nothing to a Con save") << arena(y14, "{}", R"({"saves": {"con": 1}, "conditions": ["dodging"]})")
                                                                << "con" << "half" << "" << t << dice({13})
                                                                << QStringList{"t:13:0:14:false:10"} << QStringList{};
    QTest::newRow("2014: paralyzed fails Dex without a die") << arena(y14, "{}", R"({"saves": {"dex": 2}, "conditions": ["paralyzed"]})")
                                                              << "dex" << "half" << "" << t << ten
                                                              << QStringList{"t::0:-:false:10"} << QStringList{};
    QTest::newRow("2014: paralyzed still rolls Con") << arena(y14, "{}", R"({"saves": {"con": 1}, "conditions": ["paralyzed"]})")
                                                      << "con" << "half" << "" << t << dice({14})
                                                      << QStringList{"t:14:0:15:true:5"} << QStringList{};
    QTest::newRow("2014: saves in the order given") << arena(y14, R"({"saves": {"dex": 1}})", dex2) << "dex" << "half" << ""
                                                     << QStringList{"t", "a"} << dice({13, 2})
                                                     << QStringList{"t:13:0:15:true:5", "a:2:0:3:false:10"} << QStringList{};

    const char *ref = R"({"saves": {"reflex": 8}})";
    QTest::newRow("pf2e basic: critical success takes none") << arena(pf2, "{}", ref) << "reflex" << "basic" << "" << t << dice({20})
                                                              << QStringList{"t:20:0:28:true:0"} << QStringList{};
    QTest::newRow("pf2e basic: success takes half") << arena(pf2, "{}", ref) << "reflex" << "basic" << "" << t << dice({10})
                                                     << QStringList{"t:10:0:18:true:5"} << QStringList{};
    QTest::newRow("pf2e basic: failure takes it all") << arena(pf2, "{}", ref) << "reflex" << "basic" << "" << t << dice({5})
                                                       << QStringList{"t:5:0:13:false:10"} << QStringList{};
    QTest::newRow("pf2e basic: critical failure doubles, then weakness")
        << arena(pf2, "{}", R"({"saves": {"reflex": 8}, "weaknesses": {"fire": 5}})") << "reflex" << "basic" << "" << t << dice({1})
        << QStringList{"t:1:0:9:false:25"} << QStringList{};
    QTest::newRow("pf2e half: a critical success takes half") << arena(pf2, "{}", ref) << "reflex" << "half" << "" << t << dice({20})
                                                               << QStringList{"t:20:0:28:true:5"} << QStringList{};
    QTest::newRow("pf2e: standard cover +2 to Reflex") << arena(pf2, "{}", R"({"position": [5, 2], "saves": {"reflex": 8}})", "[]", crate)
                                                        << "reflex" << "basic" << "2,2" << t << dice({8})
                                                        << QStringList{"t:8:2:18:true:5"} << QStringList{};
    QTest::newRow("pf2e: a creature between gives lesser cover, +0") << arena(pf2, "{}", R"({"position": [5, 2], "saves": {"reflex": 8}})",
                                                                              R"([{"id": "x", "side": "neutral", "position": [4, 2]}])")
                                                                      << "reflex" << "basic" << "2.5,2.5" << t << dice({8})
                                                                      << QStringList{"t:8:0:16:true:5"} << QStringList{};
}

void TestResolve::saves()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, ability);
    QFETCH(QString, onSave);
    QFETCH(QString, origin);
    QFETCH(QStringList, targets);
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, expect);
    QFETCH(QStringList, notAffected);
    SaveRequest request;
    request.dc = 15;
    request.ability = ability;
    request.onSave = *onSaveFromId(onSave);
    request.damage = {DamagePart{QStringLiteral("4d6"), QStringLiteral("fire"), {}}};
    if (!origin.isEmpty())
        request.origin = QPointF(origin.section(QLatin1Char(','), 0, 0).toDouble(), origin.section(QLatin1Char(','), 1).toDouble());
    request.targets = targets;
    QVERIFY(saveProblem(encounter, request).isEmpty());
    Dice d(1);
    d.force(dice);
    d.setForcedOnly(true);
    const SaveResolution r = resolveSave(encounter, request, d);
    QVERIFY2(!d.ranOut(), "the row's dice ran out");
    QCOMPARE(d.forcedLeft(), 0);
    QCOMPARE(r.damage.size(), std::size_t(1));
    QCOMPARE(r.damage[0].rolled, 10); // rolled once, first
    QCOMPARE(r.notAffected, notAffected);
    QCOMPARE(int(r.creatures.size()), int(expect.size()));
    for (std::size_t i = 0; i < r.creatures.size(); ++i) {
        const SaveRow &row = r.creatures[i];
        QStringList d20s;
        for (int v : row.d20)
            d20s << QString::number(v);
        const QStringList want = expect[qsizetype(i)].split(QLatin1Char(':'));
        const QStringList got{row.id, d20s.join(QLatin1Char(' ')), QString::number(row.coverBonus),
                              want[3] == QLatin1String("-") ? QStringLiteral("-") : QString::number(row.total),
                              row.success ? QStringLiteral("true") : QStringLiteral("false"), QString::number(row.dealt)};
        QCOMPARE(got, want);
    }
}

// RULES.md 13.4 step 8: the parts are dealt as one damage through the tracker: temporary
// hit points first, one concentration check for the total.
void TestResolve::attackIsOneDamage()
{
    Encounter e = arena("dnd5e-2014",
                        R"({"attacks": [{"name": "Flame", "kind": "melee", "bonus": 5, "damage": [{"dice": "1d8", "type": "slashing"}, {"dice": "1d8", "type": "fire"}]}]})",
                        R"({"tempHp": 4, "conditions": ["concentrating"], "saves": {"con": 0}})");
    Dice d(1);
    d.force({15, 6, 6, 10}); // hit; 6 + 6 = 12; one concentration save (DC 10): 10 keeps it
    d.setForcedOnly(true);
    const Creature &a = *e.creature(QStringLiteral("a"));
    const AttackResolution r = resolveAttack(e, a, *e.creature(QStringLiteral("t")), a.attacks.front(), d);
    QCOMPARE(r.damageTotal, 12);
    QVERIFY(applyAttack(e, d, r, QStringLiteral("a"), QStringLiteral("t")).isEmpty());
    QVERIFY(!d.ranOut());
    QCOMPARE(d.forcedLeft(), 0); // exactly one save rolled
    const Creature &t = *e.creature(QStringLiteral("t"));
    QCOMPARE(t.tempHp, 0);
    QCOMPARE(t.hp, 42);
    QVERIFY(t.has(QStringLiteral("concentrating")));
    int saves = 0;
    for (const LogEntry &l : e.combat.log)
        saves += l.text.contains(QLatin1String("concentration save")) ? 1 : 0;
    QCOMPARE(saves, 1);
}

// RULES.md 13.4 step 4: a Strike counts in strikesThisTurn only in the attacker's own turn,
// and the count starts again at the start of its turn.
void TestResolve::strikesCountOnlyInOwnTurn()
{
    Encounter e = arena("pf2e");
    Dice d(1);
    d.force({20, 1}); // a first, t second
    combat::start(e, d);
    QCOMPARE(e.combat.turn, QStringLiteral("a"));
    const auto strike = [&](const char *who, const char *whom, bool reaction) {
        d.force({2}); // a miss: nothing more rolled
        const Creature &x = *e.creature(QLatin1String(who));
        AttackOptions o;
        o.reaction = reaction;
        const AttackResolution r = resolveAttack(e, x, *e.creature(QLatin1String(whom)), x.attacks.empty() ? CreatureAttack() : x.attacks.front(), d, o);
        return applyAttack(e, d, r, QLatin1String(who), QLatin1String(whom), o);
    };
    QVERIFY(strike("a", "t", false).isEmpty());
    QVERIFY(strike("a", "t", false).isEmpty());
    QCOMPARE(e.combat.combatant(QStringLiteral("a"))->strikesThisTurn, 2);
    QCOMPARE(e.combat.combatant(QStringLiteral("a"))->actions, 1);
    QCOMPARE(multipleAttackPenalty(e, QStringLiteral("a"), false, false), -10);
    combat::nextTurn(e, d); // t's turn
    QCOMPARE(multipleAttackPenalty(e, QStringLiteral("a"), false, false), 0);
    QVERIFY(strike("a", "t", true).isEmpty()); // a reaction in t's turn
    QCOMPARE(e.combat.combatant(QStringLiteral("a"))->strikesThisTurn, 2);
    QVERIFY(!strike("a", "t", true).isEmpty()); // no reaction left
    combat::nextTurn(e, d); // a's turn again
    QCOMPARE(e.combat.combatant(QStringLiteral("a"))->strikesThisTurn, 0);
}

// RULES.md 13.6: the tracker refuses a condition the creature is immune to, by name.
void TestResolve::conditionImmunityRefused()
{
    Encounter e = arena("dnd5e-2014", "{}", R"({"conditionImmunities": ["poisoned", "frightened"]})");
    Dice d(1);
    const ConditionProblem problem = applyCondition(e, d, QStringLiteral("t"), QStringLiteral("poisoned"));
    QCOMPARE(problem.code, ConditionRefusal::Immune);
    QCOMPARE(problem.condition, QStringLiteral("poisoned"));
    QVERIFY(!e.creature(QStringLiteral("t"))->has(QStringLiteral("poisoned")));
    QVERIFY(!applyCondition(e, d, QStringLiteral("t"), QStringLiteral("prone")));
    QVERIFY(e.creature(QStringLiteral("t"))->has(QStringLiteral("prone")));
}

// RULES.md 13.4 step 5: a target without `ac` can't be attacked (bad input).
void TestResolve::targetWithoutAcIsRefused()
{
    const Encounter e = arena("dnd5e-2014");
    QVERIFY(attackProblem(e.creatures[1], e.creatures[0].attacks.front()).isEmpty());
    QJsonObject doc = QJsonDocument::fromJson(writeEncounter(e)).object();
    QJsonArray creatures = doc.value(QLatin1String("creatures")).toArray();
    QJsonObject t = creatures[1].toObject();
    t.remove(QStringLiteral("ac"));
    creatures[1] = t;
    doc[QStringLiteral("creatures")] = creatures;
    const ReadResult r = readEncounter(QJsonDocument(doc).toJson());
    QVERIFY(r.ok());
    QVERIFY(!r.encounter.creatures[1].hasAc);
    QVERIFY(!attackProblem(r.encounter.creatures[1], r.encounter.creatures[0].attacks.front()).isEmpty());
}

QTEST_GUILESS_MAIN(TestResolve)
#include "tst_resolve.moc"
