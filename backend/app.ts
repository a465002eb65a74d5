import '@/lib/contract/zod-locale';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { errorEnvelope } from '@/lib/contract/envelope';
import { MESSAGES } from '@/lib/contract/messages';
import { PRODUCT_TITLE } from '@/lib/constants';
import { parseTrustedProxies } from '@/lib/net/client-address.mjs';
import type { BackendConfig } from './config';
import type { Database } from './db/client';
import { clockFor, type Clock } from './clock';
import { createLogger, type Logger } from './logger';
import type { AppDeps, AppEnv } from './http/env';
import { createCaptchaService } from './services/auth/captcha';
import { createUpeKeyStore } from './services/auth/upe-key';
import { createPasswordLogin } from './services/auth/password-login';
import { createRegistration } from './services/accounts/registration';
import { createFindPassword } from './services/accounts/find-password';
import { createScriptRegistry } from './services/scripts';
import {
  acceptedContentTypes,
  errorHandler,
  notFoundHandler,
  refuseNulCharacters,
  requestContext,
  testClockAhead,
  retryReadsOnce,
} from './http/middleware';
import { admission, createAdmissionGate, type AdmissionGate } from './http/admission';
import { validationHook } from './http/validation';
import { formQueryRoutes } from './routes/form-query';
import { systemRoutes } from './routes/system';
import { sysFileRoutes } from './routes/sys-file';
import { sysDicRoutes } from './routes/sys-dic';
import { formSolutionRoutes } from './routes/form-solution';
import { createFormRegistry } from './services/forms';
import { createFileService } from './services/files/upload';
import { createFileStorage } from './services/files/storage';
import { createFormQueryRegistry } from './services/form-query';
import { outboxSmsProvider } from './services/sms/provider';
import { createSmsCodeService } from './services/sms/codes';
import { createTokenService } from './services/auth/tokens';
import { uaaRoutes } from './routes/uaa';
import { userRoutes } from './routes/user';
import { zsaiQueryRoutes } from './routes/zsai-query';
import { profileReportRoutes } from './routes/profile-report';
import { reportPdfRoutes } from './routes/report-pdf';
import { policyPdfRoutes } from './routes/policy-pdf';
import { devRoutes } from './routes/dev';
import { weixinRoutes } from './routes/weixin';
import { confirmPageTarget, createQrLogin } from './services/auth/qr-login';
import { createRememberService } from './services/auth/remember';
import { createAutoLogin } from './services/auth/auto-login';
import { createSearchService } from './services/search';
import { searchExportRoutes } from './routes/search-export';
import { chainExportRoutes } from './routes/chain-export';
import { leadExportRoutes } from './routes/leads-export';
import { customerExportRoutes } from './routes/customers-export';
import { regionalExportRoutes } from './routes/regional-export';
import { customerRoutes } from './routes/customers';
import { prospectExportRoutes } from './routes/prospects-export';
import { relationshipExportRoutes } from './routes/relationships-export';
import { channelRoutes } from './routes/channels';
import { adminImportRoutes } from './routes/admin-import';
import { assistantRoutes } from './routes/assistant';
import { paymentRoutes } from './routes/payments';
import { llmAdapterFromConfig } from './services/assistant/llm/config';

export type CreateAppOptions = {
  db: Database;
  config: BackendConfig;
  clock?: Clock;
  logger?: Logger;
  /** The admission queue; tests pass their own to fill it. Default: from config. */
  admission?: AdmissionGate;
};

/**
 * Requests PGlite serves at once: its one connection runs one statement at a time, and a few
 * requests in flight keep it busy while others are between statements. Measured under the
 * load bench (docs/decisions/011): 4 answered 154 a second, 8 about 200, 16 no more.
 */
const PGLITE_ADMISSION_CONCURRENCY = 8;

/** Never queued: a shed liveness probe would get a busy server restarted. */
const HEALTH_PATH = '/api-system/system/health';

export type BackendApp = ReturnType<typeof createApp>;

/** The backend: one router per API prefix of the platform contract, all answers enveloped. */
export function createApp({
  db,
  config,
  clock = clockFor(config.env),
  logger,
  admission: gate,
}: CreateAppOptions) {
  const log = logger ?? createLogger(config);
  const smsProvider = outboxSmsProvider(db, clock, log);
  const tokens = createTokenService({
    db,
    clock,
    secret: config.jwtSecret,
    ttlS: config.accessTokenTtlS,
  });
  const captcha = createCaptchaService({ db, clock });
  const upeKeys = createUpeKeyStore(db, config.upePrivateKeyPem);
  const sms = createSmsCodeService({ db, clock, provider: smsProvider, secret: config.jwtSecret });
  const deps: AppDeps = {
    db,
    config,
    clock,
    sms,
    tokens,
    captcha,
    upeKeys,
    passwordLogin: createPasswordLogin({ db, clock, captcha, upeKeys, tokens }),
    registration: createRegistration({ db, clock, sms, tokens, logger: log }),
    findPassword: createFindPassword({ db, clock, sms }),
    qrLogin: createQrLogin({ db, clock, tokens, target: confirmPageTarget(config.publicUrl) }),
    remember: createRememberService({ db, clock, tokens }),
    autoLogin: createAutoLogin({ db, tokens, config: config.autoLogin }),
    search: createSearchService({ db, clock, cacheTtlMs: config.searchCacheTtlMs }),
    forms: createFormRegistry({ devForms: config.devEndpoints }),
    trustedProxies: parseTrustedProxies(config.trustedProxies),
  };
  const engine = config.databaseUrl ? 'postgres' : 'pglite';

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use(retryReadsOnce((request) => app.fetch(request)));
  app.use(requestContext(log));
  if (config.env === 'test') app.use(testClockAhead);
  const concurrency =
    config.admission.concurrency ??
    (engine === 'postgres' ? config.dbPoolSize : PGLITE_ADMISSION_CONCURRENCY);
  if (gate || concurrency > 0) {
    app.use(
      admission(
        gate ?? createAdmissionGate({ concurrency, maxWaitMs: config.admission.maxWaitMs }),
        (path) => path === HEALTH_PATH,
      ),
    );
  }
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    bodyLimit({
      maxSize: config.bodyLimitBytes,
      onError: (c) => c.json(errorEnvelope(413, MESSAGES.bodyTooLarge), 413),
    }),
  );
  app.use(acceptedContentTypes);
  app.use(refuseNulCharacters);

  const registry = createFormQueryRegistry();
  app.route('/api-form', formQueryRoutes(registry));
  app.route('/api-system', systemRoutes(engine, createScriptRegistry()));
  app.route('/api-form', formSolutionRoutes());
  app.route('/api-system', sysDicRoutes());
  app.route(
    '/api-system',
    sysFileRoutes(
      createFileService({
        db,
        clock,
        config: config.files,
        storage: createFileStorage(config.files),
      }),
    ),
  );
  app.route('/api-uaa', uaaRoutes());
  app.route('/api-user', userRoutes());
  app.route('/api-zsai-query', zsaiQueryRoutes());
  app.route('/api-zsai-query', searchExportRoutes());
  app.route('/api-zsai-query', chainExportRoutes());
  app.route('/api-zsai-query', leadExportRoutes());
  app.route('/api-zsai-query', regionalExportRoutes());
  app.route('/api-zsai-query', customerRoutes());
  app.route('/api-zsai-query', customerExportRoutes());
  app.route('/api-zsai-query', prospectExportRoutes());
  app.route('/api-zsai-query', profileReportRoutes());
  app.route('/api-zsai-query', reportPdfRoutes());
  app.route('/api-zsai-query', policyPdfRoutes());
  app.route('/api-zsai-query', relationshipExportRoutes());
  app.route('/api-zsai-query', channelRoutes());
  app.route('/api-zsai-query', adminImportRoutes());
  // The assistant's tools run the same custom queries, as the caller.
  app.route('/api-zsai-query', assistantRoutes(registry, llmAdapterFromConfig(config)));
  app.route('/api-zsai-query', paymentRoutes());
  app.route('/api-weixin', weixinRoutes());
  if (config.devEndpoints) app.route('/dev', devRoutes());

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: `${PRODUCT_TITLE} API`, version: '1.0.0' },
  });

  app.notFound(notFoundHandler);
  app.onError(errorHandler);
  return app;
}
