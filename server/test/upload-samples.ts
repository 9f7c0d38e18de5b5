import sharp from 'sharp';

/**
 * Pictures an attacker (or an unlucky phone) uploads: a fitting one, and the ones that broke image servers before —
 * a header that promises more pixels than exist, a file cut short after its header, a renamed text file.
 */
export interface UploadSamples {
  png: Buffer;
  truncatedPng: Buffer;
  hugeHeaderPng: Buffer;
  text: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The same PNG whose IHDR claims width × height (CRC recomputed, so decoders believe it). */
function withDimensions(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  // Signature (8) + length (4) + "IHDR" (4): width and height follow, the chunk's CRC covers type + data (17 bytes).
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

export async function uploadSamples(): Promise<UploadSamples> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c83' } }).png().toBuffer();
  return {
    png,
    // Header and the start of the pixel data: a reader that trusts the header fails half-way through decoding.
    truncatedPng: png.subarray(0, png.length - 30),
    hugeHeaderPng: withDimensions(png, 60_000, 60_000),
    text: Buffer.from('not a picture at all\n'.repeat(20)),
  };
}

const BOUNDARY = 'slovo-fuzz-boundary';

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: { name: string; filename?: string; type?: string; data: Buffer }[]): { payload: Buffer; contentType: string } {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
        (p.type ? `Content-Type: ${p.type}\r\n` : '') +
        '\r\n',
    ),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** Multipart bodies for any route that takes a POST: fitting and broken pictures, wrong fields, two files. */
export function multipartCases(s: UploadSamples): { payload: Buffer; contentType: string }[] {
  const file = (data: Buffer, name = 'avatar', filename = 'me.png', type = 'image/png') => ({ name, filename, type, data });
  return [
    multipartBody([file(s.png)]),
    multipartBody([file(s.png, 'photo')]),
    multipartBody([file(s.truncatedPng)]),
    multipartBody([file(s.hugeHeaderPng)]),
    multipartBody([file(s.text)]),
    multipartBody([file(s.png), file(s.png, 'avatar', 'two.png')]),
    multipartBody([{ name: 'avatar', data: Buffer.from('just a field') }]),
    multipartBody([file(Buffer.alloc(6 * 1024 * 1024, 7), 'avatar', 'big.jpg', 'image/jpeg')]),
  ];
}
