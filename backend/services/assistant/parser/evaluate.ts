import { isDeepStrictEqual } from 'node:util';
import {
  toolCallSchema,
  type Plan,
  type PreviousAnswer,
  type ToolCall,
  type ToolCallInput,
} from '@/lib/contract/assistant';
import type { ParserDictionary } from '../types';
import {
  EVALUATION_CASES,
  EVALUATION_NOW,
  EVALUATION_PREVIOUS,
  type EvaluationCase,
} from './evaluation';
import { parseQuestion } from './parse';

// Runs the evaluation set: exact match of the parsed call (defaults applied, filter arrays
// compared as sets) or of "unsupported". Shared by evaluation.test.ts and the bench.

function resolveChains<T>(value: T, dictionary: ParserDictionary): T {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) => {
    if (typeof v === 'string' && v.startsWith('@')) {
      const chain = dictionary.chains.find((c) => c.name === v.slice(1));
      if (!chain) throw new Error(`evaluation names an unknown chain ${v}`);
      return chain.id;
    }
    return v;
  }) as T;
}

/** A call with defaults applied and every filter list sorted, for comparison. */
function canonical(call: ToolCallInput): ToolCall | undefined {
  const parsed = toolCallSchema.safeParse(call);
  if (!parsed.success) return undefined;
  const out = structuredClone(parsed.data);
  if ('filters' in out.params) {
    for (const [key, value] of Object.entries(out.params.filters)) {
      if (Array.isArray(value))
        (out.params.filters as Record<string, unknown>)[key] = [...value].sort();
    }
  }
  return out;
}

export type CaseResult = {
  case: EvaluationCase;
  plan: Plan;
  ok: boolean;
  ms: number;
};

export function matches(plan: Plan, expected: ToolCallInput | 'unsupported'): boolean {
  if (expected === 'unsupported') return plan.kind === 'unsupported';
  if (plan.kind !== 'calls' || plan.calls.length !== 1) return false;
  const actual = canonical(plan.calls[0]!);
  return actual !== undefined && isDeepStrictEqual(actual, canonical(expected));
}

export function runEvaluation(dictionary: ParserDictionary): CaseResult[] {
  return EVALUATION_CASES.map((c) => {
    const expected = resolveChains(c.expected, dictionary);
    const previous: PreviousAnswer | undefined = c.previous
      ? resolveChains(EVALUATION_PREVIOUS[c.previous] as PreviousAnswer, dictionary)
      : undefined;
    const started = performance.now();
    const plan = parseQuestion(c.question, dictionary, previous, { now: EVALUATION_NOW });
    const ms = performance.now() - started;
    return { case: c, plan, ok: matches(plan, expected), ms };
  });
}

export function accuracy(results: CaseResult[], group?: EvaluationCase['group']): number {
  const list = group ? results.filter((r) => r.case.group === group) : results;
  return list.length === 0 ? 0 : list.filter((r) => r.ok).length / list.length;
}
