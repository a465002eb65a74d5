import { inflateSync } from 'node:zlib';

// The text of a pdfkit PDF, for tests (pdftotext is not on every machine): inflates the
// streams, reads each font's ToUnicode map and decodes the hex strings of the text operators
// through it. Good for pdfkit's own output (Identity-H fonts, hex TJ arrays), not a general
// PDF parser. Text runs are joined with newlines between BT…ET blocks.

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at, 'latin1');
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start, 'latin1');
    if (end < 0) break;
    const body = pdf.subarray(start + 7, end);
    const dict = pdf.subarray(Math.max(0, start - 300), start).toString('latin1');
    try {
      out.push(
        dict.lastIndexOf('/FlateDecode') > dict.lastIndexOf('endobj')
          ? inflateSync(body).toString('latin1')
          : body.toString('latin1'),
      );
    } catch {
      // A font file or image that is not text; skip it.
    }
    at = end + 10;
  }
  return out;
}

const hexToText = (hex: string) =>
  String.fromCodePoint(
    ...Array.from({ length: hex.length / 4 }, (_, i) => parseInt(hex.slice(i * 4, i * 4 + 4), 16)),
  );

/** Glyph id (4 hex digits) → text, from every ToUnicode CMap in the file. */
function unicodeMaps(all: string[]): Map<string, string>[] {
  const maps: Map<string, string>[] = [];
  for (const s of all) {
    if (!s.includes('begincmap')) continue;
    const map = new Map<string, string>();
    for (const m of s.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const r of m[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
        const from = parseInt(r[1]!, 16);
        const targets = [...r[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((t) => hexToText(t[1]!));
        targets.forEach((t, i) => map.set((from + i).toString(16).padStart(4, '0'), t));
      }
    }
    for (const m of s.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const r of m[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
        map.set(r[1]!.toLowerCase().padStart(4, '0'), hexToText(r[2]!));
    }
    maps.push(map);
  }
  return maps;
}

/** The PDF's text, page content in order; each text object on its own line. */
export function pdfText(pdf: Buffer): string {
  const all = streams(pdf);
  const maps = unicodeMaps(all);
  const lookup = (gid: string) => {
    for (const map of maps) {
      const hit = map.get(gid);
      if (hit !== undefined) return hit;
    }
    return '';
  };
  const lines: string[] = [];
  for (const s of all) {
    if (!s.includes('BT')) continue;
    for (const bt of s.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const h of bt[1]!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        const hex = h[1]!.toLowerCase();
        for (let i = 0; i + 4 <= hex.length; i += 4) line += lookup(hex.slice(i, i + 4));
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
