#pragma once

// An "image bomb" for the tests of pictures the window refuses (a background, a token's
// picture): a PNG whose header claims width x height pixels, a few bytes on disk and
// gigabytes once decoded, with no pixel data to speak of.

#include <QByteArray>
#include <QtEndian>

namespace bm::test {

// One PNG chunk: its length, type and data, and zlib's CRC-32 of type + data.
inline QByteArray pngChunk(const char *type, const QByteArray &data)
{
    QByteArray chunk(4, '\0');
    qToBigEndian(quint32(data.size()), chunk.data());
    const QByteArray body = QByteArray(type) + data;
    quint32 c = 0xffffffffu;
    for (const char ch : body) {
        c ^= quint8(ch);
        for (int k = 0; k < 8; ++k)
            c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
    }
    QByteArray crc(4, '\0');
    qToBigEndian(c ^ 0xffffffffu, crc.data());
    return chunk + body + crc;
}

inline QByteArray bombPng(quint32 width, quint32 height)
{
    QByteArray ihdr(13, '\0');
    qToBigEndian(width, ihdr.data());
    qToBigEndian(height, ihdr.data() + 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // RGB
    return QByteArray("\x89PNG\r\n\x1a\n", 8) + pngChunk("IHDR", ihdr) + pngChunk("IDAT", QByteArray::fromHex("789c030000000001"))
         + pngChunk("IEND", {});
}

} // namespace bm::test
