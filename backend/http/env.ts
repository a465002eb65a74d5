import type { Logger } from '../logger';
import type { BackendConfig } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import type { UserRow } from '../db/queries/users';
import type { SmsCodeService } from '../services/sms/codes';
import type { TokenService } from '../services/auth/tokens';
import type { CaptchaService } from '../services/auth/captcha';
import type { UpeKeyStore } from '../services/auth/upe-key';
import type { PasswordLoginInput } from '../services/auth/password-login';
import type { Registration } from '../services/accounts/registration';
import type { QrLogin } from '../services/auth/qr-login';
import type { RememberService } from '../services/auth/remember';
import type { AutoLogin } from '../services/auth/auto-login';
import type { SearchService } from '../services/search';
import type { FormRegistry } from '../services/forms/registry';
import type { TrustedProxies } from '@/lib/net/client-address.mjs';

/** What every handler can read from the Hono context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    deps: AppDeps;
    /** Set by requireUser on protected routes. */
    auth: { user: UserRow; sessionId: string };
  };
};

export type AppDeps = {
  db: Database;
  config: BackendConfig;
  clock: Clock;
  sms: SmsCodeService;
  tokens: TokenService;
  captcha: CaptchaService;
  upeKeys: UpeKeyStore;
  passwordLogin: (input: PasswordLoginInput) => Promise<string>;
  registration: Registration;
  findPassword: (input: { phone: string; password: string; code: string }) => Promise<string>;
  qrLogin: QrLogin;
  remember: RememberService;
  autoLogin: AutoLogin;
  search: SearchService;
  /** ZSAI_TRUSTED_PROXIES, parsed: whose X-Forwarded-For the standalone backend believes. */
  trustedProxies: TrustedProxies;
  /** The generic forms formSolution answers (the engine's demonstration with dev endpoints). */
  forms: FormRegistry;
};
