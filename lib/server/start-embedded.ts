import 'server-only';
import { embeddedBackend, isEmbedded } from './backend';

/** Starts the in-process backend before the portal serves; a failure stops the process. */
export async function startEmbeddedBackend(): Promise<void> {
  if (!isEmbedded()) return;
  try {
    await embeddedBackend();
  } catch (error) {
    console.error(`[zsai] cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
