#include "qrcode.h"

#include <QPainter>

#include <qrencode.h>

#include <memory>

namespace bm {

namespace {

struct QrFree {
    void operator()(QRcode *c) const { QRcode_free(c); }
};

std::unique_ptr<QRcode, QrFree> encode(const QString &text)
{
    return std::unique_ptr<QRcode, QrFree>(QRcode_encodeString(text.toUtf8().constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1));
}

} // namespace

int qrModules(const QString &text)
{
    const auto code = encode(text);
    return code ? code->width : 0;
}

QImage qrCode(const QString &text, int module)
{
    const auto code = encode(text);
    if (!code)
        return {};
    const int quiet = 4;
    const int side = (code->width + 2 * quiet) * module;
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    for (int y = 0; y < code->width; ++y)
        for (int x = 0; x < code->width; ++x)
            if (code->data[y * code->width + x] & 1)
                p.fillRect((x + quiet) * module, (y + quiet) * module, module, module, Qt::black);
    return image;
}

} // namespace bm
