// Whether a photo is the image its first bytes say, as a whole (issue 31): a PNG signature followed
// by HTML, or a JPEG start followed by anything, is not a photo. The check walks the file's
// structure (PNG: every chunk with its CRC, IHDR first, nothing after IEND; JPEG: every segment up
// to the scan, then the end-of-image marker); it does not decode pixels.
import { crc32 } from '../../lib/crc32';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type PhotoType = 'image/jpeg' | 'image/png';

/** The image type the first bytes say, or null for anything else. */
export function sniffImageType(bytes: Buffer): PhotoType | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

function isWholePng(bytes: Buffer): boolean {
  let at = PNG_SIGNATURE.length;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return false;
    if (first && type !== 'IHDR') return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    if (type === 'IEND') return end === bytes.length;
    first = false;
    at = end;
  }
  return false;
}

/** Markers without a length: TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function isWholeJpeg(bytes: Buffer): boolean {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) return false;
    // Start of scan: entropy-coded data follows, and the image must end with its marker.
    if (marker === 0xda) return bytes.indexOf(Buffer.from([0xff, 0xd9]), end) !== -1;
    at = end;
  }
  return false;
}

/** The photo's type if the whole file is a well-formed JPEG or PNG, else null. */
export function photoTypeOf(bytes: Buffer): PhotoType | null {
  const type = sniffImageType(bytes);
  if (type === 'image/png') return isWholePng(bytes) ? type : null;
  if (type === 'image/jpeg') return isWholeJpeg(bytes) ? type : null;
  return null;
}
