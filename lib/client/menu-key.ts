// The menu the user last chose: every call carries it as the menuKey header (SPEC.md §6).

const STORAGE_KEY = 'zsai-menu-key';

export function setCurrentMenuKey(key: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    // Storage may be off (private mode); the header is then left out.
  }
}

export function currentMenuKey(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
