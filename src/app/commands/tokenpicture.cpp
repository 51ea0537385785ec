#include "tokenpicture.h"

#include "commands/encountercommands.h"
#include "document.h"
#include "scene/tokenart.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace bm {

QString pushTokenPicture(Document *document, const QString &id, const QString &path)
{
    const Encounter &before = document->encounter();
    const int index = before.creatureIndex(id);
    if (index < 0)
        return QCoreApplication::translate("TokenArt", "No creature to give the picture to");
    const tokenart::Picture picture = tokenart::fromFile(path);
    if (picture.dataUri.isEmpty())
        return picture.error;
    if (tokenart::imageOf(picture.dataUri).isNull())
        return QCoreApplication::translate("TokenArt", "%1 can't be read as a picture").arg(path);
    Encounter after = before;
    Creature &c = after.creatures[std::size_t(index)];
    if (c.token == picture.dataUri)
        return {};
    c.token = picture.dataUri;
    document->undoStack()->push(new EditEncounterCommand(
        document, before, after, QCoreApplication::translate("TokenArt", "Set the token picture of %1").arg(c.name)));
    return {};
}

} // namespace bm
