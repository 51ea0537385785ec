#pragma once

// The creature properties panel: shows the creature selected on the map and turns every
// edit into an undo command. Consecutive edits of one field (typing a name, stepping a
// spin box) merge into one undo step. An edit the model can't take (a size whose space
// no longer fits the map where the creature stands) is refused with a message and the
// panel goes back to what the model says.

#include <QDockWidget>

#include <functional>
#include <memory>

namespace Ui {
class CreatureForm;
}

namespace bm {

class AttacksEditor;
class Document;
struct Creature;

class CreatureDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit CreatureDock(Document *document, QWidget *parent = nullptr);
    ~CreatureDock() override;

    QString creatureId() const { return m_id; }
    void setCreature(const QString &id);
    // The last refusal (empty after a successful edit), for the status bar and tests.
    QString refusal() const { return m_refusal; }

    static QStringList bundledTokens();
    AttacksEditor *attacksEditor() const { return m_attacks; }

    // Token → Picture…: a picture file becomes the shown creature's token (one undo step);
    // a refused file leaves it as it was and the panel says why. Returns whether it changed.
    bool setTokenPicture(const QString &path);
    // The test seam of the Picture… button: what it asks instead of the file dialog
    // (an empty path cancels).
    void setPicturePicker(std::function<QString()> picker) { m_picturePicker = std::move(picker); }

signals:
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    std::unique_ptr<Ui::CreatureForm> m_ui;
    Document *m_document;
    QString m_id;
    bool m_refreshing = false;
    QString m_refusal;
    QString m_lastEditKey; // creature id + field of the last edit: same key, same gesture
    int m_gesture = 0;
    std::function<QString()> m_picturePicker;
    AttacksEditor *m_attacks = nullptr;

    void choosePicture();
    void clearFields(); // nothing selected: no stale values of the last creature

    void connectFields();
    void retranslate();
    void refresh();
    void refreshConditions(const Creature &c);
    void refreshTokens(const Creature &c);
    void setMessage(const QString &text, bool error);
    // Applies `change` to the shown creature as one (mergeable) undo command, unless the
    // result is refused. `field` keys the merging; `what` names the field for the user.
    // Without `merge` the edit is an undo step of its own (adding an attack).
    bool edit(const QString &field, const QString &what, const std::function<void(Creature &)> &change, bool merge = true);
};

} // namespace bm
