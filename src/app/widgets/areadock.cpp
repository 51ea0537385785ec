#include "areadock.h"

#include "document.h"
#include "tools/areatool.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace bm {

AreaDock::AreaDock(Document *document, AreaTool *tool, QAction *damageAll, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_tool(tool)
    , m_damageAll(damageAll)
{
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    auto *form = new QGridLayout;
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
    form->addWidget(m_shapeLabel, 0, 0);
    form->addWidget(m_shape, 0, 1);
    form->addWidget(m_sizeLabel, 1, 0);
    form->addWidget(m_size, 1, 1);
    form->setColumnStretch(1, 1);
    layout->addLayout(form);
    m_hint = new QLabel(body);
    m_hint->setWordWrap(true); // a long hint must not widen the panel column
    layout->addWidget(m_hint);
    m_list = new QListWidget(body);
    m_list->setObjectName(QStringLiteral("areaCreatureList"));
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->addAction(damageAll); // the context action
    layout->addWidget(m_list, 1);
    m_damage = new QPushButton(body);
    m_damage->setObjectName(QStringLiteral("areaDamageButton"));
    layout->addWidget(m_damage);
    setWidget(body);

    connect(m_shape, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant v = m_shape->currentData();
        if (v.isValid())
            m_tool->setShape(AreaShape(v.toInt()));
    });
    connect(m_size, &QSpinBox::valueChanged, this, [this](int feet) { m_tool->setSizeFeet(feet); });
    connect(m_damage, &QPushButton::clicked, damageAll, &QAction::trigger);
    connect(m_tool, &AreaTool::areaChanged, this, &AreaDock::showCreatures);
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { emit creatureActivated(item->data(Qt::UserRole).toString()); });
    // The ruleset decides the shapes (a pf2e encounter has bursts, no cubes).
    connect(m_document, &Document::encounterReset, this, &AreaDock::fillShapes);
    connect(m_document, &Document::mapChanged, this, &AreaDock::fillShapes);
    m_tool->setSizeFeet(m_size->value());
    retranslate();
    showCreatures({});
}

void AreaDock::fillShapes()
{
    const QList<AreaShape> shapes = AreaTool::shapesFor(m_document->encounter().ruleset);
    const QVariant current = m_shape->currentData();
    {
        const QSignalBlocker block(m_shape);
        m_shape->clear();
        for (AreaShape s : shapes)
            m_shape->addItem(AreaTool::shapeName(s), int(s));
        m_shape->setCurrentIndex(std::max(0, m_shape->findData(current)));
    }
    m_tool->setShape(AreaShape(m_shape->currentData().toInt()));
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
    m_hint->setText(m_tool->hasTemplate()
                        ? tr("%1: %n creature(s) in the area", nullptr, int(ids.size())).arg(m_tool->describe())
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
    fillShapes();
    showCreatures(m_tool->creatures());
}

void AreaDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace bm
