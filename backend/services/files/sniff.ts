import { fileTypeFromBuffer } from 'file-type';

// The bytes must be what the suffix claims: a renamed executable or HTML page is refused.

// Detected type (file-type's ext) accepted for each suffix; null means "no binary signature".
const EXPECTED: Record<string, readonly (string | null)[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  bmp: ['bmp'],
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  zip: ['zip'],
  txt: [null],
  csv: [null],
};

const CONTENT_TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** The content type to serve the file with, or null when the bytes do not match the suffix. */
export async function sniffContentType(bytes: Uint8Array, suffix: string): Promise<string | null> {
  const expected = EXPECTED[suffix];
  if (!expected) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (!expected.includes(detected?.ext ?? null)) return null;
  if (!detected) {
    // Plain text must decode as UTF-8 and carry no markup a browser could run.
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      if (/<\s*(script|html|svg|iframe)/i.test(text)) return null;
    } catch {
      return null;
    }
    return CONTENT_TYPES[suffix] ?? 'text/plain; charset=utf-8';
  }
  return detected.mime;
}
