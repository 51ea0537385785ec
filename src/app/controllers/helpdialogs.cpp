#include "helpdialogs.h"

#include "tools/placefreely.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QFont>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSet>
#include <QTableWidget>

#include <algorithm>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace bm {

HelpDialogs::HelpDialogs(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
}

void HelpDialogs::showUserGuide()
{
    // docs/guide.md, built into the program (English).
    QFile file(QStringLiteral(":/docs/guide.md"));
    QString text = tr("The user guide is missing from this build.");
    if (file.open(QIODevice::ReadOnly))
        text = QString::fromUtf8(file.readAll());
    auto *dialog = new QDialog(m_window);
    dialog->setObjectName(QStringLiteral("userGuide"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Battlemap User Guide"));
    auto *browser = new QTextBrowser(dialog);
    browser->setOpenExternalLinks(true);
    browser->setMarkdown(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(640, 560);
    dialog->show();
}

void HelpDialogs::showKeyboardShortcuts()
{
    // Read from the window's actions, so the list can't go stale: every action with a key,
    // under the menu that holds it (tools and panels without a menu under "Other").
    auto *dialog = new QDialog(m_window);
    dialog->setObjectName(QStringLiteral("keyboardShortcuts"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    auto *table = new QTableWidget(0, 3, dialog);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({tr("Menu"), tr("Command"), tr("Keys")});
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    QSet<const QAction *> listed;
    const auto add = [&](const QString &menu, const QAction *a) {
        if (listed.contains(a) || a->isSeparator() || a->shortcuts().isEmpty())
            return;
        listed.insert(a);
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(menu));
        table->setItem(row, 1, new QTableWidgetItem(QString(a->text()).remove(QLatin1Char('&'))));
        table->setItem(row, 2, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
    };
    for (const QAction *m : m_window->menuBar()->actions()) {
        if (!m->menu())
            continue;
        const QString menu = QString(m->text()).remove(QLatin1Char('&'));
        for (const QAction *a : m->menu()->actions()) {
            if (a->menu()) {
                for (const QAction *sub : a->menu()->actions())
                    add(menu, sub);
            } else {
                add(menu, a);
            }
        }
    }
    for (const QAction *a : m_window->findChildren<QAction *>())
        add(tr("Other"), a);
    // The mouse: what each tool does with a click or a drag and the keys held with it
    // (src/app/tools/*.cpp, scene/mapview.cpp, docs/guide.md), under a heading row.
    const int heading = table->rowCount();
    table->insertRow(heading);
    auto *title = new QTableWidgetItem(tr("Mouse"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    table->setItem(heading, 0, title);
    table->setItem(heading, 1, new QTableWidgetItem);
    table->setItem(heading, 2, new QTableWidgetItem);
    table->setSpan(heading, 0, 1, 3);
    for (const MouseGesture &g : mouseGestures()) {
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(g.where));
        table->setItem(row, 1, new QTableWidgetItem(g.what));
        table->setItem(row, 2, new QTableWidgetItem(g.gesture));
    }
    // The keys in view without scrolling sideways: the long descriptions wrap.
    table->setWordWrap(true);
    table->resizeColumnsToContents();
    table->setColumnWidth(0, std::min(table->columnWidth(0), 150));
    table->setColumnWidth(1, std::min(table->columnWidth(1), 320));
    table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch); // the keys fill the rest, wrapped
    table->resizeRowsToContents();
    // Rows as tall as their wrapped text at whatever width the dialog gets.
    connect(table->horizontalHeader(), &QHeaderView::sectionResized, table, [table] { table->resizeRowsToContents(); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog->resize(720, 600);
    dialog->show();
}

QList<HelpDialogs::MouseGesture> HelpDialogs::mouseGestures()
{
    const QString freely = PlaceFreely::keyText(PlaceFreely::current());
    const QString move = tr("Move tool");
    const QString map = tr("Map (any tool)");
    return {
        {move, tr("Move a creature along its cheapest legal path"), tr("Drag the token")},
        {move, tr("Place a creature anywhere on the map (the GM's override)"), tr("%1+drag", "a key held while dragging").arg(freely)},
        {move, tr("Route the selected creature's move through squares"), tr("Shift+click the squares, then drag the token")},
        {move, tr("Fly instead of walking, or land"), tr("Ctrl+drag", "a key held while dragging")},
        {move, tr("Crawl instead of standing up first (a prone creature)"), tr("Shift+drag", "a key held while dragging")},
        {move, tr("Push a creature the way it is dragged, away from the creature beside it (a Shove, a gust)"),
         tr("Shift+Alt+drag", "keys held while dragging")},
        {move, tr("Shove, Grapple, Release or Tumble Through"), tr("Right-click the token")},
        {move, tr("Cancel the drag: the token goes back"), tr("Esc while dragging")},
        {tr("Ruler"), tr("Measure between squares or creatures"), tr("Drag")},
        {tr("Cover and Flanking"), tr("Cover lines, flanking and the attack check"), tr("Click the attacker, then the target")},
        {tr("Area Template"), tr("Place an area and aim it"), tr("Press at the origin, drag to aim (Esc clears)")},
        {tr("Terrain Brush"), tr("Paint squares; a rectangle"), tr("Drag; Shift+drag")},
        {tr("Eraser"), tr("Erase terrain; a rectangle; walls"), tr("Drag; Shift+drag; start the drag on a wall")},
        {tr("Wall, Door"), tr("Draw a wall or a door; free ends"), tr("Drag from grid corner to grid corner; Shift+drag")},
        {tr("Move, Wall, Door"), tr("Open or close a door"), tr("Click the door")},
        {tr("Lights"), tr("Place a light; move it; size it; remove it"), tr("Click; drag; Shift+drag; right-click")},
        {tr("Fog of War"), tr("Reveal squares; hide them; paint instead of a rectangle"), tr("Drag; Shift+drag; Ctrl+drag")},
        {map, tr("The creature's or the square's menu"), tr("Right-click")},
        {map, tr("Pan the map"), tr("Middle-drag, or Space+drag")},
        {map, tr("Zoom; scroll sideways"), tr("Wheel; Shift+wheel")},
        {map, tr("Give a token a picture"), tr("Drop an image file on the token")},
    };
}

void HelpDialogs::about()
{
    QMessageBox::about(m_window, tr("About Battlemap"),
                       tr("<h3>Battlemap %1</h3><p>A battle map with exact movement, cover and flanking for "
                          "D&amp;D 5e (2014, 2024), Level Up A5E and Pathfinder 2e.</p>"
                          "<p>Rules text from the SRD 5.1 and 5.2 (CC-BY-4.0, Wizards of the Coast).</p>"
                          "<p>This work includes material taken from the System Reference Document 5.1 (\"SRD 5.1\") "
                          "by Wizards of the Coast LLC and available at "
                          "<a href=\"https://dnd.wizards.com/resources/systems-reference-document\">"
                          "https://dnd.wizards.com/resources/systems-reference-document</a>. The SRD 5.1 is licensed "
                          "under the Creative Commons Attribution 4.0 International License available at "
                          "<a href=\"https://creativecommons.org/licenses/by/4.0/legalcode\">"
                          "https://creativecommons.org/licenses/by/4.0/legalcode</a>. The monster library's data "
                          "comes from the 5e-bits/5e-database project (MIT).</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

} // namespace bm
