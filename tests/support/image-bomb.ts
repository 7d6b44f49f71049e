import zlib from "node:zlib";

/**
 * A PNG whose header declares width x height and whose pixel data is deflated zeros: a
 * small file that decodes to a huge image. `rows` below the height leaves the data short
 * (a truncated file, refused at decode); `rgb` makes a complete colour image of that size.
 */
export function imageBomb(width: number, height: number, { rgb = false, rows = height } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = rgb ? 2 : 0; // RGB or greyscale
  const bytesPerRow = (rgb ? width * 3 : width) + 1;
  const data = zlib.deflateSync(Buffer.alloc(bytesPerRow * rows), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
