#include "creaturedock.h"

#include "interop/monsters.h"

#include "combat/combat.h"
#include "commands/combatcommands.h"

#include "ui_creaturedock.h"
#include "widgets/attackseditor.h"

#include "commands/encountercommands.h"
#include "commands/tokenpicture.h"
#include "scene/tokenart.h"
#include "model/mapedits.h"
#include "rules/placement.h"
#include "document.h"
#include "words/words.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFileDialog>
#include <QPainter>
#include <QScrollArea>
#include <QTimer>
#include <QSvgRenderer>
#include <QUndoStack>

#include <cmath>

namespace bm {

namespace {

QIcon tokenIcon(const QString &art)
{
    QPixmap pixmap(24, 24);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    QSvgRenderer renderer(QStringLiteral(":/tokens/%1.svg").arg(art));
    renderer.render(&p, QRectF(1, 1, 22, 22));
    return QIcon(pixmap);
}

// A picture of its own as a small circle, as the map draws it.
QIcon pictureIcon(const QString &token)
{
    QPixmap pixmap(24, 24);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    tokenart::draw(&p, token, QRectF(1, 1, 22, 22));
    return QIcon(pixmap);
}

// The bundled art a token string names ("dragon.svg", "tokens/Dragon.svg", "dragon"), or empty.
QString bundledArtOf(const QString &token)
{
    QString t = token.section(QLatin1Char('/'), -1).toLower();
    if (t.endsWith(QLatin1String(".svg")))
        t.chop(4);
    return CreatureDock::bundledTokens().contains(t) ? t : QString();
}


// The lights a creature carries, from the SRD's equipment (bright
// radius, then dim light for an additional distance), RULES.md 13.1.
struct LightPreset {
    const char *id;
    const char *label;
    int bright;
    int dim;
};
const LightPreset kLightPresets[] = {
    {"candle", QT_TRANSLATE_NOOP("bm::CreatureDock", "candle (5/5 ft)"), 5, 5},
    {"torch", QT_TRANSLATE_NOOP("bm::CreatureDock", "torch (20/20 ft)"), 20, 20},
    {"lamp", QT_TRANSLATE_NOOP("bm::CreatureDock", "lamp (15/30 ft)"), 15, 30},
    {"lantern", QT_TRANSLATE_NOOP("bm::CreatureDock", "hooded lantern (30/30 ft)"), 30, 30},
};

// The combo's entry for a creature's light: "none", "own" (the light it sheds by its nature,
// a fire elemental's, never called a lantern), a preset's id, or "custom".
QString lightPresetOf(const Creature &c)
{
    const std::optional<CarriedLight> &light = c.light;
    if (!light || (light->bright <= 0 && light->dim <= 0))
        return QStringLiteral("none");
    if (const auto own = ownLight(c); own && own->bright == light->bright && own->dim == light->dim)
        return QStringLiteral("own");
    for (const LightPreset &p : kLightPresets) {
        if (light->bright == p.bright && light->dim == p.dim)
            return QLatin1String(p.id);
    }
    return QStringLiteral("custom");
}

// A light of `bright`/`dim` feet, keeping what else the file wrote inside it; none at 0/0.
void setLight(Creature &c, double bright, double dim)
{
    if (bright <= 0 && dim <= 0) {
        c.light.reset();
        return;
    }
    CarriedLight light = c.light.value_or(CarriedLight{});
    light.bright = bright;
    light.dim = dim;
    c.light = light;
}

} // namespace


QStringList CreatureDock::bundledTokens()
{
    return {QStringLiteral("humanoid"),  QStringLiteral("beast"),     QStringLiteral("dragon"),
            QStringLiteral("undead"),    QStringLiteral("construct"), QStringLiteral("elemental"),
            QStringLiteral("giant"),     QStringLiteral("monstrosity"), QStringLiteral("fiend")};
}

CreatureDock::CreatureDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_ui(std::make_unique<Ui::CreatureForm>())
    , m_document(document)
{
    setObjectName(QStringLiteral("creatureDock")); // the saved window state knows the panel by it
    auto *scroll = new QScrollArea(this);
    auto *form = new QWidget(scroll);
    m_ui->setupUi(form);
    // The attacks, above the conditions.
    m_attacks = new AttacksEditor([this](const QString &field, const QString &what, const std::function<void(Creature &)> &change,
                                         bool merge) { return edit(field, what, change, merge); },
                                  m_ui->fields);
    m_ui->fieldsLayout->insertWidget(m_ui->fieldsLayout->indexOf(m_ui->conditionsLabel), m_attacks);
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    setWidget(scroll);
    retranslate();
    connectFields();
    connect(m_document, &Document::creaturesChanged, this, &CreatureDock::refresh);
    connect(m_document, &Document::encounterReset, this, [this] { setCreature(QString()); });
    refresh();
}

CreatureDock::~CreatureDock() = default;

void CreatureDock::setCreature(const QString &id)
{
    m_id = id;
    m_lastEditKey.clear();
    {
        // Another creature: forget a "custom" chosen for the last one (refresh sets its light).
        const QSignalBlocker blockLight(m_ui->lightCombo);
        m_ui->lightCombo->setCurrentIndex(0);
    }
    setMessage(QString(), false);
    refresh();
}

void CreatureDock::retranslate()
{
    setWindowTitle(tr("Creature"));
    const QSignalBlocker blockSide(m_ui->sideCombo);
    const QSignalBlocker blockSize(m_ui->sizeCombo);
    const QSignalBlocker blockToken(m_ui->tokenCombo);
    const QSignalBlocker blockLight(m_ui->lightCombo);
    m_ui->lightCombo->clear();
    m_ui->lightCombo->addItem(tr("none"), QStringLiteral("none"));
    for (const LightPreset &p : kLightPresets)
        m_ui->lightCombo->addItem(tr(p.label), QLatin1String(p.id));
    m_ui->lightCombo->addItem(tr("custom"), QStringLiteral("custom"));
    m_ui->sideCombo->clear();
    const QList<std::pair<Side, QString>> sides{{Side::Party, tr("Party")},
                                                {Side::Ally, tr("Ally")},
                                                {Side::Hostile, tr("Hostile")},
                                                {Side::Neutral, tr("Neutral")}};
    for (const auto &[side, label] : sides)
        m_ui->sideCombo->addItem(label, sideId(side));
    m_ui->sizeCombo->clear();
    const QList<std::pair<Size, QString>> sizes{{Size::Tiny, tr("Tiny")},   {Size::Small, tr("Small")},
                                                {Size::Medium, tr("Medium")}, {Size::Large, tr("Large")},
                                                {Size::Huge, tr("Huge")},   {Size::Gargantuan, tr("Gargantuan")},
                                                {Size::Titanic, tr("Titanic (a5e)")}};
    for (const auto &[size, label] : sizes)
        m_ui->sizeCombo->addItem(label, sizeId(size));
    m_ui->tokenCombo->clear();
    m_ui->tokenCombo->addItem(tr("(default)"), QString());
    const QStringList artLabels{tr("Humanoid"), tr("Beast"),     tr("Dragon"),      tr("Undead"), tr("Construct"),
                                tr("Elemental"), tr("Giant"),    tr("Monstrosity"), tr("Fiend")};
    const QStringList art = bundledTokens();
    for (qsizetype i = 0; i < art.size(); ++i)
        m_ui->tokenCombo->addItem(tokenIcon(art[i]), artLabels[i], art[i] + QStringLiteral(".svg"));
    m_ui->conditionsList->clear(); // refilled with the labels of this language by refresh()
    refresh();
}

void CreatureDock::connectFields()
{
    Ui::CreatureForm &ui = *m_ui;
    connect(ui.nameEdit, &QLineEdit::textEdited, this, [this](const QString &text) {
        // An empty name is not applied (a creature needs one); leaving the field restores it.
        if (!text.trimmed().isEmpty())
            edit(QStringLiteral("name"), tr("name"), [&](Creature &c) { c.name = text; });
    });
    connect(ui.nameEdit, &QLineEdit::editingFinished, this, [this] {
        if (m_ui->nameEdit->text().trimmed().isEmpty())
            refresh();
    });
    connect(ui.sideCombo, &QComboBox::currentIndexChanged, this, [this] {
        const auto side = sideFromId(m_ui->sideCombo->currentData().toString());
        if (side)
            edit(QStringLiteral("side"), tr("side"), [&](Creature &c) { c.side = *side; });
    });
    connect(ui.sizeCombo, &QComboBox::currentIndexChanged, this, [this] {
        const auto size = sizeFromId(m_ui->sizeCombo->currentData().toString());
        if (size)
            edit(QStringLiteral("size"), tr("size"), [&](Creature &c) { c.size = *size; });
    });
    connect(ui.tokenPictureButton, &QPushButton::clicked, this, &CreatureDock::choosePicture);
    connect(ui.tokenCombo, &QComboBox::currentIndexChanged, this, [this] {
        const QString token = m_ui->tokenCombo->currentData().toString();
        edit(QStringLiteral("token"), tr("token"), [&](Creature &c) { c.token = token; });
    });

    struct IntField {
        QSpinBox *spin;
        const char *key;
        const char *what;
        std::function<void(Creature &, int)> set;
    };
    const QList<IntField> fields{
        {ui.spaceSpin, "space", QT_TR_NOOP("space"), [](Creature &c, int v) { c.space = v; }},
        {ui.reachSpin, "reach", QT_TR_NOOP("reach"), [](Creature &c, int v) { c.reach = v; }},
        {ui.acSpin, "ac", QT_TR_NOOP("AC"), [](Creature &c, int v) { c.ac = v; c.hasAc = true; }},
        {ui.hpSpin, "hp", QT_TR_NOOP("HP"), [](Creature &c, int v) { c.hp = v; c.hasHp = true; }},
        {ui.maxHpSpin, "maxHp", QT_TR_NOOP("max HP"), [](Creature &c, int v) { c.maxHp = v; }},
        {ui.tempHpSpin, "tempHp", QT_TR_NOOP("temp HP"), [](Creature &c, int v) { c.tempHp = v; }},
        {ui.initiativeBonusSpin, "initiativeBonus", QT_TR_NOOP("initiative bonus"),
         [](Creature &c, int v) { c.initiativeBonus = v; }},
        {ui.walkSpin, "walk", QT_TR_NOOP("walking speed"), [](Creature &c, int v) { c.speed.walk = v; }},
        {ui.flySpin, "fly", QT_TR_NOOP("flying speed"), [](Creature &c, int v) { c.speed.fly = v; }},
        {ui.swimSpin, "swim", QT_TR_NOOP("swimming speed"), [](Creature &c, int v) { c.speed.swim = v; }},
        {ui.climbSpin, "climb", QT_TR_NOOP("climbing speed"), [](Creature &c, int v) { c.speed.climb = v; }},
        {ui.burrowSpin, "burrow", QT_TR_NOOP("burrowing speed"), [](Creature &c, int v) { c.speed.burrow = v; }},
        {ui.elevationSpin, "elevation", QT_TR_NOOP("elevation"), [](Creature &c, int v) { c.elevation = v; }},
        {ui.darkvisionSpin, "darkvision", QT_TR_NOOP("darkvision"),
         [](Creature &c, int v) { c.senses.darkvision = v; c.senses.present = true; }},
        {ui.blindsightSpin, "blindsight", QT_TR_NOOP("blindsight"),
         [](Creature &c, int v) { c.senses.blindsight = v; c.senses.present = true; }},
        {ui.truesightSpin, "truesight", QT_TR_NOOP("truesight"),
         [](Creature &c, int v) { c.senses.truesight = v; c.senses.present = true; }},
    };
    for (const IntField &f : fields) {
        connect(f.spin, &QSpinBox::valueChanged, this, [this, f](int value) {
            edit(QLatin1String(f.key), tr(f.what), [&](Creature &c) { f.set(c, value); });
        });
    }

    // The light: a preset sets both distances in one edit; the spin boxes make it custom.
    connect(ui.lightCombo, &QComboBox::currentIndexChanged, this, [this] {
        const QString id = m_ui->lightCombo->currentData().toString();
        const Creature *shown = m_document->encounter().creature(m_id);
        if (m_refreshing || !shown || id == lightPresetOf(*shown))
            return;
        if (id == QLatin1String("custom")) {
            m_ui->lightBrightSpin->setFocus(); // nothing to change yet: the distances are typed below
            return;
        }
        double bright = 0, dim = 0;
        if (const auto own = ownLight(*shown); own && id == QLatin1String("own")) {
            bright = own->bright;
            dim = own->dim;
        }
        for (const LightPreset &p : kLightPresets) {
            if (id == QLatin1String(p.id)) {
                bright = p.bright;
                dim = p.dim;
            }
        }
        edit(QStringLiteral("light"), tr("light"), [&](Creature &c) { setLight(c, bright, dim); });
    });
    connect(ui.lightBrightSpin, &QSpinBox::valueChanged, this, [this](int value) {
        edit(QStringLiteral("light"), tr("light"), [&](Creature &c) { setLight(c, value, c.light ? c.light->dim : 0); });
    });
    connect(ui.lightDimSpin, &QSpinBox::valueChanged, this, [this](int value) {
        edit(QStringLiteral("light"), tr("light"), [&](Creature &c) { setLight(c, c.light ? c.light->bright : 0, value); });
    });

    connect(ui.hiddenCheck, &QCheckBox::toggled, this, [this](bool on) {
        edit(QStringLiteral("hiddenFromPlayers"), tr("visibility to the players"), [&](Creature &c) { c.setHiddenFromPlayers(on); });
    });
    connect(ui.lowLightCheck, &QCheckBox::toggled, this, [this](bool on) {
        edit(QStringLiteral("lowLightVision"), tr("low-light vision"), [&](Creature &c) {
            c.senses.lowLightVision = on;
            c.senses.present = true;
        });
    });

    connect(ui.conditionsList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const QString id = item->data(Qt::UserRole).toString();
        const bool on = item->checkState() == Qt::Checked;
        const Creature *c = m_document->encounter().creature(m_id);
        if (!c || c->has(id) == on)
            return;
        // Through the tracker's rules: a flier knocked prone falls, exhaustion
        // and fatigue keep their levels, the log says it. One undo step.
        combat::ConditionProblem problem;
        pushCombatEdit(m_document, tr("%1: %2").arg(c->name, conditionDisplayName(id)), [&](Encounter &e) {
            problem = combat::applyCondition(e, m_document->dice(), m_id, id, on ? 1 : 0);
        });
        const QString refused = words::conditionProblem(problem);
        m_refusal = refused;
        if (!refused.isEmpty()) {
            setMessage(refused, true);
            QTimer::singleShot(0, this, [this] { refresh(); }); // the box shows the model again
        }
    });
}

void CreatureDock::choosePicture()
{
    if (!m_document->encounter().creature(m_id))
        return;
    const QString path = m_picturePicker ? m_picturePicker()
                                         : QFileDialog::getOpenFileName(this, tr("Token Picture"), QString(), tokenart::fileFilter());
    if (!path.isEmpty())
        setTokenPicture(path);
}

bool CreatureDock::setTokenPicture(const QString &path)
{
    const QString id = m_id;
    const QString problem = pushTokenPicture(m_document, id, path);
    if (!problem.isEmpty()) {
        m_refusal = problem;
        setMessage(problem, true);
        emit statusMessage(problem);
        return false;
    }
    m_refusal.clear();
    setMessage(QString(), false);
    return true;
}

void CreatureDock::setMessage(const QString &text, bool error)
{
    m_ui->messageLabel->setText(text);
    m_ui->messageLabel->setStyleSheet(error ? QStringLiteral("color: #b02020; font-weight: bold;") : QString());
    m_ui->messageLabel->setVisible(!text.isEmpty());
}

bool CreatureDock::edit(const QString &field, const QString &what, const std::function<void(Creature &)> &change, bool merge)
{
    if (m_refreshing)
        return false;
    const Encounter &e = m_document->encounter();
    const int index = e.creatureIndex(m_id);
    if (index < 0)
        return false;
    Encounter after = e;
    Creature &c = after.creatures[std::size_t(index)];
    change(c);
    const QString problem = wordLogMessage(placementProblem(after, c), &after);
    if (!problem.isEmpty()) {
        // Refused: the model stays as it is and the panel shows it again.
        m_refusal = tr("Can't change the %1 of %2: %3").arg(what, e.creatures[std::size_t(index)].name, problem);
        refresh();
        setMessage(m_refusal, true);
        emit statusMessage(m_refusal);
        return false;
    }
    const QString key = m_id + QLatin1Char('/') + field;
    if (key != m_lastEditKey || m_gesture == 0 || !merge) {
        m_lastEditKey = merge ? key : QString(); // the next edit is a step of its own too
        m_gesture = newGesture();
    }
    m_refusal.clear();
    setMessage(QString(), false);
    m_document->undoStack()->push(new EditEncounterCommand(m_document, e, after, tr("Edit %1 of %2").arg(what, c.name),
                                                           EditEncounterCommand::CreatureEdit, m_gesture));
    return true;
}

void CreatureDock::refresh()
{
    const Encounter &e = m_document->encounter();
    const Creature *c = e.creature(m_id);
    m_ui->fields->setEnabled(c != nullptr);
    if (!c) {
        m_id.clear();
        clearFields();
        setMessage(tr("Select a creature on the map to edit it."), false);
        return;
    }
    if (m_refusal.isEmpty())
        setMessage(QString(), false);
    m_refreshing = true;
    Ui::CreatureForm &ui = *m_ui;
    // Set only what differs, so the field being typed in keeps its cursor.
    if (ui.nameEdit->text() != c->name && !(ui.nameEdit->hasFocus() && ui.nameEdit->text().trimmed().isEmpty()))
        ui.nameEdit->setText(c->name);
    const auto setCombo = [](QComboBox *combo, const QString &data) {
        const int i = combo->findData(data);
        if (i >= 0 && combo->currentIndex() != i)
            combo->setCurrentIndex(i);
    };
    setCombo(ui.sideCombo, sideId(c->side));
    setCombo(ui.sizeCombo, sizeId(c->size));
    const auto setSpin = [](QSpinBox *spin, int value) {
        if (spin->value() != value)
            spin->setValue(value);
    };
    ui.spaceSpin->setSpecialValueText(tr("from size (%1)").arg(spaceForSize(c->size)));
    ui.reachSpin->setSpecialValueText(tr("default (%1 ft)").arg(defaultReach(c->size, e.ruleset)));
    setSpin(ui.spaceSpin, c->space);
    setSpin(ui.reachSpin, c->reach);
    setSpin(ui.acSpin, c->ac);
    setSpin(ui.hpSpin, c->hp);
    setSpin(ui.maxHpSpin, c->maxHp);
    setSpin(ui.tempHpSpin, c->tempHp);
    setSpin(ui.initiativeBonusSpin, c->initiativeBonus);
    setSpin(ui.walkSpin, c->speed.walk);
    setSpin(ui.flySpin, c->speed.fly);
    setSpin(ui.swimSpin, c->speed.swim);
    setSpin(ui.climbSpin, c->speed.climb);
    setSpin(ui.burrowSpin, c->speed.burrow);
    setSpin(ui.elevationSpin, int(std::lround(c->elevation)));
    setSpin(ui.darkvisionSpin, int(std::lround(c->senses.darkvision)));
    setSpin(ui.blindsightSpin, int(std::lround(c->senses.blindsight)));
    setSpin(ui.truesightSpin, int(std::lround(c->senses.truesight)));
    if (ui.lowLightCheck->isChecked() != c->senses.lowLightVision)
        ui.lowLightCheck->setChecked(c->senses.lowLightVision);
    if (ui.hiddenCheck->isChecked() != c->hiddenFromPlayers())
        ui.hiddenCheck->setChecked(c->hiddenFromPlayers());
    // "custom" chosen but not typed yet stays chosen while the creature has no light.
    // Its own light (a fire elemental's) is offered by name for a creature that has one.
    if (const int own = ui.lightCombo->findData(QStringLiteral("own")); own >= 0)
        ui.lightCombo->removeItem(own);
    if (const auto own = ownLight(*c))
        ui.lightCombo->insertItem(1, tr("its own light (%1/%2 ft)").arg(own->bright).arg(own->dim), QStringLiteral("own"));
    if (!(ui.lightCombo->currentData().toString() == QLatin1String("custom") && !c->light))
        setCombo(ui.lightCombo, lightPresetOf(*c));
    setSpin(ui.lightBrightSpin, c->light ? int(std::lround(c->light->bright)) : 0);
    setSpin(ui.lightDimSpin, c->light ? int(std::lround(c->light->dim)) : 0);
    refreshTokens(*c);
    refreshConditions(*c);
    m_attacks->showCreature(c, e.ruleset);
    m_refreshing = false;
}

void CreatureDock::clearFields()
{
    m_refreshing = true;
    Ui::CreatureForm &ui = *m_ui;
    ui.nameEdit->clear();
    for (QSpinBox *spin : ui.fields->findChildren<QSpinBox *>())
        spin->setValue(std::max(0, spin->minimum()));
    ui.sideCombo->setCurrentIndex(-1);
    ui.sizeCombo->setCurrentIndex(-1);
    ui.tokenCombo->setCurrentIndex(0);
    ui.lightCombo->setCurrentIndex(0);
    ui.lowLightCheck->setChecked(false);
    ui.hiddenCheck->setChecked(false);
    for (int i = 0; i < ui.conditionsList->count(); ++i)
        ui.conditionsList->item(i)->setCheckState(Qt::Unchecked);
    m_attacks->showCreature(nullptr, m_document->encounter().ruleset);
    m_refreshing = false;
}

void CreatureDock::refreshTokens(const Creature &c)
{
    QComboBox *combo = m_ui->tokenCombo;
    const int fixed = 1 + int(bundledTokens().size());
    while (combo->count() > fixed)
        combo->removeItem(combo->count() - 1);
    int index = combo->findData(c.token);
    if (index < 0) {
        // A token spelled otherwise ("tokens/Dragon.svg") or an image of its own: listed as
        // written, so showing a creature never rewrites its token. Pictures of their own
        // (data: URIs) show as a small circle.
        const QString art = bundledArtOf(c.token);
        if (tokenart::isPicture(c.token))
            combo->addItem(pictureIcon(c.token), tr("Own picture"), c.token);
        else if (!art.isEmpty())
            combo->addItem(tokenIcon(art), c.token.left(60), c.token);
        else
            combo->addItem(tr("Custom: %1").arg(c.token.left(60)), c.token);
        index = combo->count() - 1;
    }
    combo->setCurrentIndex(index);
}

void CreatureDock::refreshConditions(const Creature &c)
{
    QStringList ids; // the ruleset's own conditions, then any other the creature has
    for (const combat::ConditionName &n : combat::conditionsFor(m_document->encounter().ruleset))
        ids << n.id;
    for (const QString &condition : c.conditions) {
        if (!ids.contains(condition))
            ids.append(condition);
    }
    QListWidget *list = m_ui->conditionsList;
    const QSignalBlocker quiet(list); // filling the list is not the GM ticking boxes
    bool same = list->count() == ids.size();
    for (int i = 0; same && i < list->count(); ++i)
        same = list->item(i)->data(Qt::UserRole).toString() == ids[i];
    if (!same) {
        list->clear();
        for (const QString &id : ids) {
            auto *item = new QListWidgetItem(conditionDisplayName(id), list);
            item->setData(Qt::UserRole, id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            // Without a check state of its own an item draws no box and takes no tick (issue
            // 30, item 3: the boxes were gone at start-up and after a language switch).
            item->setCheckState(Qt::Unchecked);
        }
    }
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        const Qt::CheckState state = c.has(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked;
        if (item->checkState() != state)
            item->setCheckState(state);
    }
}

void CreatureDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        QWidget *form = m_ui->fields->parentWidget();
        m_ui->retranslateUi(form);
        retranslate();
    }
    QDockWidget::changeEvent(event);
}

} // namespace bm
