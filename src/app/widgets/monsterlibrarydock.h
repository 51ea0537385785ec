#pragma once

// The monster library: the SRD 5.1 monsters (resources/srd) and the user's own creature
// templates (JSON files in QStandardPaths::AppDataLocation/templates), searchable by name
// and filtered by challenge rating, size and type. Drag a row onto the map to put the
// creature there (one undo step); copies get numbered names ("Goblin 1", "Goblin 2") and
// share an initiative group (Creature::extra "initiativeGroup").
//
// The drag is an in-window drag: the list keeps the mouse from press to release (Qt's
// implicit grab) and the drop lands on the map square under the release point. It is not a
// QDrag: a monster has no meaning outside this window, and the offscreen platform's QDrag
// returns at once, so only an in-window drag can be tested with real QTest mouse events.

#include "interop/monsters.h"
#include "model/encounter.h"

#include <QDockWidget>
#include <QTreeView>

#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;

namespace bm {

class Document;
class MapScene;
class MapView;

struct LibraryEntry {
    QString key;  // "srd:goblin" or "template:<file name>"
    QString name;
    double challenge = -1; // -1: a template (no CR)
    QString challengeText;
    QString type;
    bool isTemplate = false;
    QString file; // templates: the file in templateDir()
    Size size = Size::Medium;
    // Templates: the creature itself. SRD entries keep their monster and make the creature
    // (stat block, attacks, through the encounter reader) only when one is placed or exported:
    // doing it for all 334 at start-up cost more than reading the library.
    Creature creature;
    std::optional<Monster> monster;
    // What a drop creates (id, name and position set then).
    Creature make() const { return monster ? creatureFromMonster(*monster) : creature; }
};

// The list of the library that starts the in-window drag.
class LibraryView : public QTreeView
{
    Q_OBJECT

public:
    using QTreeView::QTreeView;

signals:
    void dropped(const QModelIndex &index, const QPoint &globalPos);
    void addRequested(const QModelIndex &index); // double-click or Enter: no place picked

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QPoint m_pressPos;
    QPersistentModelIndex m_pressed;
    bool m_dragging = false;
};

class MonsterLibraryDock : public QDockWidget
{
    Q_OBJECT

public:
    MonsterLibraryDock(Document *document, MapScene *scene, MapView *view, QWidget *parent = nullptr);
    ~MonsterLibraryDock() override;

    // Where templates live: QStandardPaths::AppDataLocation + "/templates".
    static QString templateDir();

    const std::vector<LibraryEntry> &entries() const { return m_entries; }
    QLineEdit *searchField() const { return m_search; }
    QComboBox *challengeFilter() const { return m_challenge; }
    QComboBox *sizeFilter() const { return m_size; }
    QComboBox *typeFilter() const { return m_type; }
    LibraryView *list() const { return m_view; }
    // The rows shown now (after search and filters), in order, as entry keys.
    QStringList visibleKeys() const;
    // The list row of an entry (for tests and the drag), invalid when filtered out.
    QModelIndex indexOf(const QString &key) const;

    // Puts a creature made from the entry on the free space nearest to `square` (centred
    // on it), as one undo command. Returns the new creature's id (empty if refused).
    QString placeEntry(const QString &key, GridPoint square);
    // The custom library (seams for tests; the buttons ask for paths with file dialogs).
    bool saveCreatureAsTemplate(const QString &creatureId, QString *error);
    bool importTemplateFile(const QString &path, QString *error);
    bool exportTemplate(const QString &key, const QString &path, QString *error);
    void reloadTemplates();

signals:
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    Document *m_document;
    MapScene *m_scene;
    MapView *m_mapView;
    std::vector<LibraryEntry> m_entries;
    QStandardItemModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_search;
    QComboBox *m_challenge;
    QComboBox *m_size;
    QComboBox *m_type;
    LibraryView *m_view;
    QPushButton *m_saveTemplate;
    QPushButton *m_importTemplate;
    QPushButton *m_exportTemplate;
    QLabel *m_attribution;

    void loadSrd();
    void fillModel();
    void fillFilters();
    void retranslate();
    void applyFilters();
    QString sizeLabel(Size s) const;
    const LibraryEntry *entry(const QString &key) const;
    void dropAt(const QModelIndex &index, const QPoint &globalPos);
};

} // namespace bm
