import type { Context } from 'hono';
import { clientIp } from '../http/auth';
import type { AppEnv } from '../http/env';
import type { AliasContext } from '../services/alias-handler';

/** What an alias runs with: the app's deps and the verified caller (none when anonymous). */
export function aliasContext(c: Context<AppEnv>): AliasContext {
  const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined;
  return {
    ...c.get('deps'),
    userId: auth?.user.id,
    user: auth?.user,
    sessionId: auth?.sessionId,
    clientIp: clientIp(c),
  };
}
