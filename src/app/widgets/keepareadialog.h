#pragma once

// "Keep Area on Map…": the area template becomes an effect on the map, with a
// name, a duration counted in a creature's turns (or until ended) and the terrain it
// carries while it lasts (difficult; lightly or heavily obscured). Spell presets of the
// 5e family (combat::areaPresetsFor) fill in what the spell says. The caller places
// effect() with the template as one undo step (combat::placeArea).

#include "combat/combat.h"
#include "model/encounter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace bm {

class Document;

class KeepAreaDialog : public QDialog
{
    Q_OBJECT

public:
    // `describe` names the template ("20-ft sphere"); `preset` (may be null) fills the fields.
    KeepAreaDialog(Document *document, const QString &describe, const combat::AreaPreset *preset, QWidget *parent = nullptr);

    // The effect to place: name, source (the creature whose turn it is), duration, terrain.
    Effect effect() const;

    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *roundsSpin() const { return m_rounds; }
    QComboBox *tickCombo() const { return m_tick; }
    QComboBox *ofCombo() const { return m_of; }
    QCheckBox *difficultCheck() const { return m_difficult; }
    QComboBox *obscuredCombo() const { return m_obscured; }
    QCheckBox *concentrationCheck() const { return m_concentration; }

private:
    Document *m_document;
    QLineEdit *m_name;
    QSpinBox *m_rounds;
    QComboBox *m_tick;
    QComboBox *m_of;
    QCheckBox *m_difficult;
    QComboBox *m_obscured;
    QCheckBox *m_concentration;
};

} // namespace bm
