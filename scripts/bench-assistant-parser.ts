// The assistant's embedded question parser (issue 18 target: a question mapped to tool calls
// ≤ 20 ms p95): the evaluation set's exact-match accuracy (all, tuned, held-out) and parse
// latency p50/p95/p99 over BENCH_PARSER_ROUNDS rounds of the set, after one warm-up round
// (the segmenter's dictionary loads on first use). In-process on a fresh in-memory PGlite
// with the reference data; prints figures, asserts nothing. Part of `npm run bench`.
import { openPglite } from '@/backend/db/client';
import { ensureReferenceData } from '@/backend/data/reference-data';
import { buildParserDictionary } from '@/backend/services/assistant/parser/dictionary';
import { accuracy, runEvaluation } from '@/backend/services/assistant/parser/evaluate';

const ROUNDS = Number(process.env.BENCH_PARSER_ROUNDS ?? 20);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchAssistantParser(): Promise<void> {
  const database = await openPglite('memory://');
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const dictionary = await buildParserDictionary(database.db);
    const first = runEvaluation(dictionary);
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    const tuned = first.filter((r) => r.case.group === 'tuned').length;
    console.log(
      `assistant parser accuracy: ${pct(accuracy(first))} of ${first.length} (tuned ${pct(accuracy(first, 'tuned'))} of ${tuned}, held-out ${pct(accuracy(first, 'heldout'))} of ${first.length - tuned})`,
    );
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) times.push(...runEvaluation(dictionary).map((r) => r.ms));
    times.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(2)} ms`;
    console.log(
      `assistant parser latency (${times.length} parses): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchAssistantParser().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
