// File → New and Map → Encounter Settings in the real window: the dialog filled by key
// clicks makes a pf2e 40x30 map; a settings change is one undo step; the status bar
// shows the ruleset. Switching the sample to Pathfinder 2e mid-fight asks first with the
// list of changes, then carries the diagonals and Pip's 0 HP over as one logged undo step.

#include "combat/combat.h"
#include "commands/combatcommands.h"
#include "document.h"
#include "widgets/initiativedock.h"
#include "mainwindow.h"
#include "widgets/calibrationdialog.h"
#include "widgets/encountersettingsdialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include "scene/lightitems.h"
#include "scene/mapscene.h"
#include <QUndoStack>

using namespace bm;

class TestEncounterSettings : public QObject
{
    Q_OBJECT

private slots:
    void newEncounterDialogByKeys();
    void settingsChangeIsOneUndoStep();
    void refusedSettingsKeepTheDialogOpen();
    void ambientLightDarkensTheMap();
    void fitTheGridToTheImage_data();
    void fitTheGridToTheImage();
    void switchingTheRulesetMidFight_data();
    void switchingTheRulesetMidFight();

private:
    // Runs `fill` on the dialog once it is shown (it is modal), then presses Enter.
    static void whenDialogShows(std::function<void(EncounterSettingsDialog *)> fill)
    {
        QTimer::singleShot(0, qApp, [fill] {
            auto *dialog = qobject_cast<EncounterSettingsDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            fill(dialog);
        });
    }
    static void typeInto(QWidget *field, const QString &text)
    {
        field->setFocus();
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, text);
    }
};

void TestEncounterSettings::newEncounterDialogByKeys()
{
    MainWindow w;
    w.openSample();
    whenDialogShows([](EncounterSettingsDialog *d) {
        auto *ruleset = d->findChild<QComboBox *>(QStringLiteral("rulesetCombo"));
        ruleset->setFocus();
        QTest::keyClick(ruleset, Qt::Key_End); // the last ruleset: Pathfinder 2e
        typeInto(d->findChild<QSpinBox *>(QStringLiteral("widthSpin")), QStringLiteral("40"));
        typeInto(d->findChild<QSpinBox *>(QStringLiteral("heightSpin")), QStringLiteral("30"));
        QTest::keyClick(d->findChild<QSpinBox *>(QStringLiteral("heightSpin")), Qt::Key_Return);
    });
    w.findChild<QAction *>(QStringLiteral("actionNew"))->trigger();
    const Encounter &e = w.document()->encounter();
    QCOMPARE(e.ruleset, Ruleset::Pf2e);
    QCOMPARE(e.width, 40);
    QCOMPARE(e.height, 30);
    QCOMPARE(e.diagonals(), Diagonals::Alternating); // pf2e's default, not written down
    QVERIFY(!e.options.diagonals);
    QVERIFY(e.creatures.empty());
    QVERIFY(w.findChild<QLabel *>(QStringLiteral("rulesetLabel"))->text().contains(QLatin1String("Pathfinder 2e")));
}

void TestEncounterSettings::settingsChangeIsOneUndoStep()
{
    MainWindow w;
    w.openSample();
    const Encounter before = w.document()->encounter();
    const int wider = before.width + 4;
    whenDialogShows([wider](EncounterSettingsDialog *d) {
        auto *flanking = d->findChild<QComboBox *>(QStringLiteral("flankingCombo"));
        flanking->setFocus();
        QTest::keyClick(flanking, Qt::Key_End); // "Off"
        typeInto(d->findChild<QSpinBox *>(QStringLiteral("widthSpin")), QString::number(wider));
        QTest::keyClick(d->findChild<QSpinBox *>(QStringLiteral("widthSpin")), Qt::Key_Return);
    });
    w.findChild<QAction *>(QStringLiteral("actionEncounterSettings"))->trigger();
    QCOMPARE(w.document()->encounter().width, before.width + 4);
    QCOMPARE(w.document()->encounter().options.flanking, std::optional<bool>(false));
    QCOMPARE(w.document()->undoStack()->count(), 1);
    QVERIFY(w.document()->isModified());
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->encounter().width, before.width);
    QCOMPARE(w.document()->encounter().options.flanking, before.options.flanking);
}

// The ambient light is set in the dialog (a dungeon is dark), one undo step, and the
// lighting overlay shows it. Found missing in a real X run: the Light tool was of little
// use while only a file could make a map dark.
void TestEncounterSettings::ambientLightDarkensTheMap()
{
    MainWindow w;
    w.openSample();
    whenDialogShows([](EncounterSettingsDialog *d) {
        auto *light = d->findChild<QComboBox *>(QStringLiteral("lightCombo"));
        QVERIFY(light);
        light->setFocus();
        QTest::keyClick(light, Qt::Key_End); // "Dark"
        QTest::keyClick(light, Qt::Key_Return);
    });
    w.findChild<QAction *>(QStringLiteral("actionEncounterSettings"))->trigger();
    QCOMPARE(w.document()->encounter().options.light, std::optional<LightLevel>(LightLevel::Dark));
    QCOMPARE(w.document()->undoStack()->count(), 1);
    w.findChild<QAction *>(QStringLiteral("actionShowLighting"))->setChecked(true);
    QCOMPARE(w.scene()->lightingShade()->alphaAt({0, 0}), int(kDarkShade));
    w.document()->undoStack()->undo();
    QVERIFY(!w.document()->encounter().options.light);
    QCOMPARE(w.scene()->lightingShade()->alphaAt({0, 0}), 0);
}

void TestEncounterSettings::refusedSettingsKeepTheDialogOpen()
{
    MainWindow w;
    w.openSample();
    const int width = w.document()->encounter().width;
    QString shown;
    whenDialogShows([&shown](EncounterSettingsDialog *d) {
        typeInto(d->findChild<QSpinBox *>(QStringLiteral("widthSpin")), QStringLiteral("2"));
        QTest::keyClick(d->findChild<QSpinBox *>(QStringLiteral("widthSpin")), Qt::Key_Return);
        QVERIFY(d->isVisible()); // refused: a creature stands further right
        shown = d->findChild<QLabel *>(QStringLiteral("problemLabel"))->text();
        d->reject();
    });
    w.findChild<QAction *>(QStringLiteral("actionEncounterSettings"))->trigger();
    QVERIFY2(shown.contains(QLatin1String("outside a 2x")), qPrintable(shown));
    QCOMPARE(w.document()->encounter().width, width);
    QCOMPARE(w.document()->undoStack()->count(), 0);
}

void TestEncounterSettings::fitTheGridToTheImage_data()
{
    QTest::addColumn<QSize>("image");       // pixels
    QTest::addColumn<int>("pixelsPerSquare");
    QTest::addColumn<QSize>("grid");        // the grid afterwards
    QTest::addColumn<QString>("refusal");   // part of the warning; empty: applied
    QTest::newRow("image_of_40x24_squares_grows_the_30x20_sample") << QSize(1400, 840) << 35 << QSize(40, 24) << QString();
    QTest::newRow("partial_squares_at_the_edge_are_left_out") << QSize(1420, 860) << 35 << QSize(40, 24) << QString();
    QTest::newRow("image_too_small_for_the_creatures_is_refused") << QSize(700, 420) << 35 << QSize(30, 20) << "outside a 20x12";
}

void TestEncounterSettings::fitTheGridToTheImage()
{
    QFETCH(QSize, image);
    QFETCH(int, pixelsPerSquare);
    QFETCH(QSize, grid);
    QFETCH(QString, refusal);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.png"));
    QImage pixels(image, QImage::Format_RGB32);
    pixels.fill(Qt::darkGreen);
    QVERIFY(pixels.save(path));
    MainWindow w;
    w.openSample();
    QVERIFY(CalibrationDialog::setImage(w.document(), path));
    const int stepsBefore = w.document()->undoStack()->count();
    QString warning;
    QTimer::singleShot(0, qApp, [&] {
        auto *dialog = qobject_cast<CalibrationDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        typeInto(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("pixelsPerSquareSpin")), QString::number(pixelsPerSquare));
        typeInto(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("offsetXSpin")), QStringLiteral("0"));
        typeInto(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("offsetYSpin")), QStringLiteral("0"));
        auto *fit = dialog->findChild<QCheckBox *>(QStringLiteral("fitGridCheck"));
        fit->setFocus();
        QTest::keyClick(fit, Qt::Key_Space);
        QVERIFY(fit->isChecked());
        QTimer::singleShot(0, qApp, [&] { // the refusal's message box, if any
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                warning = box->text();
                box->accept();
            }
        });
        QTest::keyClick(dialog, Qt::Key_Return);
    });
    w.findChild<QAction *>(QStringLiteral("actionCalibrateBackground"))->trigger();
    const Encounter &e = w.document()->encounter();
    QCOMPARE(QSize(e.width, e.height), grid);
    if (refusal.isEmpty()) {
        QVERIFY2(warning.isEmpty(), qPrintable(warning));
        QCOMPARE(e.background.value(QStringLiteral("pixelsPerSquare")).toDouble(), double(pixelsPerSquare));
        QCOMPARE(w.document()->undoStack()->count(), stepsBefore + 1); // calibration and grid: one step
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->encounter().width, 30);
    } else {
        QVERIFY2(warning.contains(refusal), qPrintable(warning));
        QCOMPARE(w.document()->undoStack()->count(), stepsBefore);
    }
}

void TestEncounterSettings::switchingTheRulesetMidFight_data()
{
    QTest::addColumn<bool>("pickManhattan");   // the GM also picks the diagonals in the dialog
    QTest::addColumn<bool>("confirm");         // Switch, or Cancel in the confirmation
    QTest::addColumn<QStringList>("listed");   // in the confirmation
    QTest::addColumn<QString>("notListed");
    QTest::addColumn<QString>("diagonals");    // in force afterwards
    QTest::addColumn<bool>("diagonalsSet");
    QTest::newRow("sample_to_pf2e_alternates_diagonals_and_pip_is_dying_1")
        << false << true
        << QStringList{"Diagonals: every diagonal 5 ft → alternating 5/10 ft", "Pip (halfling rogue): at 0 HP (death save failures: 0), now dying 1"}
        << QString() << "alternating" << false;
    QTest::newRow("diagonals_the_gm_picks_in_the_dialog_stay_and_are_not_listed")
        << true << true << QStringList{"Pip (halfling rogue): at 0 HP (death save failures: 0), now dying 1"}
        << "Diagonals" << "manhattan" << true;
    QTest::newRow("cancel_in_the_confirmation_changes_nothing")
        << false << false << QStringList{"now dying 1"} << QString() << "equal" << true;
}

// The sample mid-fight, Pip (halfling rogue) knocked out at 0 HP in 5e 2014, switched to
// Pathfinder 2e through Map → Encounter Settings by keys: the confirmation lists each change;
// Switch makes it one undo step that the combat log records; Cancel leaves all as it was.
void TestEncounterSettings::switchingTheRulesetMidFight()
{
    QFETCH(bool, pickManhattan);
    QFETCH(bool, confirm);
    QFETCH(QStringList, listed);
    QFETCH(QString, notListed);
    QFETCH(QString, diagonals);
    QFETCH(bool, diagonalsSet);
    MainWindow w;
    w.openSample();
    const QString pip = QStringLiteral("pip");
    QVERIFY(pushCombatEdit(w.document(), QStringLiteral("fight"), [&](Encounter &e) {
        Dice dice(7);
        combat::start(e, dice);
        combat::damage(e, dice, pip, 31); // 0 HP, no massive damage
    }));
    const Encounter before = w.document()->encounter();
    QVERIFY(before.combat.combatant(pip)->downed);
    QCOMPARE(before.options.diagonals, std::optional<Diagonals>(Diagonals::Equal));
    const int steps = w.document()->undoStack()->count();

    QString question;
    bool dialogStayed = false;
    int shownDiagonals = -1;
    whenDialogShows([&](EncounterSettingsDialog *d) {
        auto *ruleset = d->findChild<QComboBox *>(QStringLiteral("rulesetCombo"));
        ruleset->setFocus();
        QTest::keyClick(ruleset, Qt::Key_End); // Pathfinder 2e
        auto *diagonalsCombo = d->findChild<QComboBox *>(QStringLiteral("diagonalsCombo"));
        shownDiagonals = diagonalsCombo->currentIndex();
        if (pickManhattan) {
            diagonalsCombo->setFocus();
            QTest::keyClick(diagonalsCombo, Qt::Key_End);
        }
        QTimer::singleShot(0, qApp, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            QCOMPARE(box->objectName(), QStringLiteral("rulesetSwitchConfirmation"));
            question = box->text() + QLatin1Char('\n') + box->informativeText();
            if (confirm) {
                QTest::keyClick(box, Qt::Key_Return); // Switch is the default button
            } else {
                QTest::keyClick(box, Qt::Key_Escape);
                QTimer::singleShot(0, qApp, [&, d] {
                    dialogStayed = d->isVisible();
                    d->reject();
                });
            }
        });
        QTest::keyClick(ruleset, Qt::Key_Return);
    });
    w.findChild<QAction *>(QStringLiteral("actionEncounterSettings"))->trigger();

    QCOMPARE(shownDiagonals, 0); // "Ruleset default (alternating 5/10 ft)", shown as soon as pf2e is picked
    for (const QString &line : std::as_const(listed))
        QVERIFY2(question.contains(line.toHtmlEscaped()), qPrintable(question));
    if (!notListed.isEmpty())
        QVERIFY2(!question.contains(notListed), qPrintable(question));
    const Encounter &e = w.document()->encounter();
    QCOMPARE(diagonalsId(e.diagonals()), diagonals);
    QCOMPARE(bool(e.options.diagonals), diagonalsSet);
    if (!confirm) {
        QVERIFY(dialogStayed);
        QCOMPARE(e, before);
        QCOMPARE(w.document()->undoStack()->count(), steps);
        return;
    }
    QCOMPARE(e.ruleset, Ruleset::Pf2e);
    QCOMPARE(e.combat.combatant(pip)->dying, 1);
    QVERIFY(e.creature(pip)->has(QStringLiteral("unconscious")));
    QVERIFY2(InitiativeDock::hpText(e, pip).contains(QLatin1String("dying 1")), qPrintable(InitiativeDock::hpText(e, pip)));
    QVERIFY2(e.combat.log.back().text.startsWith(QLatin1String("Ruleset changed from D&D 5e (2014) to Pathfinder 2e")),
             qPrintable(e.combat.log.back().text));
    QVERIFY(e.combat.log.back().text.contains(QLatin1String("now dying 1")));
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);
    QVERIFY(w.document()->undoStack()->undoText().contains(QLatin1String("Pathfinder 2e")));
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->encounter(), before);
}

QTEST_MAIN(TestEncounterSettings)
#include "tst_encountersettings.moc"
