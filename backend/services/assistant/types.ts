import type { PreviousAnswer, ToolCall, ToolRun } from '@/lib/contract/assistant';

// The seams of the assistant: a planner turns a question into tool calls; an executor runs
// one call with the caller's permissions; the LLM adapter drives the executor itself.

/** Runs one tool call as the caller; `forModel` is the compact result an LLM reads. */
export type ToolExecutor = (call: ToolCall) => Promise<{ run: ToolRun; forModel: unknown }>;

/** The reference words the embedded parser recognises, built from our data. */
export type ParserDictionary = {
  /** GB/T 2260 regions: full name (深圳市), short names (深圳), and the parent's code. */
  regions: { code: string; name: string; short: string[]; level: 1 | 2 | 3; parent?: string }[];
  /** GB/T 4754 industries of any level (门类 letter, 大类 2, 中类 3 digits) with names. */
  industries: { code: string; name: string }[];
  /** Industry chains by id and name (新能源汽车). */
  chains: { id: string; name: string; aliases: string[] }[];
  /** Qualification tags of find companies (OTHER_OPTIONS values and labels). */
  qualifications: { value: string; label: string; aliases: string[] }[];
};

export type LlmTurn = { question: string; answer: string };

export type LlmAnswerInput = {
  question: string;
  /** Earlier turns of the conversation, oldest first. */
  history: LlmTurn[];
  previous?: PreviousAnswer;
  /** The industry chains by id: the model names one in cyl or chain by its number. */
  chains?: { id: string; name: string }[];
  execute: ToolExecutor;
  /** Streamed text of the answer as the model writes it. */
  onText: (delta: string) => void;
  signal?: AbortSignal;
};

/** An OpenAI-compatible model planning the calls and writing the answer. */
export interface LlmAdapter {
  answer(input: LlmAnswerInput): Promise<{ text: string; runs: ToolRun[] }>;
}

/** The model could not answer (time-out, provider error, bad output): fall back. */
export class LlmUnavailableError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'LlmUnavailableError';
  }
}
