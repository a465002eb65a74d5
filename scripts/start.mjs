// npm start: build if needed, then serve the standalone portal. The server migrates and
// seeds its embedded database on first start (instrumentation.ts).
import { spawn } from 'node:child_process';
import { buildIfNeeded, serverArgs, serverEnv } from './lib/build.mjs';

buildIfNeeded();
const env = serverEnv();
console.log(`[zsai] starting on http://localhost:${env.PORT}/zsai/ (data: ${env.ZSAI_DATA_DIR})`);
const server = spawn(process.execPath, serverArgs(), { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
