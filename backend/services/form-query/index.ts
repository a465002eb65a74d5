import type { AliasHandler, AliasRegistry } from '../alias-handler';
import { qyhxWebAddr, qyhxWebHyml } from './reference';
import { dzxxWebAct, getAutoLoginInfo } from './accounts';

/** Every custom-query alias the backend answers. Later areas add their aliases here. */
export function createFormQueryRegistry(): AliasRegistry {
  return new Map<string, AliasHandler>([
    ['qyhxWebAddr', qyhxWebAddr],
    ['qyhxWebHyml', qyhxWebHyml],
    ['dzxxWebAct', dzxxWebAct],
    ['getAutoLoginInfo', getAutoLoginInfo],
  ]);
}
