import { z } from 'zod';
import { parseTrustedProxies } from '@/lib/net/client-address.mjs';

// Backend settings, parsed once from the environment. ZSAI_ENV decides the mode; NODE_ENV
// does not (next start always sets it to production).

// Development default of the token-signing secret; production refuses it.
const DEV_JWT_SECRET = 'zsai-development-jwt-secret-not-for-production-0000';

const boolFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  ZSAI_ENV: z.enum(['demo', 'test', 'production']).default('demo'),
  DATABASE_URL: z.string().url().optional(),
  ZSAI_DATA_DIR: z.string().min(1).default('.data'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ZSAI_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  // 30,000: enough that each chain's leading cities hold several enterprises on most links;
  // the first start seeds them in about 90 s on PGlite on two cores (docs/demo-data.md).
  ZSAI_SEED_COMPANIES: z.coerce.number().int().min(0).default(30_000),
  ZSAI_DEV_ENDPOINTS: boolFlag,
  JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
  ACCESS_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(12 * 3600),
  SMS_PROVIDER: z.enum(['outbox']).optional(),
  // PKCS#8 PEM of the RSA key that decrypts password-login credentials. Without it a key is
  // generated once and kept in the database (not allowed in production).
  UPE_PRIVATE_KEY: z.string().includes('PRIVATE KEY').optional(),
  // Public origin of the portal (https://example.com), for links that leave the browser,
  // such as the QR code's URL. Without it links are relative to the page's own origin.
  ZSAI_PUBLIC_URL: z.string().url().optional(),
  // Accounts (phones, comma-separated) that /zsai/login?account= may log in without a
  // password, for kiosks and demos; ZSAI_AUTO_LOGIN_DEFAULT is the one ?isLogin=1 uses.
  ZSAI_AUTO_LOGIN_ACCOUNTS: z.string().default(''),
  ZSAI_AUTO_LOGIN_DEFAULT: z.string().optional(),
  ZSAI_AUTO_LOGIN_ENABLED: boolFlag,
  // Uploaded files (sysFile): local disk under the data directory, or S3-compatible storage.
  ZSAI_FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  ZSAI_FILE_DIR: z.string().min(1).optional(),
  ZSAI_FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 1024 * 1024),
  ZSAI_FILE_SUFFIXES: z
    .string()
    .regex(/^[a-z0-9]+(,[a-z0-9]+)*$/, 'comma-separated lowercase suffixes')
    .default('jpg,jpeg,png,gif,webp,pdf,doc,docx,xls,xlsx,txt'),
  ZSAI_S3_ENDPOINT: z.string().url().optional(),
  ZSAI_S3_BUCKET: z.string().min(1).optional(),
  ZSAI_S3_REGION: z.string().min(1).default('us-east-1'),
  ZSAI_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  ZSAI_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // CJK font embedded in PDF reports (.ttf, .otf or .ttc); without it well-known system paths
  // are tried. ZSAI_CJK_FONT_FAMILY names the face inside a .ttc collection.
  // Search answers (result pages, facets, suggestions, home figures) are kept this long;
  // 0 turns the cache off. Loaded data shows in searches after at most this delay.
  ZSAI_SEARCH_CACHE_TTL_S: z.coerce.number().int().min(0).max(3600).default(60),
  ZSAI_CJK_FONT: z.string().min(1).optional(),
  ZSAI_CJK_FONT_FAMILY: z.string().min(1).optional(),
  // The assistant's optional LLM (any OpenAI-compatible chat-completions endpoint): active
  // when base URL and model are set; the key may be empty for a local server (Ollama).
  ZSAI_LLM_BASE_URL: z.string().url().optional(),
  ZSAI_LLM_API_KEY: z.string().default(''),
  ZSAI_LLM_MODEL: z.string().min(1).optional(),
  ZSAI_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  // PostgreSQL connections of the process (each replica holds its own pool).
  ZSAI_DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Admission queue (docs/decisions/011-admission-queue.md): requests served at once (0
  // turns the queue off; unset: 8 on PGlite, the pool size on PostgreSQL) and the longest
  // wait before a 503 服务繁忙.
  ZSAI_ADMISSION_CONCURRENCY: z.coerce.number().int().min(0).max(1000).optional(),
  ZSAI_ADMISSION_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  // Proxies whose X-Forwarded-For is believed (docs/decisions/005): addresses and CIDR
  // ranges, comma-separated. Unset: the connection's peer is the client.
  ZSAI_TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((spec, ctx) => {
      try {
        parseTrustedProxies(spec);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  // Membership payment (docs/commerce.md): the provider, its notification secret and how
  // long an order waits for payment.
  ZSAI_PAYMENT_PROVIDER: z.enum(['dev']).default('dev'),
  // Unset outside production: a secret generated at first use and kept in the database.
  ZSAI_PAYMENT_SECRET: z.string().min(32).optional(),
  ZSAI_PAYMENT_TIMEOUT_MIN: z.coerce.number().int().min(1).max(120).default(15),
});

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type FileConfig = {
  storage: 'local' | 's3';
  dir: string;
  maxBytes: number;
  suffixes: string[];
  s3: S3Config | undefined;
};

export type BackendConfig = {
  env: 'demo' | 'test' | 'production';
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  bodyLimitBytes: number;
  seedCompanies: number;
  devEndpoints: boolean;
  jwtSecret: string;
  accessTokenTtlS: number;
  smsProvider: 'outbox';
  upePrivateKeyPem: string | undefined;
  publicUrl: string | undefined;
  autoLogin: { accounts: string[]; defaultAccount: string | undefined };
  files: FileConfig;
  cjkFont: { path: string | undefined; family: string | undefined };
  searchCacheTtlMs: number;
  /** The assistant's LLM; undefined uses the embedded parser only. The key is never logged. */
  llm: LlmConfig | undefined;
  dbPoolSize: number;
  /** concurrency undefined: the engine's default (createApp); 0: no admission queue. */
  admission: { concurrency: number | undefined; maxWaitMs: number };
  payment: PaymentConfig;
  /** ZSAI_TRUSTED_PROXIES as written (validated); '' trusts no proxy. */
  trustedProxies: string;
};

export type PaymentConfig = {
  /** dev: the development provider, whose confirmation page a tester pays on. */
  provider: 'dev';
  /**
   * Signs the provider's notifications (and the dev QR links). Unset outside production: the
   * installation's own, generated and kept in the database (services/commerce/provider.ts).
   */
  secret: string | undefined;
  timeoutMs: number;
};

export type LlmConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid backend configuration: ${detail}`);
  }
  const e = parsed.data;
  const config: BackendConfig = {
    env: e.ZSAI_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.ZSAI_DATA_DIR,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.ZSAI_BODY_LIMIT_BYTES,
    seedCompanies: e.ZSAI_SEED_COMPANIES,
    devEndpoints: e.ZSAI_DEV_ENDPOINTS,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
    smsProvider: e.SMS_PROVIDER ?? 'outbox',
    upePrivateKeyPem: e.UPE_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    publicUrl: e.ZSAI_PUBLIC_URL?.replace(/\/+$/, ''),
    autoLogin: {
      accounts: e.ZSAI_AUTO_LOGIN_ACCOUNTS.split(',')
        .map((a) => a.trim())
        .filter(Boolean),
      defaultAccount: e.ZSAI_AUTO_LOGIN_DEFAULT?.trim() || undefined,
    },
    files: fileConfig(e),
    cjkFont: { path: e.ZSAI_CJK_FONT, family: e.ZSAI_CJK_FONT_FAMILY },
    searchCacheTtlMs: e.ZSAI_SEARCH_CACHE_TTL_S * 1000,
    llm: llmConfig(e),
    dbPoolSize: e.ZSAI_DB_POOL_SIZE,
    admission: {
      concurrency: e.ZSAI_ADMISSION_CONCURRENCY,
      maxWaitMs: e.ZSAI_ADMISSION_MAX_WAIT_MS,
    },
    trustedProxies: e.ZSAI_TRUSTED_PROXIES ?? '',
    payment: {
      provider: e.ZSAI_PAYMENT_PROVIDER,
      secret: e.ZSAI_PAYMENT_SECRET,
      timeoutMs: e.ZSAI_PAYMENT_TIMEOUT_MIN * 60_000,
    },
  };
  if (
    config.autoLogin.defaultAccount &&
    !config.autoLogin.accounts.includes(config.autoLogin.defaultAccount)
  ) {
    throw new ConfigError('ZSAI_AUTO_LOGIN_DEFAULT must be one of ZSAI_AUTO_LOGIN_ACCOUNTS');
  }
  assertProductionSafe(config, e.ZSAI_AUTO_LOGIN_ENABLED);
  return config;
}

function fileConfig(e: z.infer<typeof envSchema>): FileConfig {
  const s3Values = [
    e.ZSAI_S3_ENDPOINT,
    e.ZSAI_S3_BUCKET,
    e.ZSAI_S3_ACCESS_KEY_ID,
    e.ZSAI_S3_SECRET_ACCESS_KEY,
  ];
  if (e.ZSAI_FILE_STORAGE === 's3' && s3Values.some((v) => v === undefined)) {
    throw new ConfigError(
      'ZSAI_FILE_STORAGE=s3 needs ZSAI_S3_ENDPOINT, ZSAI_S3_BUCKET, ZSAI_S3_ACCESS_KEY_ID and ZSAI_S3_SECRET_ACCESS_KEY',
    );
  }
  const [endpoint, bucket, accessKeyId, secretAccessKey] = s3Values;
  return {
    storage: e.ZSAI_FILE_STORAGE,
    dir: e.ZSAI_FILE_DIR ?? `${e.ZSAI_DATA_DIR.replace(/\/+$/, '')}/files`,
    maxBytes: e.ZSAI_FILE_MAX_BYTES,
    suffixes: e.ZSAI_FILE_SUFFIXES.split(','),
    s3:
      endpoint && bucket && accessKeyId && secretAccessKey
        ? { endpoint, bucket, region: e.ZSAI_S3_REGION, accessKeyId, secretAccessKey }
        : undefined,
  };
}

function llmConfig(e: z.infer<typeof envSchema>): LlmConfig | undefined {
  if (!e.ZSAI_LLM_BASE_URL && !e.ZSAI_LLM_MODEL) return undefined;
  if (!e.ZSAI_LLM_BASE_URL || !e.ZSAI_LLM_MODEL) {
    throw new ConfigError('ZSAI_LLM_BASE_URL and ZSAI_LLM_MODEL must be set together');
  }
  return {
    baseUrl: e.ZSAI_LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: e.ZSAI_LLM_API_KEY.trim(),
    model: e.ZSAI_LLM_MODEL,
    timeoutMs: e.ZSAI_LLM_TIMEOUT_MS,
  };
}

// Production refuses development defaults instead of warning about them.
function assertProductionSafe(config: BackendConfig, autoLoginEnabled: boolean): void {
  if (config.env !== 'production') return;
  const problems: string[] = [];
  if (config.devEndpoints) problems.push('ZSAI_DEV_ENDPOINTS is not allowed in production');
  if (config.jwtSecret === DEV_JWT_SECRET) problems.push('JWT_SECRET must be set to a real secret');
  if (!config.upePrivateKeyPem) problems.push('UPE_PRIVATE_KEY must be set');
  if (config.autoLogin.accounts.length > 0 && !autoLoginEnabled) {
    problems.push('ZSAI_AUTO_LOGIN_ACCOUNTS needs ZSAI_AUTO_LOGIN_ENABLED=1 in production');
  }
  if (config.smsProvider === 'outbox') {
    problems.push('SMS_PROVIDER=outbox only records messages; configure a real SMS provider');
  }
  if (config.payment.provider === 'dev') {
    problems.push('ZSAI_PAYMENT_PROVIDER=dev lets anyone confirm a payment; configure a real one');
  }
  if (!config.payment.secret) {
    problems.push('ZSAI_PAYMENT_SECRET must be set');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Refusing to start in ZSAI_ENV=production: ${problems.join('; ')}`);
  }
}

/** Config for tests: defaults plus overrides, never read from the ambient environment. */
export function testConfig(overrides: Partial<BackendConfig> = {}): BackendConfig {
  return {
    ...loadConfig({
      ZSAI_ENV: 'test',
      LOG_LEVEL: 'silent',
      // Requests still pass the admission queue, but a slow machine never sheds a test's
      // call; the shedding has tests of its own (backend/http/faults.test.ts).
      ZSAI_ADMISSION_MAX_WAIT_MS: '60000',
    }),
    ...overrides,
  };
}
