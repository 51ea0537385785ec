// RULES.md 6: flanking. 5e family: adjacent squares, the segment between their centres
// meeting opposite (closed) edges; pf2e: whole-space centres and the target within each
// flanker's reach; who may flank; when flanking is on; a5e back-to-back.

#include "rules/flanking.h"
#include "combatmap.h"

#include <QTest>

using namespace bm;
using namespace bm::test;

Q_DECLARE_METATYPE(bm::Encounter)

namespace {

// "a+b;c+d": the pairs as the CLI lists them.
QString pairsText(const std::vector<FlankingPair> &pairs)
{
    QStringList parts;
    for (const FlankingPair &p : pairs)
        parts.append(p.first + QLatin1Char('+') + p.second);
    return parts.join(QLatin1Char(';'));
}

} // namespace

class TestFlanking : public QObject
{
    Q_OBJECT

private slots:
    void flankingPairs_data();
    void flankingPairs();
    void onlyTheFlankersThemselvesFlank();
    void flankTogetherIsSymmetric();
};

static void addFlank(const char *name, const char *ruleset, const QStringList &rows, const char *fragment,
                     const char *pairs)
{
    QTest::newRow(name) << combatEncounter(ruleset, rows, fragment) << QString::fromLatin1(pairs);
}

void TestFlanking::flankingPairs_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QString>("pairs"); // flankers of "t"

    const char *y14 = "dnd5e-2014";
    const char *y24 = "dnd5e-2024";
    const char *a5e = "a5e";
    const char *pf2 = "pf2e";
    const char *none = "{}";

    // 5e family geometry
    addFlank("opposite sides flank", y14, {"ATB"}, none, "a+b");
    addFlank("opposite top and bottom flank", y14, {"A", "T", "B"}, none, "a+b");
    addFlank("opposite corners flank: the segment passes two corners", y14, {"A..", ".T.", "..B"}, none, "a+b");
    addFlank("knight's move does not flank", y14, {"A..", ".TB"}, none, "");
    addFlank("two sides at a right angle do not flank", y14, {".A.", ".TB"}, none, "");
    addFlank("two corners on the same side do not flank", y14, {"A.B", ".T."}, none, "");
    addFlank("opposite sides but not adjacent do not flank in 5e", y14, {"A.T.B"}, none, "");
    addFlank("reach does not replace adjacency in 5e", y14, {"..TB"},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0],"reach":10}]})", "");
    addFlank("Large flanker qualifies through any square adjacent to the target", y14, {"...B", "..T.", "...."},
             R"({"creatures":[{"id":"a","side":"party","size":"large","position":[0,1]}]})", "a+b");
    addFlank("Large target: flankers on opposite sides of its whole space", y14, {"A..B", "....", "...."},
             R"({"creatures":[{"id":"t","side":"hostile","size":"large","position":[1,0]}]})", "a+b");
    addFlank("Large target: a segment through only one of its edges does not flank", y14, {"A...", "....", "..B."},
             R"({"creatures":[{"id":"t","side":"hostile","size":"large","position":[1,0]}]})", "");
    addFlank("four flankers around a target: two pairs, the mixed pairs touch adjacent edges", y14,
             {".A.", ".TB", "..."},
             R"({"creatures":[{"id":"c","side":"party","position":[0,1]},{"id":"d","side":"party","position":[1,2]}]})",
             "a+d;b+c");

    // who can flank
    addFlank("an incapacitated creature can't flank", y14, {"AT."},
             R"({"creatures":[{"id":"b","side":"party","position":[2,0],"conditions":["unconscious"]}]})", "");
    addFlank("a dead creature can't flank", y14, {"AT."},
             R"({"creatures":[{"id":"b","side":"party","position":[2,0],"conditions":["dead"]}]})", "");
    addFlank("a stunned creature can't flank", y14, {"AT."},
             R"({"creatures":[{"id":"b","side":"party","position":[2,0],"conditions":["stunned"]}]})", "");
    addFlank("a prone flanker still flanks", y14, {"AT."},
             R"({"creatures":[{"id":"b","side":"party","position":[2,0],"conditions":["prone"]}]})", "a+b");
    addFlank("party and ally flank together", y14, {"AT."},
             R"({"creatures":[{"id":"b","side":"ally","position":[2,0]}]})", "a+b");
    addFlank("neutral creatures don't flank", y14, {"XT."},
             R"({"creatures":[{"id":"y","side":"neutral","position":[2,0]}]})", "");
    addFlank("a neutral target can't be flanked", y14, {"A.B"},
             R"({"creatures":[{"id":"t","side":"neutral","position":[1,0]}]})", "");
    addFlank("the target's own allies don't flank it", y14, {"UT."},
             R"({"creatures":[{"id":"v","side":"hostile","position":[2,0]}]})", "");
    addFlank("hostile creatures flank a party member", y14, {"U.."},
             R"({"creatures":[{"id":"t","side":"party","position":[1,0]},{"id":"v","side":"hostile","position":[2,0]}]})",
             "u+v");

    // version 2: in the 5e family a flanker must see the target (RULES.md 6, 12)
    addFlank("v2: a blinded flanker can't flank", y14, {"AT."},
             R"({"creatures":[{"id":"b","side":"party","position":[2,0],"conditions":["blinded"]}]})", "");
    addFlank("v2: an invisible target can't be flanked by those who can't see it", y14, {"A.B"},
             R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["invisible"]}]})", "");
    addFlank("v2: flankers without darkvision in darkness don't flank", y14, {"ATB"}, R"({"options":{"light":"dark"}})", "");
    addFlank("v2: flankers with darkvision flank in darkness", y14, {".T."},
             R"({"options":{"light":"dark"},"creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"darkvision":60}},
                 {"id":"b","side":"party","position":[2,0],"senses":{"darkvision":60}}]})", "a+b");
    addFlank("v2: a blinded flanker with blindsight flanks", y14, {"AT."},
             R"({"creatures":[{"id":"b","side":"party","position":[2,0],"conditions":["blinded"],"senses":{"blindsight":10}}]})", "a+b");
    addFlank("v2: a5e flanker in heavy fog can't see the target in it", a5e, {"ATB"},
             R"({"terrain":[{"type":"difficult","obscured":"heavy","squares":[[1,0]]}]})", "");
    addFlank("v2: pf2e: sight doesn't decide flanking", pf2, {"AT."},
             R"({"creatures":[{"id":"b","side":"party","position":[2,0],"conditions":["blinded"]}]})", "a+b");

    // when flanking is on
    addFlank("2024: off by default", y24, {"ATB"}, none, "");
    addFlank("2024: on with options.flanking", y24, {"ATB"}, R"({"options":{"flanking":true}})", "a+b");
    addFlank("2014: off with options.flanking false", y14, {"ATB"}, R"({"options":{"flanking":false}})", "");
    addFlank("a5e: on by default", a5e, {"ATB"}, none, "a+b");
    addFlank("a5e: a back-to-back target can't be flanked", a5e, {"A.B"},
             R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["back-to-back"]}]})", "");
    addFlank("back-to-back is an a5e rule: a 2014 target is still flanked", y14, {"A.B"},
             R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"conditions":["back-to-back"]}]})", "a+b");

    // elevation (RULES.md 6, 10): adjacency and reach in 3-D, the centre line on the ground plane
    addFlank("a flier 10 ft up is not adjacent to a target on the ground: no flanking", y14, {".TB"},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":10}]})", "");
    addFlank("5 ft up is still adjacent in 3-D: flanks", y14, {".TB"},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":5}]})", "a+b");
    addFlank("three fliers 30 ft up: the two on opposite sides flank", a5e, {"..."},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":30},
                              {"id":"t","side":"hostile","position":[1,0],"elevation":30},
                              {"id":"b","side":"party","position":[2,0],"elevation":30}]})", "a+b");
    addFlank("a flier directly above the target is adjacent but the line meets one edge only", y14, {".T.", "..."},
             R"({"creatures":[{"id":"a","side":"party","position":[1,0],"elevation":5},{"id":"b","side":"party","position":[1,1]}]})", "");
    addFlank("pf2e: reach 5 misses a target 10 ft up", pf2, {"A.B"},
             R"({"creatures":[{"id":"t","side":"hostile","position":[1,0],"elevation":10}]})", "");
    addFlank("pf2e: reach 10 reaches a target 10 ft up and adjacent: flanks", pf2, {"..."},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0],"reach":10},{"id":"b","side":"party","position":[2,0],"reach":10},
                              {"id":"t","side":"hostile","position":[1,0],"elevation":10}]})", "a+b");
    addFlank("below ground: a burrower 5 ft down still flanks", pf2, {"..B"},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":-5},{"id":"t","side":"hostile","position":[1,0]}]})", "a+b");

    // pf2e: whole-space centres, within reach
    addFlank("pf2e: adjacent on opposite sides flank", pf2, {"ATB"}, none, "a+b");
    addFlank("pf2e: reach 10 flanks from 10 ft without adjacency", pf2, {"..TB"},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0],"reach":10}]})", "a+b");
    addFlank("pf2e: reach 5 from 10 ft does not flank", pf2, {"A.TB"}, none, "");
    addFlank("pf2e: reach 10 reaches exactly two diagonals", pf2, {"....", "....", "..T.", "...B"},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0],"reach":10}]})", "a+b");
    addFlank("pf2e: a Tiny flanker has reach 0 and can't flank", pf2, {".TB"},
             R"({"creatures":[{"id":"a","side":"party","size":"tiny","position":[0,0]}]})", "");
    addFlank("pf2e: a Tiny flanker with reach 5 flanks", pf2, {".TB"},
             R"({"creatures":[{"id":"a","side":"party","size":"tiny","reach":5,"position":[0,0]}]})", "a+b");
    addFlank("pf2e: a Large flanker uses the centre of its whole space, not a square", pf2, {"...B", "..T.", "...."},
             R"({"creatures":[{"id":"a","side":"party","size":"large","position":[0,1]}]})", "");
    addFlank("pf2e: a Large flanker whose centre lines up flanks", pf2, {"....", "..TB", "...."},
             R"({"creatures":[{"id":"a","side":"party","size":"large","position":[0,1]}]})", "a+b");
    addFlank("pf2e: an unconscious flanker can't flank", pf2, {"AT."},
             R"({"creatures":[{"id":"b","side":"party","position":[2,0],"conditions":["unconscious"]}]})", "");
}

void TestFlanking::flankingPairs()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, pairs);
    const Creature &target = *encounter.creature(QStringLiteral("t"));
    QCOMPARE(pairsText(bm::flankingPairs(encounter, target)), pairs);
    QCOMPARE(isFlanked(encounter, target), !pairs.isEmpty());
}

void TestFlanking::onlyTheFlankersThemselvesFlank()
{
    // a and b flank t; c is adjacent to t too but opposite nobody.
    const Encounter e = combatEncounter("dnd5e-2014", {".C.", "ATB"},
                                        R"({"creatures":[{"id":"c","side":"party","position":[1,0]}]})");
    const Creature &t = *e.creature(QStringLiteral("t"));
    QVERIFY(isFlankedBy(e, t, *e.creature(QStringLiteral("a"))));
    QVERIFY(isFlankedBy(e, t, *e.creature(QStringLiteral("b"))));
    QVERIFY(!isFlankedBy(e, t, *e.creature(QStringLiteral("c"))));
    QCOMPARE(flankingPartners(e, t, *e.creature(QStringLiteral("a"))), QStringList{QStringLiteral("b")});
    QVERIFY(flankingPartners(e, t, *e.creature(QStringLiteral("c"))).isEmpty());
}

void TestFlanking::flankTogetherIsSymmetric()
{
    const Encounter e = combatEncounter("dnd5e-2014", {"A..", ".T.", "..B"});
    const Creature &a = *e.creature(QStringLiteral("a"));
    const Creature &b = *e.creature(QStringLiteral("b"));
    const Creature &t = *e.creature(QStringLiteral("t"));
    QVERIFY(flankTogether(e, a, b, t));
    QVERIFY(flankTogether(e, b, a, t));
    QVERIFY(!flankTogether(e, a, a, t));
    QVERIFY(!flankTogether(e, a, t, t));
}

QTEST_GUILESS_MAIN(TestFlanking)
#include "tst_flanking.moc"
