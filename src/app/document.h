#pragma once

// The go-between of the editor (STYLE.md habit 2): owns the encounter, the undo stack and
// the rules engine. Views listen to its signals; only undo commands change the model,
// through the mutators below, and "modified" is the undo stack's clean state.

#include "combat/dice.h"
#include "model/encounter.h"
#include "model/encounterchange.h"
#include "rules/fog.h"
#include "rules/movement.h"
#include "rules/placement.h"

#include <QHash>
#include <QObject>
#include <QRect>
#include <QUndoStack>

#include <memory>
#include <vector>

namespace bm {

class CoverMap;
class SightMap;

class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    const Encounter &encounter() const { return m_encounter; }
    QString filePath() const { return m_filePath; }
    QString displayName() const;
    bool isModified() const { return !m_undoStack.isClean(); }
    QUndoStack *undoStack() { return &m_undoStack; }

    // The engine answers for the encounter as it is now (rebuilt lazily after edits).
    MovementEngine &engine() { return *m_engine; }
    const CoverMap &coverMap();
    // RULES.md 12: light and sight, indexed once per map; each viewer's field is kept
    // until that creature moves or its senses change (the window asks on every drag step).
    const SightMap &sightMap();
    // The party's fog of war (rules/fog.h), kept in the encounter's "fog" object
    // once it is in use (the player view was opened, or the GM revealed or hid squares):
    // the explored squares grow as the party's creatures see more.
    const FogOfWar &fog() const { return m_fog; }
    bool fogInUse() const { return m_encounter.extra.contains(QLatin1String("fog")); }
    // In use from now on (not an undo step: nothing the GM made changes), also for the
    // encounters opened after this one: a players' screen open over File → Open keeps its fog.
    void startFog();
    // The fog as it would be with one creature elsewhere (a token being dragged).
    // `changed`: the squares where it may differ from fog() (FogOfWar::updateWith).
    // Shared, not copied: the players' screen, the seats and the GM's tint read the same one.
    std::shared_ptr<const FogOfWar> fogWith(const QString &creatureId, GridPoint position, QRect *changed = nullptr);
    // Changes whenever fog() may have (the fog made again, or any change announced): what
    // was drawn from an older fog is drawn again whole.
    int fogGeneration() const { return m_fogGeneration; }
    // The combat tracker's dice (seeded from the system at start; tests reseed them).
    Dice &dice() { return m_dice; }

    // Replace everything (new / open): clears the undo stack.
    void reset(Encounter encounter, const QString &filePath);
    // A creature whose space the file puts off the map is moved onto it (rules/placement.h,
    // readEncounterFileRepairing) rather than the file refused; `repairs` says who moved
    // where. Then the document is modified: the file on disk still holds the old places.
    bool load(const QString &path, QString *error, std::vector<PlacementRepair> *repairs = nullptr);
    // Replace everything with recovered unsaved changes to `filePath`: like reset(), but
    // modified (the file on disk does not hold them).
    void restoreUnsaved(Encounter encounter, const QString &filePath);
    bool save(const QString &path, QString *error); // atomic (QSaveFile)
    // The background picture is saved inside the file (a data: URI) so that the file travels
    // whole, unless the GM asked for a link (background.link, Map → Link Background Image)
    // or the picture is bigger than this: then the file names it by a relative path.
    static constexpr qint64 kMaxEmbeddedImageBytes = 48ll * 1024 * 1024;
    bool backgroundLinked() const;

    // Mutators for undo commands. Each announces what it changed (changed()).
    void setEncounter(const Encounter &encounter); // a whole snapshot: what differs is worked out
    // An edit's parts, redone or undone. `keepFog`: what the party explored since stays
    // explored (a move: a token's place never took the squares it showed).
    void applyDelta(const EncounterDelta &delta, bool forward, bool keepFog = false);

    // How many times the sight index was dropped for a change of the map
    // (walls, doors, terrain, lights, grid, options, areas) or a reset; for the tests.
    int sightGeneration() const { return m_sightGeneration; }
    // The undo steps kept (older ones are forgotten): each holds only what it changed, but a
    // long evening of brush strokes adds up.
    static constexpr int kUndoLimit = 500;

signals:
    void encounterReset();            // a different encounter: rebuild every view
    // Tiled's Document::changed(ChangeEvent): after every edit, undo and
    // redo, what changed (model/encounterchange.h). The signals below follow it, for
    // listeners that need no more: mapChanged when the map did, creaturesChanged for
    // anything but the fog alone, fogChanged when the fog was brought up to date.
    void changed(const bm::EncounterChange &change);
    void mapChanged();                // terrain, walls, doors, lights, grid, options, areas
    void creaturesChanged();          // creatures or the tracker (every change but the fog alone)
    void fogChanged();                // what the party sees may have changed (the fog was synced)
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

private:
    Encounter m_encounter;
    QString m_filePath;
    QUndoStack m_undoStack;
    std::unique_ptr<MovementEngine> m_engine;
    std::unique_ptr<CoverMap> m_coverMap;
    std::unique_ptr<SightMap> m_sightMap;
    Dice m_dice;
    FogOfWar m_fog;
    // The last few fogWith() answers, the newest last: the players' screen and the players'
    // devices ask for the same drag frame (DragFrames), and the GM's tint, which follows
    // every step, may ask for a newer square in between. Dropped whenever the fog is made
    // again (syncFog).
    struct FogWith {
        QString creature;
        GridPoint at;
        std::shared_ptr<const FogOfWar> fog;
        QRect changed; // where it may differ from m_fog
    };
    // Where each of the party's fields may see, as m_fog was made (SightMap::visibilityBounds):
    // a drag frame works out the fog again only there and where the dragged creature sees.
    QHash<QString, QRect> m_fogFields;
    int m_fogGeneration = 0;
    static constexpr std::size_t kFogWithKept = 4;
    std::vector<FogWith> m_fogWith;
    bool m_fogStarted = false; // startFog() was called: New and Open keep the fog going
    int m_sightGeneration = 0;

    void announce(const EncounterChange &change);
    void syncFog();
};

} // namespace bm
