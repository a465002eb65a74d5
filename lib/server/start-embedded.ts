import 'server-only';
import { writeSync } from 'node:fs';
import { embeddedBackend, isEmbedded } from './backend';

/** Starts the in-process backend before the portal serves; a failure stops the process. */
export async function startEmbeddedBackend(): Promise<void> {
  if (!isEmbedded()) return;
  try {
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
