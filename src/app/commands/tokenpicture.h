#pragma once

// Token → Picture…, and a picture file dropped on a token: the picture becomes the
// creature's `token` (a data: URI, scene/tokenart.h) as one undo step.

#include <QString>

namespace bm {

class Document;

// Sets the picture in `path` as the token of creature `id`, as one undo step. Returns
// why it was refused (the file names itself), or empty when the token changed; a refused
// picture changes nothing.
QString pushTokenPicture(Document *document, const QString &id, const QString &path);

} // namespace bm
