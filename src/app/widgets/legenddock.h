#pragma once

// View → Legend: what the colours on the map mean (the reach bands of the encounter's
// ruleset, the path, the cover lines, the light). It follows the document's ruleset and
// rewords itself on a language switch.

#include <QDockWidget>

class QLabel;

namespace bm {

class Document;

class LegendDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit LegendDock(Document *document, QWidget *parent = nullptr);

    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    Document *m_document;
    QLabel *m_legend;

    void retranslate();
};

} // namespace bm
