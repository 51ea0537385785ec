#pragma once

// A QR code of a text (libqrencode): black modules on white, `module` pixels each, with the
// four-module quiet zone scanners need. Null when the text can't be encoded.

#include <QImage>
#include <QString>

namespace bm {

QImage qrCode(const QString &text, int module = 4);
int qrModules(const QString &text); // the symbol's width in modules (0: can't encode)

} // namespace bm
