// The Creature panel's Attacks box and Multiattack in turn, through the real
// window. The GM gives Pip a Longsword with keys and clicks (1d8+3 slashing and 1d6 fire),
// reads it in the Stat Block, attacks with it, and takes every edit back with Undo, one step
// an edit; a dice expression the dice parser refuses is never stored. An SRD Owlbear's
// Multiattack arms its Beak, then (after Apply or Skip) its Claws.

#include "mapwindowfixture.h"
#include "samplejson.h"
#include "teststeps.h"

#include "interop/monsters.h"
#include "scene/mapscene.h"
#include "tools/attacktool.h"
#include "widgets/attackseditor.h"
#include "widgets/creaturedock.h"
#include "widgets/statblockdock.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTextBrowser>
#include <QTimer>

using namespace bm;

namespace {

QJsonObject plain(const QString &id, const QString &name, const QString &side, QPoint at, int ac, int hp)
{
    return test::creatureJson(id, name, side, QStringLiteral("medium"), at, ac, hp);
}

// Pip (no attacks) at 2,2 beside a straw dummy (AC 15, 60 HP) at 3,2; with `monster`, that
// SRD monster ("owlbear") at 5,2 with the dummy beside it at 7,2 instead.
QByteArray encounterJson(const QString &monster = {}, const QString &ruleset = QStringLiteral("dnd5e-2014"))
{
    QJsonArray creatures{plain(QStringLiteral("pip"), QStringLiteral("Pip"), QStringLiteral("party"), {2, 2}, 14, 20)};
    if (monster.isEmpty()) {
        creatures.append(plain(QStringLiteral("dummy"), QStringLiteral("Dummy"), QStringLiteral("hostile"), {3, 2}, 15, 60));
    } else {
        QStringList problems;
        const auto monsters = readBundledSrdMonsters(&problems);
        const Monster *m = monsters ? findMonster(*monsters, monster) : nullptr;
        if (!m)
            return {};
        QJsonObject c = creatureJsonFromMonster(*m);
        c.insert(QStringLiteral("id"), QStringLiteral("monster"));
        c.insert(QStringLiteral("position"), QJsonArray{5, 2});
        creatures.append(c);
        creatures.append(plain(QStringLiteral("dummy"), QStringLiteral("Dummy"), QStringLiteral("party"), {7, 2}, 10, 100));
    }
    return QJsonDocument(test::encounterObject(QStringLiteral("attacks"), ruleset, 10, 7, creatures)).toJson();
}

} // namespace

class TestAttacksEditor : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void cleanup() { releaseFixture(); }

    void addAnAttackToPip_data();
    void addAnAttackToPip();
    void badDiceAreNeverStored_data();
    void badDiceAreNeverStored();
    void multiattackInTurn_data();
    void multiattackInTurn();
    void multiattackFromTheTokenMenu();
    void pf2eHasNoMultiattack();
    void fitsInGermanAt1280x720();

private:
    CreatureDock *creatureDock() const { return m_window->findChild<CreatureDock *>(QStringLiteral("creatureDock")); }
    AttacksEditor *editor() const { return creatureDock()->attacksEditor(); }
    StatBlockDock *statBlock() const { return m_window->statBlockDock(); }
    template<typename T>
    T *field(const QString &name) const
    {
        return editor()->findChild<T *>(name);
    }
    int undoCount() const { return doc()->undoStack()->count(); }
    const Creature &pip() const { return *model().creature(QStringLiteral("pip")); }

    [[nodiscard]] bool selectPipInTheCreaturePanel()
    {
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(2.5, 2.5));
        BM_CHECK_COMPARE(m_window->scene()->selectedCreature(), QStringLiteral("pip"));
        creatureDock()->raise();
        QTest::qWait(0);
        BM_CHECK(editor()->isVisible());
        return true;
    }
    // Replaces the text of a line edit or spin box with `text` and presses Enter.
    [[nodiscard]] bool typeInto(QWidget *w, const QString &text)
    {
        BM_CHECK(w && w->isVisible());
        w->setFocus();
        QTest::keyClick(w, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(w, Qt::Key_Backspace);
        QTest::keyClicks(w, text);
        QTest::keyClick(w, Qt::Key_Return);
        return true;
    }
    [[nodiscard]] bool addAttackByClicks()
    {
        auto *add = field<QPushButton>(QStringLiteral("addAttackButton"));
        BM_CHECK(add && add->isVisible());
        QTest::mouseClick(add, Qt::LeftButton);
        return true;
    }
    // Clicks the link of the Stat Block whose target is `anchor` ("attack:0", "multiattack:").
    [[nodiscard]] bool clickStatBlockLink(const QString &text, const QString &anchor)
    {
        statBlock()->raise();
        QTest::qWait(0);
        QTextBrowser *b = statBlock()->browser();
        const QTextCursor found = b->document()->find(text);
        BM_CHECK2(!found.isNull(), qPrintable(b->toPlainText()));
        QTextCursor at(b->document());
        at.setPosition((found.selectionStart() + found.selectionEnd()) / 2);
        b->setTextCursor(at);
        b->ensureCursorVisible();
        const QPoint p = b->cursorRect(at).center();
        BM_CHECK_COMPARE(b->anchorAt(p), anchor);
        QTest::mouseClick(b->viewport(), Qt::LeftButton, {}, p);
        return true;
    }
    QStringList attackMenuOf(QPointF square)
    {
        QStringList names;
        QTimer::singleShot(0, this, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QMenu *attacks = menu ? menu->findChild<QMenu *>(QStringLiteral("attackMenu")) : nullptr;
            if (attacks)
                for (QAction *a : attacks->actions())
                    names << a->text();
            if (menu)
                menu->close();
        });
        const QPoint p = viewPoint(square.x(), square.y());
        QContextMenuEvent event(QContextMenuEvent::Mouse, p, viewport()->mapToGlobal(p));
        QApplication::sendEvent(viewport(), &event);
        return names;
    }
};

void TestAttacksEditor::addAnAttackToPip_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("bonus");
    QTest::addColumn<bool>("ranged");
    QTest::addColumn<QStringList>("dice");  // per damage part, typed
    QTest::addColumn<QStringList>("types"); // per damage part, typed into the type box
    QTest::addColumn<QString>("shown");     // the Stat Block's line
    QTest::addColumn<QList<int>>("rolls");  // the document's dice for the attack
    QTest::addColumn<int>("damage");

    QTest::newRow("melee: a longsword, 1d8+3 slashing and 1d6 fire")
        << QStringLiteral("Longsword") << QStringLiteral("5") << false << QStringList{QStringLiteral("1d8+3"), QStringLiteral("1d6")}
        << QStringList{QStringLiteral("slashing"), QStringLiteral("fire")}
        << QStringLiteral("Longsword +5 (melee), 1d8+3 slashing + 1d6 fire") << QList<int>{15, 4, 2} << 9;
    // Within 5 ft a ranged attack has disadvantage (RULES.md 7): two d20s.
    QTest::newRow("ranged: a shortbow at 80/320 ft, one part")
        << QStringLiteral("Shortbow") << QStringLiteral("4") << true << QStringList{QStringLiteral("1d6+2")}
        << QStringList{QStringLiteral("piercing")} << QStringLiteral("Shortbow +4 (ranged, 80/320 ft.), 1d6+2 piercing")
        << QList<int>{14, 14, 3} << 5;
}

void TestAttacksEditor::addAnAttackToPip()
{
    QFETCH(QString, name);
    QFETCH(QString, bonus);
    QFETCH(bool, ranged);
    QFETCH(QStringList, dice);
    QFETCH(QStringList, types);
    QFETCH(QString, shown);
    QFETCH(QList<int>, rolls);
    QFETCH(int, damage);

    QVERIFY(open(encounterJson()));
    QVERIFY(selectPipInTheCreaturePanel());
    QVERIFY(pip().attacks.empty());
    int steps = undoCount();
    const auto oneStep = [&] { QCOMPARE(undoCount(), ++steps); };

    QVERIFY(addAttackByClicks());
    QCOMPARE(pip().attacks.size(), std::size_t(1));
    oneStep();
    QVERIFY(typeInto(field<QLineEdit>(QStringLiteral("attackNameEdit")), name));
    QCOMPARE(pip().attacks[0].name, name);
    oneStep();
    QVERIFY(typeInto(field<QSpinBox>(QStringLiteral("attackBonusSpin")), bonus));
    QCOMPARE(pip().attacks[0].bonus, bonus.toInt());
    oneStep();
    if (ranged) {
        auto *kind = field<QComboBox>(QStringLiteral("attackKindCombo"));
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_Down);
        QCOMPARE(pip().attacks[0].kind, AttackKind::Ranged);
        oneStep();
        QVERIFY(typeInto(field<QSpinBox>(QStringLiteral("attackRangeSpin")), QStringLiteral("80")));
        oneStep();
        QVERIFY(typeInto(field<QSpinBox>(QStringLiteral("attackLongRangeSpin")), QStringLiteral("320")));
        oneStep();
        QCOMPARE(pip().attacks[0].normalRange, 80.0);
        QCOMPARE(pip().attacks[0].longRange, 320.0);
    }
    for (qsizetype i = 0; i < dice.size(); ++i) {
        if (i > 0) {
            QTest::mouseClick(field<QPushButton>(QStringLiteral("addDamageButton")), Qt::LeftButton);
            QCOMPARE(pip().attacks[0].damage.size(), std::size_t(i + 1));
            oneStep();
        }
        const DamagePart part = pip().attacks[0].damage[std::size_t(i)];
        QVERIFY(typeInto(field<QLineEdit>(QStringLiteral("damageDiceEdit%1").arg(i)), dice[i]));
        if (part.dice != dice[i])
            oneStep();
        auto *type = field<QComboBox>(QStringLiteral("damageTypeCombo%1").arg(i));
        type->setFocus();
        QTest::keyClicks(type, types[i]); // the combo's own keyboard search
        if (part.type != types[i])
            oneStep();
        QCOMPARE(pip().attacks[0].damage[std::size_t(i)].dice, dice[i]);
        QCOMPARE(pip().attacks[0].damage[std::size_t(i)].type, types[i]);
    }
    QVERIFY(editor()->problem().isEmpty());

    // The Stat Block shows it at once; the token's menu offers it.
    QVERIFY2(statBlock()->browser()->toPlainText().contains(shown), qPrintable(statBlock()->browser()->toPlainText()));
    QCOMPARE(attackMenuOf({2.5, 2.5}), QStringList{name});

    // Pip attacks the dummy with it.
    doc()->dice().force(rolls);
    QVERIFY(clickStatBlockLink(name, QStringLiteral("attack:0")));
    QVERIFY(statBlock()->attackTool()->armed());
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(3.5, 2.5));
    const QString result = statBlock()->resultLabel()->text();
    QVERIFY2(result.contains(QLatin1String(": HIT")), qPrintable(result));
    QTest::mouseClick(statBlock()->applyButton(), Qt::LeftButton);
    QCOMPARE(model().creature(QStringLiteral("dummy"))->hp, 60 - damage);
    QCOMPARE(undoCount(), steps + 1);

    // Undo: the attack's damage, then each edit, one step at a time, down to no attack.
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(model().creature(QStringLiteral("dummy"))->hp, 60);
    for (int i = 0; i < steps; ++i) {
        if (pip().attacks.empty())
            QFAIL(qPrintable(QStringLiteral("the attack was gone after %1 of %2 undo steps").arg(i).arg(steps)));
        key(Qt::Key_Z, Qt::ControlModifier);
    }
    QVERIFY(pip().attacks.empty());
    QCOMPARE(doc()->undoStack()->index(), 0);
    QVERIFY(!statBlock()->browser()->toPlainText().contains(name));
    QVERIFY(attackMenuOf({2.5, 2.5}).isEmpty());
}

void TestAttacksEditor::badDiceAreNeverStored_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("why"); // a part of the dice parser's answer
    QTest::newRow("a letter after the plus: 1d8+x") << QStringLiteral("1d8+x") << QStringLiteral("unexpected");
    QTest::newRow("a die without sides: 2d") << QStringLiteral("2d") << QStringLiteral("no number of sides");
    QTest::newRow("nothing at all") << QString() << QStringLiteral("it is empty");
    QTest::newRow("a die of no sides: 1d0") << QStringLiteral("1d0") << QStringLiteral("1 to 1000 sides");
}

void TestAttacksEditor::badDiceAreNeverStored()
{
    QFETCH(QString, typed);
    QFETCH(QString, why);
    QVERIFY(open(encounterJson()));
    QVERIFY(selectPipInTheCreaturePanel());
    QVERIFY(addAttackByClicks());
    const CreatureAttack added = pip().attacks.at(0);
    const int steps = undoCount();
    auto *dice = field<QLineEdit>(QStringLiteral("damageDiceEdit0"));
    QVERIFY(dice);
    QVERIFY(typeInto(dice, typed));
    // Refused: the model is as it was, no undo step, the panel says why beside the field.
    QCOMPARE(pip().attacks.at(0), added);
    QCOMPARE(undoCount(), steps);
    auto *problem = field<QLabel>(QStringLiteral("attackProblemLabel"));
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(why), qPrintable(problem->text()));
    QCOMPARE(dice->text(), typed); // kept for fixing
    QVERIFY(statBlock()->browser()->toPlainText().contains(QLatin1String("1d6 bludgeoning")));
    // Fixed: stored, and the problem is gone.
    QVERIFY(typeInto(dice, QStringLiteral("1d8")));
    QCOMPARE(pip().attacks.at(0).damage.at(0).dice, QStringLiteral("1d8"));
    QCOMPARE(undoCount(), steps + 1);
    QVERIFY(!problem->isVisible());
}

void TestAttacksEditor::multiattackInTurn_data()
{
    QTest::addColumn<QString>("monster");
    QTest::addColumn<QStringList>("steps");  // "apply" or "skip", one per attack made
    QTest::addColumn<QStringList>("labels"); // the Multiattack line at the start and after each step
    QTest::addColumn<QStringList>("armed");  // the attack armed at the start and after each step
    QTest::addColumn<int>("damage");         // the dummy's HP lost in all

    const QString first = QStringLiteral("Multiattack: attack 1 of 2 \u2014 Beak");
    const QString second = QStringLiteral("Multiattack: attack 2 of 2 \u2014 Claws");
    // Beak 1d10+5 (d20 15, die 5), Claws 2d8+5 (d20 15, dice 4 and 4).
    QTest::newRow("owlbear: the beak applied, then the claws offered")
        << QStringLiteral("owlbear") << QStringList{QStringLiteral("apply")} << QStringList{first, second}
        << QStringList{QStringLiteral("Beak"), QStringLiteral("Claws")} << 10;
    QTest::newRow("owlbear: the beak skipped, then the claws offered")
        << QStringLiteral("owlbear") << QStringList{QStringLiteral("skip")} << QStringList{first, second}
        << QStringList{QStringLiteral("Beak"), QStringLiteral("Claws")} << 0;
    QTest::newRow("owlbear: both applied, the Multiattack done")
        << QStringLiteral("owlbear") << QStringList{QStringLiteral("apply"), QStringLiteral("apply")}
        << QStringList{first, second, QStringLiteral("Multiattack: all 2 attack")}
        << QStringList{QStringLiteral("Beak"), QStringLiteral("Claws"), QString()} << 23;
    QTest::newRow("gladiator: a choice of attacks, offered without a sequence")
        << QStringLiteral("gladiator") << QStringList() << QStringList{QStringLiteral("can't be read")} << QStringList{QString()} << 0;
}

void TestAttacksEditor::multiattackInTurn()
{
    QFETCH(QString, monster);
    QFETCH(QStringList, steps);
    QFETCH(QStringList, labels);
    QFETCH(QStringList, armed);
    QFETCH(int, damage);

    QVERIFY(open(encounterJson(monster)));
    doc()->dice().force({15, 5, 15, 4, 4});
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(5.5, 2.5));
    QCOMPARE(m_window->scene()->selectedCreature(), QStringLiteral("monster"));
    QVERIFY(clickStatBlockLink(QStringLiteral("Multiattack"), QStringLiteral("multiattack:")));
    QLabel *label = statBlock()->multiattackLabel();
    for (qsizetype i = 0; i <= steps.size(); ++i) {
        QVERIFY(label->isVisible());
        QVERIFY2(label->text().contains(labels[i]), qPrintable(label->text()));
        QCOMPARE(statBlock()->attackTool()->armed(), !armed[i].isEmpty());
        if (!armed[i].isEmpty())
            QVERIFY2(statBlock()->findChild<QLabel *>(QStringLiteral("attackTitle"))->text().endsWith(armed[i]),
                     qPrintable(statBlock()->findChild<QLabel *>(QStringLiteral("attackTitle"))->text()));
        if (i == steps.size())
            break;
        if (steps[i] == QLatin1String("skip")) {
            QVERIFY(statBlock()->skipButton()->isVisible());
            QTest::mouseClick(statBlock()->skipButton(), Qt::LeftButton);
            continue;
        }
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(7.5, 2.5));
        QVERIFY2(statBlock()->resultLabel()->text().contains(QLatin1String(": HIT")), qPrintable(statBlock()->resultLabel()->text()));
        QTest::mouseClick(statBlock()->applyButton(), Qt::LeftButton);
    }
    QCOMPARE(model().creature(QStringLiteral("dummy"))->hp, 100 - damage);
}

// The owlbear's right-click menu → Attack → Multiattack arms its Beak, the first of two.
void TestAttacksEditor::multiattackFromTheTokenMenu()
{
    QVERIFY(open(encounterJson(QStringLiteral("owlbear"))));
    bool picked = false;
    QTimer::singleShot(0, this, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QMenu *attacks = menu ? menu->findChild<QMenu *>(QStringLiteral("attackMenu")) : nullptr;
        if (attacks)
            if (auto *multi = attacks->findChild<QAction *>(QStringLiteral("multiattackAction"))) {
                multi->trigger();
                picked = true;
            }
        if (menu)
            menu->close();
    });
    const QPoint p = viewPoint(5.5, 2.5);
    QContextMenuEvent event(QContextMenuEvent::Mouse, p, viewport()->mapToGlobal(p));
    QApplication::sendEvent(viewport(), &event);
    QVERIFY(picked);
    QVERIFY(statBlock()->attackTool()->armed());
    QVERIFY2(statBlock()->multiattackLabel()->text().contains(QStringLiteral("attack 1 of 2 \u2014 Beak")),
             qPrintable(statBlock()->multiattackLabel()->text()));
}

// pf2e creatures Strike: no Multiattack link, even with a 5e stat block's words.
void TestAttacksEditor::pf2eHasNoMultiattack()
{
    QVERIFY(open(encounterJson(QStringLiteral("owlbear"))));
    const Creature *owlbear = model().creature(QStringLiteral("monster"));
    QVERIFY(owlbear);
    QVERIFY(StatBlockDock::html(model(), *owlbear).contains(QLatin1String("multiattack:")));
    Encounter pf2e = model();
    pf2e.ruleset = Ruleset::Pf2e;
    QVERIFY(!StatBlockDock::html(pf2e, *owlbear).contains(QLatin1String("multiattack:")));
}

// The panel is ~320 px wide at 1280 x 720; German labels are longer: every label and button
// of the Attacks box shows its whole text and the panel needs no sideways scrolling.
void TestAttacksEditor::fitsInGermanAt1280x720()
{
    QVERIFY(open(encounterJson()));
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("menuLanguage"));
    QVERIFY(menu);
    for (QAction *a : menu->actions())
        if (a->data().toString() == QLatin1String("de"))
            a->trigger();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    m_window->resizeDocks({creatureDock()}, {320}, Qt::Horizontal); // as narrow as the column lets it
    QVERIFY(selectPipInTheCreaturePanel());
    QVERIFY(addAttackByClicks());
    QTest::mouseClick(field<QPushButton>(QStringLiteral("addDamageButton")), Qt::LeftButton);
    QVERIFY(typeInto(field<QLineEdit>(QStringLiteral("damageDiceEdit1")), QStringLiteral("2d")));
    QVERIFY(field<QLabel>(QStringLiteral("attackProblemLabel"))->isVisible());
    QVERIFY2(editor()->title().contains(QStringLiteral("Angriffe")), qPrintable(editor()->title()));
    QTest::qWait(0);
    auto *scroll = qobject_cast<QScrollArea *>(creatureDock()->widget());
    QVERIFY(scroll);
    QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
             qPrintable(QStringLiteral("panel %1 px, form needs %2 px").arg(scroll->viewport()->width()).arg(scroll->widget()->minimumSizeHint().width())));
    for (QAbstractButton *b : editor()->findChildren<QAbstractButton *>())
        if (b->isVisible())
            QVERIFY2(b->sizeHint().width() <= b->width(), qPrintable(b->text()));
    for (QLabel *l : editor()->findChildren<QLabel *>())
        if (l->isVisible() && !l->wordWrap())
            QVERIFY2(l->sizeHint().width() <= l->width(), qPrintable(l->text()));
    // The Attacks box itself fits a ~320 px panel (the docks of the column may keep it wider:
    // the German initiative list needs about 400 px).
    QVERIFY2(editor()->minimumSizeHint().width() <= 300, qPrintable(QString::number(editor()->minimumSizeHint().width())));
    scroll->ensureWidgetVisible(editor());
    if (qEnvironmentVariableIsSet("BM_ATTACKS_SHOT"))
        m_window->grab().save(qEnvironmentVariable("BM_ATTACKS_SHOT"));
}

QTEST_MAIN(TestAttacksEditor)
#include "tst_attackseditor.moc"
