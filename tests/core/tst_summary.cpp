// The encounter summary model and its text, Markdown and HTML renderings.
// Golden files in tests/data/summary/ (regenerate with BM_UPDATE_GOLDEN=1 and review the diff).

#include "interop/monsters.h"
#include "model/encounterio.h"
#include "rules/flanking.h"
#include "rules/movement.h"
#include "report/summary.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <functional>
#include <QtTest>

using namespace bm;

namespace {

const QString kSample = QStringLiteral(BM_SAMPLES_DIR "/millbrook-ford-round3.battlemap.json");

Encounter sample()
{
    ReadResult r = readEncounterFile(kSample);
    if (!r.ok())
        qFatal("sample does not read: %s", qPrintable(r.errors.front().text()));
    return r.encounter;
}

// The sample with its JSON edited first: the tests reach the combat state only through
// the file format, so they hold when the tracker's model replaces the raw combat object.
Encounter sampleWith(const std::function<void(QJsonObject &)> &edit)
{
    QFile f(kSample);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no sample");
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    edit(o);
    ReadResult r = readEncounter(QJsonDocument(o).toJson());
    if (!r.ok())
        qFatal("edited sample does not read: %s", qPrintable(r.errors.front().text()));
    return r.encounter;
}

QJsonObject sampleCombat()
{
    QJsonObject combat;
    sampleWith([&](QJsonObject &o) { combat = o.value(QStringLiteral("combat")).toObject(); });
    return combat;
}

EncounterSummary summaryOf(const Encounter &e, const SummaryOptions &options = {})
{
    MovementEngine engine(e);
    return buildSummary(e, engine, options);
}

QStringList notesOf(const EncounterSummary &s, TacticalNote::Kind kind)
{
    QStringList out;
    for (const TacticalNote &n : s.notes) {
        if (n.kind == kind)
            out << n.creature;
    }
    return out;
}

// The sample with SRD goblins and an ogre (stat blocks from the bundled SRD),
// a fighter with a typed attack and nothing else, and the others as they are.
const Monster *srdMonster(const QString &name)
{
    static const std::vector<Monster> monsters = [] {
        QFile f(QStringLiteral(BM_SRD_JSON));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("no SRD file");
        auto list = readSrdMonsters(f.readAll(), nullptr);
        return list ? *list : std::vector<Monster>{};
    }();
    return findMonster(monsters, name);
}

void becomeSrd(Creature &c, const QString &monster)
{
    const Monster *m = srdMonster(monster);
    if (!m)
        qFatal("no SRD %s", qPrintable(monster));
    Creature srd = creatureFromMonster(*m);
    srd.id = c.id;
    srd.name = c.name;
    srd.position = c.position;
    srd.side = c.side;
    srd.hp = c.hp;
    c = srd;
}

// The sample without the statistics its creatures carry (attacks, saves, defences, stat
// blocks): the table alone, for the tests that give some of them statistics of their own.
Encounter bareSample()
{
    Encounter e = sample();
    for (Creature &c : e.creatures) {
        c.attacks.clear();
        c.saves.clear();
        c.resistances.clear();
        c.vulnerabilities.clear();
        c.immunities.clear();
        c.conditionImmunities.clear();
        c.senses = {};
        c.statblock = {};
        c.hasStatblock = false;
        for (const char *key : {"perception", "stealth", "srd"})
            c.extra.remove(QLatin1String(key));
    }
    return e;
}

Encounter withStatBlocks()
{
    Encounter e = bareSample();
    for (Creature &c : e.creatures) {
        if (c.id.startsWith(QLatin1String("gob")))
            becomeSrd(c, QStringLiteral("goblin"));
        else if (c.id == QLatin1String("ogre"))
            becomeSrd(c, QStringLiteral("ogre"));
        else if (c.id == QLatin1String("brannoc")) {
            CreatureAttack longsword;
            longsword.name = QStringLiteral("Longsword");
            longsword.bonus = 5;
            longsword.damage = {{QStringLiteral("1d8+3"), QStringLiteral("slashing"), {}}};
            c.attacks = {longsword};
        }
    }
    return e;
}

QString render(const EncounterSummary &s, const QString &format)
{
    return format == QLatin1String("text") ? summaryText(s) : format == QLatin1String("markdown") ? summaryMarkdown(s) : summaryHtml(s);
}

} // namespace

class TestSummary : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void initiativeOrder();
    void header();
    void hiddenHostileHp_data();
    void hiddenHostileHp();
    void handoutLeavesOutWhoTheGmHides_data();
    void handoutLeavesOutWhoTheGmHides();
    void tacticalNotes_data();
    void tacticalNotes();
    void totals_data();
    void totals();
    void combatAdapter_data();
    void combatAdapter();
    void effectDurations_data();
    void effectDurations();
    void optionsLeaveSectionsOut();
    void acrossRulesets_data();
    void acrossRulesets();
    void statBlockKinds_data();
    void statBlockKinds();
    void statBlocksOnePerKind();
    void statBlocksRendered_data();
    void statBlocksRendered();
};

void TestSummary::golden_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("player");
    QTest::newRow("mid-fight as text") << "millbrook-round3.txt" << "text" << false;
    QTest::newRow("mid-fight as Markdown") << "millbrook-round3.md" << "markdown" << false;
    QTest::newRow("mid-fight as HTML") << "millbrook-round3.html" << "html" << false;
    QTest::newRow("player handout as text") << "millbrook-round3-player.txt" << "text" << true;
}

void TestSummary::golden()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(bool, player);
    SummaryOptions options;
    options.hideHostileHp = player;
    const EncounterSummary s = summaryOf(sample(), options);
    const QString actual = format == QLatin1String("text") ? summaryText(s)
                         : format == QLatin1String("markdown") ? summaryMarkdown(s)
                                                               : summaryHtml(s);
    const QString path = QStringLiteral(BM_TEST_DATA_DIR "/summary/") + file;
    if (qEnvironmentVariableIsSet("BM_UPDATE_GOLDEN")) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(actual.toUtf8());
    }
    QFile in(path);
    QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(path));
    const QString expected = QString::fromUtf8(in.readAll());
    // Line by line, so a failure names the first line that differs.
    const QStringList a = actual.split(QLatin1Char('\n'));
    const QStringList b = expected.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
        QCOMPARE(QStringLiteral("%1: %2").arg(i + 1).arg(a[i]), QStringLiteral("%1: %2").arg(i + 1).arg(b[i]));
    QCOMPARE(a.size(), b.size());
}

void TestSummary::initiativeOrder()
{
    const Encounter e = sample();
    const EncounterSummary s = summaryOf(e);
    const QJsonObject combat = sampleCombat();
    QStringList order;
    for (const QJsonValue &v : combat.value(QStringLiteral("order")).toArray())
        order << v.toString();
    QCOMPARE(int(s.participants.size()), int(e.creatures.size()));
    for (int i = 0; i < order.size(); ++i) {
        QCOMPARE(s.participants[std::size_t(i)].id, order[i]);
        QCOMPARE(s.participants[std::size_t(i)].number, i + 1);
        QVERIFY(s.participants[std::size_t(i)].inOrder);
    }
    // Creatures outside the order come after it.
    for (std::size_t i = std::size_t(order.size()); i < s.participants.size(); ++i)
        QVERIFY(!s.participants[i].inOrder);
    // Exactly the creature whose turn it is is marked.
    int current = 0;
    for (const SummaryParticipant &p : s.participants) {
        current += p.current ? 1 : 0;
        if (p.current)
            QCOMPARE(p.id, combat.value(QStringLiteral("turn")).toString());
    }
    QCOMPARE(current, 1);
}

void TestSummary::header()
{
    // A5E lets the GM set the round length.
    const Encounter e = sampleWith([](QJsonObject &o) {
        QJsonObject options = o.value(QStringLiteral("options")).toObject();
        options.insert(QStringLiteral("roundSeconds"), 10);
        o.insert(QStringLiteral("options"), options);
    });
    const QJsonObject combat = sampleCombat();
    const EncounterSummary s = summaryOf(e);
    QCOMPARE(s.round, combat.value(QStringLiteral("round")).toInt());
    QCOMPARE(s.elapsedSeconds, (s.round - 1) * 10.0);
    QCOMPARE(s.turn, e.creature(combat.value(QStringLiteral("turn")).toString())->name);
    QVERIFY(summaryText(s).contains(QStringLiteral("Round 3, 20 s elapsed")));
    const EncounterSummary before = summaryOf(sampleWith([](QJsonObject &o) { o.remove(QStringLiteral("combat")); }));
    QVERIFY(!before.inCombat);
    QVERIFY(summaryText(before).contains(QStringLiteral("Not in combat")));
}

void TestSummary::hiddenHostileHp_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("hp");
    QTest::addColumn<int>("maxHp");
    QTest::addColumn<QString>("shown");
    QTest::newRow("hostile unhurt") << "giant" << 105 << 105 << "unhurt";
    QTest::newRow("hostile scratched") << "ogre" << 40 << 59 << "hurt";
    QTest::newRow("hostile at half is bloodied") << "ogre" << 29 << 58 << "bloodied";
    QTest::newRow("hostile at 0 is down") << "gob2" << 0 << 7 << "down";
    QTest::newRow("the party's HP stay") << "brannoc" << 20 << 44 << "20/44";
}

void TestSummary::hiddenHostileHp()
{
    QFETCH(QString, id);
    QFETCH(int, hp);
    QFETCH(int, maxHp);
    QFETCH(QString, shown);
    Encounter e = sample();
    Creature &c = e.creatures[std::size_t(e.creatureIndex(id))];
    c.hp = hp;
    c.maxHp = maxHp;
    SummaryOptions handout;
    handout.hideHostileHp = true;
    const EncounterSummary s = summaryOf(e, handout);
    QCOMPARE(hitPointsText(*s.participant(id)), shown);
    // Neither the table nor the totals give the hostile numbers away.
    const QString text = summaryText(s);
    if (c.side == Side::Hostile) {
        QVERIFY(!text.contains(QStringLiteral("%1/%2").arg(hp).arg(maxHp)));
        QVERIFY(text.contains(QStringLiteral("hostile — creatures: 7, down: ")));
        QVERIFY(!text.contains(QStringLiteral("hostile — creatures: 7, down: 2, HP")));
    }
    // Without the option every HP is a number.
    QCOMPARE(hitPointsText(*summaryOf(e).participant(id)), QStringLiteral("%1/%2").arg(hp).arg(maxHp));
}

// A creature hidden from the players is not in the player handout at all (the
// table, the totals, the map's tokens, the notes, the log lines that name it, whose turn it
// is); the GM's summary keeps it.
void TestSummary::handoutLeavesOutWhoTheGmHides_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("itsTurn");
    QTest::newRow("a goblin in the initiative order") << "gob2" << false;
    QTest::newRow("the ogre, whose turn it is, named in the log") << "ogre" << true;
}

void TestSummary::handoutLeavesOutWhoTheGmHides()
{
    QFETCH(QString, id);
    QFETCH(bool, itsTurn);
    Encounter e = sample();
    Creature &c = e.creatures[std::size_t(e.creatureIndex(id))];
    c.setHiddenFromPlayers(true);
    const QString name = c.name;
    e.combat.log.push_back({e.combat.round, QStringLiteral("%1 hides in the mill.").arg(name), {}, {}});
    if (itsTurn) {
        e.combat.active = true;
        e.combat.turn = id;
    }
    SummaryOptions handout;
    handout.hideHostileHp = true;
    const EncounterSummary gm = summaryOf(e);
    const EncounterSummary players = summaryOf(e, handout);
    QVERIFY(gm.participant(id));
    QVERIFY(!players.participant(id));
    QCOMPARE(players.participants.size() + 1, gm.participants.size());
    for (const QString &text : {summaryText(players), summaryMarkdown(players), summaryHtml(players)})
        QVERIFY2(!text.contains(name), qPrintable(text));
    QVERIFY(summaryText(gm).contains(name));
    QVERIFY(summaryText(gm).contains(QStringLiteral("hides in the mill")));
    // The hostile totals count one creature fewer.
    const auto hostiles = [](const EncounterSummary &s) {
        for (const SideTotals &t : s.totals)
            if (t.side == Side::Hostile)
                return t.creatures;
        return 0;
    };
    QCOMPARE(hostiles(players) + 1, hostiles(gm));
}

void TestSummary::tacticalNotes_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("about");
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("setup"); // a change to the sample: "", "hoot-up-30", "dark"
    QTest::newRow("the ogre is flanked by Brannoc and Pip")
        << int(TacticalNote::Kind::Flanked) << QStringList{"ogre"}
        << "Ogre is flanked by Brannoc (fighter) and Pip (halfling rogue)." << QString();
    QTest::newRow("the dire wolf is squeezed between the rocks")
        << int(TacticalNote::Kind::Squeezed) << QStringList{"wolf"} << "Dire wolf is squeezed." << QString();
    QTest::newRow("prone: Ilsa and Goblin 3, not the dead")
        << int(TacticalNote::Kind::Prone) << QStringList{"ilsa", "gob3"} << "Ilsa (wizard) is prone." << QString();
    QTest::newRow("reach: the melee creatures next to enemies")
        << int(TacticalNote::Kind::Reach) << QStringList{"pip", "ilsa", "wolf", "brannoc", "ogre"}
        << "Ogre can reach Pip (halfling rogue) and Brannoc (fighter)." << QString();
    QTest::newRow("the dire wolf reaches the prone wizard") << int(TacticalNote::Kind::Reach) << QStringList{"pip", "ilsa", "wolf", "brannoc", "ogre"}
        << "Dire wolf can reach Ilsa (wizard)." << QString();
    QTest::newRow("cover: every creature with an enemy able to attack; Merrow 35 ft from the wolf")
        << int(TacticalNote::Kind::Cover)
        << QStringList{"pip", "merrow", "ilsa", "gob2", "gob3", "wolf", "brannoc", "hoot", "ogre", "giant"}
        << "Merrow (ranger) against the nearest enemies: Dire wolf at 35 ft, no cover." << QString();
    // Version 2: elevation, darkness, who can't see whom.
    QTest::newRow("v2: Goblin 3 behind the rocks: unseen, and unseeing")
        << int(TacticalNote::Kind::Unseen) << QStringList{"pip", "merrow", "ilsa", "gob3", "brannoc", "hoot"}
        << "Goblin 3 can't see Pip (halfling rogue), Merrow (ranger), Ilsa (wizard), Brannoc (fighter) and Hoot (owl familiar)." << QString();
    QTest::newRow("v2: the owl 30 ft up") << int(TacticalNote::Kind::Elevation) << QStringList{"hoot"}
                                          << "Hoot (owl familiar) is 30 ft up." << "hoot-up-30";
    QTest::newRow("v2: a dark night: everyone in darkness, the dire wolf with darkvision")
        << int(TacticalNote::Kind::Dark)
        << QStringList{"pip", "merrow", "ilsa", "gob2", "gob3", "wolf", "brannoc", "hoot", "ogre", "giant", "ferry"}
        << "Dire wolf stands in darkness (darkvision 60 ft)." << "dark";
    // Version 4 (RULES.md 15): each living hostile's best plan from where it stands.
    const QStringList planned{"gob2", "gob3", "wolf", "ogre", "giant"};
    QTest::newRow("v4: Goblin 2 walks round to flank Pip with the ogre")
        << int(TacticalNote::Kind::Plan) << planned
        << "Goblin 2: to [20, 11], Scimitar \u2192 Pip (halfling rogue) 75 %, ~4.5; takes ~0 on the way." << QString();
    QTest::newRow("v4: the dire wolf bites the prone wizard from where it stands")
        << int(TacticalNote::Kind::Plan) << planned << "Dire wolf: from where it stands, Bite \u2192 Ilsa (wizard) 91 %, ~9.8." << QString();
    QTest::newRow("v4: the hill giant's Multiattack, the same club twice, counted")
        << int(TacticalNote::Kind::Plan) << planned
        << "Hill giant: to [20, 12], Greatclub \u2192 Pip (halfling rogue) 70 %, ~13.6 \u00D72; takes ~0 on the way." << QString();
    QTest::newRow("v4: Goblin 3, prone behind the rocks, sees no one to reach")
        << int(TacticalNote::Kind::Plan) << planned
        << "Goblin 3 stays: nothing it could attack can be reached this turn. It stands up first." << QString();
}

void TestSummary::tacticalNotes()
{
    QFETCH(int, kind);
    QFETCH(QStringList, about);
    QFETCH(QString, sentence);
    QFETCH(QString, setup);
    Encounter e = sample();
    for (Creature &c : e.creatures)
        if (setup == QLatin1String("hoot-up-30") && c.id == QLatin1String("hoot"))
            c.elevation = 30;
        else if (setup == QLatin1String("dark") && c.id == QLatin1String("wolf"))
            c.senses.darkvision = 60;
    if (setup == QLatin1String("dark"))
        e.options.light = LightLevel::Dark;
    const EncounterSummary s = summaryOf(e);
    QCOMPARE(notesOf(s, TacticalNote::Kind(kind)), about);
    bool found = false;
    for (const TacticalNote &n : s.notes)
        found = found || n.text == sentence;
    QVERIFY2(found, qPrintable(sentence));
    // The plans are the GM's: a player handout leaves them out.
    if (TacticalNote::Kind(kind) == TacticalNote::Kind::Plan) {
        SummaryOptions handout;
        handout.hideHostileHp = true;
        QCOMPARE(notesOf(summaryOf(e, handout), TacticalNote::Kind::Plan), QStringList());
    }
}

void TestSummary::totals_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("creatures");
    QTest::addColumn<int>("down");
    QTest::newRow("party") << int(Side::Party) << 5 << 0;
    QTest::newRow("hostile: the dead goblin and the dead bandit") << int(Side::Hostile) << 7 << 2;
    QTest::newRow("neutral") << int(Side::Neutral) << 1 << 0;
}

void TestSummary::totals()
{
    QFETCH(int, side);
    QFETCH(int, creatures);
    QFETCH(int, down);
    const Encounter e = sample();
    const EncounterSummary s = summaryOf(e);
    int hp = 0, maxHp = 0;
    for (const Creature &c : e.creatures) {
        if (int(c.side) == side) {
            hp += std::max(0, c.hp);
            maxHp += c.maxHp;
        }
    }
    bool found = false;
    for (const SideTotals &t : s.totals) {
        if (int(t.side) != side)
            continue;
        found = true;
        QCOMPARE(t.creatures, creatures);
        QCOMPARE(t.down, down);
        QCOMPARE(t.hp, hp);
        QCOMPARE(t.maxHp, maxHp);
    }
    QVERIFY(found);
}

void TestSummary::combatAdapter_data()
{
    QTest::addColumn<QByteArray>("combat");
    QTest::addColumn<int>("round");
    QTest::addColumn<double>("elapsed");
    QTest::addColumn<QStringList>("log");
    QTest::newRow("log entries as objects")
        << QByteArray(R"({"round": 2, "turn": "pip", "order": ["pip"], "log": [{"round": 1, "text": "Pip moves 30 ft."}]})")
        << 2 << 6.0 << QStringList{"1: Pip moves 30 ft."};
    QTest::newRow("log entries as plain strings (format version 1)")
        << QByteArray(R"({"round": 1, "turn": "pip", "order": ["pip"], "log": ["Combat starts."]})") << 1 << 0.0
        << QStringList{"0: Combat starts."};
    QTest::newRow("round 4: three rounds of 6 s behind")
        << QByteArray(R"({"round": 4, "turn": "pip", "order": ["pip", "pip"], "log": []})") << 4 << 18.0 << QStringList{};
}

void TestSummary::combatAdapter()
{
    QFETCH(QByteArray, combat);
    QFETCH(int, round);
    QFETCH(double, elapsed);
    QFETCH(QStringList, log);
    const Encounter e = sampleWith([&](QJsonObject &o) { o.insert(QStringLiteral("combat"), QJsonDocument::fromJson(combat).object()); });
    const SummaryCombat state = summaryCombatOf(e);
    QVERIFY(state.active);
    QCOMPARE(state.round, round);
    QCOMPARE(state.elapsedSeconds, elapsed);
    QStringList entries;
    for (const CombatLogEntry &entry : state.log)
        entries << QStringLiteral("%1: %2").arg(entry.round).arg(entry.text);
    QCOMPARE(entries, log);
    QVERIFY(state.order.count(QStringLiteral("pip")) <= 1);
}

void TestSummary::effectDurations_data()
{
    QTest::addColumn<QByteArray>("effect");
    QTest::addColumn<QString>("creature");
    QTest::addColumn<QString>("conditions");
    QTest::newRow("a condition from a spell, ticking at the end of the caster's turn")
        << QByteArray(R"({"name": "Hold Person", "target": "brannoc", "source": "ogre", "condition": "paralyzed", "rounds": 2, "tick": "end", "of": "ogre"})")
        << "brannoc" << "paralyzed (rounds left: 2)";
    QTest::newRow("an effect that is no condition is listed too")
        << QByteArray(R"({"name": "Bless", "target": "pip", "rounds": 9})") << "pip" << "Bless (rounds left: 9)";
    QTest::newRow("until removed: no duration")
        << QByteArray(R"({"name": "Hunter's Mark", "target": "gob2"})") << "gob2" << "Hunter's Mark";
}

void TestSummary::effectDurations()
{
    QFETCH(QByteArray, effect);
    QFETCH(QString, creature);
    QFETCH(QString, conditions);
    const QJsonObject e = QJsonDocument::fromJson(effect).object();
    const Encounter enc = sampleWith([&](QJsonObject &o) {
        QJsonObject combat = o.value(QStringLiteral("combat")).toObject();
        combat.insert(QStringLiteral("effects"), QJsonArray{e});
        o.insert(QStringLiteral("combat"), combat);
        // The tracker puts an effect's condition on its target while it lasts.
        QJsonArray creatures = o.value(QStringLiteral("creatures")).toArray();
        for (qsizetype i = 0; i < creatures.size(); ++i) {
            QJsonObject c = creatures[i].toObject();
            if (c.value(QStringLiteral("id")).toString() == creature && e.contains(QStringLiteral("condition"))) {
                c.insert(QStringLiteral("conditions"), QJsonArray{e.value(QStringLiteral("condition"))});
                creatures[i] = c;
            }
        }
        o.insert(QStringLiteral("creatures"), creatures);
    });
    const EncounterSummary s = summaryOf(enc);
    QStringList shown;
    for (const SummaryCondition &c : s.participant(creature)->conditions)
        shown << (c.remaining.isEmpty() ? c.name : QStringLiteral("%1 (%2)").arg(c.name, c.remaining));
    QCOMPARE(shown.join(QStringLiteral(", ")), conditions);
}

void TestSummary::optionsLeaveSectionsOut()
{
    SummaryOptions bare;
    bare.includeLog = false;
    bare.includeTactics = false;
    bare.includeMap = false;
    const EncounterSummary s = summaryOf(sample(), bare);
    QVERIFY(s.notes.empty());
    QVERIFY(s.log.empty());
    for (const QString &out : {summaryText(s), summaryMarkdown(s), summaryHtml(s, QStringLiteral("map.png"))}) {
        QVERIFY(!out.contains(QStringLiteral("Tactical notes")));
        QVERIFY(!out.contains(QStringLiteral("Combat log")));
        QVERIFY(!out.contains(QStringLiteral("map.png")));
        QVERIFY(out.contains(QStringLiteral("Participants (initiative order)")));
    }
    // The map goes into the HTML only when asked for and given.
    const EncounterSummary full = summaryOf(sample());
    QVERIFY(summaryHtml(full, QStringLiteral("map.png")).contains(QStringLiteral("<img src=\"map.png\"")));
    QVERIFY(!summaryHtml(full).contains(QStringLiteral("<img")));
}

void TestSummary::acrossRulesets_data()
{
    QTest::addColumn<QString>("caseFile");
    QTest::addColumn<QString>("ruleset");
    QTest::newRow("pf2e cover degrees") << "p20_cover_pf2e.json" << "Pathfinder 2e";
    QTest::newRow("pf2e flanking by reach") << "p25_flanking_pf2e.json" << "Pathfinder 2e";
    QTest::newRow("a5e back-to-back is not flanked") << "p24_flanking_a5e_back_to_back.json" << "Level Up A5E";
    QTest::newRow("2024 without the flanking option") << "p22_flanking_2024_default_off.json" << "D&D 5e (2024)";
    QTest::newRow("2014 cover by objects") << "p19_cover_5e.json" << "D&D 5e (2014)";
}

// The acceptance cases' encounters: the notes agree with the engine's own answers and
// speak the ruleset's cover vocabulary.
void TestSummary::acrossRulesets()
{
    QFETCH(QString, caseFile);
    QFETCH(QString, ruleset);
    QFile f(QStringLiteral(BM_TEST_CASES_DIR "/") + caseFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject encounter = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("encounter")).toObject();
    const ReadResult r = readEncounter(QJsonDocument(encounter).toJson());
    QVERIFY(r.ok());
    const EncounterSummary s = summaryOf(r.encounter);
    QVERIFY(summaryText(s).contains(QStringLiteral("Ruleset: ") + ruleset));

    QStringList flanked;
    for (const SummaryParticipant &p : s.participants) {
        const Creature &c = *r.encounter.creature(p.id);
        if (!c.isDead() && isFlanked(r.encounter, c))
            flanked << c.id;
    }
    QCOMPARE(notesOf(s, TacticalNote::Kind::Flanked), flanked);

    const bool pf2e = r.encounter.ruleset == Ruleset::Pf2e;
    const QStringList otherScale = pf2e ? QStringList{"half cover", "three-quarters cover"}
                                        : QStringList{"lesser cover", "standard cover", "greater cover"};
    int coverNotes = 0;
    for (const TacticalNote &n : s.notes) {
        if (n.kind != TacticalNote::Kind::Cover)
            continue;
        ++coverNotes;
        for (const QString &word : otherScale)
            QVERIFY2(!n.text.contains(word), qPrintable(n.text));
    }
    QVERIFY(coverNotes > 0);
}

void TestSummary::statBlockKinds_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("srd");
    QTest::addColumn<QString>("statblockName");
    QTest::addColumn<QString>("kind");
    QTest::newRow("the SRD index first") << "Boss" << "goblin-boss" << "Goblin" << "srd:goblin-boss";
    QTest::newRow("then the stat block's name") << "Grik" << "" << "Goblin" << "statblock:goblin";
    QTest::newRow("else the name without its number") << "Goblin 3" << "" << "" << "name:goblin";
    QTest::newRow("a number of two digits, no space") << "Goblin12" << "" << "" << "name:goblin";
    QTest::newRow("a number after #") << "Wolf #2" << "" << "" << "name:wolf";
    QTest::newRow("a name that is only a number stays") << "7" << "" << "" << "name:7";
    QTest::newRow("a number inside the name stays") << "Ogre 2 of Rok" << "" << "" << "name:ogre 2 of rok";
}

void TestSummary::statBlockKinds()
{
    QFETCH(QString, name);
    QFETCH(QString, srd);
    QFETCH(QString, statblockName);
    QFETCH(QString, kind);
    Creature c;
    c.name = name;
    if (!srd.isEmpty())
        c.extra[QStringLiteral("srd")] = srd;
    if (!statblockName.isEmpty()) {
        c.statblock[QStringLiteral("name")] = statblockName;
        c.hasStatblock = true;
    }
    QCOMPARE(statBlockKind(c), kind);
}

void TestSummary::statBlocksOnePerKind()
{
    const EncounterSummary s = summaryOf(withStatBlocks());
    QStringList names;
    for (const SummaryStatBlock &b : s.statBlocks)
        names << b.name;
    // Three goblins, one Goblin; the ogre; Brannoc's typed attack. The others have nothing
    // the table doesn't already show.
    QCOMPARE(names.count(QStringLiteral("Goblin")), 1);
    QCOMPARE(names.count(QStringLiteral("Ogre")), 1);
    QCOMPARE(names.count(QStringLiteral("Brannoc (fighter)")), 1);
    QCOMPARE(names.size(), 3);
    for (const SummaryStatBlock &b : s.statBlocks) {
        if (b.name != QLatin1String("Goblin"))
            continue;
        QVERIFY(b.fromStatblock);
        QCOMPARE(b.numbers, (QList<int>{s.participant(QStringLiteral("gob1"))->number, s.participant(QStringLiteral("gob2"))->number,
                                       s.participant(QStringLiteral("gob3"))->number}));
        QCOMPARE(b.kind, QStringLiteral("Small humanoid (goblinoid), neutral evil"));
        QCOMPARE(int(b.abilities.size()), 6);
        QCOMPARE(b.abilities[1].score, 14);
        QCOMPARE(b.abilities[1].modifier, 2);
        QCOMPARE(b.abilities[0].modifier, -1);
    }
    // Kinds come in the table's order.
    QList<int> firsts;
    for (const SummaryStatBlock &b : s.statBlocks)
        firsts << b.numbers.first();
    QVERIFY(std::is_sorted(firsts.begin(), firsts.end()));
    // Without any stat block or typed field: no section at all.
    QVERIFY(summaryOf(bareSample()).statBlocks.empty());
    QVERIFY(!summaryText(summaryOf(bareSample())).contains(QStringLiteral("Stat blocks")));
}

void TestSummary::statBlocksRendered_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("player");
    QTest::addColumn<QString>("goblinTitle");  // how the Goblin block's heading is written
    QTest::addColumn<QString>("armorClass");   // the Goblin's AC line, label and SRD text
    QTest::addColumn<QString>("typedAttack");  // Brannoc's block from his typed attack
    QTest::newRow("text: one Goblin block") << "text" << false << "\nGoblin (%1)\n" << "  Armor Class: 15 (leather armor, shield)"
                                            << "  Longsword. melee, +5 to hit, reach 5 ft, 1d8+3 slashing";
    QTest::newRow("Markdown: one Goblin block") << "markdown" << false << "### Goblin (%1)\n" << "- **Armor Class** 15 (leather armor, shield)"
                                                << "***Longsword.*** melee, +5 to hit, reach 5 ft, 1d8+3 slashing";
    QTest::newRow("HTML: one Goblin block") << "html" << false << ">Goblin (%1)</h3>" << "<b>Armor Class</b> 15 (leather armor, shield)"
                                            << "<b><i>Longsword.</i></b> melee, +5 to hit, reach 5 ft, 1d8+3 slashing";
    QTest::newRow("player handout as text: none") << "text" << true << "" << "" << "";
    QTest::newRow("player handout as Markdown: none") << "markdown" << true << "" << "" << "";
    QTest::newRow("player handout as HTML: none") << "html" << true << "" << "" << "";
}

void TestSummary::statBlocksRendered()
{
    QFETCH(QString, format);
    QFETCH(bool, player);
    QFETCH(QString, goblinTitle);
    QFETCH(QString, armorClass);
    QFETCH(QString, typedAttack);
    SummaryOptions options;
    options.hideHostileHp = player;
    const EncounterSummary s = summaryOf(withStatBlocks(), options);
    const QString out = render(s, format);
    if (player) {
        QVERIFY(s.statBlocks.empty());
        QVERIFY(!out.contains(QStringLiteral("Stat blocks")));
        QVERIFY(!out.contains(QStringLiteral("Nimble Escape")));
        QVERIFY(!out.contains(QStringLiteral("Armor Class")));
        QVERIFY(!out.contains(QStringLiteral("Longsword")));
        return;
    }
    const QStringList numbers = {QString::number(s.participant(QStringLiteral("gob1"))->number),
                                 QString::number(s.participant(QStringLiteral("gob2"))->number),
                                 QString::number(s.participant(QStringLiteral("gob3"))->number)};
    QCOMPARE(out.count(goblinTitle.arg(numbers.join(QStringLiteral(", ")))), 1);
    QCOMPARE(out.count(QStringLiteral("Stat blocks")), 1);
    // The SRD's words once, not once per goblin.
    QCOMPARE(out.count(QStringLiteral("Nimble Escape")), 1);
    QCOMPARE(out.count(QStringLiteral("The goblin can take the Disengage or Hide action")), 1);
    QVERIFY2(out.contains(armorClass), qPrintable(out.right(3000)));
    QVERIFY(out.contains(QStringLiteral("Large giant, chaotic evil")));
    QVERIFY(out.contains(QStringLiteral("1/4 (50 XP)")));
    QVERIFY(out.contains(QStringLiteral("14 (+2)")));
    QVERIFY2(out.contains(typedAttack), qPrintable(out.right(3000)));
    // A creature with nothing beyond the table gets no block.
    QVERIFY(!out.contains(QStringLiteral("Ilsa (wizard) (")));
    // After everything else: the log comes first.
    QVERIFY(out.indexOf(QStringLiteral("Stat blocks")) > out.indexOf(QStringLiteral("Combat log")));
}

QTEST_GUILESS_MAIN(TestSummary)
#include "tst_summary.moc"
