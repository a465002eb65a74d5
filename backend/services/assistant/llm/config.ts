import type { BackendConfig } from '../../../config';
import type { LlmAdapter } from '../types';
import { createOpenAiAdapter } from './openai-adapter';

// ZSAI_LLM_* are parsed in backend/config.ts with the other settings; this turns them into
// the adapter, or nothing when no model is configured (the embedded parser answers alone).

export function llmAdapterFromConfig(
  config: Pick<BackendConfig, 'llm'>,
  fetchImpl: typeof fetch = fetch,
): LlmAdapter | undefined {
  if (!config.llm) return undefined;
  return createOpenAiAdapter(config.llm, fetchImpl);
}
