import 'server-only';
import { writeSync } from 'node:fs';
import { REQUEST_GATE_MARK } from '@/lib/net/request-gate.mjs';
import { embeddedBackend, isEmbedded } from './backend';
import { portalEnv } from './env';

/**
 * Without the request gate (lib/net/request-gate.mjs) the portal would take any client's
 * X-Forwarded-For as its address: production refuses to start so.
 */
function assertRequestGate(): void {
  if ((globalThis as Record<symbol, unknown>)[REQUEST_GATE_MARK]) return;
  const hint = 'start the portal with node --import ./zsai-gate/install-request-gate.mjs server.js';
  if (portalEnv().mode === 'production') throw new Error(`the request gate is missing: ${hint}`);
  console.warn(`[zsai] the request gate is missing (client addresses are not trusted): ${hint}`);
}

/** Starts the in-process backend before the portal serves; a failure stops the process. */
export async function startEmbeddedBackend(): Promise<void> {
  try {
    assertRequestGate();
    if (!isEmbedded()) return;
    await embeddedBackend();
  } catch (error) {
    // Written synchronously: process.exit would drop a pending write to a pipe.
    writeSync(
      2,
      `[zsai] cannot start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}
