// The Stat Block panel and attacking from it, driven through the real
// window: select the goblin on the map, read its stat block, click its Scimitar, click Pip,
// Apply, Undo. A miss is applied too (the log keeps it, RULES.md 13.4); an attack that
// can't be made shows why and offers no Apply.

#include "mapwindowfixture.h"
#include "samplejson.h"
#include "teststeps.h"

#include "interop/monsters.h"
#include "scene/mapscene.h"
#include "tools/attacktool.h"
#include "widgets/statblockdock.h"

#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTimer>

using namespace bm;

namespace {

// A goblin from the monster library (its Scimitar +4, 1d6+2 slashing, darkvision, its
// stat block) beside Pip, a halfling with AC 14.
QByteArray encounterJson(QPoint pipAt, const QString &ruleset = QStringLiteral("dnd5e-2014"), const QJsonObject &combat = {},
                         const QString &pipResists = {})
{
    QStringList problems;
    const auto monsters = readBundledSrdMonsters(&problems);
    if (!monsters)
        return {};
    const Monster *goblin = findMonster(*monsters, QStringLiteral("goblin"));
    if (!goblin)
        return {};
    // pf2e: the goblin's own fields (the SRD entry is 5e, its saves and defences are not pf2e's).
    QJsonObject g = ruleset == QLatin1String("pf2e")
        ? QJsonObject{{QStringLiteral("name"), QStringLiteral("Goblin")},
                      {QStringLiteral("side"), QStringLiteral("hostile")},
                      {QStringLiteral("size"), QStringLiteral("small")},
                      {QStringLiteral("ac"), 15},
                      {QStringLiteral("hp"), 7},
                      {QStringLiteral("maxHp"), 7},
                      {QStringLiteral("attacks"),
                       QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Scimitar")},
                                              {QStringLiteral("kind"), QStringLiteral("melee")},
                                              {QStringLiteral("bonus"), 4},
                                              {QStringLiteral("damage"),
                                               QJsonArray{QJsonObject{{QStringLiteral("dice"), QStringLiteral("1d6+2")},
                                                                      {QStringLiteral("type"), QStringLiteral("slashing")}}}}}}}}
        : creatureJsonFromMonster(*goblin);
    g.insert(QStringLiteral("id"), QStringLiteral("gob"));
    g.insert(QStringLiteral("position"), QJsonArray{2, 2});
    QJsonObject pip = test::creatureJson(QStringLiteral("pip"), QStringLiteral("Pip"), QStringLiteral("party"), QStringLiteral("small"),
                                         pipAt, 14, 20);
    if (!pipResists.isEmpty())
        pip.insert(QStringLiteral("resistances"), QJsonArray{pipResists});
    QJsonObject e = test::encounterObject(QStringLiteral("statblock"), ruleset, 10, 7, QJsonArray{g, pip});
    if (!combat.isEmpty())
        e.insert(QStringLiteral("combat"), combat);
    return QJsonDocument(e).toJson();
}

} // namespace

class TestStatBlock : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void cleanup() { releaseFixture(); }

    void statBlockReadsLikeTheBook();
    void attackFromTheStatBlock_data();
    void attackFromTheStatBlock();
    void attackFromTheTokenMenu();
    void pf2eStrikeShowsAndCountsTheMultipleAttackPenalty();
    void escapeGivesUpTheAttack();
    void readableInGermanAt1280x720();

private:
    StatBlockDock *dock() const { return m_window->statBlockDock(); }
    [[nodiscard]] bool selectGoblin()
    {
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(2.5, 2.5));
        BM_CHECK_COMPARE(m_window->scene()->selectedCreature(), QStringLiteral("gob"));
        dock()->raise(); // the GM brings the panel's tab to the front
        QTest::qWait(0);
        return true;
    }
    // Clicks the first link of the stat block whose text is `name` (the Attacks list).
    [[nodiscard]] bool clickAttackLink(const QString &name)
    {
        QTextBrowser *b = dock()->browser();
        const QTextCursor found = b->document()->find(name);
        BM_CHECK2(!found.isNull(), qPrintable(b->toPlainText()));
        QTextCursor at(b->document());
        at.setPosition((found.selectionStart() + found.selectionEnd()) / 2);
        BM_CHECK(at.charFormat().isAnchor());
        b->setTextCursor(at); // scrolls the link into view (no selection)
        b->ensureCursorVisible();
        const QPoint p = b->cursorRect(at).center();
        BM_CHECK_COMPARE(b->anchorAt(p), QStringLiteral("attack:0"));
        QTest::mouseClick(b->viewport(), Qt::LeftButton, {}, p);
        return true;
    }
    int damageShown() const
    {
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("^Damage: (\\d+)$"), QRegularExpression::MultilineOption).match(dock()->resultLabel()->text());
        return m.hasMatch() ? m.captured(1).toInt() : 0;
    }
};

void TestStatBlock::statBlockReadsLikeTheBook()
{
    QVERIFY(open(encounterJson({3, 2})));
    QVERIFY(selectGoblin());
    const QString text = dock()->browser()->toPlainText();
    for (const char *expected : {"Goblin", "Small humanoid (goblinoid), neutral evil", "Armor Class 15 (leather armor, shield)",
                                 "Hit Points 7 (2d6)", "Speed 30 ft.", "DEX", "14 (+2)", "Skills Stealth +6",
                                 "darkvision 60 ft.", "Languages Common, Goblin", "Challenge 1/4 (50 XP)",
                                 "Nimble Escape.", "Actions", "Scimitar", "Shortbow"})
        QVERIFY2(text.contains(QLatin1String(expected)), qPrintable(QStringLiteral("%1 not in:\n%2").arg(QLatin1String(expected), text)));
    // Pip has no stat block: the panel reads its own fields.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(3.5, 2.5));
    const QString pip = dock()->browser()->toPlainText();
    QVERIFY2(pip.contains(QLatin1String("Armor Class 14")) && pip.contains(QLatin1String("Hit Points 20 of 20")), qPrintable(pip));
}

void TestStatBlock::attackFromTheStatBlock_data()
{
    QTest::addColumn<QPoint>("pipAt");
    QTest::addColumn<QList<int>>("forced");   // the document's dice
    QTest::addColumn<bool>("rollMyself");
    QTest::addColumn<QString>("typedD20");
    QTest::addColumn<QString>("typedDamage");
    QTest::addColumn<QString>("outcome");     // in the result, "" when impossible
    QTest::addColumn<int>("damage");          // Pip's HP lost on Apply
    QTest::addColumn<bool>("applicable");
    QTest::addColumn<QString>("resists");     // Pip's resistance, and what the panel says of it
    QTest::addColumn<QString>("defended");

    // Scimitar +4, 1d6+2 slashing against AC 14, 5 ft away.
    QTest::newRow("goblin hits Pip: 15 + 4 = 19, 4 + 2 slashing")
        << QPoint(3, 2) << QList<int>{15, 4} << false << QString() << QString() << QStringLiteral("HIT") << 6 << true << QString() << QString();
    QTest::newRow("natural 20: critical, the die doubled")
        << QPoint(3, 2) << QList<int>{20, 4, 3} << false << QString() << QString() << QStringLiteral("CRITICAL HIT") << 9 << true << QString() << QString();
    QTest::newRow("goblin misses Pip: 3 + 4 = 7; Apply logs the miss")
        << QPoint(3, 2) << QList<int>{3} << false << QString() << QString() << QStringLiteral("MISS") << 0 << true << QString() << QString();
    // The document's dice would miss (1): the typed ones are used instead.
    QTest::newRow("rolled at the table: 12 and 5")
        << QPoint(3, 2) << QList<int>{1, 1} << true << QStringLiteral("12") << QStringLiteral("5") << QStringLiteral("HIT") << 7 << true << QString() << QString();
    QTest::newRow("rolled at the table: a natural 1 misses")
        << QPoint(3, 2) << QList<int>{20, 6} << true << QStringLiteral("1") << QString() << QStringLiteral("MISS") << 0 << true << QString() << QString();
    QTest::newRow("Pip resists slashing: 6 rolled, 3 taken")
        << QPoint(3, 2) << QList<int>{15, 4} << false << QString() << QString() << QStringLiteral("HIT") << 3 << true
        << QStringLiteral("slashing") << QStringLiteral("1d6+2 slashing: [4] = 6 \u2192 3 (resisted)");
    QTest::newRow("Pip out of the scimitar's reach: why, and no Apply")
        << QPoint(7, 2) << QList<int>{15, 4} << false << QString() << QString() << QString() << 0 << false << QString() << QString();
}

void TestStatBlock::attackFromTheStatBlock()
{
    QFETCH(QPoint, pipAt);
    QFETCH(QList<int>, forced);
    QFETCH(bool, rollMyself);
    QFETCH(QString, typedD20);
    QFETCH(QString, typedDamage);
    QFETCH(QString, outcome);
    QFETCH(int, damage);
    QFETCH(bool, applicable);
    QFETCH(QString, resists);
    QFETCH(QString, defended);

    QVERIFY(open(encounterJson(pipAt, QStringLiteral("dnd5e-2014"), {}, resists)));
    doc()->dice().force(forced);
    QVERIFY(selectGoblin());
    QVERIFY(clickAttackLink(QStringLiteral("Scimitar")));
    QVERIFY(dock()->attackTool()->armed());
    if (rollMyself) {
        QTest::mouseClick(dock()->rollMyselfBox(), Qt::LeftButton, {}, QPoint(8, dock()->rollMyselfBox()->height() / 2));
        QVERIFY(dock()->rollMyselfBox()->isChecked());
        QTest::keyClicks(dock()->tableD20Edit(), typedD20);
        QTest::keyClicks(dock()->tableDamageEdit(), typedDamage);
    }
    const int hpBefore = model().creature(QStringLiteral("pip"))->hp;
    const qsizetype logBefore = model().combat.log.size();
    const int undoBefore = doc()->undoStack()->count();

    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(pipAt.x() + 0.5, pipAt.y() + 0.5));
    QVERIFY(!dock()->attackTool()->armed()); // the map is the move tool's again
    const QString result = dock()->resultLabel()->text();
    QPushButton *apply = dock()->applyButton();
    if (!applicable) {
        QVERIFY2(result.contains(QLatin1String("Not possible")), qPrintable(result));
        QVERIFY(apply->isHidden());
        QCOMPARE(doc()->undoStack()->count(), undoBefore);
        return;
    }
    QVERIFY2(result.contains(QStringLiteral(": ") + outcome), qPrintable(result));
    QCOMPARE(damageShown(), damage);
    if (!defended.isEmpty())
        QVERIFY2(result.contains(defended), qPrintable(result));
    if (rollMyself)
        QCOMPARE(doc()->dice().forcedLeft(), forced.size()); // the document's dice untouched
    QVERIFY(apply->isVisible());
    QTest::mouseClick(apply, Qt::LeftButton);
    QCOMPARE(model().creature(QStringLiteral("pip"))->hp, hpBefore - damage);
    QCOMPARE(doc()->undoStack()->count(), undoBefore + 1);
    // The attack's line, then (on a hit) the tracker's damage line.
    QCOMPARE(model().combat.log.size(), logBefore + (damage > 0 ? 2 : 1));
    const QString logged = model().combat.log[logBefore].text;
    QVERIFY2(logged.startsWith(QLatin1String("Goblin attacks Pip with Scimitar")), qPrintable(logged));
    QVERIFY(!apply->isVisible()); // applied once

    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(model().creature(QStringLiteral("pip"))->hp, hpBefore);
    QCOMPARE(model().combat.log.size(), logBefore);
}

// The token's right-click menu → Attack → Scimitar, then Pip.
void TestStatBlock::attackFromTheTokenMenu()
{
    QVERIFY(open(encounterJson({3, 2})));
    doc()->dice().force({15, 4});
    bool picked = false;
    QTimer::singleShot(0, this, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QMenu *attacks = menu ? menu->findChild<QMenu *>(QStringLiteral("attackMenu")) : nullptr;
        if (attacks)
            for (QAction *a : attacks->actions())
                if (a->text() == QLatin1String("Scimitar")) {
                    a->trigger();
                    picked = true;
                }
        if (menu)
            menu->close();
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, viewPoint(2.5, 2.5), viewport()->mapToGlobal(viewPoint(2.5, 2.5)));
    QApplication::sendEvent(viewport(), &event);
    QVERIFY(picked);
    QVERIFY(dock()->attackTool()->armed());
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(3.5, 2.5));
    QVERIFY2(dock()->resultLabel()->text().contains(QLatin1String(": HIT")), qPrintable(dock()->resultLabel()->text()));
    QTest::mouseClick(dock()->applyButton(), Qt::LeftButton);
    QCOMPARE(model().creature(QStringLiteral("pip"))->hp, 14);
}

// pf2e: the goblin's second Strike this turn takes -5 (RULES.md 13.4 step 4); Apply spends
// an action and counts the Strike.
void TestStatBlock::pf2eStrikeShowsAndCountsTheMultipleAttackPenalty()
{
    const QJsonObject combat{{QStringLiteral("round"), 1},
                             {QStringLiteral("turn"), QStringLiteral("gob")},
                             {QStringLiteral("order"), QJsonArray{QStringLiteral("gob"), QStringLiteral("pip")}},
                             {QStringLiteral("combatants"),
                              QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("gob")}, {QStringLiteral("strikesThisTurn"), 1}},
                                         QJsonObject{{QStringLiteral("id"), QStringLiteral("pip")}}}}};
    QVERIFY(open(encounterJson({3, 2}, QStringLiteral("pf2e"), combat)));
    QVERIFY(model().combat.active);
    doc()->dice().force({15, 4}); // 15 + 4 - 5 = 14 against AC 14: a success
    QVERIFY(selectGoblin());
    QVERIFY(clickAttackLink(QStringLiteral("Scimitar")));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(3.5, 2.5));
    const QString result = dock()->resultLabel()->text();
    QVERIFY2(result.contains(QLatin1String("Multiple attack penalty: -5")), qPrintable(result));
    QVERIFY2(result.contains(QLatin1String("Total 14 (bonus +4) against AC 14: HIT")), qPrintable(result));
    QCOMPARE(damageShown(), 6);
    QTest::mouseClick(dock()->applyButton(), Qt::LeftButton);
    QCOMPARE(model().creature(QStringLiteral("pip"))->hp, 14);
    QCOMPARE(model().combat.combatant(QStringLiteral("gob"))->strikesThisTurn, 2);
}

// Esc after picking the attack: the map is the move tool's again and a click on Pip rolls
// nothing.
void TestStatBlock::escapeGivesUpTheAttack()
{
    QVERIFY(open(encounterJson({3, 2})));
    QVERIFY(selectGoblin());
    AbstractTool *before = m_window->scene()->tool();
    QVERIFY(clickAttackLink(QStringLiteral("Scimitar")));
    QVERIFY(dock()->attackTool()->armed());
    key(Qt::Key_Escape);
    QVERIFY(!dock()->attackTool()->armed());
    QCOMPARE(m_window->scene()->tool(), before);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(3.5, 2.5));
    QVERIFY(!dock()->resolution());
    QVERIFY(dock()->applyButton()->isHidden());
    QCOMPARE(model().creature(QStringLiteral("pip"))->hp, 20);
}

// The panel in German at 1280 x 720: no line of the stat block runs off sideways, and every
// label, box and button of the attack shows its whole text.
void TestStatBlock::readableInGermanAt1280x720()
{
    QVERIFY(open(encounterJson({3, 2})));
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("menuLanguage"));
    QVERIFY(menu);
    for (QAction *a : menu->actions())
        if (a->data().toString() == QLatin1String("de"))
            a->trigger();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCOMPARE(dock()->windowTitle(), QStringLiteral("Werte"));
    doc()->dice().force({15, 4});
    QVERIFY(selectGoblin());
    QVERIFY2(dock()->browser()->toPlainText().contains(QStringLiteral("Rüstungsklasse 15")), qPrintable(dock()->browser()->toPlainText()));
    // The attacks' damage types in the reader's language.
    QVERIFY2(dock()->browser()->toPlainText().contains(QStringLiteral("1d6+2 Hieb")), qPrintable(dock()->browser()->toPlainText()));
    QVERIFY(clickAttackLink(QStringLiteral("Scimitar")));
    QTest::mouseClick(dock()->rollMyselfBox(), Qt::LeftButton, {}, QPoint(8, dock()->rollMyselfBox()->height() / 2));
    QTest::keyClicks(dock()->tableD20Edit(), QStringLiteral("15"));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(3.5, 2.5));
    QVERIFY2(dock()->resultLabel()->text().contains(QLatin1String("TREFFER")), qPrintable(dock()->resultLabel()->text()));
    QTest::qWait(0);
    QVERIFY(!dock()->browser()->horizontalScrollBar()->isVisible());
    for (QAbstractButton *b : dock()->widget()->findChildren<QAbstractButton *>()) {
        if (b->isVisible())
            QVERIFY2(b->sizeHint().width() <= b->width(), qPrintable(b->text()));
    }
    for (QLabel *l : dock()->widget()->findChildren<QLabel *>()) {
        if (l->isVisible() && !l->wordWrap())
            QVERIFY2(l->sizeHint().width() <= l->width(), qPrintable(l->text()));
    }
    if (qEnvironmentVariableIsSet("BM_STATBLOCK_SHOT"))
        m_window->grab().save(qEnvironmentVariable("BM_STATBLOCK_SHOT"));
}

QTEST_MAIN(TestStatBlock)
#include "tst_statblock.moc"
