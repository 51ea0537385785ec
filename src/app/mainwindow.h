#pragma once

// The battle-map window: menus and toolbar from forms/mainwindow.ui, the map view, the
// docks, the files. Concerns with rooms of their own: the summary's
// print and export (controllers/summarycontroller.h), the help dialogs
// (controllers/helpdialogs.h), reading an imported map (controllers/mapimport.h), the
// interface language (controllers/languages.h), File → Open Recent (controllers/recentfiles.h).

#include "combat/combat.h"
#include "tools/placefreely.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>
#include <vector>

namespace Ui {
class MainWindow;
}

class QAction;
class QActionGroup;
class QComboBox;
class QDialog;
class QDockWidget;
class QLabel;
class QMenu;


namespace bm {

class CombatantDock;
class CombatLogDock;

class AreaDock;
class StatBlockDock;
class StealthActions;
class SummaryController;
class TableController;
class DragFrames;
class Languages;
class RecentFiles;
class AreaTool;
class AutoSaver;
class AttackCheckDock;
class CoverTool;
class CreatureActions;
class ForcedMoveActions;
class CreatureDock;
class Document;
class EraserTool;
class InitiativeDock;
class LegendDock;
class MapScene;
class MonsterLibraryDock;
class MapView;
class MoveTool;
class RulerTool;
class TerrainBrushTool;
class ToolManager;
class TurnPlanner;
class WallTool;
class LightTool;
class FogTool;
class PlayerWindow;
struct PlacementRepair;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    bool openFile(const QString &path);
    void openSample();
    Document *document() const { return m_document; }
    MapScene *scene() const { return m_scene; }
    MapView *view() const { return m_view; }
    MoveTool *moveTool() const { return m_moveTool; }
    RulerTool *rulerTool() const { return m_rulerTool; }
    PlayerWindow *playerWindow() const;
    void showPlayerView(); // View > Player View
    CoverTool *coverTool() const { return m_coverTool; }
    AreaTool *areaTool() const { return m_areaTool; }
    AreaDock *areaDock() const { return m_areaDock; }
    StatBlockDock *statBlockDock() const { return m_statBlockDock; }
    StealthActions *stealthActions() const { return m_stealthActions; }
    // "Damage All in Area…": the dialog (non-modal to the caller: open()), applied as one
    // undo step when accepted. Returns the dialog, or nullptr with no creature in the area.
    QDialog *damageAllInArea();
    QDialog *keepAreaOnMap(); // the template as an effect on the map
    InitiativeDock *initiativeDock() const { return m_initiativeDock; }
    CombatantDock *combatantDock() const { return m_combatantDock; }
    CombatLogDock *combatLogDock() const { return m_combatLogDock; }
    ToolManager *toolManager() const { return m_toolManager; }
    QString inspectorText() const;
    // Switch the interface language at once ("en", "de", "fr").
    void setLanguage(const QString &language);
    bool saveTo(const QString &path);
    // File → Import Map…: a Universal VTT map (.dd2vtt, .uvtt, .df2vtt) becomes a new,
    // untitled encounter (grid, walls, doors, background; no creatures, no fight), after the
    // "unsaved changes?" question for the open one, which is never changed. The file is read
    // and decoded off the GUI thread under a cancellable progress dialog. Returns false when
    // the file is refused (message box and status bar say why) or the import is cancelled.
    bool importMap(const QString &path);
    // A picture file becomes a creature's token art (one undo step); false, with the
    // reason in the status bar, when the file is refused.
    bool setTokenPicture(const QString &creatureId, const QString &path);
    // The test seam of File → Import Map…: what the action asks for instead of the file
    // dialog (an empty path cancels).
    void setImportFilePicker(std::function<QString()> picker) { m_importPicker = std::move(picker); }
    MonsterLibraryDock *monsterLibrary() const { return m_library; }
    AutoSaver *autoSaver() const { return m_autoSaver; }
    // File → Export Map as PNG without the file dialog (atomic; big maps get fewer
    // pixels a square, at most maxExportPixels in all).
    bool exportPngTo(const QString &path);
    void setMaxExportPixels(qint64 pixels) { m_maxExportPixels = pixels; }
    // At start-up: if sessions that crashed left unsaved changes, list them and offer to
    // restore the newest. Returns true if it was restored.
    bool offerRecovery();

    // The encounter summary: File → Print Summary, Export Summary, Page Setup.
    // The options are the last ones chosen in the options dialog (kept in QSettings).
    SummaryController *summaries() const { return m_summaries; }
    // RULES.md 15: Plan Turn and Plan the Round, drawn on the map and told in the Combatant panel.
    TurnPlanner *planner() const { return m_planner; }
    TableController *table() const { return m_table; }

protected:
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    std::unique_ptr<Ui::MainWindow> m_ui;
    Document *m_document;
    MapScene *m_scene;
    MapView *m_view;
    MoveTool *m_moveTool;
    RulerTool *m_rulerTool;
    CoverTool *m_coverTool;
    ToolManager *m_toolManager = nullptr;
    QComboBox *m_profiles = nullptr;
    QComboBox *m_moveModes = nullptr; // the drag's movement mode (toolbar)
    QLabel *m_rulesetLabel = nullptr; // status bar: the encounter's ruleset and grid
    AttackCheckDock *m_inspectorDock = nullptr;
    LegendDock *m_legendDock = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QString m_startHint; // the status bar's first message, retranslated while it shows
    std::unique_ptr<Languages> m_languages;
    RecentFiles *m_recentFiles = nullptr;
    // Map editing (setupEditing): tools, creature actions, the creature panel, the background.
    TerrainBrushTool *m_brushTool = nullptr;
    EraserTool *m_eraserTool = nullptr;
    WallTool *m_wallTool = nullptr;
    WallTool *m_doorTool = nullptr;
    LightTool *m_lightTool = nullptr;
    FogTool *m_fogTool = nullptr;
    QPointer<PlayerWindow> m_playerWindow;
    QAction *m_playerViewAction = nullptr;
    QAction *m_showFogAction = nullptr;
    QMenu *m_fogMenu = nullptr;
    QAction *m_revealAllAction = nullptr;
    QAction *m_resetExploredAction = nullptr;
    QAction *m_dynamicFogAction = nullptr;
    QComboBox *m_lightPresets = nullptr;
    QAction *m_lightPresetsAction = nullptr; // the combo's place on the toolbar
    CreatureActions *m_creatureActions = nullptr;
    StealthActions *m_stealthActions = nullptr;
    ForcedMoveActions *m_forcedMoves = nullptr;
    CreatureDock *m_creatureDock = nullptr;
    QComboBox *m_terrainKinds = nullptr;
    QString m_backgroundImage; // background.image of the image the ground shows
    // Universal VTT import and the monster library (setupLibrary).
    MonsterLibraryDock *m_library = nullptr;
    QAction *m_importMapAction = nullptr;
    QAction *m_objectsBlockAction = nullptr;
    std::function<QString()> m_importPicker;
    void setupLibrary();
    void importMapFromDialog();
    // The combat tracker (setupCombat): initiative, the combatant panel, the log.
    InitiativeDock *m_initiativeDock = nullptr;
    CombatantDock *m_combatantDock = nullptr;
    CombatLogDock *m_combatLogDock = nullptr;
    QAction *m_damageAction = nullptr;
    QAction *m_healAction = nullptr;
    std::vector<std::pair<combat::TurnAction, QAction *>> m_turnActions; // toolbar and Combat menu
    bool m_layoutPending = false;             // no saved layout: applied at the first show
    QAction *m_resetLayoutAction = nullptr; // View → Reset Layout: applyDefaultLayout()
    // Area templates (setupAreas): the tool, its panel, Damage All in Area.
    AreaTool *m_areaTool = nullptr;
    AreaDock *m_areaDock = nullptr;
    // The stat block and attacking from it (setupStatBlock).
    StatBlockDock *m_statBlockDock = nullptr;
    void setupStatBlock();
    void setupStealth();
    TurnPlanner *m_planner = nullptr;
    void setupPlanning();
    QAction *m_areaDamageAction = nullptr;
    QAction *m_keepAreaAction = nullptr;
    void setupAreas();

    AutoSaver *m_autoSaver = nullptr;
    qint64 m_maxExportPixels = 0; // 0: render::kMaxExportPixels
    QAction *m_autosaveAction = nullptr;
    // Edit → Place Freely With: the modifier a drag holds to place a token freely.
    QMenu *m_placeFreelyMenu = nullptr;
    QList<std::pair<PlaceFreely::Key, QAction *>> m_placeFreelyActions;
    void setupPlaceFreely();
    void retranslatePlaceFreely();
    SummaryController *m_summaries = nullptr;
    TableController *m_table = nullptr;
    DragFrames *m_dragFrames = nullptr;

    void setupActions();
    void setupTools();
    void setupDocks();
    void fitDockColumn(); // the right column as wide as its widest group of tab titles
    void applyDefaultLayout();
    void takeTurnAction(const QString &id, combat::TurnAction action);
    void updateTurnActions(); // enabled, visible and tooltips from the tracker's state
    void setupEditing();
    void setupLight();
    void setupPlayerView();
    void retranslatePlayerView();
    void followGmView();
    void fillLightPresets();
    void setupCombat();
    void connectPanels();
    void fillTerrainKinds();
    void setBackgroundImage();
    void calibrateBackground();
    void syncBackground();
    void showBackground(const QImage &image);
    void retranslate();
    void updateUndoTexts();
    void showStartHint();
    void updateTitle();
    void updateRulesetLabel(); // the status bar's ruleset and grid
    void reportRepairs(const QString &path, const std::vector<PlacementRepair> &repairs);
    bool maybeSave();
    void newEncounter();
    void editEncounterSettings();
    void open();
    bool save();
    bool saveAs();
    void exportPng();
    void chooseAutosaveInterval();
    void applyProfile(int index);
};

} // namespace bm
