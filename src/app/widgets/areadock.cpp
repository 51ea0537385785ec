#include "areadock.h"

#include "commands/combatcommands.h"
#include "document.h"
#include "render/maprenderer.h"
#include "tools/areatool.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace bm {

AreaDock::AreaDock(Document *document, AreaTool *tool, QAction *damageAll, QAction *keepArea, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_tool(tool)
    , m_damageAll(damageAll)
    , m_keepArea(keepArea)
{
    setObjectName(QStringLiteral("areaDock")); // the saved window state knows the panel by it
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    auto *form = new QGridLayout;
    m_presetLabel = new QLabel(body);
    m_preset = new QComboBox(body);
    m_preset->setObjectName(QStringLiteral("areaPresetCombo"));
    m_presetLabel->setBuddy(m_preset);
    m_shapeLabel = new QLabel(body);
    m_shape = new QComboBox(body);
    m_shape->setObjectName(QStringLiteral("areaShapeCombo"));
    m_shapeLabel->setBuddy(m_shape);
    m_sizeLabel = new QLabel(body);
    m_size = new QSpinBox(body);
    m_size->setObjectName(QStringLiteral("areaSizeSpin"));
    m_size->setRange(5, 1000);
    m_size->setSingleStep(5);
    m_size->setValue(20);
    m_sizeLabel->setBuddy(m_size);
    form->addWidget(m_presetLabel, 0, 0);
    form->addWidget(m_preset, 0, 1);
    form->addWidget(m_shapeLabel, 1, 0);
    form->addWidget(m_shape, 1, 1);
    form->addWidget(m_sizeLabel, 2, 0);
    form->addWidget(m_size, 2, 1);
    form->setColumnStretch(1, 1);
    layout->addLayout(form);
    m_hint = new QLabel(body);
    m_hint->setObjectName(QStringLiteral("areaHint"));
    m_hint->setWordWrap(true); // a long hint must not widen the panel column
    layout->addWidget(m_hint);
    m_list = new QListWidget(body);
    m_list->setObjectName(QStringLiteral("areaCreatureList"));
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->addAction(damageAll); // the context action
    layout->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    m_damage = new QPushButton(body);
    m_damage->setObjectName(QStringLiteral("areaDamageButton"));
    m_keep = new QPushButton(body);
    m_keep->setObjectName(QStringLiteral("areaKeepButton"));
    buttons->addWidget(m_damage);
    buttons->addWidget(m_keep);
    layout->addLayout(buttons);
    // The effects on the map: what is there, how long it lasts, and ending one.
    m_effectsLabel = new QLabel(body);
    layout->addWidget(m_effectsLabel);
    m_effects = new QListWidget(body);
    m_effects->setObjectName(QStringLiteral("areaEffectsList"));
    m_effects->setMaximumHeight(90);
    layout->addWidget(m_effects);
    m_end = new QPushButton(body);
    m_end->setObjectName(QStringLiteral("areaEndButton"));
    layout->addWidget(m_end);
    setWidget(body);

    connect(m_shape, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant v = m_shape->currentData();
        if (v.isValid())
            m_tool->setShape(AreaShape(v.toInt()));
    });
    connect(m_size, &QSpinBox::valueChanged, this, [this](int feet) { m_tool->setSizeFeet(feet); });
    connect(m_damage, &QPushButton::clicked, damageAll, &QAction::trigger);
    connect(m_keep, &QPushButton::clicked, keepArea, &QAction::trigger);
    connect(m_preset, &QComboBox::activated, this, &AreaDock::applyPreset);
    connect(m_end, &QPushButton::clicked, this, &AreaDock::endEffect);
    connect(m_effects, &QListWidget::currentRowChanged, this, [this](int row) { m_end->setEnabled(row >= 0); });
    connect(m_document, &Document::encounterReset, this, &AreaDock::showEffects);
    connect(m_document, &Document::changed, this, [this](const EncounterChange &change) {
        if (change.touches(EncounterChange::Combat | EncounterChange::Areas)) // the effects listed by their index, with their rounds
            showEffects();
    });
    connect(m_tool, &AreaTool::areaChanged, this, &AreaDock::showCreatures);
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { emit creatureActivated(item->data(Qt::UserRole).toString()); });
    // The ruleset decides the shapes (a pf2e encounter has bursts, no cubes).
    connect(m_document, &Document::encounterReset, this, &AreaDock::fillShapes);
    connect(m_document, &Document::mapChanged, this, &AreaDock::fillShapes);
    connect(m_document, &Document::encounterReset, this, &AreaDock::fillPresets);
    connect(m_document, &Document::mapChanged, this, &AreaDock::fillPresets);
    m_tool->setSizeFeet(m_size->value());
    retranslate();
    showCreatures({});
}

void AreaDock::fillShapes()
{
    const std::vector<AreaShape> shapes = areaShapesFor(m_document->encounter().ruleset);
    const QVariant current = m_shape->currentData();
    {
        const QSignalBlocker block(m_shape);
        m_shape->clear();
        for (AreaShape s : shapes)
            m_shape->addItem(areaShapeDisplayName(s), int(s));
        m_shape->setCurrentIndex(std::max(0, m_shape->findData(current)));
    }
    m_tool->setShape(AreaShape(m_shape->currentData().toInt()));
}

void AreaDock::fillPresets()
{
    const Ruleset r = m_document->encounter().ruleset;
    const QString current = m_preset->currentData().toString();
    const QSignalBlocker block(m_preset);
    m_preset->clear();
    m_preset->addItem(tr("(none)"), QString());
    for (const combat::AreaPreset &p : combat::areaPresetsFor(r))
        m_preset->addItem(p.displayName(), QLatin1String(p.name));
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(current)));
    m_preset->setEnabled(m_preset->count() > 1); // pf2e: no presets yet
}

const combat::AreaPreset *AreaDock::currentPreset() const
{
    const QString id = m_preset->currentData().toString();
    for (const combat::AreaPreset &p : combat::areaPresetsFor(m_document->encounter().ruleset))
        if (id == QLatin1String(p.name))
            return &p;
    return nullptr;
}

void AreaDock::applyPreset()
{
    // The spell's shape and size; the GM places it with the tool as always.
    const combat::AreaPreset *p = currentPreset();
    if (!p)
        return;
    const int i = m_shape->findData(int(p->shape));
    if (i >= 0)
        m_shape->setCurrentIndex(i);
    m_size->setValue(p->sizeFeet);
}

void AreaDock::showEffects()
{
    const Encounter &e = m_document->encounter();
    const int row = m_effects->currentRow();
    m_effects->clear();
    for (std::size_t i = 0; i < e.combat.effects.size(); ++i) {
        const Effect &f = e.combat.effects[i];
        if (!f.area)
            continue;
        QStringList terrain;
        if (f.area->obscured == Obscurement::Heavy)
            terrain << tr("heavily obscured");
        else if (f.area->obscured == Obscurement::Light)
            terrain << tr("lightly obscured");
        if (f.area->difficult)
            terrain << tr("difficult terrain");
        auto *item = new QListWidgetItem(render::effectAreaLabel(f) + (f.rounds ? QString() : QStringLiteral(" · ") + tr("until ended")), m_effects);
        item->setData(Qt::UserRole, int(i));
        item->setToolTip(terrain.isEmpty() ? tr("%n square(s)", nullptr, int(f.area->squares.size()))
                                           : tr("%n square(s): %1", nullptr, int(f.area->squares.size())).arg(terrain.join(QStringLiteral(", "))));
    }
    m_effects->setCurrentRow(std::min(row, m_effects->count() - 1));
    m_effectsLabel->setVisible(m_effects->count() > 0);
    m_effects->setVisible(m_effects->count() > 0);
    m_end->setVisible(m_effects->count() > 0);
    m_end->setEnabled(m_effects->currentRow() >= 0);
}

void AreaDock::endEffect()
{
    QListWidgetItem *item = m_effects->currentItem();
    if (!item)
        return;
    const int index = item->data(Qt::UserRole).toInt();
    const QString name = item->text();
    pushCombatEdit(m_document, tr("End %1").arg(name), [&](Encounter &e) { combat::removeEffect(e, index); });
}

void AreaDock::showCreatures(const QStringList &ids)
{
    m_list->clear();
    const Encounter &e = m_document->encounter();
    for (const QString &id : ids) {
        const Creature *c = e.creature(id);
        auto *item = new QListWidgetItem(c ? c->name : id, m_list);
        item->setData(Qt::UserRole, id);
        if (c)
            item->setToolTip(tr("%1: %2 / %3 HP").arg(c->name).arg(c->hp).arg(c->maxHp));
    }
    m_damageAll->setEnabled(!ids.isEmpty());
    m_damage->setEnabled(!ids.isEmpty());
    m_keepArea->setEnabled(m_tool->hasTemplate());
    m_keep->setEnabled(m_tool->hasTemplate());
    m_hint->setText(m_tool->hasTemplate()
                        ? tr("%1: %n creature(s) in the area", nullptr, int(ids.size())).arg(m_tool->describeAt())
                        : tr("Press on the map at the area's origin and drag to aim; Esc clears the template."));
}

void AreaDock::retranslate()
{
    setWindowTitle(tr("Area"));
    m_shapeLabel->setText(tr("&Shape:"));
    m_sizeLabel->setText(tr("Si&ze:"));
    m_size->setSuffix(tr(" ft"));
    m_shape->setToolTip(tr("The ruleset's shapes: emanations (and pf2e cones and lines) start on the creature pressed"));
    m_damage->setText(tr("Damage All in Area…"));
    m_keep->setText(tr("Keep on Map…"));
    m_keep->setToolTip(tr("The template stays on the map as an effect with a duration and terrain (Fog Cloud, Spike Growth, Web)"));
    m_presetLabel->setText(tr("S&pell:"));
    m_preset->setToolTip(tr("A spell that leaves an area: picks its shape and size, and fills in Keep on Map"));
    m_effectsLabel->setText(tr("On the map:"));
    m_end->setText(tr("&End Effect"));
    fillPresets();
    fillShapes();
    showEffects();
    showCreatures(m_tool->creatures());
}

void AreaDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace bm
