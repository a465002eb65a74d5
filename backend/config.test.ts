import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to demo mode with data under .data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'demo', dataDir: '.data', devEndpoints: false });
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ZSAI_ENV: 'staging' })).toThrow(ConfigError);
  });

  it('refuses development endpoints in production', () => {
    expect(() => loadConfig({ ZSAI_ENV: 'production', ZSAI_DEV_ENDPOINTS: '1' })).toThrow(
      /Refusing to start in ZSAI_ENV=production/,
    );
    expect(() => loadConfig({ ZSAI_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ZSAI_ENV: 'production' })).toThrow(/SMS_PROVIDER=outbox/);
    // The development payment provider lets anyone confirm a payment.
    expect(() => loadConfig({ ZSAI_ENV: 'production' })).toThrow(/ZSAI_PAYMENT_PROVIDER=dev/);
    expect(() => loadConfig({ ZSAI_ENV: 'production' })).toThrow(/ZSAI_PAYMENT_SECRET/);
  });

  it('reads the payment settings', () => {
    expect(loadConfig({ ZSAI_PAYMENT_TIMEOUT_MIN: '5' }).payment).toMatchObject({
      provider: 'dev',
      timeoutMs: 300_000,
    });
    expect(() => loadConfig({ ZSAI_PAYMENT_TIMEOUT_MIN: '0' })).toThrow(/ZSAI_PAYMENT_TIMEOUT_MIN/);
    expect(() => loadConfig({ ZSAI_PAYMENT_SECRET: 'short' })).toThrow(/ZSAI_PAYMENT_SECRET/);
  });

  it('reads the trusted proxies, naming an entry that is wrong', () => {
    expect(loadConfig({}).trustedProxies).toBe('');
    expect(loadConfig({ ZSAI_TRUSTED_PROXIES: '10.0.0.0/8,::1' }).trustedProxies).toBe(
      '10.0.0.0/8,::1',
    );
    expect(() => loadConfig({ ZSAI_TRUSTED_PROXIES: '10.0.0.0/8,lb.internal' })).toThrow(
      /ZSAI_TRUSTED_PROXIES.*"lb.internal"/,
    );
  });

  it('reads the pool size and the admission queue', () => {
    expect(loadConfig({})).toMatchObject({
      dbPoolSize: 10,
      admission: { concurrency: undefined, maxWaitMs: 3000 },
    });
    const set = loadConfig({
      ZSAI_DB_POOL_SIZE: '20',
      ZSAI_ADMISSION_CONCURRENCY: '0',
      ZSAI_ADMISSION_MAX_WAIT_MS: '1500',
    });
    expect(set).toMatchObject({ dbPoolSize: 20, admission: { concurrency: 0, maxWaitMs: 1500 } });
    expect(() => loadConfig({ ZSAI_DB_POOL_SIZE: '0' })).toThrow(/ZSAI_DB_POOL_SIZE/);
    expect(() => loadConfig({ ZSAI_ADMISSION_CONCURRENCY: '-1' })).toThrow(
      /ZSAI_ADMISSION_CONCURRENCY/,
    );
    expect(() => loadConfig({ ZSAI_ADMISSION_MAX_WAIT_MS: 'soon' })).toThrow(
      /ZSAI_ADMISSION_MAX_WAIT_MS/,
    );
  });

  it('keeps uploads under the data directory unless told otherwise', () => {
    expect(loadConfig({ ZSAI_DATA_DIR: '/srv/zsai/' }).files).toMatchObject({
      storage: 'local',
      dir: '/srv/zsai/files',
      maxBytes: 5 * 1024 * 1024,
    });
    expect(loadConfig({ ZSAI_FILE_SUFFIXES: 'png,pdf' }).files.suffixes).toEqual(['png', 'pdf']);
    expect(() => loadConfig({ ZSAI_FILE_SUFFIXES: 'PNG;pdf' })).toThrow(/ZSAI_FILE_SUFFIXES/);
  });

  it('needs the whole S3 setting for S3 storage', () => {
    expect(() => loadConfig({ ZSAI_FILE_STORAGE: 's3' })).toThrow(/ZSAI_S3_ENDPOINT/);
    const s3 = {
      ZSAI_FILE_STORAGE: 's3',
      ZSAI_S3_ENDPOINT: 'https://s3.example.com',
      ZSAI_S3_BUCKET: 'zsai',
      ZSAI_S3_ACCESS_KEY_ID: 'id',
      ZSAI_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).files.s3).toMatchObject({ bucket: 'zsai', region: 'us-east-1' });
  });
});
