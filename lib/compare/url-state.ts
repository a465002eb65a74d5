import { COMPARE_MAX } from '@/lib/contract/compare';

// 企业对比 (qyhxModel) keeps its enterprises in the page URL (?ids=12,34,56), in the order of
// the columns, so a comparison can be shared and the tray can open one. Ids are passed on as
// read: a wrong one is answered by the API's own message.

type Readable = { get(name: string): string | null };

export function parseCompareIds(params: Readable): string[] {
  const ids: string[] = [];
  for (const part of (params.get('ids') ?? params.get('qyids') ?? '').split(',')) {
    const id = part.trim();
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The query string of a set ('' or '?ids=…'), commas readable. */
export const compareQuery = (ids: readonly string[]) => (ids.length ? `?ids=${ids.join(',')}` : '');

/** The set with one more enterprise at the end (ignored when there or full). */
export function withCompared(ids: readonly string[], id: string): string[] {
  return ids.includes(id) || ids.length >= COMPARE_MAX ? [...ids] : [...ids, id];
}

export const withoutCompared = (ids: readonly string[], id: string): string[] =>
  ids.filter((x) => x !== id);
