// Runs once when the Next server starts, before it serves: the embedded backend migrates and
// seeds its database here, never during `next build`.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { embeddedBackend, isEmbedded } = await import('@/lib/server/backend');
  if (!isEmbedded()) return;
  try {
    await embeddedBackend();
  } catch (error) {
    console.error(`[zsai] cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
