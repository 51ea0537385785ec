// The monster library dock in the real window, offscreen: searching and filtering by
// typing and picking, dragging a monster from the list onto the map with QTest mouse
// events (the in-window drag of monsterlibrarydock.h), numbered copies sharing an
// initiative group, undo, and the custom library (save, export, import templates).

#include "commands/encountercommands.h"
#include "teststeps.h"
#include "document.h"
#include "mainwindow.h"
#include "interop/monsters.h"
#include "model/encounterio.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"
#include "scene/mapview.h"
#include "widgets/monsterlibrarydock.h"

#include <QComboBox>
#include <QJsonArray>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace bm;

class TestLibrary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void search_data();
    void search();
    void filters_data();
    void filters();
    void dropAdultRedDragon();
    void copiesAreNumberedAndGrouped();
    void addedGoblinHasItsStatistics();
    void dropOffTheMapAddsNothing();
    void doubleClickAddsInTheMiddle();
    void templatesSaveExportImport();
    void badTemplateRefused();

private:
    std::unique_ptr<MainWindow> m_window;
    MonsterLibraryDock *lib() const { return m_window->monsterLibrary(); }
    Document *doc() const { return m_window->document(); }

    void search(const QString &text)
    {
        QLineEdit *field = lib()->searchField();
        field->clear();
        QTest::keyClicks(field, text);
    }
    [[nodiscard]] bool pick(QComboBox *combo, const QVariant &data)
    {
        const int i = combo->findData(data);
        BM_CHECK2(i >= 0, qPrintable(data.toString()));
        combo->setCurrentIndex(i);
        return true;
    }
    void resetFilters()
    {
        lib()->searchField()->clear();
        for (QComboBox *c : {lib()->challengeFilter(), lib()->sizeFilter(), lib()->typeFilter()})
            c->setCurrentIndex(0);
    }
    // Press on the row of `key` in the list, move past the drag distance, move over the map
    // square, release there: real mouse events to the list, which keeps the mouse.
    [[nodiscard]] bool dragToSquare(const QString &key, QPointF square)
    {
        QWidget *list = lib()->list()->viewport();
        const QModelIndex index = lib()->indexOf(key);
        BM_CHECK2(index.isValid(), qPrintable(key));
        lib()->list()->scrollTo(index);
        const QPoint start = lib()->list()->visualRect(index).center();
        QWidget *map = m_window->view()->viewport();
        const QPoint onMap = m_window->view()->mapFromScene(square * render::kSquare);
        BM_CHECK(map->rect().contains(onMap));
        const QPoint target = list->mapFromGlobal(map->mapToGlobal(onMap));
        QTest::mousePress(list, Qt::LeftButton, {}, start);
        QTest::mouseMove(list, start + QPoint(20, 0));
        QTest::mouseMove(list, (start + target) / 2);
        QTest::mouseMove(list, target);
        QTest::mouseRelease(list, Qt::LeftButton, {}, target);
        return true;
    }
};

void TestLibrary::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(MonsterLibraryDock::templateDir()).removeRecursively();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(lib());
    QVERIFY(lib()->isVisible());
}

void TestLibrary::init()
{
    Encounter e;
    e.name = QStringLiteral("library test");
    e.width = 24;
    e.height = 16;
    doc()->reset(e, QString());
    m_window->view()->fitToMap();
    resetFilters();
}

void TestLibrary::cleanupTestCase()
{
    doc()->undoStack()->setClean();
    m_window.reset();
    QDir(MonsterLibraryDock::templateDir()).removeRecursively();
}

void TestLibrary::search_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // a key among the rows shown
    QTest::addColumn<int>("rows");         // -1: more than one, any number

    QTest::newRow("full name, lower case") << "adult red dragon" << "srd:adult-red-dragon" << 1;
    QTest::newRow("words in any order") << "dragon red adult" << "srd:adult-red-dragon" << 1;
    QTest::newRow("part of a word") << "gobl" << "srd:goblin" << -1;
    QTest::newRow("nothing matches") << "beholder" << "" << 0;
}

void TestLibrary::search()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QFETCH(int, rows);
    search(text);
    const QStringList shown = lib()->visibleKeys();
    if (rows >= 0)
        QCOMPARE(shown.size(), rows);
    else
        QVERIFY(shown.size() > 1);
    if (!expected.isEmpty())
        QVERIFY2(shown.contains(expected), qPrintable(shown.join(QLatin1Char(','))));
}

void TestLibrary::filters_data()
{
    QTest::addColumn<double>("challenge"); // -2: any
    QTest::addColumn<int>("size");         // -1: any
    QTest::addColumn<QString>("type");     // empty: any
    QTest::addColumn<QString>("expected");

    QTest::newRow("Huge dragons") << -2.0 << int(Size::Huge) << "dragon" << "srd:adult-red-dragon";
    QTest::newRow("CR 1/4 humanoids") << 0.25 << -1 << "humanoid" << "srd:goblin";
    QTest::newRow("CR 17, any size or type") << 17.0 << -1 << "" << "srd:adult-red-dragon";
    QTest::newRow("Gargantuan monstrosities") << -2.0 << int(Size::Gargantuan) << "monstrosity" << "srd:kraken";
}

void TestLibrary::filters()
{
    QFETCH(double, challenge);
    QFETCH(int, size);
    QFETCH(QString, type);
    QFETCH(QString, expected);
    QVERIFY(pick(lib()->challengeFilter(), challenge));
    QVERIFY(pick(lib()->sizeFilter(), size));
    QVERIFY(pick(lib()->typeFilter(), type));
    const QStringList shown = lib()->visibleKeys();
    QVERIFY2(shown.contains(expected), qPrintable(shown.join(QLatin1Char(','))));
    // Exactly the entries that pass the three filters, worked out from the data.
    QStringList want;
    for (const LibraryEntry &e : lib()->entries()) {
        if ((challenge < -1 || e.challenge == challenge) && (size < 0 || int(e.size) == size) &&
            (type.isEmpty() || e.type == type) && !e.isTemplate)
            want << e.key;
    }
    QStringList got = shown;
    got.sort();
    want.sort();
    QCOMPARE(got, want);
}

void TestLibrary::dropAdultRedDragon()
{
    search(QStringLiteral("adult red dragon"));
    QCOMPARE(lib()->visibleKeys(), QStringList{QStringLiteral("srd:adult-red-dragon")});
    const int undoBefore = doc()->undoStack()->count();
    QVERIFY(dragToSquare(QStringLiteral("srd:adult-red-dragon"), QPointF(10.5, 8.5)));

    const auto &cs = doc()->encounter().creatures;
    QCOMPARE(int(cs.size()), 1);
    const Creature &c = cs.front();
    QCOMPARE(c.name, QStringLiteral("Adult Red Dragon 1"));
    QCOMPARE(c.size, Size::Huge);
    QCOMPARE(c.spaceSquares(), 3);
    QCOMPARE(c.position, (GridPoint{9, 7})); // centred on the drop square (10, 8)
    QCOMPARE(c.speed.walk, 40);
    QCOMPARE(c.speed.climb, 40);
    QCOMPARE(c.speed.fly, 80);
    QCOMPARE(c.speed.swim, 0);
    QCOMPARE(c.ac, 19);
    QCOMPARE(c.hp, 256);
    QCOMPARE(c.maxHp, 256);
    QCOMPARE(c.initiativeBonus, 0);
    QCOMPARE(c.reach, 15);
    QCOMPARE(c.token, QStringLiteral("dragon.svg"));
    QCOMPARE(c.side, Side::Hostile);
    QVERIFY(m_window->scene()->tokenFor(c.id));
    QCOMPARE(m_window->scene()->selectedCreature(), c.id);
    QCOMPARE(doc()->undoStack()->count(), undoBefore + 1);

    doc()->undoStack()->undo();
    QVERIFY(doc()->encounter().creatures.empty());
    doc()->undoStack()->redo();
    QCOMPARE(int(doc()->encounter().creatures.size()), 1);
}

void TestLibrary::copiesAreNumberedAndGrouped()
{
    search(QStringLiteral("goblin"));
    QVERIFY(dragToSquare(QStringLiteral("srd:goblin"), QPointF(3.5, 3.5)));
    QVERIFY(dragToSquare(QStringLiteral("srd:goblin"), QPointF(3.5, 3.5))); // same square: the next free one
    QVERIFY(dragToSquare(QStringLiteral("srd:goblin"), QPointF(8.5, 2.5)));
    const auto &cs = doc()->encounter().creatures;
    QCOMPARE(int(cs.size()), 3);
    QStringList names;
    QSet<QString> ids;
    QSet<std::pair<int, int>> squares;
    for (const Creature &c : cs) {
        names << c.name;
        ids << c.id;
        squares << std::pair{c.position.x, c.position.y};
        QCOMPARE(c.extra.value(initiativeGroupKey()).toString(), QStringLiteral("goblin"));
        QCOMPARE(c.size, Size::Small);
        QCOMPARE(c.initiativeBonus, 2);
    }
    QCOMPARE(names, (QStringList{QStringLiteral("Goblin 1"), QStringLiteral("Goblin 2"), QStringLiteral("Goblin 3")}));
    QCOMPARE(ids.size(), 3);
    QCOMPARE(squares.size(), 3);
    QCOMPARE(cs[0].position, (GridPoint{3, 3}));
    QCOMPARE(cs[2].position, (GridPoint{8, 2}));
}

// RULES.md 13.6: what the library adds is the `monster goblin` creature: senses the model
// reads (darkvision 60), and the attacks, saves and stat block, kept in the file whichever
// of them the model reads itself.
void TestLibrary::addedGoblinHasItsStatistics()
{
    search(QStringLiteral("goblin"));
    QVERIFY(dragToSquare(QStringLiteral("srd:goblin"), QPointF(3.5, 3.5)));
    const auto &cs = doc()->encounter().creatures;
    QCOMPARE(int(cs.size()), 1);
    QCOMPARE(cs.front().senses.darkvision, 60.0);
    const QJsonObject saved = encounterToJson(doc()->encounter()).value(QLatin1String("creatures")).toArray().first().toObject();
    QCOMPARE(saved.value(QLatin1String("name")).toString(), QStringLiteral("Goblin 1"));
    QStringList attacks;
    for (const QJsonValue &a : saved.value(QLatin1String("attacks")).toArray())
        attacks << a.toObject().value(QLatin1String("name")).toString() + QLatin1Char(' ') + a.toObject().value(QLatin1String("kind")).toString();
    QCOMPARE(attacks, (QStringList{QStringLiteral("Scimitar melee"), QStringLiteral("Shortbow ranged")}));
    QCOMPARE(saved.value(QLatin1String("saves")).toObject().value(QLatin1String("dex")).toInt(), 2);
    // The goblin resists nothing: the writer leaves an empty list out (files stay as short as they were).
    QVERIFY(!saved.contains(QLatin1String("resistances")));
    QCOMPARE(saved.value(QLatin1String("senses")).toObject().value(QLatin1String("darkvision")).toInt(), 60);
    QCOMPARE(saved.value(QLatin1String("statblock")).toObject().value(QLatin1String("languages")).toString(), QStringLiteral("Common, Goblin"));
}

void TestLibrary::dropOffTheMapAddsNothing()
{
    search(QStringLiteral("goblin"));
    QWidget *list = lib()->list()->viewport();
    const QPoint start = lib()->list()->visualRect(lib()->indexOf(QStringLiteral("srd:goblin"))).center();
    QTest::mousePress(list, Qt::LeftButton, {}, start);
    QTest::mouseMove(list, start + QPoint(30, 0));
    QTest::mouseRelease(list, Qt::LeftButton, {}, start + QPoint(30, 0)); // still over the list
    QVERIFY(doc()->encounter().creatures.empty());
    QCOMPARE(doc()->undoStack()->count(), 0);
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
}

void TestLibrary::doubleClickAddsInTheMiddle()
{
    search(QStringLiteral("ogre"));
    const QModelIndex index = lib()->indexOf(QStringLiteral("srd:ogre"));
    QVERIFY(index.isValid());
    const QPoint at = lib()->list()->visualRect(index).center();
    QTest::mouseDClick(lib()->list()->viewport(), Qt::LeftButton, {}, at);
    const auto &cs = doc()->encounter().creatures;
    QCOMPARE(int(cs.size()), 1);
    QCOMPARE(cs.front().name, QStringLiteral("Ogre 1"));
    QCOMPARE(cs.front().size, Size::Large);
    // Centred on the square in the middle of the view (the whole 24 x 16 map is in view).
    QWidget *vp = m_window->view()->viewport();
    const GridPoint middle = render::squareAt(m_window->view()->mapToScene(vp->rect().center()));
    const GridPoint p = cs.front().position;
    QVERIFY(middle.x >= p.x && middle.x < p.x + 2 && middle.y >= p.y && middle.y < p.y + 2);
    // Enter on the current row does the same: a second ogre, next to the first.
    lib()->list()->setFocus();
    lib()->list()->setCurrentIndex(lib()->indexOf(QStringLiteral("srd:ogre")));
    QTest::keyClick(lib()->list(), Qt::Key_Return);
    QCOMPARE(int(cs.size()), 2);
    QCOMPARE(cs.back().name, QStringLiteral("Ogre 2"));
}

void TestLibrary::templatesSaveExportImport()
{
    search(QStringLiteral("adult red dragon"));
    QVERIFY(dragToSquare(QStringLiteral("srd:adult-red-dragon"), QPointF(5.5, 5.5)));
    const QString id = doc()->encounter().creatures.front().id;
    // Rename it through the model (an undo command), then save it from the dock's button.
    Encounter renamed = doc()->encounter();
    renamed.creatures.front().name = QStringLiteral("Ashardalon 1");
    renamed.creatures.front().hp = 300;
    doc()->undoStack()->push(new EditEncounterCommand(doc(), doc()->encounter(), renamed, QStringLiteral("rename")));
    m_window->scene()->selectCreature(id);
    auto *save = lib()->findChild<QPushButton *>(QStringLiteral("saveTemplateButton"));
    QVERIFY(save);
    QTest::mouseClick(save, Qt::LeftButton);
    const QString file = QDir(MonsterLibraryDock::templateDir()).filePath(QStringLiteral("ashardalon.json"));
    QVERIFY2(QFile::exists(file), qPrintable(file));

    resetFilters();
    QVERIFY(pick(lib()->typeFilter(), QStringLiteral("template")));
    QCOMPARE(lib()->visibleKeys(), QStringList{QStringLiteral("template:ashardalon.json")});
    QVERIFY(dragToSquare(QStringLiteral("template:ashardalon.json"), QPointF(15.5, 5.5)));
    const Creature &copy = doc()->encounter().creatures.back();
    QCOMPARE(copy.name, QStringLiteral("Ashardalon 2")); // "Ashardalon 1" is on the map
    QCOMPARE(copy.hp, 300);
    QCOMPARE(copy.speed.fly, 80);
    QCOMPARE(copy.size, Size::Huge);

    // Export, then import the exported file: a second template of the same creature.
    QTemporaryDir tmp;
    const QString exported = tmp.filePath(QStringLiteral("ash.json"));
    QString error;
    QVERIFY2(lib()->exportTemplate(QStringLiteral("template:ashardalon.json"), exported, &error), qPrintable(error));
    QVERIFY2(lib()->importTemplateFile(exported, &error), qPrintable(error));
    QCOMPARE(lib()->visibleKeys().size(), 2);
    QVERIFY(QFile::exists(QDir(MonsterLibraryDock::templateDir()).filePath(QStringLiteral("ashardalon-2.json"))));
    // An SRD monster exports as a template too.
    QVERIFY(lib()->exportTemplate(QStringLiteral("srd:goblin"), tmp.filePath(QStringLiteral("gob.json")), &error));
    QFile gob(tmp.filePath(QStringLiteral("gob.json")));
    QVERIFY(gob.open(QIODevice::ReadOnly));
    const auto goblin = readCreatureTemplate(gob.readAll(), &error);
    QVERIFY2(goblin, qPrintable(error));
    QCOMPARE(goblin->ac, 15);
}

void TestLibrary::badTemplateRefused()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("bad.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"battlemap-creature-template","version":1,"creature":{"name":"X","size":"huuge"}})");
    f.close();
    const int before = int(lib()->entries().size());
    QString error;
    QVERIFY(!lib()->importTemplateFile(path, &error));
    QVERIFY2(error.startsWith(QStringLiteral("bad.json: creature.size")), qPrintable(error));
    QCOMPARE(int(lib()->entries().size()), before);
}

QTEST_MAIN(TestLibrary)
#include "tst_library.moc"
