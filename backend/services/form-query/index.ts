import type { FormQueryHandler, FormQueryRegistry } from './registry';
import { qyhxWebAddr, qyhxWebHyml } from './reference';

/** Every custom-query alias the backend answers. Later areas add their aliases here. */
export function createFormQueryRegistry(): FormQueryRegistry {
  return new Map<string, FormQueryHandler>([
    ['qyhxWebAddr', qyhxWebAddr],
    ['qyhxWebHyml', qyhxWebHyml],
  ]);
}
