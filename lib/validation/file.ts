import { FILE_MESSAGES } from '@/lib/contract/files';
import { FILE_NAME_MAX_LENGTH } from '@/lib/constants';

// Upload checks shared by the portal (before sending) and the backend (which never trusts
// the client): name length, suffix and size.

export function fileSuffix(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function parseSuffixList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** 5242880 → "5MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}KB`;
  return `${bytes}B`;
}

/** The first problem of a file about to be stored, or null. An empty list allows any suffix. */
export function checkUpload(
  file: { name: string; size: number },
  allowedSuffixes: readonly string[],
  maxBytes: number,
): string | null {
  if (Array.from(file.name).length > FILE_NAME_MAX_LENGTH) return FILE_MESSAGES.nameTooLong;
  if (allowedSuffixes.length > 0 && !allowedSuffixes.includes(fileSuffix(file.name))) {
    return FILE_MESSAGES.suffixNotAllowed(allowedSuffixes.join(','));
  }
  if (file.size > maxBytes) return FILE_MESSAGES.tooLarge(formatBytes(maxBytes));
  if (file.size === 0) return FILE_MESSAGES.empty;
  return null;
}
