#include "document.h"

#include "rules/cover.h"
#include "rules/sight.h"
#include "model/encounterio.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

namespace bm {

namespace {

// ENCOUNTER_FORMAT.md background.image: in the file a path relative to the file (or a
// data: URI). In memory the window keeps it absolute, so the undo stack's snapshots mean
// the same picture whichever folder the encounter is saved to next (Save As to
// another folder lost a relative background).
QString absoluteImagePath(const QString &image, const QString &encounterPath)
{
    if (image.isEmpty() || image.startsWith(QLatin1String("data:")) || encounterPath.isEmpty() || QFileInfo(image).isAbsolute())
        return image;
    return QDir::cleanPath(QFileInfo(encounterPath).absoluteDir().filePath(image));
}

// The picture file as a data: URI; empty when it can't be read.
QString embedded(const QString &image)
{
    QFile f(image);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString suffix = QFileInfo(image).suffix().toLower();
    const QString mime = suffix == QLatin1String("svg")   ? QStringLiteral("image/svg+xml")
                       : suffix == QLatin1String("jpg") || suffix == QLatin1String("jpeg") ? QStringLiteral("image/jpeg")
                       : QStringLiteral("image/") + suffix;
    return QStringLiteral("data:%1;base64,").arg(mime) + QString::fromLatin1(f.readAll().toBase64());
}

// A saved encounter is whole: its picture goes into the file unless the GM
// links it (background.link) or it is too big to travel inside a file the reader accepts.
QString storedImagePath(const QString &image, const QString &encounterPath, bool link)
{
    if (image.isEmpty() || image.startsWith(QLatin1String("data:")))
        return image;
    if (image.startsWith(QLatin1Char(':'))) {
        // A picture inside the program (the bundled sample's map): the saved file carries
        // it, there is no folder it could be next to.
        const QString data = embedded(image);
        return data.isEmpty() ? image : data;
    }
    const QFileInfo file(QFileInfo(encounterPath).absoluteDir(), image);
    if (!link && file.exists() && file.size() <= Document::kMaxEmbeddedImageBytes)
        if (const QString data = embedded(file.absoluteFilePath()); !data.isEmpty())
            return data;
    if (!QFileInfo(image).isAbsolute())
        return image;
    return QFileInfo(encounterPath).absoluteDir().relativeFilePath(image);
}

} // namespace

Document::Document(QObject *parent)
    : QObject(parent)
    , m_engine(std::make_unique<MovementEngine>(m_encounter))
    , m_dice(QRandomGenerator::system()->generate64())
{
    m_undoStack.setUndoLimit(kUndoLimit);
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document() = default;

QString Document::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return m_encounter.name.isEmpty() ? tr("Untitled encounter") : m_encounter.name;
}

const CoverMap &Document::coverMap()
{
    if (!m_coverMap)
        m_coverMap = std::make_unique<CoverMap>(m_encounter);
    return *m_coverMap;
}

const SightMap &Document::sightMap()
{
    if (!m_sightMap)
        m_sightMap = std::make_unique<SightMap>(m_encounter);
    return *m_sightMap;
}

void Document::reset(Encounter encounter, const QString &filePath)
{
    m_undoStack.clear();
    // QUndoStack::clear() returns early on an empty stack, keeping a resetClean() (a repaired
    // or imported encounter that was never changed): the new encounter starts unmodified.
    m_undoStack.setClean();
    m_encounter = std::move(encounter);
    m_filePath = filePath;
    // The players' screen showed only the party on black after File →
    // Open: the new encounter had no fog of its own, so none was computed.
    if (m_fogStarted && !fogInUse())
        m_encounter.extra[QStringLiteral("fog")] = QJsonObject{}; // dynamic, nothing explored yet
    if (m_encounter.background.contains(QLatin1String("image")))
        m_encounter.background[QStringLiteral("image")] =
            absoluteImagePath(m_encounter.background.value(QLatin1String("image")).toString(), filePath);
    m_engine->invalidate();
    m_coverMap.reset();
    m_sightMap.reset();
    ++m_sightGeneration;
    syncFog();
    emit encounterReset();
    emit filePathChanged(m_filePath);
    emit modifiedChanged(false);
}

void Document::restoreUnsaved(Encounter encounter, const QString &filePath)
{
    reset(std::move(encounter), filePath);
    m_undoStack.resetClean(); // no state of the stack is the saved file any more
}

bool Document::load(const QString &path, QString *error, std::vector<PlacementRepair> *repairs)
{
    RepairedRead r = readEncounterFileRepairing(path);
    if (!r.read.ok()) {
        if (error)
            *error = r.read.errors.front().text();
        return false;
    }
    reset(std::move(r.read.encounter), path);
    if (!r.repairs.empty())
        m_undoStack.resetClean(); // the file on disk still puts them off the map
    if (repairs)
        *repairs = std::move(r.repairs);
    return true;
}

bool Document::backgroundLinked() const
{
    const QJsonObject &bg = m_encounter.background;
    if (bg.value(QLatin1String("link")).toBool())
        return true;
    const QString image = bg.value(QLatin1String("image")).toString();
    if (image.isEmpty() || image.startsWith(QLatin1String("data:")) || image.startsWith(QLatin1Char(':')))
        return false;
    const QFileInfo file(image);
    return file.exists() && file.size() > kMaxEmbeddedImageBytes;
}

bool Document::save(const QString &path, QString *error)
{
    // Paths relative to where the file goes (Save As to another folder keeps the picture).
    Encounter stored = m_encounter;
    if (stored.background.contains(QLatin1String("image")))
        stored.background[QStringLiteral("image")] =
            storedImagePath(stored.background.value(QLatin1String("image")).toString(), path, backgroundLinked());
    if (!saveEncounterFile(stored, path, error))
        return false;
    m_filePath = path;
    m_undoStack.setClean();
    emit filePathChanged(m_filePath);
    return true;
}

void Document::setEncounter(const Encounter &encounter)
{
    const EncounterChange change = encounterChange(m_encounter, encounter);
    m_encounter = encounter;
    announce(change);
}

void Document::applyDelta(const EncounterDelta &delta, bool forward, bool keepFog)
{
    EncounterChange change = delta.change();
    // The fog the document grew since (syncFog) goes back with the step (say so), unless
    // the step keeps it.
    const QJsonValue fog = m_encounter.extra.value(QLatin1String("fog"));
    delta.apply(m_encounter, forward);
    if (keepFog && !fog.isUndefined())
        m_encounter.extra.insert(QStringLiteral("fog"), fog);
    if (m_encounter.extra.value(QLatin1String("fog")) != fog)
        change.kinds |= EncounterChange::Fog;
    announce(change);
}

void Document::announce(const EncounterChange &change)
{
    if (change.isEmpty())
        return;
    ++m_fogGeneration;
    // The sight index follows the map only: creatures may move and change freely under it
    // (SightMap keeps a field per viewer until that viewer changes). The movement engine
    // keeps its terrain grid unless the map changed; its searches start over for any change
    // of the creatures or the tracker (who blocks, who is dead, the turn's budget).
    if (change.mapChanged()) {
        m_engine->invalidate();
        if (m_sightMap)
            m_sightMap->invalidate();
        ++m_sightGeneration;
    } else if (change.touches(EncounterChange::kCreatureKinds | EncounterChange::Combat)) {
        m_engine->invalidateCreatures();
    }
    if (change.touches(EncounterChange::kMapKinds | EncounterChange::kCreatureKinds))
        m_coverMap.reset();
    m_fogWith.clear();
    const bool sight = change.sightMayChange();
    if (sight)
        syncFog(); // a hit point, a turn or the log: the party sees what it saw
    if (change.mapChanged())
        emit mapChanged();
    emit changed(change);
    if (change.kinds & ~EncounterChange::Kinds(EncounterChange::Fog))
        emit creaturesChanged();
    if (sight)
        emit fogChanged();
}

void Document::syncFog()
{
    m_fogWith.clear();
    m_fogFields.clear();
    ++m_fogGeneration;
    // Nothing to do (no sight fields, no work on every edit or at start-up) until the fog
    // is in use: the player view, the GM's tint or a fog edit starts it.
    if (!fogInUse()) {
        m_fog = FogOfWar();
        return;
    }
    const QJsonObject stored = m_encounter.extra.value(QLatin1String("fog")).toObject();
    m_fog = FogOfWar::fromJson(stored, m_encounter.width, m_encounter.height);
    m_fog.update(m_encounter, sightMap());
    for (const Creature &c : m_encounter.creatures) // their fields are kept: no work
        if (c.side == Side::Party && !c.isDead())
            m_fogFields.insert(c.id, sightMap().visibilityBounds(c));
    m_encounter.extra[QStringLiteral("fog")] = m_fog.toJson(); // explored grows, saved with the file
}

void Document::startFog()
{
    m_fogStarted = true;
    if (fogInUse())
        return;
    m_encounter.extra[QStringLiteral("fog")] = QJsonObject{}; // dynamic, nothing explored yet
    syncFog();
    emit fogChanged();
}

std::shared_ptr<const FogOfWar> Document::fogWith(const QString &creatureId, GridPoint position, QRect *changed)
{
    for (const FogWith &kept : m_fogWith)
        if (kept.creature == creatureId && kept.at == position) {
            if (changed)
                *changed = kept.changed;
            return kept.fog;
        }
    auto made = std::make_shared<FogOfWar>(m_fog);
    FogOfWar &f = *made;
    const int i = m_encounter.creatureIndex(creatureId);
    if (i < 0) {
        if (changed)
            *changed = QRect();
        return made;
    }
    Creature moved = m_encounter.creatures[std::size_t(i)];
    moved.position = position;
    QRect r;
    if (fogInUse()) {
        // Only where the dragged creature's field was or is (a frame of a drag on a big
        // map doesn't go over every square of it).
        r = f.updateWith(m_encounter, sightMap(), Side::Party, moved, m_fogFields.value(creatureId, QRect(0, 0, m_encounter.width, m_encounter.height)));
    } else {
        f.update(m_encounter, sightMap(), Side::Party, &moved);
        r = QRect(0, 0, m_encounter.width, m_encounter.height);
    }
    if (changed)
        *changed = r;
    if (m_fogWith.size() == kFogWithKept)
        m_fogWith.erase(m_fogWith.begin());
    m_fogWith.push_back(FogWith{creatureId, position, made, r});
    return made;
}

} // namespace bm
