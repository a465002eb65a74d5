// Custom-query records come back with lowercased keys (SPEC.md §3 query records).

// Keys that the platform keeps in upper case; every other record key comes back lowercased.
const PRESERVED_KEYS = new Set(['ID_', 'UPDATE_VERSION_']);

export function lowercaseRecordKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowercaseRecordKeys);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      PRESERVED_KEYS.has(key) ? key : key.toLowerCase(),
      lowercaseRecordKeys(v),
    ]),
  );
}
