// Runs once when the Next server starts, before it serves: the embedded backend migrates and
// seeds its database here, never during `next build`.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startEmbeddedBackend } = await import('@/lib/server/start-embedded');
    await startEmbeddedBackend();
  }
}
