#pragma once

// "Keep Area on Map…" (issue 18): the area template becomes an effect on the map, with a
// name, a duration counted in a creature's turns (or until ended) and the terrain it
// carries while it lasts (difficult; lightly or heavily obscured). Spell presets of the
// 5e family fill in what the spell says. The caller places effect() with the template as
// one undo step (combat::placeArea).

#include "model/encounter.h"
#include "rules/areas.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace bm {

class Document;

// A spell that leaves an area on the map: its shape and size, how long it lasts and its
// terrain (the 5e family's SRD texts; a5e and 2024 alike for these).
struct AreaPreset {
    const char *name; // QT_TRANSLATE_NOOP("AreaPreset", …)
    AreaShape shape;
    int sizeFeet;
    int seconds;      // 0: until ended
    bool difficult;
    Obscurement obscured;
    bool concentration;

    QString displayName() const;
    int rounds(const Encounter &e) const; // the duration in the encounter's rounds (0: until ended)
};
const std::vector<AreaPreset> &areaPresetsFor(Ruleset r);

class KeepAreaDialog : public QDialog
{
    Q_OBJECT

public:
    // `describe` names the template ("20-ft sphere"); `preset` (may be null) fills the fields.
    KeepAreaDialog(Document *document, const QString &describe, const AreaPreset *preset, QWidget *parent = nullptr);

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
