// The assistant's whole answer over the database (issue 18 target: a full answer over
// 1,000,000 enterprises on PostgreSQL ≤ 300 ms p95 to the first streamed token). Prints
// figures, asserts nothing. Part of `npm run bench` when BENCH_DATABASE_URL is set.
//
// Through the HTTP route in process (/zsai/chat/ask, NDJSON), with the embedded parser, as a
// logged-in VIP: the evaluation set's single-question cases (no follow-ups, no unsupported
// questions) asked in turn. Three times per answer: the first line (start), the first line
// that carries the answer (the first tool run, or the text of an answer without one), and
// the last line (done). The per-user rate limit (20 a minute) is honoured by a clock that
// moves a minute on after every 20 questions (and starts after the questions of earlier runs).
//
// BENCH_DATABASE_URL               the PostgreSQL database (required; skipped without it)
// BENCH_ASSISTANT_ROUNDS           rounds over the questions (3)
import { sql } from 'drizzle-orm';
import { createApp } from '@/backend/app';
import type { Clock } from '@/backend/clock';
import { testConfig } from '@/backend/config';
import { openPostgres } from '@/backend/db/client';
import { ensureReferenceData } from '@/backend/data/reference-data';
import { demoUsersStep } from '@/backend/data/demo-users';
import { EVALUATION_CASES } from '@/backend/services/assistant/parser/evaluation';
import type { TestBackend } from '@/backend/test/test-backend';
import { smsLoginToken } from '@/backend/test/sms-helpers';
import { quantiles, rowsOf } from './lib/bench-in-process';

const ROUNDS = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 3);
const WARM_UP = 3;
const PER_MINUTE = 20;
const VIP_PHONE = '13800000001';

/** Real time plus an offset the bench moves past the rate limit's minute. */
function steppedClock(start: Date): Clock & { skipMinute: () => void } {
  let offset = Math.max(0, start.getTime() - Date.now());
  return {
    now: () => new Date(Date.now() + offset),
    skipMinute: () => {
      offset += 61_000;
    },
  };
}

type Timing = { first: number; answer: number; done: number; events: number };

async function ask(app: TestBackend['app'], token: string, question: string): Promise<Timing> {
  const started = performance.now();
  const res = await app.request('/api-zsai-query/zsai/chat/ask', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question }),
  });
  if (!res.body || !res.headers.get('content-type')?.includes('ndjson')) {
    throw new Error(`"${question}" was refused (${res.status}): ${await res.text()}`);
  }
  const timing: Timing = { first: 0, answer: 0, done: 0, events: 0 };
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line) continue;
      const at = performance.now() - started;
      const event = JSON.parse(line) as { type: string; message?: string };
      timing.events += 1;
      if (timing.first === 0) timing.first = at;
      if (timing.answer === 0 && (event.type === 'run' || event.type === 'text'))
        timing.answer = at;
      if (event.type === 'error') throw new Error(`"${question}": ${event.message}`);
      if (event.type === 'done') timing.done = at;
    }
  }
  return timing;
}

export async function benchAssistantAnswer(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('assistant answer: skipped (set BENCH_DATABASE_URL to a seeded database)');
    return;
  }
  const database = await openPostgres(url);
  try {
    // Past the latest question of earlier runs, which their clock put in the future.
    const [latest] = await rowsOf<{ at: string | null }>(
      database.db,
      sql`select max(created_at) + interval '61 seconds' as at from assistant_messages`,
    );
    const clock = steppedClock(latest?.at ? new Date(latest.at) : new Date());
    await ensureReferenceData(database.db);
    await demoUsersStep.run(database.db, { companies: 0, seedNumber: 1 }, clock);
    // The search cache off: every round asks the same questions, and each must reach the data.
    const config = testConfig({ databaseUrl: url, devEndpoints: true, searchCacheTtlMs: 0 });
    const app = createApp({ db: database.db, config, clock });
    const token = await smsLoginToken(
      { app, db: database.db } as unknown as TestBackend,
      VIP_PHONE,
    );
    const questions = EVALUATION_CASES.filter(
      (c) => !c.previous && c.expected !== 'unsupported',
    ).map((c) => c.question);

    let asked = 0;
    const timed = async (question: string) => {
      if (asked > 0 && asked % PER_MINUTE === 0) clock.skipMinute();
      asked += 1;
      return ask(app, token, question);
    };
    for (const q of questions.slice(0, WARM_UP)) await timed(q);
    const timings: Timing[] = [];
    const byQuestion = new Map<string, number[]>();
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const q of questions) {
        const timing = await timed(q);
        timings.push(timing);
        byQuestion.set(q, [...(byQuestion.get(q) ?? []), timing.answer]);
      }
    }

    const sorted = (pick: (t: Timing) => number) => timings.map(pick).sort((a, b) => a - b);
    const n = `${timings.length} answers, ${questions.length} questions`;
    console.log(`assistant answer, first line: ${quantiles(sorted((t) => t.first))} (${n})`);
    console.log(`assistant answer, first answer line: ${quantiles(sorted((t) => t.answer))}`);
    console.log(`assistant answer, whole answer: ${quantiles(sorted((t) => t.done))}`);
    // The slowest questions by their fastest round (a figure the machine's noise cannot lift).
    const slowest = [...byQuestion.entries()]
      .map(([q, times]) => ({ q, best: Math.min(...times) }))
      .sort((a, b) => b.best - a.best)
      .slice(0, 5);
    console.log(
      `assistant answer, slowest questions (best of ${ROUNDS}): ${slowest
        .map((s) => `${s.q} ${s.best.toFixed(0)} ms`)
        .join('; ')}`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchAssistantAnswer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
