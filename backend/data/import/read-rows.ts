import fs from 'node:fs';
import { parse } from 'csv-parse';

// Rows of one input file with their line numbers: CSV with a header line, or JSON Lines.
// Empty CSV cells count as absent, so optional columns may be left blank.

export type SourceRow =
  { line: number; record: Record<string, unknown> } | { line: number; error: string };

export async function* readRows(file: string): AsyncGenerator<SourceRow> {
  if (file.endsWith('.jsonl')) {
    yield* readJsonLines(file);
    return;
  }
  const parser = fs
    .createReadStream(file)
    .pipe(parse({ columns: true, info: true, bom: true, skip_empty_lines: true, trim: true }));
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    const cleaned: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (value !== '') cleaned[key] = value;
    yield { line: info.lines, record: cleaned };
  }
}

async function* readJsonLines(file: string): AsyncGenerator<SourceRow> {
  const text = await fs.promises.readFile(file, 'utf8');
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        yield { line: i + 1, error: '不是 JSON 对象' };
      } else {
        yield { line: i + 1, record: value as Record<string, unknown> };
      }
    } catch {
      yield { line: i + 1, error: 'JSON 格式错误' };
    }
  }
}
