import { crc32, createDeflate } from 'node:zlib';

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A black RGB PNG of `width` x `height` at 8 or 16 bits per channel: deflated rows of zeros,
 * a few hundred kB for 10000 x 10000 pixels that take 300 MB (600 MB) once decoded. The rows
 * are deflated one at a time, so making it takes little memory.
 */
export async function flatPng(width: number, height: number, bits: 8 | 16 = 8): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bits, 8);
  header.writeUInt8(2, 9); // truecolour
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const finished = new Promise((resolve) => deflate.on('end', resolve));
  // Each row: its filter byte (none), then its pixels.
  const row = Buffer.alloc(1 + width * 3 * (bits / 8));
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await finished;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
