#include "mainwindow.h"
#include "scene/lightitems.h"

#include "controllers/dragframes.h"
#include "controllers/helpdialogs.h"
#include "controllers/languages.h"
#include "controllers/recentfiles.h"
#include "controllers/mapimport.h"
#include "controllers/summarycontroller.h"
#include "controllers/tablecontroller.h"
#include "controllers/turnplanner.h"
#include "commands/combatcommands.h"

#include "ui_mainwindow.h"

#include "autosave.h"
#include "commands/encountercommands.h"
#include "commands/tokenpicture.h"
#include "document.h"
#include "model/encounterio.h"
#include "scene/mapitems.h"
#include "render/maprenderer.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "scene/overlayitems.h"
#include "tools/areatool.h"
#include "tools/covertool.h"
#include "tools/lighttool.h"
#include "tools/fogtool.h"
#include "scene/playerscene.h"
#include "widgets/playerwindow.h"
#include "tools/creatureactions.h"
#include "tools/forcedmove.h"
#include "tools/erasertool.h"
#include "tools/movetool.h"
#include "tools/rulertool.h"
#include "tools/stealthactions.h"
#include "tools/terrainbrushtool.h"
#include "tools/toolmanager.h"
#include "tools/walltool.h"
#include "widgets/areadamagedialog.h"
#include "widgets/attackcheckdock.h"
#include "widgets/keepareadialog.h"
#include "widgets/legenddock.h"
#include "widgets/areadock.h"
#include "widgets/statblockdock.h"
#include "widgets/calibrationdialog.h"
#include "widgets/combatantdock.h"
#include "widgets/creaturedock.h"
#include "widgets/monsterlibrarydock.h"
#include "interop/uvtt.h"
#include "model/mapedits.h"
#include "rules/placement.h"
#include "widgets/initiativedock.h"

#include "widgets/encountersettingsdialog.h"
#include "widgets/wheelguard.h"

#include <QActionGroup>
#include <QScrollBar>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QIcon>
#include <QToolBar>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImageReader>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QTabBar>
#include <QPushButton>
#include <QScreen>
#include <QPropertyAnimation>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace bm {

namespace {
const char *kSample = ":/samples/millbrook-ford.battlemap.json";
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_document(new Document(this))
    , m_scene(new MapScene(m_document, this))
    , m_view(new MapView(this))
    , m_moveTool(new MoveTool(this))
    , m_rulerTool(new RulerTool(this))
    , m_coverTool(new CoverTool(this))
    , m_autoSaver(new AutoSaver(m_document, this))
{
    m_languages = std::make_unique<Languages>();
    WheelGuard::install(); // the wheel scrolls the panels, not the numbers in them
    m_ui->setupUi(this);
    m_view->setScene(m_scene);
    connect(m_view, &MapView::zoomChanged, m_scene, &MapScene::setViewScale);
    m_ui->centralLayout->addWidget(m_view);
    setAcceptDrops(true);
    setupActions();
    setupDocks();
    setupEditing();
    setupLight();
    setupPlayerView();
    setupLibrary();
    setupCombat();
    setupAreas();
    setupStatBlock();
    setupStealth();
    setupPlanning();
    connectPanels();
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);
    m_rulesetLabel = new QLabel(this);
    m_rulesetLabel->setObjectName(QStringLiteral("rulesetLabel"));
    statusBar()->addPermanentWidget(m_rulesetLabel);
    connect(m_document, &Document::encounterReset, this, [this] {
        updateTitle();
        updateRulesetLabel();
        m_view->fitToMap();
    });
    connect(m_document, &Document::mapChanged, this, &MainWindow::updateRulesetLabel);
    connect(m_scene, &MapScene::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });
    connect(m_coverTool, &CoverTool::inspected, m_inspectorDock, &AttackCheckDock::inspect);
    // Another encounter: the tool forgets the pair it asked about even when it isn't active.
    connect(m_document, &Document::encounterReset, m_coverTool, &CoverTool::documentReset);
    // What a tool is for shows with it: the cover tool's report, the area's panel (its shape,
    // size and creatures), the light presets in the terrain picker's place.
    connect(m_toolManager, &ToolManager::selectedToolChanged, this, [this](AbstractTool *tool) {
        if (tool == m_coverTool) {
            m_inspectorDock->show();
            m_inspectorDock->raise();
        } else if (tool == m_areaTool) {
            m_areaDock->show();
            m_areaDock->raise();
        }
        m_lightPresetsAction->setVisible(tool == m_lightTool);
    });
    m_toolManager->selectTool(m_moveTool);
    applyProfile(m_profiles->currentIndex());

    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // First start: the form's size, but never larger than the screen (1280×720 laptops).
        if (const QScreen *s = screen())
            resize(size().boundedTo(s->availableGeometry().size()));
    }
    // The panels' places: the saved ones, or on a first start the default, laid out again
    // when the window is shown at its real size.
    applyDefaultLayout();
    m_layoutPending = !restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_recentFiles = new RecentFiles(m_ui->menuRecent, this);
    connect(m_recentFiles, &RecentFiles::openRequested, this, [this](const QString &path) {
        if (maybeSave())
            openFile(path);
    });
    updateTitle();
    showStartHint();
}

MainWindow::~MainWindow()
{
    // The document is a child: QObject deletes it after this destructor has run, and its
    // undo stack still signals while it clears. Nothing may reach this half-destroyed
    // window then (UBSan caught the undo text update doing so).
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
    // The map view's scroll bars move while the scene goes (the players' screen follows them).
    m_view->horizontalScrollBar()->disconnect(this);
    m_view->verticalScrollBar()->disconnect(this);
    m_view->disconnect(this);
    // The autosaver listens to the document, which QObject would delete first (it is the
    // older child): it goes now, removing this session's recovery file (a clean end).
    delete m_autoSaver;
    m_autoSaver = nullptr;
}

void MainWindow::setupActions()
{
    Ui::MainWindow &ui = *m_ui;
    ui.actionNew->setShortcut(QKeySequence::New);
    ui.actionOpen->setShortcut(QKeySequence::Open);
    ui.actionSave->setShortcut(QKeySequence::Save);
    ui.actionSaveAs->setShortcut(QKeySequence::SaveAs);
    ui.actionQuit->setShortcut(QKeySequence::Quit);
    ui.actionZoomIn->setShortcut(QKeySequence::ZoomIn);
    ui.actionZoomOut->setShortcut(QKeySequence::ZoomOut);
    // The toolbar's icons, drawn for the project as SVG (resources/icons/actions): sharp at
    // any pixel ratio. One row of icons leaves the map the window's height.
    const auto icon = [](const char *name) { return QIcon(QStringLiteral(":/icons/actions/%1.svg").arg(QLatin1String(name))); };
    ui.actionOpen->setIcon(icon("open"));
    ui.actionSave->setIcon(icon("save"));
    ui.actionDash->setIcon(icon("dash"));
    ui.actionDisengage->setIcon(icon("disengage"));
    ui.actionDodge->setIcon(icon("dodge"));
    ui.actionStandUp->setIcon(icon("stand"));
    ui.actionShowReach->setIcon(icon("reach"));
    ui.actionZoomIn->setIcon(icon("zoom-in"));
    ui.actionZoomOut->setIcon(icon("zoom-out"));
    ui.actionFit->setIcon(icon("fit"));
    ui.actionShowLighting->setIcon(icon("lighting"));
    for (QToolBar *bar : {ui.toolBar, ui.editToolBar}) {
        bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
        bar->setIconSize(QSize(22, 22));
    }
    connect(ui.actionNew, &QAction::triggered, this, &MainWindow::newEncounter);
    connect(ui.actionOpen, &QAction::triggered, this, &MainWindow::open);
    connect(ui.actionSave, &QAction::triggered, this, &MainWindow::save);
    connect(ui.actionSaveAs, &QAction::triggered, this, &MainWindow::saveAs);
    connect(ui.actionExportPng, &QAction::triggered, this, &MainWindow::exportPng);
    // The summary and the help have rooms of their own.
    m_summaries = new SummaryController(m_document, m_scene, this);
    connect(m_summaries, &SummaryController::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });
    ui.actionPrintSummary->setShortcut(QKeySequence::Print);
    connect(ui.actionPageSetup, &QAction::triggered, m_summaries, &SummaryController::pageSetup);
    connect(ui.actionPrintSummary, &QAction::triggered, m_summaries, &SummaryController::printSummary);
    connect(ui.actionExportSummaryPdf, &QAction::triggered, m_summaries, [this] { m_summaries->exportSummary(print::SummaryFormat::Pdf); });
    connect(ui.actionExportSummaryHtml, &QAction::triggered, m_summaries, [this] { m_summaries->exportSummary(print::SummaryFormat::Html); });
    connect(ui.actionExportSummaryMarkdown, &QAction::triggered, m_summaries,
            [this] { m_summaries->exportSummary(print::SummaryFormat::Markdown); });
    auto *help = new HelpDialogs(this);
    m_table = new TableController(m_document, this, ui.menuHelp->menuAction());
    m_dragFrames = new DragFrames(this);
    connect(m_table, &TableController::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });
    connect(m_table, &TableController::pinged, this, [this](GridPoint square, const QString &by) {
        // A player points at a square: a ring that fades in six seconds, then goes.
        auto *item = new PingItem(square, by);
        m_scene->addItem(item);
        auto *fade = new QPropertyAnimation(item, "fade", item);
        fade->setDuration(6000);
        fade->setStartValue(1.0);
        fade->setEndValue(0.0);
        connect(fade, &QPropertyAnimation::finished, item, &QObject::deleteLater);
        fade->start();
    });
    connect(ui.actionQuit, &QAction::triggered, this, &QWidget::close);
    m_autosaveAction = new QAction(this);
    m_autosaveAction->setObjectName(QStringLiteral("actionAutosaveInterval"));
    ui.menuFile->insertAction(ui.actionQuit, m_autosaveAction);
    ui.menuFile->insertSeparator(ui.actionQuit);
    connect(m_autosaveAction, &QAction::triggered, this, &MainWindow::chooseAutosaveInterval);
    connect(ui.actionZoomIn, &QAction::triggered, m_view, &MapView::zoomIn);
    connect(ui.actionZoomOut, &QAction::triggered, m_view, &MapView::zoomOut);
    connect(ui.actionFit, &QAction::triggered, m_view, &MapView::fitToMap);
    connect(ui.actionAbout, &QAction::triggered, help, &HelpDialogs::about);
    connect(ui.actionEncounterSettings, &QAction::triggered, this, &MainWindow::editEncounterSettings);
    connect(ui.actionAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(ui.actionUserGuide, &QAction::triggered, help, &HelpDialogs::showUserGuide);
    connect(ui.actionKeyboardShortcuts, &QAction::triggered, help, &HelpDialogs::showKeyboardShortcuts);
    connect(ui.actionShowReach, &QAction::toggled, m_moveTool, &MoveTool::setShowReach);
    // Tab selects the next creature only while the map has the focus: in a form field Tab
    // moves to the next field, as everywhere else. The action stays in the menu.
    ui.actionNextCreature->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(ui.actionNextCreature);
    // Elevation (RULES.md 10): PgUp / PgDn move the selected creature 5 ft, one
    // undo step each; the ruler, reach and attack checks read it in 3-D.
    for (auto [action, step] : {std::pair{ui.actionRaise, 5.0}, std::pair{ui.actionLower, -5.0}}) {
        connect(action, &QAction::triggered, this, [this, step = step] {
            const Encounter &e = m_document->encounter();
            const Creature *c = e.creature(m_scene->selectedCreature());
            if (!c) {
                statusBar()->showMessage(tr("Select a creature first"));
                return;
            }
            Encounter after = e;
            Creature &moved = after.creatures[std::size_t(after.creatureIndex(c->id))];
            moved.elevation += step;
            const QString text = tr("%1 at %2 ft").arg(c->name).arg(moved.elevation);
            m_document->undoStack()->push(new EditEncounterCommand(m_document, e, after, text));
            statusBar()->showMessage(text);
            m_moveTool->documentChanged();
        });
    }
    connect(ui.actionNextCreature, &QAction::triggered, this, [this] {
        const auto &cs = m_document->encounter().creatures;
        if (cs.empty())
            return;
        int i = m_document->encounter().creatureIndex(m_scene->selectedCreature());
        m_scene->selectCreature(cs[std::size_t((i + 1) % int(cs.size()))].id);
        m_moveTool->documentChanged();
    });

    // Our own undo and redo actions rather than QUndoStack::createUndoAction(): those keep
    // the text format of the language they were made in, so they stayed English after a switch.
    QUndoStack *stack = m_document->undoStack();
    m_undoAction = ui.menuEdit->addAction(QString());
    m_undoAction->setObjectName(QStringLiteral("actionUndo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(stack->canUndo());
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redoAction = ui.menuEdit->addAction(QString());
    m_redoAction->setObjectName(QStringLiteral("actionRedo"));
    // Ctrl+Y as well as the platform's Redo (Ctrl+Shift+Z on Linux): what Windows and
    // most editors taught GMs.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    m_redoAction->setShortcuts(redoKeys);
    m_redoAction->setEnabled(stack->canRedo());
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    setupPlaceFreely();

    setupTools();

    // The movement mode of a drag: each creature's best speed, or the GM's pick.
    m_moveModes = new QComboBox(this);
    m_moveModes->setObjectName(QStringLiteral("moveModeCombo"));
    m_moveModes->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    ui.toolBar->insertWidget(ui.actionZoomIn, m_moveModes);
    ui.toolBar->insertSeparator(ui.actionZoomIn);
    connect(m_moveModes, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant mode = m_moveModes->currentData();
        m_moveTool->setModeChoice(mode.isValid() ? std::optional(MoveMode(mode.toInt())) : std::nullopt);
    });

    m_profiles = new QComboBox(this);
    m_profiles->setObjectName(QStringLiteral("profileCombo"));
    m_profiles->setToolTip(tr("Attack profile for the ruler and the cover inspector"));
    ui.toolBar->addSeparator();
    ui.toolBar->addWidget(m_profiles);
    connect(m_profiles, &QComboBox::currentIndexChanged, this, &MainWindow::applyProfile);

    auto *languages = new QActionGroup(this);
    for (const QString &code : Languages::spoken()) {
        QAction *a = ui.menuLanguage->addAction(Languages::nativeName(code));
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == QLatin1String("en"));
        languages->addAction(a);
    }
    connect(languages, &QActionGroup::triggered, this, [this](QAction *a) { setLanguage(a->data().toString()); });
    retranslate();
}

// The map's tools: each carries its id, name, icon, shortcut and status tip; the
// ToolManager makes its action, puts it in the Map menu and on a toolbar, and activates it.
void MainWindow::setupTools()
{
    Ui::MainWindow &ui = *m_ui;
    m_toolManager = new ToolManager(m_scene, this);
    connect(m_toolManager, &ToolManager::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });
    m_areaTool = new AreaTool(this);
    m_brushTool = new TerrainBrushTool(this);
    m_eraserTool = new EraserTool(this);
    m_wallTool = new WallTool(WallTool::Draws::Walls, this);
    m_doorTool = new WallTool(WallTool::Draws::Doors, this);
    m_lightTool = new LightTool(this);
    m_fogTool = new FogTool(this);
    QAction *const settings = ui.actionEncounterSettings; // the Map menu's tools come before it
    for (AbstractTool *t : {static_cast<AbstractTool *>(m_moveTool), static_cast<AbstractTool *>(m_rulerTool),
                            static_cast<AbstractTool *>(m_coverTool), static_cast<AbstractTool *>(m_areaTool)})
        m_toolManager->registerTool(t, {ui.menuMap, settings, ui.toolBar, ui.actionDash});
    ui.toolBar->insertSeparator(ui.actionDash);
    ui.menuMap->insertSeparator(settings);
    for (AbstractTool *t : {static_cast<AbstractTool *>(m_brushTool), static_cast<AbstractTool *>(m_eraserTool)})
        m_toolManager->registerTool(t, {ui.menuMap, settings, ui.editToolBar, nullptr});
    ui.menuMap->insertAction(settings, ui.actionErasePickedOnly);
    for (AbstractTool *t : {static_cast<AbstractTool *>(m_wallTool), static_cast<AbstractTool *>(m_doorTool),
                            static_cast<AbstractTool *>(m_lightTool)})
        m_toolManager->registerTool(t, {ui.menuMap, settings, ui.editToolBar, nullptr});
    ui.menuMap->insertSeparator(settings);
    // Map → Fog of War (its other actions: setupPlayerView) starts with the fog tool.
    m_fogMenu = new QMenu(this);
    m_fogMenu->setObjectName(QStringLiteral("menuFog"));
    ui.menuMap->insertMenu(settings, m_fogMenu);
    m_toolManager->registerTool(m_fogTool, {m_fogMenu, nullptr, nullptr, nullptr});
}

void MainWindow::setupDocks()
{
    m_inspectorDock = new AttackCheckDock(m_document, this);

    m_legendDock = new LegendDock(m_document, this);
    m_ui->menuView->addSeparator();
    m_ui->menuView->addAction(m_inspectorDock->toggleViewAction());
    m_ui->menuView->addAction(m_legendDock->toggleViewAction());
    // A panel opened or closed in the lower group: the column fits its tab titles again.
    for (QDockWidget *d : {static_cast<QDockWidget *>(m_legendDock), static_cast<QDockWidget *>(m_areaDock)})
        if (d)
            connect(d->toggleViewAction(), &QAction::toggled, this, [this] { QTimer::singleShot(0, this, &MainWindow::fitDockColumn); });
    retranslate();
}

void MainWindow::applyDefaultLayout()
{
    // Map first (DECISIONS.md, "Window layout"): every panel in one column on the right,
    // in two tab groups, so the map keeps the rest of the window. Top: the initiative order
    // the monster library and the log; bottom: what the GM reads and edits about one
    // creature, and the attack check. The legend (read once) waits closed in the bottom
    // group: View → Legend opens it there. Three tabs a group keep their titles readable
    // in German and French at 1280 px.
    const QList<QDockWidget *> top{m_initiativeDock, m_library, m_combatLogDock};
    const QList<QDockWidget *> bottom{m_combatantDock, m_creatureDock, m_statBlockDock, m_inspectorDock, m_legendDock, m_areaDock};
    // Only the two group heads are added to the area; the others join them as tabs (seven
    // panels stacked first would add up their minimum heights and push the window off a
    // 720-px screen).
    for (QDockWidget *d : top + bottom)
        d->setFloating(false);
    addDockWidget(Qt::RightDockWidgetArea, top.front());
    addDockWidget(Qt::RightDockWidgetArea, bottom.front());
    splitDockWidget(top.front(), bottom.front(), Qt::Vertical);
    for (const QList<QDockWidget *> &group : {top, bottom})
        for (qsizetype i = 1; i < group.size(); ++i)
            tabifyDockWidget(group.front(), group[i]);
    for (QDockWidget *d : top + bottom)
        d->setVisible(d != m_legendDock && (d != m_areaDock || m_scene->tool() == m_areaTool));
    const bool fighting = m_document->encounter().combat.active;
    (fighting ? static_cast<QDockWidget *>(m_initiativeDock) : static_cast<QDockWidget *>(m_library))->raise();
    (fighting ? static_cast<QDockWidget *>(m_combatantDock) : static_cast<QDockWidget *>(m_creatureDock))->raise();
    fitDockColumn();
    resizeDocks({m_initiativeDock, m_combatantDock}, {45, 55}, Qt::Vertical);
}

void MainWindow::fitDockColumn()
{
    if (!m_initiativeDock || !m_combatantDock)
        return;
    // Wide enough for every tab title of either group (in the language shown), so that no
    // tab hides behind the tab bar's scroll arrows; at most 40% of the window.
    const QFontMetrics fm(font());
    int widest = 0;
    for (const QList<QDockWidget *> &group : {QList<QDockWidget *>{m_initiativeDock, m_library, m_combatLogDock},
                                              QList<QDockWidget *>{m_combatantDock, m_creatureDock, m_statBlockDock, m_inspectorDock,
                                                                   m_legendDock, m_areaDock}}) {
        int total = 0;
        for (const QDockWidget *d : group)
            if (d && d->toggleViewAction()->isChecked()) // open (its tab shows), whichever tab is raised
                total += fm.horizontalAdvance(d->windowTitle()) + style()->pixelMetric(QStyle::PM_TabBarTabHSpace) + 4;
        widest = std::max(widest, total);
    }
    const int column = std::clamp(std::max(width() * 28 / 100, widest + 16), 300, std::max(300, width() * 40 / 100));
    resizeDocks({m_initiativeDock}, {column}, Qt::Horizontal);
}

void MainWindow::setupEditing()
{
    Ui::MainWindow &ui = *m_ui;
    // The terrain picker: what the brush paints, and what "Erase Picked Type Only" erases.
    m_terrainKinds = new QComboBox(this);
    m_terrainKinds->setObjectName(QStringLiteral("terrainKindCombo"));
    ui.editToolBar->addWidget(m_terrainKinds);
    fillTerrainKinds();
    const auto applyKind = [this] {
        const auto kind = TerrainKind::fromId(m_terrainKinds->currentData().toString());
        if (kind)
            m_brushTool->setKind(*kind);
        m_eraserTool->setOnly(m_ui->actionErasePickedOnly->isChecked() ? kind : std::nullopt);
    };
    connect(m_terrainKinds, &QComboBox::currentIndexChanged, this, applyKind);
    connect(ui.actionErasePickedOnly, &QAction::toggled, this, applyKind);
    applyKind();

    m_creatureActions = new CreatureActions(m_document, m_scene, m_view, ui.actionAddCreature, ui.actionDuplicateCreature,
                                            ui.actionDeleteCreature, this);
    connect(m_creatureActions, &CreatureActions::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text); });
    // RULES.md 14.5, 14.6: Shove, Grapple, Release and Tumble Through on the token's menu.
    m_forcedMoves = new ForcedMoveActions(m_document, m_scene, m_moveTool, this);
    m_creatureActions->addTokenMenuBlock([this](QMenu *menu, const QString &id) { m_forcedMoves->addToMenu(menu, id); });
    connect(m_forcedMoves, &ForcedMoveActions::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });

    m_creatureDock = new CreatureDock(m_document, this);
    m_ui->menuView->addAction(m_creatureDock->toggleViewAction());
    connect(m_scene, &MapScene::selectedCreatureChanged, m_creatureDock, &CreatureDock::setCreature);
    connect(m_creatureDock, &CreatureDock::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text); });

    connect(ui.actionSetBackground, &QAction::triggered, this, &MainWindow::setBackgroundImage);
    // Saved files carry their picture unless the GM links it.
    connect(ui.actionLinkBackground, &QAction::triggered, this, [this](bool link) {
        const Encounter &before = m_document->encounter();
        if (before.background.value(QLatin1String("link")).toBool() == link)
            return;
        Encounter after = before;
        if (link)
            after.background[QStringLiteral("link")] = true;
        else
            after.background.remove(QStringLiteral("link"));
        m_document->undoStack()->push(new EditEncounterCommand(m_document, before, after,
                                                               link ? tr("Link the background image") : tr("Embed the background image")));
    });
    const auto showLink = [this] {
        const Encounter &e = m_document->encounter();
        m_ui->actionLinkBackground->setChecked(e.background.value(QLatin1String("link")).toBool());
        m_ui->actionLinkBackground->setEnabled(e.background.contains(QLatin1String("image")));
    };
    connect(m_document, &Document::encounterReset, this, showLink);
    connect(m_document, &Document::mapChanged, this, showLink);
    showLink();
    connect(ui.actionCalibrateBackground, &QAction::triggered, this, &MainWindow::calibrateBackground);
    // Undo and redo of a background change swap the image under the grid too.
    connect(m_document, &Document::mapChanged, this, &MainWindow::syncBackground);
    connect(m_document, &Document::encounterReset, this, [this] {
        m_backgroundImage = m_document->encounter().background.value(QLatin1String("image")).toString();
    });
}

// Light and sight (RULES.md 12): the Light tool with its presets, the lighting
// overlay, and Esc ending "what does it see".
void MainWindow::setupLight()
{
    Ui::MainWindow &ui = *m_ui;
    // The presets take the terrain picker's place while the Light tool is active: one row
    // of tools still fits a 1280-px window.
    m_lightPresets = new QComboBox(this);
    m_lightPresets->setObjectName(QStringLiteral("lightPresetCombo"));
    // As wide as about 18 characters (the list shows the whole names): in German the
    // longest preset would push the combo off a 1280-px toolbar (seen in a real X run).
    m_lightPresets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_lightPresets->setMinimumContentsLength(18);
    m_lightPresetsAction = ui.editToolBar->addWidget(m_lightPresets);
    m_lightPresetsAction->setVisible(false);
    connect(m_lightPresetsAction, &QAction::visibleChanged, this, [this] {
        for (QAction *a : m_ui->editToolBar->actions())
            if (m_ui->editToolBar->widgetForAction(a) == m_terrainKinds)
                a->setVisible(!m_lightPresetsAction->isVisible());
    });
    fillLightPresets();
    connect(m_lightPresets, &QComboBox::currentIndexChanged, this, [this](int i) {
        const QList<LightTool::Preset> presets = LightTool::presets();
        if (i >= 0 && i < presets.size())
            m_lightTool->setPreset(presets[i].bright, presets[i].dim);
    });
    connect(ui.actionShowLighting, &QAction::toggled, m_scene, &MapScene::setLightingShown);
}

void MainWindow::fillLightPresets()
{
    if (!m_lightPresets)
        return;
    const int current = std::max(0, m_lightPresets->currentIndex());
    QSignalBlocker block(m_lightPresets);
    m_lightPresets->clear();
    for (const LightTool::Preset &p : LightTool::presets())
        m_lightPresets->addItem(LightTool::presetName(p));
    m_lightPresets->setCurrentIndex(current);
    m_lightPresets->setToolTip(tr("What a click with the Light tool places"));
}

// The players' screen: View > Player View opens it, View > Show Fog of War tints
// the GM's map with what the players see, Map > Fog of War holds the GM's overrides.
void MainWindow::setupPlayerView()
{
    Ui::MainWindow &ui = *m_ui;
    m_playerViewAction = new QAction(this);
    m_playerViewAction->setObjectName(QStringLiteral("actionPlayerView"));
    m_playerViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_playerViewAction, &QAction::triggered, this, &MainWindow::showPlayerView);
    m_showFogAction = new QAction(this);
    m_showFogAction->setObjectName(QStringLiteral("actionShowFog"));
    m_showFogAction->setCheckable(true);
    connect(m_showFogAction, &QAction::toggled, m_scene, &MapScene::setFogShown);
    ui.menuView->insertAction(ui.actionShowLighting, m_showFogAction);
    ui.menuView->insertAction(m_showFogAction, m_playerViewAction);
    ui.menuView->removeAction(ui.actionShowLighting);
    ui.menuView->insertAction(m_showFogAction, ui.actionShowLighting);

    m_revealAllAction = m_fogMenu->addAction(QString(), this, [this] {
        m_document->startFog();
        pushFogEdit(m_document, FogEdit::RevealAll);
    });
    m_revealAllAction->setObjectName(QStringLiteral("actionRevealAll"));
    m_resetExploredAction = m_fogMenu->addAction(QString(), this, [this] {
        m_document->startFog();
        pushFogEdit(m_document, FogEdit::ResetExplored);
    });
    m_resetExploredAction->setObjectName(QStringLiteral("actionResetExplored"));
    m_fogMenu->addSeparator();
    m_dynamicFogAction = m_fogMenu->addAction(QString());
    m_dynamicFogAction->setObjectName(QStringLiteral("actionDynamicFog"));
    m_dynamicFogAction->setCheckable(true);
    m_dynamicFogAction->setChecked(true);
    connect(m_dynamicFogAction, &QAction::triggered, this, [this](bool on) {
        m_document->startFog();
        pushFogEdit(m_document, on ? FogEdit::Dynamic : FogEdit::Manual);
    });
    connect(m_document, &Document::fogChanged, this, [this] { m_dynamicFogAction->setChecked(m_document->fog().dynamic()); });
    connect(m_document, &Document::encounterReset, this, [this] { m_dynamicFogAction->setChecked(m_document->fog().dynamic()); });

    // The players' screen follows the GM's: zoom and scroll.
    connect(m_view, &MapView::zoomChanged, this, &MainWindow::followGmView);
    connect(m_view->horizontalScrollBar(), &QScrollBar::valueChanged, this, &MainWindow::followGmView);
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &MainWindow::followGmView);
    // The players' screen and the players' devices follow the GM's drag by the same frames:
    // the dragged creature's field is worked out once a frame for both.
    connect(m_moveTool, &MoveTool::dragOver, m_dragFrames, &DragFrames::step);
    connect(m_moveTool, &MoveTool::dragEnded, m_dragFrames, &DragFrames::end);
    connect(m_dragFrames, &DragFrames::frame, this, [this](const QString &id, GridPoint at) {
        if (m_playerWindow)
            m_playerWindow->scene()->previewMove(id, at);
        m_table->previewMove(id, at); // the players' devices see it go
    });
    connect(m_dragFrames, &DragFrames::ended, this, [this] {
        if (m_playerWindow)
            m_playerWindow->scene()->endPreview();
        m_table->endPreview();
    });
    retranslatePlayerView();
}

PlayerWindow *MainWindow::playerWindow() const
{
    return m_playerWindow.data();
}

void MainWindow::showPlayerView()
{
    m_document->startFog();
    const bool first = !m_playerWindow;
    if (first) {
        m_playerWindow = new PlayerWindow(m_document, m_scene, this);
        m_playerWindow->setAttribute(Qt::WA_DeleteOnClose);
        m_playerWindow->scene()->ground()->setBackground(m_scene->ground()->background());
        m_playerWindow->placeBeside(this); // on the players' screen, else beside this one
    }
    m_playerWindow->show();
    if (first)
        m_playerWindow->placeBeside(this); // again with the frame the window manager gave it
    m_playerWindow->raise();
    followGmView();
}

void MainWindow::followGmView()
{
    if (m_playerWindow)
        m_playerWindow->followRect(m_view->mapToScene(m_view->viewport()->rect()).boundingRect());
}

void MainWindow::retranslatePlayerView()
{
    if (!m_playerViewAction)
        return;
    m_playerViewAction->setText(tr("&Player View"));
    m_playerViewAction->setStatusTip(tr("Open the players' screen: the map and what the party sees, for a second screen or a projector"));
    m_showFogAction->setText(tr("Show Fog of &War"));
    m_showFogAction->setStatusTip(tr("Tint the squares the players don't see (darker: never seen; lighter: seen before)"));
    m_fogMenu->setTitle(tr("&Fog of War"));
    m_revealAllAction->setText(tr("Reveal &All"));
    m_resetExploredAction->setText(tr("Reset &Explored Squares"));
    m_resetExploredAction->setStatusTip(tr("Forget what the party has seen before; what it sees now stays"));
    m_dynamicFogAction->setText(tr("&Dynamic Fog (from Sight)"));
    m_dynamicFogAction->setStatusTip(tr("On: the players see what the party's creatures see; off: only what you reveal"));
}

void MainWindow::setupLibrary()
{
    m_importMapAction = new QAction(this);
    m_importMapAction->setObjectName(QStringLiteral("actionImportMap"));
    m_importMapAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    m_objectsBlockAction = new QAction(this);
    m_objectsBlockAction->setObjectName(QStringLiteral("actionImportObjectsBlockMovement"));
    m_objectsBlockAction->setCheckable(true);
    m_objectsBlockAction->setChecked(QSettings().value(QStringLiteral("import/objectsBlockMovement"), false).toBool());
    m_ui->menuFile->insertAction(m_ui->actionSetBackground, m_importMapAction);
    m_ui->menuFile->insertAction(m_ui->actionSetBackground, m_objectsBlockAction);
    connect(m_importMapAction, &QAction::triggered, this, &MainWindow::importMapFromDialog);
    connect(m_objectsBlockAction, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(QStringLiteral("import/objectsBlockMovement"), on); });

    m_library = new MonsterLibraryDock(m_document, m_scene, m_view, this);
    m_ui->menuView->addAction(m_library->toggleViewAction());
    connect(m_library, &MonsterLibraryDock::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });
    retranslate();
}

void MainWindow::importMapFromDialog()
{
    const QString path = m_importPicker ? m_importPicker()
                                        : QFileDialog::getOpenFileName(this, tr("Import Map"), QString(),
                                                                       tr("Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt)"));
    if (!path.isEmpty())
        importMap(path);
}

bool MainWindow::importMap(const QString &path)
{
    // An imported map is a new encounter, as File → New makes one: the open encounter is
    // saved or let go first (the "unsaved changes?" question), never changed. Merging the
    // map into it kept its creatures, its fight and its file, so Save overwrote it.
    if (!maybeSave()) {
        statusBar()->showMessage(tr("Import cancelled; the open encounter is unchanged"));
        return false;
    }
    UvttImportOptions options;
    options.objectsBlockMovement = m_objectsBlockAction->isChecked();
    const ImportedMap outcome = MapImport::read(path, options, this);
    if (outcome.cancelled) {
        statusBar()->showMessage(tr("Import cancelled; the map is unchanged"));
        return false;
    }
    if (!outcome.result.ok() || outcome.image.isNull()) {
        const QString error = outcome.result.ok() ? QFileInfo(path).fileName() + QStringLiteral(": ") + outcome.imageNote
                                                  : outcome.result.error;
        QMessageBox::warning(this, tr("Can't import map"), error);
        statusBar()->showMessage(error);
        return false;
    }
    const UvttMap &map = outcome.result.map;
    // A new, untitled encounter named after the map, in the GM's game (as File → New).
    Encounter imported;
    imported.name = QFileInfo(path).completeBaseName();
    imported.ruleset = m_document->encounter().ruleset;
    // The image travels inside the encounter as a data: URI (DECISIONS.md): nothing is
    // written until the user saves.
    applyUvttMap(imported, map, outcome.dataUri);
    m_backgroundImage = outcome.dataUri; // syncBackground: the ground gets this image below
    m_document->reset(std::move(imported), QString());
    // Not on disk yet: closing asks to save it, and Save asks where.
    m_document->undoStack()->resetClean();
    showBackground(outcome.image);
    m_view->fitToMap();
    QString message = tr("Imported %1: %2 x %3 squares, %n wall(s)", nullptr, map.sightWalls + map.objectWalls)
                          .arg(QFileInfo(path).fileName())
                          .arg(map.width)
                          .arg(map.height);
    message += QLatin1String(", ") + tr("%n door(s)", nullptr, map.doors);
    if (!map.warnings.isEmpty())
        message += QLatin1String("; ") + map.warnings.join(QLatin1String("; "));
    if (!outcome.imageNote.isEmpty())
        message += QLatin1String("; ") + outcome.imageNote;
    statusBar()->showMessage(message);
    return true;
}


void MainWindow::setupCombat()
{
    m_initiativeDock = new InitiativeDock(m_document, this);
    m_combatantDock = new CombatantDock(m_document, this);
    m_combatLogDock = new CombatLogDock(m_document, this);
    // The log shares its place with the monster library: the library while preparing, the
    // log once the fight starts.
    connect(m_initiativeDock->startAction(), &QAction::triggered, this, [this] {
        m_initiativeDock->raise(); // the fight's panels come to the front
        m_combatantDock->raise();
    });

    // Turn actions: the creature whose turn it is takes them, one click, one
    // undo step, as the tracker allows (greyed with the reason otherwise).
    m_turnActions = {{combat::TurnAction::Dash, m_ui->actionDash},           {combat::TurnAction::Disengage, m_ui->actionDisengage},
                     {combat::TurnAction::Dodge, m_ui->actionDodge},         {combat::TurnAction::StandUp, m_ui->actionStandUp},
                     {combat::TurnAction::Help, m_ui->actionHelp},           {combat::TurnAction::Ready, m_ui->actionReady},
                     {combat::TurnAction::DropProne, m_ui->actionDropProne}};
    for (const auto &[action, qaction] : m_turnActions) {
        const combat::TurnAction a = action;
        connect(qaction, &QAction::triggered, this, [this, a] { takeTurnAction(m_document->encounter().combat.turn, a); });
    }
    for (auto signal : {&Document::creaturesChanged, &Document::mapChanged, &Document::encounterReset})
        connect(m_document, signal, this, &MainWindow::updateTurnActions);

    QMenu *menu = m_ui->menuCombat;
    menu->addSeparator();
    menu->addAction(m_initiativeDock->startAction());
    menu->addAction(m_initiativeDock->endAction());
    menu->addAction(m_initiativeDock->nextAction());
    menu->addAction(m_initiativeDock->previousAction());
    menu->addAction(m_initiativeDock->delayAction());
    menu->addSeparator();
    m_damageAction = menu->addAction(QString());
    m_damageAction->setObjectName(QStringLiteral("actionDamage"));
    m_damageAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_D));
    m_healAction = menu->addAction(QString());
    m_healAction->setObjectName(QStringLiteral("actionHeal"));
    m_healAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_H));
    connect(m_damageAction, &QAction::triggered, m_combatantDock, &CombatantDock::applyDamage);
    connect(m_healAction, &QAction::triggered, m_combatantDock, &CombatantDock::applyHealing);
    m_ui->menuView->addAction(m_initiativeDock->toggleViewAction());
    m_ui->menuView->addAction(m_combatantDock->toggleViewAction());
    m_ui->menuView->addAction(m_combatLogDock->toggleViewAction());
    m_resetLayoutAction = m_ui->menuView->addAction(QString());
    m_resetLayoutAction->setObjectName(QStringLiteral("actionResetLayout"));
    connect(m_resetLayoutAction, &QAction::triggered, this, &MainWindow::applyDefaultLayout);

    connect(m_scene, &MapScene::selectedCreatureChanged, m_combatantDock, &CombatantDock::setCreature);
    connect(m_initiativeDock, &InitiativeDock::creatureActivated, this, [this](const QString &id) {
        m_scene->selectCreature(id);
        m_combatantDock->setCreature(id);
        m_moveTool->documentChanged(); // the reach overlay shows what is left of this turn
    });
    const auto show = [this](const QString &text) { statusBar()->showMessage(text); };
    connect(m_initiativeDock, &InitiativeDock::statusMessage, this, show);
    connect(m_combatantDock, &CombatantDock::statusMessage, this, show);
    retranslate();
}

void MainWindow::setupAreas()
{
    // The area template tool and its panel (closed until the tool is picked; it
    // waits in the bottom tab group like the legend), and Damage All in Area in the Combat
    // menu, the panel's button, its list's context menu and the map's.
    m_areaDamageAction = new QAction(this);
    m_areaDamageAction->setObjectName(QStringLiteral("actionDamageAllInArea"));
    m_areaDamageAction->setEnabled(false);
    m_ui->menuCombat->insertAction(m_healAction, m_areaDamageAction);
    connect(m_areaDamageAction, &QAction::triggered, this, &MainWindow::damageAllInArea);
    m_creatureActions->addMapAction(m_areaDamageAction); // the map's context menu too
    // … and Keep Area on Map: the template becomes an effect on the map (a Fog Cloud).
    m_keepAreaAction = new QAction(this);
    m_keepAreaAction->setObjectName(QStringLiteral("actionKeepAreaOnMap"));
    m_keepAreaAction->setEnabled(false);
    m_ui->menuCombat->insertAction(m_healAction, m_keepAreaAction);
    connect(m_keepAreaAction, &QAction::triggered, this, &MainWindow::keepAreaOnMap);
    m_creatureActions->addMapAction(m_keepAreaAction);
    m_areaDock = new AreaDock(m_document, m_areaTool, m_areaDamageAction, m_keepAreaAction, this);
    connect(m_areaDock->toggleViewAction(), &QAction::toggled, this, [this] { QTimer::singleShot(0, this, &MainWindow::fitDockColumn); });
    m_ui->menuView->insertAction(m_resetLayoutAction, m_areaDock->toggleViewAction());
    connect(m_areaDock, &AreaDock::creatureActivated, this, [this](const QString &id) { m_scene->selectCreature(id); });
    retranslate();
}

void MainWindow::setupStatBlock()
{
    // The selected creature's stat block; its attacks (and the token's menu →
    // Attack) are rolled against the target clicked next. The panel keeps its own logic.
    m_statBlockDock = new StatBlockDock(m_document, m_scene, this);
    m_ui->menuView->insertAction(m_resetLayoutAction, m_statBlockDock->toggleViewAction());
    connect(m_creatureActions, &CreatureActions::attackRequested, m_statBlockDock, &StatBlockDock::attackWith);
    connect(m_creatureActions, &CreatureActions::multiattackRequested, m_statBlockDock, &StatBlockDock::startMultiattack);
    connect(m_statBlockDock, &StatBlockDock::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });
}

void MainWindow::setupStealth()
{
    // RULES.md 14: Hide, Search or Seek, Reveal from the token's menu and the Combatant panel.
    m_stealthActions = new StealthActions(m_document, m_scene, this, this);
    m_creatureActions->setStealthActions(m_stealthActions);
    connect(m_stealthActions, &StealthActions::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });
    connect(m_combatantDock, &CombatantDock::hideRequested, m_stealthActions, &StealthActions::askHide);
    connect(m_combatantDock, &CombatantDock::searchRequested, m_stealthActions, &StealthActions::search);
    connect(m_combatantDock, &CombatantDock::seekRequested, m_stealthActions, &StealthActions::beginSeek);
    connect(m_combatantDock, &CombatantDock::seekAroundRequested, m_stealthActions,
            [this](const QString &id) { m_stealthActions->seek(id, std::nullopt); });
    connect(m_combatantDock, &CombatantDock::revealRequested, m_stealthActions, &StealthActions::reveal);
}

void MainWindow::setupPlanning()
{
    // RULES.md 15: the plan of the creature whose turn it is (P, the toolbar, the Combat
    // menu) or of any creature with attacks (its token's menu); the round's hostiles (Shift+P).
    m_planner = new TurnPlanner(m_document, m_scene, m_combatantDock, m_statBlockDock, this);
    connect(m_planner, &TurnPlanner::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });
    m_ui->toolBar->insertAction(m_ui->actionShowReach, m_planner->planTurnAction());
    QAction *start = m_initiativeDock->startAction();
    m_ui->menuCombat->insertAction(start, m_planner->planTurnAction());
    m_ui->menuCombat->insertAction(start, m_planner->planRoundAction());
    for (QAction *a : {m_planner->doItAction(), m_planner->otherOptionsAction(), m_planner->skipAction()})
        m_ui->menuCombat->insertAction(start, a);
    m_ui->menuCombat->insertSeparator(start);
    m_creatureActions->addTokenMenuBlock([this](QMenu *menu, const QString &id) { m_planner->addToMenu(menu, id); });
    // Esc: after the tool's gesture and the sight shade, the plan on the map.
    m_view->addEscapeStep([this] { return m_planner->dismiss(); });
    // P, Shift+P, Return, O and S while the map has the focus, as Tab: a letter typed into a
    // panel's field or a list's keyboard search ("piercing" in a damage type list) stays
    // that panel's.
    for (QAction *a : {m_planner->planTurnAction(), m_planner->planRoundAction(), m_planner->doItAction(),
                       m_planner->otherOptionsAction(), m_planner->skipAction()}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(a);
    }
}

QDialog *MainWindow::damageAllInArea()
{
    const QStringList ids = m_areaTool->creatures();
    if (ids.isEmpty()) {
        statusBar()->showMessage(tr("No creature in the area: place an area template first (Map → Area Template)"));
        return nullptr;
    }
    // The creatures in the `area` query's order and the point cover is measured from
    // (RULES.md 13.2, 13.5).
    combat::AreaTargets targets = combat::areaTargets(m_document->encounter(), m_areaTool->area());
    if (targets.problem)
        targets.creatures = ids;
    auto *dialog = new AreaDamageDialog(m_document, targets, m_areaTool->describe(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const combat::AreaDamage area = dialog->area();
        Dice &dice = m_document->dice();
        pushCombatEdit(m_document, tr("Damage all in area"), [&](Encounter &e) { combat::applyAreaDamage(e, dice, area); });
        statusBar()->showMessage(tr("Damage dealt to %n creature(s) in the area", nullptr, int(area.rows.size())));
    });
    dialog->open();
    return dialog;
}

QDialog *MainWindow::keepAreaOnMap()
{
    if (!m_areaTool->hasTemplate()) {
        statusBar()->showMessage(tr("Place an area template first (Map → Area Template)"));
        return nullptr;
    }
    auto *dialog = new KeepAreaDialog(m_document, m_areaTool->describe(), m_areaDock->currentPreset(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const Effect effect = dialog->effect();
        const AreaOfEffect area = m_areaTool->area();
        AreaProblem problem;
        pushCombatEdit(m_document, tr("Keep %1 on the map").arg(effect.name),
                       [&](Encounter &e) { problem = combat::placeArea(e, effect, area); });
        if (problem) {
            statusBar()->showMessage(tr("Can't keep the area on the map: %1").arg(AreaTool::refusalText(problem)));
            return;
        }
        m_areaTool->clearTemplate(); // the effect's own outline shows it from now on
        statusBar()->showMessage(tr("%1 is on the map").arg(effect.name));
    });
    dialog->open();
    return dialog;
}

void MainWindow::connectPanels()
{
    // The map's selection, the initiative row and the combatant panel agree.
    connect(m_scene, &MapScene::selectedCreatureChanged, m_initiativeDock, &InitiativeDock::selectCreature);
}

void MainWindow::takeTurnAction(const QString &id, combat::TurnAction action)
{
    const Creature *c = m_document->encounter().creature(id);
    const QString problem = c ? pushTurnAction(m_document, id, action) : tr("Combat has not started: no creature's turn");
    statusBar()->showMessage(problem.isEmpty() ? tr("%1 takes %2").arg(c->name, combat::turnActionName(action)) : problem);
    m_moveTool->documentChanged(); // the reach overlay shows what the action changed
    updateTurnActions();
}

void MainWindow::updateTurnActions()
{
    const Encounter &e = m_document->encounter();
    const QList<combat::TurnAction> offered = combat::turnActionsFor(e.ruleset);
    const Creature *current = e.combat.active ? e.creature(e.combat.turn) : nullptr;
    for (const auto &[action, qaction] : m_turnActions) {
        qaction->setText(combat::turnActionName(action));
        qaction->setVisible(offered.contains(action));
        const QString problem = current ? wordLogMessage(combat::turnActionProblem(e, current->id, action), &e) : tr("Combat has not started");
        qaction->setEnabled(problem.isEmpty());
        const QString tip = current && problem.isEmpty() ? tr("%1 takes %2").arg(current->name, combat::turnActionName(action))
                                                         : tr("%1: %2").arg(combat::turnActionName(action), problem);
        qaction->setToolTip(tip);
        qaction->setStatusTip(tip);
    }
}

void MainWindow::fillTerrainKinds()
{
    if (!m_terrainKinds)
        return;
    const QString current = m_terrainKinds->currentData().toString();
    const QSignalBlocker block(m_terrainKinds);
    m_terrainKinds->clear();
    for (const TerrainKind &k : TerrainKind::all())
        m_terrainKinds->addItem(k.label(), k.id());
    m_terrainKinds->setCurrentIndex(std::max(0, m_terrainKinds->findData(current)));
    m_terrainKinds->setToolTip(tr("What the terrain brush paints"));
}

void MainWindow::setBackgroundImage()
{
    const QString file = m_document->filePath();
    const QString dir = file.startsWith(QLatin1Char(':')) ? QString() : QFileInfo(file).path();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Set Background Image"), dir, CalibrationDialog::imageFileFilter());
    if (path.isEmpty())
        return;
    // The header only: huge images are downscaled on loading.
    if (const QString problem = render::imageProblem(path); !problem.isEmpty()) {
        QMessageBox::warning(this, tr("Can't use this image"), problem);
        return;
    }
    CalibrationDialog::setImage(m_document, path);
    if (!m_scene->ground()->background().isNull())
        calibrateBackground(); // a new image needs aligning; Cancel keeps it stretched over the map
}

void MainWindow::calibrateBackground()
{
    const QImage image = m_scene->ground()->background();
    if (image.isNull()) {
        statusBar()->showMessage(tr("There is no background image to calibrate: File → Set Background Image… first"));
        return;
    }
    CalibrationDialog dialog(image, m_document->encounter(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const Encounter before = m_document->encounter();
    if (CalibrationDialog::apply(m_document, dialog.calibration(), image.deviceIndependentSize(), &error)) {
        const Encounter &e = m_document->encounter();
        statusBar()->showMessage(e.width != before.width || e.height != before.height
                                     ? tr("Background calibrated: %1 pixels per square; the map is now %2 x %3 squares")
                                           .arg(dialog.calibration().pixelsPerSquare)
                                           .arg(e.width)
                                           .arg(e.height)
                                     : tr("Background calibrated: %1 pixels per square").arg(dialog.calibration().pixelsPerSquare));
        m_view->fitToMap();
    } else if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Can't fit the grid to the image"), error);
        statusBar()->showMessage(error);
    }
}

// The background on the GM's map and on the players' screen alike (the
// players' screen kept the previous encounter's picture after File → Open).
void MainWindow::showBackground(const QImage &image)
{
    m_scene->ground()->setBackground(image);
    if (m_playerWindow)
        m_playerWindow->scene()->ground()->setBackground(image);
    if (m_table)
        m_table->setBackground(image); // the players' devices: cut to what the party explored
}

void MainWindow::syncBackground()
{
    const QString image = m_document->encounter().background.value(QLatin1String("image")).toString();
    if (image == m_backgroundImage)
        return; // only the calibration changed: the ground item reads it when it paints
    m_backgroundImage = image;
    QString error;
    showBackground(render::loadBackground(m_document->encounter(), m_document->filePath(), &error));
    if (!error.isEmpty())
        statusBar()->showMessage(error);
}

void MainWindow::setupPlaceFreely()
{
    // Alt-drag is what many window managers take for moving windows: the GM may pick
    // another modifier for the move tool's free placement, remembered between sessions.
    m_placeFreelyMenu = new QMenu(this);
    m_placeFreelyMenu->setObjectName(QStringLiteral("menuPlaceFreely"));
    m_ui->menuEdit->addSeparator();
    m_ui->menuEdit->addMenu(m_placeFreelyMenu);
    auto *group = new QActionGroup(this);
    group->setExclusive(true);
    const PlaceFreely::Key current = PlaceFreely::current();
    m_moveTool->setPlaceFreely(current);
    for (PlaceFreely::Key k : PlaceFreely::all()) {
        QAction *a = m_placeFreelyMenu->addAction(QString());
        a->setObjectName(QStringLiteral("actionPlaceFreely_%1").arg(PlaceFreely::id(k)));
        a->setCheckable(true);
        a->setChecked(k == current);
        group->addAction(a);
        m_placeFreelyActions.append({k, a});
        connect(a, &QAction::triggered, this, [this, k] {
            PlaceFreely::setCurrent(k);
            m_moveTool->setPlaceFreely(k);
            retranslatePlaceFreely();
            statusBar()->showMessage(tr("%1+drag places a token freely").arg(PlaceFreely::keyText(k)));
        });
    }
    retranslatePlaceFreely();
}

void MainWindow::retranslatePlaceFreely()
{
    if (!m_placeFreelyMenu)
        return;
    m_placeFreelyMenu->setTitle(tr("Place &Freely With"));
    for (const auto &[k, a] : std::as_const(m_placeFreelyActions)) {
        a->setText(tr("%1+drag", "the modifier held while dragging a token").arg(PlaceFreely::keyText(k)));
        a->setStatusTip(tr("Hold %1 while dragging a token to place it anywhere on the map (the GM's override)")
                            .arg(PlaceFreely::keyText(k)));
    }
}

void MainWindow::retranslate()
{
    m_toolManager->languageChanged();
    retranslatePlaceFreely();
    if (m_planner)
        m_planner->retranslate();
    if (m_table)
        m_table->retranslate();
    if (m_autosaveAction) {
        m_autosaveAction->setText(tr("Autosave Interva&l…"));
        m_autosaveAction->setStatusTip(tr("How often unsaved changes are kept in a recovery file"));
    }
    if (m_moveModes) {
        const int current = std::max(0, m_moveModes->currentIndex());
        QSignalBlocker block(m_moveModes);
        m_moveModes->clear();
        m_moveModes->addItem(QIcon(QStringLiteral(":/icons/actions/move.svg")), tr("Best speed"));
        for (MoveMode m : {MoveMode::Walk, MoveMode::Fly, MoveMode::Swim, MoveMode::Climb, MoveMode::Burrow})
            m_moveModes->addItem(QIcon(QStringLiteral(":/icons/actions/%1.svg").arg(moveModeId(m))), moveModeDisplayName(m), int(m));
        m_moveModes->setCurrentIndex(current);
        m_moveModes->setToolTip(tr("How dragged creatures move: each one's best speed (flying when it flies), or the mode picked here. "
                                   "Hold Ctrl while dragging to fly instead of walking, or to land."));
    }
    if (m_profiles) {
        const int current = std::max(0, m_profiles->currentIndex());
        QSignalBlocker block(m_profiles);
        m_profiles->clear();
        for (const AttackProfile &p : RulerTool::standardProfiles())
            m_profiles->addItem(p.label);
        m_profiles->setCurrentIndex(current);
    }
    fillTerrainKinds();
    fillLightPresets();
    retranslatePlayerView();
    if (m_importMapAction) {
        m_importMapAction->setText(tr("&Import Map…"));
        m_importMapAction->setStatusTip(tr("Open a Universal VTT map (Dungeondraft, DungeonFog, Dungeon Alchemist) as a new encounter: image, grid, walls and doors"));
        m_objectsBlockAction->setText(tr("Imported Object Outlines Block Movement"));
        m_objectsBlockAction->setStatusTip(tr("Object outlines of imported maps block movement as well as sight"));
    }
    if (m_resetLayoutAction) {
        m_resetLayoutAction->setText(tr("Reset La&yout"));
        m_resetLayoutAction->setStatusTip(tr("Put every panel back in its place beside the map"));
    }
    if (m_damageAction) {
        m_damageAction->setText(tr("Dama&ge"));
        m_damageAction->setStatusTip(tr("Deal the amount in the combatant panel to its creature (or to the one whose turn it is)"));
        m_healAction->setText(tr("&Heal"));
        m_healAction->setStatusTip(tr("Heal the creature in the combatant panel by its amount"));
    }
    if (m_areaDamageAction) {
        m_areaDamageAction->setText(tr("Damage All in &Area…"));
        m_keepAreaAction->setText(tr("&Keep Area on Map…"));
        m_keepAreaAction->setStatusTip(tr("The area template stays on the map as an effect with a duration and the terrain it carries"));
        m_areaDamageAction->setStatusTip(tr("Roll the area's damage once; each creature in the template saves and takes its share"));
    }
    updateTurnActions();
    updateUndoTexts();
    if (!m_startHint.isEmpty() && statusBar()->currentMessage() == m_startHint)
        showStartHint(); // still showing: in the new language
    m_scene->refreshTokens();       // the tokens' tooltips
    m_coverTool->documentChanged(); // the status line of the cover tool (the panel retranslates itself)
    updateRulesetLabel();
    updateTitle();
}

void MainWindow::showStartHint()
{
    m_startHint = tr("Drag a token to move it; the path, its cost and any opportunity attacks show as you drag.");
    statusBar()->showMessage(m_startHint);
}

void MainWindow::updateUndoTexts()
{
    if (!m_undoAction)
        return;
    const QUndoStack *stack = m_document->undoStack();
    m_undoAction->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
    m_redoAction->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
}

void MainWindow::applyProfile(int index)
{
    const QList<AttackProfile> profiles = RulerTool::standardProfiles();
    if (index < 0 || index >= profiles.size())
        return;
    const AttackProfile &p = profiles[index];
    m_rulerTool->setProfile(p);
    m_coverTool->setProfile(p.melee, p.normal, p.longRange);
}

void MainWindow::updateRulesetLabel()
{
    if (!m_rulesetLabel)
        return;
    const Encounter &e = m_document->encounter();
    m_rulesetLabel->setText(tr("%1 · %2×%3 squares of %4 ft")
                                .arg(rulesetDisplayName(e.ruleset))
                                .arg(e.width)
                                .arg(e.height)
                                .arg(e.squareFeet));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Battlemap").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

QString MainWindow::inspectorText() const
{
    return m_inspectorDock->text();
}

bool MainWindow::openFile(const QString &path)
{
    QString error;
    std::vector<PlacementRepair> repairs;
    if (!m_document->load(path, &error, &repairs)) {
        QMessageBox::warning(this, tr("Can't open encounter"), tr("%1\n\n%2").arg(QDir::toNativeSeparators(path), error));
        statusBar()->showMessage(error.startsWith(path) ? error : tr("Can't open %1: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    QString bgError;
    const QImage bg = render::loadBackground(m_document->encounter(), path, &bgError);
    showBackground(bg);
    if (!bgError.isEmpty())
        statusBar()->showMessage(bgError);
    if (!path.startsWith(QLatin1Char(':')))
        m_recentFiles->add(path);
    if (!repairs.empty())
        reportRepairs(path, repairs);
    return true;
}

// Creatures the file put off the map, moved onto it as it opened (Document::load): the GM
// is told who moved from where to where and why (what validate says of the file), and the
// first of them is selected, so the move is seen before the next save keeps it.
void MainWindow::reportRepairs(const QString &path, const std::vector<PlacementRepair> &repairs)
{
    const Encounter &e = m_document->encounter();
    QStringList moved;
    QStringList details;
    for (const PlacementRepair &r : repairs) {
        const Creature *c = e.creature(r.id);
        const QString name = c ? c->name : r.id;
        moved << tr("%1 to %2, %3").arg(name).arg(r.to.x).arg(r.to.y);
        details << tr("%1 moved from %2, %3 to %4, %5. The file says: %6")
                       .arg(name)
                       .arg(r.from.x)
                       .arg(r.from.y)
                       .arg(r.to.x)
                       .arg(r.to.y)
                       .arg(r.problem.text());
    }
    m_scene->selectCreature(repairs.front().id);
    statusBar()->showMessage(tr("Moved onto the map (the file put them over its edge): %1").arg(moved.join(QLatin1String("; "))));
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Creatures moved onto the map"),
                                tr("%n creature(s) in %1 stood partly or wholly off the map. Each was moved to the nearest "
                                   "free place where it fits; nothing else changed. Save to keep the new places.",
                                   nullptr, int(repairs.size()))
                                    .arg(QFileInfo(path).fileName()),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("placementRepairs"));
    box->setInformativeText(details.join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    // Not exec(): the window shows behind it with the move selected. Opened from the event
    // loop, so that at start-up (a file named on the command line) it comes after the window.
    QTimer::singleShot(0, box, [box] { box->open(); });
}

void MainWindow::openSample()
{
    openFile(QString::fromLatin1(kSample));
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"),
                                              tr("%1 has unsaved changes. Save them?").arg(m_document->displayName()),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newEncounter()
{
    if (!maybeSave())
        return;
    Encounter blank;
    blank.name = tr("New encounter");
    blank.ruleset = m_document->encounter().ruleset; // a GM's next map is most likely in the same game
    blank.width = 30;
    blank.height = 20;
    EncounterSettingsDialog dialog(blank, this);
    dialog.setWindowTitle(tr("New Encounter"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_document->reset(dialog.result(), QString());
    showBackground(QImage());
}

void MainWindow::editEncounterSettings()
{
    const Encounter &e = m_document->encounter();
    EncounterSettingsDialog dialog(e, this);
    if (dialog.exec() != QDialog::Accepted || mapedit::settingsOf(dialog.result()) == mapedit::settingsOf(e))
        return;
    const QString text = dialog.result().ruleset != e.ruleset ? tr("Switch the ruleset to %1").arg(rulesetDisplayName(dialog.result().ruleset))
                                                              : tr("Change encounter settings");
    m_document->undoStack()->push(new EditEncounterCommand(m_document, e, dialog.result(), text));
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Encounter"), QString(),
                                                      tr("Battlemap encounters (*.battlemap.json *.json)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::saveTo(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        QMessageBox::warning(this, tr("Can't save"), error);
        return false;
    }
    m_recentFiles->add(path);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool MainWindow::save()
{
    const QString path = m_document->filePath();
    if (path.isEmpty() || path.startsWith(QLatin1Char(':'))) // new, or the bundled sample
        return saveAs();
    return saveTo(path);
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Encounter"), m_document->displayName(),
                                                tr("Battlemap encounters (*.battlemap.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".battlemap.json");
    return saveTo(path);
}

void MainWindow::exportPng()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Map"), QString(), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    exportPngTo(path);
}

bool MainWindow::exportPngTo(const QString &path)
{
    constexpr double kPixelsPerSquare = 70;
    double used = kPixelsPerSquare;
    const QImage image = m_scene->renderImage(kPixelsPerSquare, m_maxExportPixels > 0 ? m_maxExportPixels : render::kMaxExportPixels, &used);
    QString error;
    if (!render::saveImage(image, path, "png", &error)) {
        QMessageBox::warning(this, tr("Can't export"), error);
        return false;
    }
    if (used < kPixelsPerSquare)
        statusBar()->showMessage(tr("Exported %1 at %2 pixels a square (%3x%4 pixels): the map is too big for %5")
                                     .arg(QDir::toNativeSeparators(path))
                                     .arg(used)
                                     .arg(image.width())
                                     .arg(image.height())
                                     .arg(kPixelsPerSquare));
    else
        statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::chooseAutosaveInterval()
{
    bool ok = false;
    const int seconds = QInputDialog::getInt(this, tr("Autosave"),
                                             tr("Keep unsaved changes in a recovery file every … seconds (0: never):"),
                                             m_autoSaver->intervalSeconds(), 0, 24 * 3600, 10, &ok);
    if (!ok)
        return;
    m_autoSaver->setIntervalSeconds(seconds);
    statusBar()->showMessage(seconds > 0 ? tr("Autosave every %n second(s)", nullptr, seconds) : tr("Autosave is off"));
}

bool MainWindow::offerRecovery()
{
    const QList<Recovery> found = AutoSaver::leftBehind();
    if (found.isEmpty())
        return false;
    QStringList lines;
    for (const Recovery &r : found) {
        const QString where = r.originalPath.isEmpty() ? tr("never saved") : QDir::toNativeSeparators(r.originalPath);
        lines << tr("• %1 (%2), autosaved %3").arg(r.name, where, QLocale().toString(r.savedAt, QLocale::ShortFormat));
    }
    QMessageBox box(QMessageBox::Warning, tr("Restore unsaved changes?"),
                    tr("Battlemap did not close properly last time. Unsaved changes were kept for:\n\n%1\n\n"
                       "Restore the newest? Discard deletes the recovery files.")
                        .arg(lines.join(QLatin1Char('\n'))),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("recoveryBox"));
    QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    box.exec();
    bool restored = false;
    if (box.clickedButton() == restore) {
        Encounter e;
        QString original;
        QString error;
        if (AutoSaver::readRecovery(found.first().file, &e, &original, &error)) {
            m_document->restoreUnsaved(std::move(e), original);
            QString bgError;
            showBackground(render::loadBackground(m_document->encounter(), original, &bgError));
            m_backgroundImage = m_document->encounter().background.value(QLatin1String("image")).toString();
            statusBar()->showMessage(tr("Restored unsaved changes: save them to keep them"));
            restored = true;
        } else {
            QMessageBox::warning(this, tr("Can't restore"), error);
        }
    }
    // Restored: that file is now this session's; older ones stay for the next start.
    // Discarded: all of them go.
    for (const Recovery &r : found) {
        if (!restored || r.file == found.first().file)
            AutoSaver::remove(r);
    }
    if (restored)
        m_autoSaver->autosave(); // this session keeps them until they are saved
    return restored;
}

void MainWindow::setLanguage(const QString &language)
{
    m_languages->apply(language);
    for (QAction *a : m_ui->menuLanguage->actions())
        a->setChecked(a->data().toString() == language);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslate();
        m_scene->retranslate();
        QTimer::singleShot(0, this, &MainWindow::fitDockColumn); // once the panels have their new titles
    }
    QMainWindow::changeEvent(event);
}

bool MainWindow::event(QEvent *event)
{
    // The tabs of the docks grouped on the right never cut their titles
    // ("Kre…", "Lege…" in German at 1280 px): six tabs that don't fit scroll instead.
    // QMainWindow makes these tab bars itself, as panels are tabified.
    if (event->type() == QEvent::ChildPolished) {
        if (auto *tabs = qobject_cast<QTabBar *>(static_cast<QChildEvent *>(event)->child())) {
            tabs->setElideMode(Qt::ElideNone);
            tabs->setUsesScrollButtons(true);
        }
    }
    return QMainWindow::event(event);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_layoutPending) {
        m_layoutPending = false;
        applyDefaultLayout();
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    m_autoSaver->discard(); // a clean exit: saved or discarded on purpose
    event->accept();
}

bool MainWindow::setTokenPicture(const QString &creatureId, const QString &path)
{
    const QString problem = pushTokenPicture(m_document, creatureId, path);
    if (!problem.isEmpty()) {
        statusBar()->showMessage(tr("Can't use this picture for a token: %1").arg(problem));
        return false;
    }
    const Creature *c = m_document->encounter().creature(creatureId);
    statusBar()->showMessage(tr("%1 has a new token picture (Undo brings the old one back)").arg(c ? c->name : creatureId));
    return true;
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    const QString path = urls.first().toLocalFile();
    if (path.endsWith(QLatin1String(".json"))) {
        if (maybeSave())
            openFile(path);
        return;
    }
    // A Universal VTT map (Dungeondraft, DungeonFog, Dungeon Alchemist): File → Import Map.
    static const QStringList uvtt{QStringLiteral("dd2vtt"), QStringLiteral("uvtt"), QStringLiteral("df2vtt")};
    if (uvtt.contains(QFileInfo(path).suffix().toLower())) {
        event->acceptProposedAction();
        importMap(path);
        return;
    }
    // A picture on a token: the token's art.
    const QPoint inView = m_view->viewport()->mapFrom(this, event->position().toPoint());
    if (m_view->viewport()->rect().contains(inView)) {
        QString picture;
        const QString id = m_view->pictureDropTarget(event->mimeData(), inView, &picture);
        if (!id.isEmpty()) {
            event->acceptProposedAction();
            setTokenPicture(id, picture);
            return;
        }
    }
    // An image: it becomes the background, as one undo step. Only its header is read here
    // (a huge image is downscaled when the ground loads it, render::loadBackground).
    if (const QString problem = render::imageProblem(path); !problem.isEmpty()) {
        statusBar()->showMessage(tr("Not an encounter, and not an image Battlemap can read: %1").arg(problem));
        return;
    }
    // The same edit as File → Set Background Image (relative path, old calibration dropped);
    // syncBackground() puts the image under the grid.
    CalibrationDialog::setImage(m_document, path);
    event->acceptProposedAction();
}

} // namespace bm
