#include "monsterlibrarydock.h"

#include "commands/encountercommands.h"
#include "model/enumnames.h"
#include "model/mapedits.h"
#include "rules/placement.h"
#include "document.h"
#include "model/encounterio.h"
#include "interop/monsters.h"
#include "render/maprenderer.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <set>

namespace bm {

namespace {

enum Role { KeyRole = Qt::UserRole + 1, ChallengeRole, SizeRole, TypeRole };

// Search words all in the name; CR, size and type equal to the picked ones (or any).
class LibraryFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QStringList words;
    double challenge = -2; // -2: any
    int size = -1;         // -1: any
    QString type;          // empty: any

    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex i = sourceModel()->index(row, 0, parent);
        const QString name = i.data(Qt::DisplayRole).toString();
        for (const QString &w : words) {
            if (!name.contains(w, Qt::CaseInsensitive))
                return false;
        }
        if (challenge > -2 && i.data(ChallengeRole).toDouble() != challenge)
            return false;
        if (size >= 0 && i.data(SizeRole).toInt() != size)
            return false;
        return type.isEmpty() || i.data(TypeRole).toString() == type;
    }
    bool lessThan(const QModelIndex &a, const QModelIndex &b) const override
    {
        if (a.column() == 1) // CR: by value, not text ("1/4" < "2" < "10")
            return a.data(ChallengeRole).toDouble() < b.data(ChallengeRole).toDouble();
        if (a.column() == 2)
            return a.data(SizeRole).toInt() < b.data(SizeRole).toInt();
        return QString::localeAwareCompare(a.data().toString(), b.data().toString()) < 0;
    }
};

QString slugFor(const QString &name)
{
    QString slug = name.toLower();
    slug.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    slug = slug.mid(0, 60);
    while (slug.startsWith(QLatin1Char('-')))
        slug.remove(0, 1);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    return slug.isEmpty() ? QStringLiteral("creature") : slug;
}

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return false;
}

} // namespace

// --- LibraryView: the in-window drag ----------------------------------------------------

void LibraryView::mousePressEvent(QMouseEvent *event)
{
    QTreeView::mousePressEvent(event);
    m_dragging = false;
    m_pressed = event->button() == Qt::LeftButton ? QPersistentModelIndex(indexAt(event->position().toPoint()))
                                                   : QPersistentModelIndex();
    m_pressPos = event->position().toPoint();
}

void LibraryView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton) || !m_pressed.isValid()) {
        QTreeView::mouseMoveEvent(event);
        return;
    }
    if (!m_dragging && (event->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        m_dragging = true;
        viewport()->setCursor(Qt::DragCopyCursor);
    }
    // While dragging the list keeps the mouse (implicit grab) and selects nothing.
}

void LibraryView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const QModelIndex index = indexAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && index.isValid()) {
        emit addRequested(index);
        return;
    }
    QTreeView::mouseDoubleClickEvent(event);
}

void LibraryView::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentIndex().isValid()) {
        emit addRequested(currentIndex());
        return;
    }
    QTreeView::keyPressEvent(event);
}

void LibraryView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging && event->button() == Qt::LeftButton) {
        m_dragging = false;
        viewport()->unsetCursor();
        setState(NoState); // the press may have started a selection the release would end
        const QModelIndex index = m_pressed;
        m_pressed = QPersistentModelIndex();
        emit dropped(index, viewport()->mapToGlobal(event->position().toPoint()));
        return;
    }
    m_pressed = QPersistentModelIndex();
    QTreeView::mouseReleaseEvent(event);
}

// --- MonsterLibraryDock ------------------------------------------------------------------

MonsterLibraryDock::MonsterLibraryDock(Document *document, MapScene *scene, MapView *view, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_scene(scene)
    , m_mapView(view)
    , m_model(new QStandardItemModel(this))
    , m_proxy(new LibraryFilter(this))
{
    setObjectName(QStringLiteral("monsterLibraryDock")); // the saved window state knows the panel by it
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(4, 4, 4, 4);
    m_search = new QLineEdit(panel);
    m_search->setObjectName(QStringLiteral("monsterSearch"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    auto *filters = new QHBoxLayout;
    m_challenge = new QComboBox(panel);
    m_challenge->setObjectName(QStringLiteral("monsterChallenge"));
    m_size = new QComboBox(panel);
    m_size->setObjectName(QStringLiteral("monsterSize"));
    m_type = new QComboBox(panel);
    m_type->setObjectName(QStringLiteral("monsterType"));
    for (QComboBox *c : {m_challenge, m_size, m_type}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(6);
        filters->addWidget(c, 1);
    }
    layout->addLayout(filters);
    m_view = new LibraryView(panel);
    m_view->setObjectName(QStringLiteral("monsterList"));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSortingEnabled(true);
    m_proxy->setSourceModel(m_model);
    m_view->setModel(m_proxy);
    layout->addWidget(m_view, 1);
    auto *buttons = new QHBoxLayout;
    m_saveTemplate = new QPushButton(panel);
    m_saveTemplate->setObjectName(QStringLiteral("saveTemplateButton"));
    m_importTemplate = new QPushButton(panel);
    m_exportTemplate = new QPushButton(panel);
    for (QPushButton *b : {m_saveTemplate, m_importTemplate, m_exportTemplate})
        buttons->addWidget(b);
    layout->addLayout(buttons);
    m_attribution = new QLabel(panel);
    m_attribution->setWordWrap(true);
    m_attribution->setOpenExternalLinks(true);
    layout->addWidget(m_attribution);
    setWidget(panel);

    loadSrd();
    reloadTemplates();
    retranslate();
    m_view->sortByColumn(0, Qt::AscendingOrder);

    connect(m_search, &QLineEdit::textChanged, this, &MonsterLibraryDock::applyFilters);
    for (QComboBox *c : {m_challenge, m_size, m_type})
        connect(c, &QComboBox::currentIndexChanged, this, &MonsterLibraryDock::applyFilters);
    connect(m_view, &LibraryView::dropped, this, &MonsterLibraryDock::dropAt);
    // Without a mouse drag: double-click (or Enter) adds the monster in the middle of the view.
    connect(m_view, &LibraryView::addRequested, this, [this](const QModelIndex &index) {
        QWidget *viewport = m_mapView->viewport();
        const GridPoint centre = render::squareAt(m_mapView->mapToScene(viewport->rect().center()));
        const Encounter &e = m_document->encounter();
        placeEntry(index.siblingAtColumn(0).data(KeyRole).toString(),
                   {std::clamp(centre.x, 0, std::max(0, e.width - 1)), std::clamp(centre.y, 0, std::max(0, e.height - 1))});
    });
    connect(m_saveTemplate, &QPushButton::clicked, this, [this] {
        QString error;
        if (!saveCreatureAsTemplate(m_scene->selectedCreature(), &error))
            emit statusMessage(error);
    });
    connect(m_importTemplate, &QPushButton::clicked, this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(this, tr("Import Creature Templates"), QString(),
                                                                tr("Creature templates (*.json)"));
        for (const QString &f : files) {
            QString error;
            if (!importTemplateFile(f, &error))
                emit statusMessage(error);
        }
    });
    connect(m_exportTemplate, &QPushButton::clicked, this, [this] {
        const QString key = m_view->currentIndex().data(KeyRole).toString();
        const LibraryEntry *e = entry(key);
        if (!e) {
            emit statusMessage(tr("Pick a monster or template in the library to export"));
            return;
        }
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Creature Template"),
                                                          slugFor(e->name) + QStringLiteral(".json"),
                                                          tr("Creature templates (*.json)"));
        QString error;
        if (!path.isEmpty() && !exportTemplate(key, path, &error))
            emit statusMessage(error);
    });
}

MonsterLibraryDock::~MonsterLibraryDock() = default;

QString MonsterLibraryDock::templateDir()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("templates"));
}

void MonsterLibraryDock::loadSrd()
{
    QStringList problems;
    const auto monsters = readBundledSrdMonsters(&problems);
    for (const QString &p : problems)
        qWarning("SRD monsters: %s", qPrintable(p));
    if (!monsters)
        return;
    for (const Monster &m : *monsters) {
        LibraryEntry e;
        e.key = QStringLiteral("srd:") + m.index;
        e.name = m.name;
        e.challenge = m.challenge;
        e.challengeText = m.challengeText();
        e.type = m.type;
        e.size = m.size;
        e.monster = m;
        m_entries.push_back(std::move(e));
    }
}

void MonsterLibraryDock::reloadTemplates()
{
    m_entries.erase(std::remove_if(m_entries.begin(), m_entries.end(), [](const LibraryEntry &e) { return e.isTemplate; }),
                    m_entries.end());
    const QDir dir(templateDir());
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(info.filePath());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        QString error;
        auto creature = readCreatureTemplate(f.read(kMaxFileBytes), &error);
        if (!creature) {
            qWarning("template %s: %s", qPrintable(info.fileName()), qPrintable(error));
            continue;
        }
        LibraryEntry e;
        e.key = QStringLiteral("template:") + info.fileName();
        e.name = creature->name;
        e.isTemplate = true;
        e.file = info.filePath();
        if (!creature->extra.contains(initiativeGroupKey()))
            creature->extra[initiativeGroupKey()] = e.key;
        e.size = creature->size;
        e.creature = *creature;
        m_entries.push_back(std::move(e));
    }
    fillModel();
}

void MonsterLibraryDock::fillModel()
{
    m_model->clear();
    m_model->setColumnCount(4);
    for (const LibraryEntry &e : m_entries) {
        auto *name = new QStandardItem(e.name);
        name->setData(e.key, KeyRole);
        name->setData(e.challenge, ChallengeRole);
        name->setData(int(e.size), SizeRole);
        name->setData(e.isTemplate ? QStringLiteral("template") : e.type, TypeRole);
        if (e.isTemplate)
            name->setToolTip(QDir::toNativeSeparators(e.file));
        QList<QStandardItem *> row{name, new QStandardItem(e.challengeText), new QStandardItem(sizeLabel(e.size)),
                                   new QStandardItem(e.isTemplate ? tr("template") : e.type)};
        for (int c = 1; c < row.size(); ++c) {
            row[c]->setData(e.challenge, ChallengeRole);
            row[c]->setData(int(e.size), SizeRole);
        }
        m_model->appendRow(row);
    }
    m_model->setHorizontalHeaderLabels({tr("Name"), tr("CR"), tr("Size"), tr("Type")});
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_view->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    fillFilters();
}

void MonsterLibraryDock::fillFilters()
{
    const QVariant cr = m_challenge->currentData();
    const QVariant size = m_size->currentData();
    const QVariant type = m_type->currentData();
    const QSignalBlocker b1(m_challenge), b2(m_size), b3(m_type);
    m_challenge->clear();
    m_challenge->addItem(tr("Any CR"), -2.0);
    std::map<double, QString> crs;
    std::set<QString> types;
    bool templates = false;
    for (const LibraryEntry &e : m_entries) {
        if (e.isTemplate)
            templates = true;
        else {
            crs[e.challenge] = e.challengeText;
            types.insert(e.type);
        }
    }
    for (const auto &[value, text] : crs)
        m_challenge->addItem(tr("CR %1").arg(text), value);
    m_size->clear();
    m_size->addItem(tr("Any size"), -1);
    for (Size s : {Size::Tiny, Size::Small, Size::Medium, Size::Large, Size::Huge, Size::Gargantuan})
        m_size->addItem(sizeLabel(s), int(s));
    m_type->clear();
    m_type->addItem(tr("Any type"), QString());
    for (const QString &t : types)
        m_type->addItem(t, t);
    if (templates)
        m_type->addItem(tr("My templates"), QStringLiteral("template"));
    if (cr.isValid())
        m_challenge->setCurrentIndex(std::max(0, m_challenge->findData(cr)));
    if (size.isValid())
        m_size->setCurrentIndex(std::max(0, m_size->findData(size)));
    if (type.isValid())
        m_type->setCurrentIndex(std::max(0, m_type->findData(type)));
    applyFilters();
}

QString MonsterLibraryDock::sizeLabel(Size s) const
{
    static constexpr detail::TrNameTable<Size, 6> names{
        {{Size::Tiny, {QT_TRANSLATE_NOOP("bm::MonsterLibraryDock", "Tiny"), nullptr}},
         {Size::Small, {QT_TRANSLATE_NOOP("bm::MonsterLibraryDock", "Small"), nullptr}},
         {Size::Medium, {QT_TRANSLATE_NOOP("bm::MonsterLibraryDock", "Medium"), nullptr}},
         {Size::Large, {QT_TRANSLATE_NOOP("bm::MonsterLibraryDock", "Large"), nullptr}},
         {Size::Huge, {QT_TRANSLATE_NOOP("bm::MonsterLibraryDock", "Huge"), nullptr}},
         {Size::Gargantuan, {QT_TRANSLATE_NOOP("bm::MonsterLibraryDock", "Gargantuan"), nullptr}}}};
    return detail::trNameOfEnum("bm::MonsterLibraryDock", names, s, sizeId(s));
}

void MonsterLibraryDock::applyFilters()
{
    auto *f = static_cast<LibraryFilter *>(m_proxy);
    f->words = m_search->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    f->challenge = m_challenge->currentData().isValid() ? m_challenge->currentData().toDouble() : -2;
    f->size = m_size->currentData().isValid() ? m_size->currentData().toInt() : -1;
    f->type = m_type->currentData().toString();
    f->refilter();
}

void MonsterLibraryDock::retranslate()
{
    setWindowTitle(tr("Monster Library"));
    m_search->setPlaceholderText(tr("Search monsters, e.g. adult red dragon"));
    m_challenge->setToolTip(tr("Challenge rating"));
    m_size->setToolTip(tr("Size"));
    m_type->setToolTip(tr("Creature type"));
    m_view->setToolTip(tr("Drag a monster onto the map to add it, or double-click it to add it in the middle of the map view"));
    m_saveTemplate->setText(tr("Save as Template"));
    m_saveTemplate->setToolTip(tr("Save the creature selected on the map as a template in your library"));
    m_importTemplate->setText(tr("Import…"));
    m_importTemplate->setToolTip(tr("Add creature template files to your library"));
    m_exportTemplate->setText(tr("Export…"));
    m_exportTemplate->setToolTip(tr("Save the picked monster or template as a template file"));
    m_attribution->setText(tr("<small>Monsters from the System Reference Document 5.1 by Wizards of the Coast LLC, "
                              "<a href=\"https://creativecommons.org/licenses/by/4.0/legalcode\">CC-BY-4.0</a>.</small>"));
    fillModel();
}

void MonsterLibraryDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

QStringList MonsterLibraryDock::visibleKeys() const
{
    QStringList keys;
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        keys << m_proxy->index(r, 0).data(KeyRole).toString();
    return keys;
}

QModelIndex MonsterLibraryDock::indexOf(const QString &key) const
{
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QModelIndex i = m_proxy->index(r, 0);
        if (i.data(KeyRole).toString() == key)
            return i;
    }
    return {};
}

const LibraryEntry *MonsterLibraryDock::entry(const QString &key) const
{
    for (const LibraryEntry &e : m_entries) {
        if (e.key == key)
            return &e;
    }
    return nullptr;
}

void MonsterLibraryDock::dropAt(const QModelIndex &index, const QPoint &globalPos)
{
    const QString key = index.data(KeyRole).toString();
    QWidget *viewport = m_mapView->viewport();
    const QPoint at = viewport->mapFromGlobal(globalPos);
    if (key.isEmpty() || !viewport->rect().contains(at)) {
        emit statusMessage(tr("Drop the monster on the map to add it"));
        return;
    }
    const GridPoint square = render::squareAt(m_mapView->mapToScene(at));
    if (!m_document->encounter().contains(square)) {
        emit statusMessage(tr("Drop the monster on the map to add it"));
        return;
    }
    placeEntry(key, square);
}

QString MonsterLibraryDock::placeEntry(const QString &key, GridPoint square)
{
    const LibraryEntry *le = entry(key);
    if (!le)
        return {};
    const Encounter &e = m_document->encounter();
    Creature c = le->make();
    const int space = c.spaceSquares();
    // The drop square is the middle of the new creature's space.
    const GridPoint topLeft{std::clamp(square.x - (space - 1) / 2, 0, std::max(0, e.width - space)),
                            std::clamp(square.y - (space - 1) / 2, 0, std::max(0, e.height - space))};
    const QString base = le->isTemplate ? slugFor(le->name) : key.section(QLatin1Char(':'), 1);
    c.name = nextNumberedName(e, le->name);
    const QString id = pushPlaceCreature(m_document, c, topLeft, base, tr("Add %1").arg(c.name));
    if (id.isEmpty()) {
        emit statusMessage(tr("No free space on the map for %1").arg(le->name));
        return {};
    }
    m_scene->selectCreature(id);
    const GridPoint at = m_document->encounter().creature(id)->position;
    emit statusMessage(tr("Added %1 at (%2, %3)").arg(c.name).arg(at.x).arg(at.y));
    return id;
}

bool MonsterLibraryDock::saveCreatureAsTemplate(const QString &creatureId, QString *error)
{
    const Creature *c = m_document->encounter().creature(creatureId);
    if (!c) {
        if (error)
            *error = tr("Select a creature on the map to save it as a template");
        return false;
    }
    Creature proto = *c;
    // A template of "Goblin 2" is a Goblin.
    proto.name.remove(QRegularExpression(QStringLiteral(" \\d+$")));
    const QDir dir(templateDir());
    if (!dir.mkpath(QStringLiteral("."))) {
        if (error)
            *error = tr("Can't create the template folder %1").arg(QDir::toNativeSeparators(dir.path()));
        return false;
    }
    QString file = dir.filePath(slugFor(proto.name) + QStringLiteral(".json"));
    for (int n = 2; QFileInfo::exists(file); ++n)
        file = dir.filePath(QStringLiteral("%1-%2.json").arg(slugFor(proto.name)).arg(n));
    if (!writeFile(file, writeCreatureTemplate(proto), error))
        return false;
    reloadTemplates();
    emit statusMessage(tr("Saved %1 as a template").arg(proto.name));
    return true;
}

bool MonsterLibraryDock::importTemplateFile(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    QString problem;
    const auto creature = readCreatureTemplate(f.read(kMaxFileBytes), &problem);
    if (!creature) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), problem);
        return false;
    }
    const QDir dir(templateDir());
    dir.mkpath(QStringLiteral("."));
    QString file = dir.filePath(slugFor(creature->name) + QStringLiteral(".json"));
    for (int n = 2; QFileInfo::exists(file); ++n)
        file = dir.filePath(QStringLiteral("%1-%2.json").arg(slugFor(creature->name)).arg(n));
    if (!writeFile(file, writeCreatureTemplate(*creature), error))
        return false;
    reloadTemplates();
    emit statusMessage(tr("Imported the template %1").arg(creature->name));
    return true;
}

bool MonsterLibraryDock::exportTemplate(const QString &key, const QString &path, QString *error)
{
    const LibraryEntry *e = entry(key);
    if (!e) {
        if (error)
            *error = tr("Pick a monster or template in the library to export");
        return false;
    }
    if (!writeFile(path, writeCreatureTemplate(e->make()), error))
        return false;
    emit statusMessage(tr("Exported %1 to %2").arg(e->name, QDir::toNativeSeparators(path)));
    return true;
}

} // namespace bm
