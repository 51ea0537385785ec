#pragma once

// The area template's panel: a spell preset (5e family), the shape (the
// ruleset's own) and the size in feet the area tool places, the creatures in the template
// (names; a click selects one on the map), "Damage All in Area…" and "Keep on Map…"; below,
// the effects kept on the map, each with its rounds left, and "End Effect".

#include "rules/areas.h"
#include "widgets/keepareadialog.h"

#include <QDockWidget>

class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace bm {

class AreaTool;
class Document;

class AreaDock : public QDockWidget
{
    Q_OBJECT

public:
    AreaDock(Document *document, AreaTool *tool, QAction *damageAll, QAction *keepArea, QWidget *parent = nullptr);

    QComboBox *presetCombo() const { return m_preset; }
    // The spell picked (null: none; the shape and size are the GM's own).
    const combat::AreaPreset *currentPreset() const;
    QComboBox *shapeCombo() const { return m_shape; }
    QSpinBox *sizeSpin() const { return m_size; }
    QListWidget *list() const { return m_list; }
    QPushButton *damageButton() const { return m_damage; }
    QPushButton *keepButton() const { return m_keep; }
    QListWidget *effectsList() const { return m_effects; } // item data: the effect's index
    QPushButton *endButton() const { return m_end; }

signals:
    void creatureActivated(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    Document *m_document;
    AreaTool *m_tool;
    QAction *m_damageAll;
    QAction *m_keepArea;
    QComboBox *m_preset;
    QLabel *m_presetLabel;
    QComboBox *m_shape;
    QSpinBox *m_size;
    QLabel *m_shapeLabel;
    QLabel *m_sizeLabel;
    QLabel *m_hint;
    QListWidget *m_list;
    QPushButton *m_damage;
    QPushButton *m_keep;
    QLabel *m_effectsLabel;
    QListWidget *m_effects;
    QPushButton *m_end;
    void fillShapes();
    void fillPresets();
    void applyPreset();
    void showEffects();
    void endEffect();
    void showCreatures(const QStringList &ids);
    void retranslate();
};

} // namespace bm
