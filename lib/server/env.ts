import 'server-only';
import { z } from 'zod';

// Portal settings, parsed once. The backend has its own (backend/config.ts).

const DEV_SESSION_SECRET = 'zsai-development-session-secret-change-me-000';

const schema = z.object({
  ZSAI_ENV: z.enum(['demo', 'test', 'production']).default('demo'),
  ZSAI_BACKEND_URL: z.string().url().optional(),
  // Seals the session cookie (iron-session, accounts issue). At least 32 characters.
  SESSION_SECRET: z.string().min(32).default(DEV_SESSION_SECRET),
  // Developer pages (the form engine's demonstration), read as backend/config.ts reads the
  // same switch, which serves their data and is refused in production.
  ZSAI_DEV_ENDPOINTS: z.enum(['0', '1', 'true', 'false']).default('0'),
});

export type PortalEnv = {
  mode: 'demo' | 'test' | 'production';
  backendUrl: string | undefined;
  sessionSecret: string;
  devEndpoints: boolean;
};

let cached: PortalEnv | undefined;

export function portalEnv(): PortalEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid portal configuration: ${detail}`);
  }
  const e = parsed.data;
  if (e.ZSAI_ENV === 'production' && e.SESSION_SECRET === DEV_SESSION_SECRET) {
    throw new Error(
      'Refusing to start in ZSAI_ENV=production: SESSION_SECRET must be set to a real secret',
    );
  }
  cached = {
    mode: e.ZSAI_ENV,
    backendUrl: e.ZSAI_BACKEND_URL?.replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET,
    devEndpoints:
      (e.ZSAI_DEV_ENDPOINTS === '1' || e.ZSAI_DEV_ENDPOINTS === 'true') &&
      e.ZSAI_ENV !== 'production',
  };
  return cached;
}
