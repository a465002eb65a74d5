import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { startBackend } from './start';

// Standalone backend: the same app as the embedded one, served over HTTP.
async function main() {
  const config = loadConfig();
  const { app, database } = await startBackend(config);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`zsai backend listening on http://${info.address}:${info.port}`);
  });
  const shutdown = () => {
    server.close(() => {
      void database.close().then(() => process.exit(0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
