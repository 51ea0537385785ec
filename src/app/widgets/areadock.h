#pragma once

// The area template's panel (issue 18): the shape (the ruleset's own) and the size in feet
// the area tool places, the creatures in the template (names; a click selects one on the
// map) and "Damage All in Area…".

#include "rules/areas.h"

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
    AreaDock(Document *document, AreaTool *tool, QAction *damageAll, QWidget *parent = nullptr);

    QComboBox *shapeCombo() const { return m_shape; }
    QSpinBox *sizeSpin() const { return m_size; }
    QListWidget *list() const { return m_list; }
    QPushButton *damageButton() const { return m_damage; }

signals:
    void creatureActivated(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    Document *m_document;
    AreaTool *m_tool;
    QAction *m_damageAll;
    QComboBox *m_shape;
    QSpinBox *m_size;
    QLabel *m_shapeLabel;
    QLabel *m_sizeLabel;
    QLabel *m_hint;
    QListWidget *m_list;
    QPushButton *m_damage;
    void fillShapes();
    void showCreatures(const QStringList &ids);
    void retranslate();
};

} // namespace bm
