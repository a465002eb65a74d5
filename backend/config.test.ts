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
  });
});
