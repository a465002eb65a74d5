import pino, { type Logger } from 'pino';
import type { BackendConfig } from './config';

export type { Logger };

// Structured JSON logs; secrets never reach them (see redact paths).
export function createLogger(config: Pick<BackendConfig, 'logLevel'>): Logger {
  return pino({
    name: 'zsai-backend',
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.upe'],
      censor: '[redacted]',
    },
  });
}
