import { AUTO_LOGIN_MESSAGES, phoneOrUsernameSchema } from '@/lib/contract/auth';
import type { BackendConfig } from '../../config';
import type { Database } from '../../db/client';
import { findUserByPhone } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import { assertMayLogIn } from './login';
import type { TokenService } from './tokens';

export type AutoLogin = ReturnType<typeof createAutoLogin>;

/** Password-less login for the explicitly allow-listed accounts only. */
export function createAutoLogin(deps: {
  db: Database;
  tokens: TokenService;
  config: BackendConfig['autoLogin'];
}) {
  const { db, tokens, config } = deps;

  function allowedPhone(account: string | undefined): string | undefined {
    const phone = phoneOrUsernameSchema.safeParse(account ?? '');
    return phone.success && config.accounts.includes(phone.data) ? phone.data : undefined;
  }

  return {
    /** getAutoLoginInfo: NAME_ and VALUE_ (username and display name) of a listed account. */
    async info(account: string) {
      const phone = allowedPhone(account);
      const user = phone ? await findUserByPhone(db, phone) : undefined;
      return user ? [{ NAME_: user.username, VALUE_: user.fullname }] : [];
    },

    async logIn(request: { account?: string; isLogin?: '1' }): Promise<string> {
      const phone = allowedPhone(request.isLogin ? config.defaultAccount : request.account);
      if (!phone) throw new AppError(403, AUTO_LOGIN_MESSAGES.notAllowed);
      const user = await findUserByPhone(db, phone);
      assertMayLogIn(user);
      return tokens.issue(user.id, 'auto');
    },
  };
}
