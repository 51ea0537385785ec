// File → New and Map → Encounter Settings in the real window: the dialog filled by key
// clicks makes a pf2e 40x30 map; a settings change is one undo step; the status bar
// shows the ruleset.

#include "document.h"
#include "mainwindow.h"
#include "widgets/encountersettingsdialog.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace bm;

class TestEncounterSettings : public QObject
{
    Q_OBJECT

private slots:
    void newEncounterDialogByKeys();
    void settingsChangeIsOneUndoStep();
    void refusedSettingsKeepTheDialogOpen();

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

QTEST_MAIN(TestEncounterSettings)
#include "tst_encountersettings.moc"
