import type { Logger } from '../logger';
import type { BackendConfig } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../clock';

/** What every handler can read from the Hono context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    deps: AppDeps;
  };
};

export type AppDeps = {
  db: Database;
  config: BackendConfig;
  clock: Clock;
};
