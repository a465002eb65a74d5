// Reference trees (address, industry) kept per user in session storage (SPEC.md §9), so a
// page change does not fetch them again and another user on the same browser gets their own.

const PREFIX = 'zsai-cache';

export async function sessionCached<T>(
  name: string,
  userId: string | undefined,
  load: () => Promise<T>,
): Promise<T> {
  const key = `${PREFIX}:${userId ?? 'guest'}:${name}`;
  try {
    const stored = sessionStorage.getItem(key);
    if (stored) return JSON.parse(stored) as T;
  } catch {
    // Unreadable storage: load again.
  }
  const value = await load();
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the value is still returned.
  }
  return value;
}
