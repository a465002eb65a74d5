import { DIC_MESSAGES, type DicItem } from '@/lib/contract/dictionaries';
import type { Database } from '../db/client';
import { dicsOfTree, findDicTree, type DicRow } from '../db/queries/dictionaries';
import { AppError } from '../http/errors';

const toItem = (row: DicRow): DicItem => ({
  pkId: row.id,
  pid: row.pid,
  dicId: row.treeId,
  name: row.name,
  value: row.value,
  sn: row.sort,
});

async function treeIdOf(db: Database, key: string): Promise<string> {
  const tree = await findDicTree(db, key);
  if (!tree) throw new AppError(404, DIC_MESSAGES.unknown(key));
  return tree.id;
}

/** Every entry of a dictionary, flat, parents before children. */
export async function dictionaryItems(db: Database, key: string): Promise<DicItem[]> {
  return (await dicsOfTree(db, await treeIdOf(db, key))).map(toItem);
}

/** A dictionary as a tree: top-level entries with their children. */
export async function dictionaryTree(db: Database, key: string): Promise<DicItem[]> {
  const items = await dictionaryItems(db, key);
  const byPid = new Map<string, DicItem[]>();
  for (const item of items) byPid.set(item.pid, [...(byPid.get(item.pid) ?? []), item]);
  const attach = (item: DicItem): DicItem => {
    const children = byPid.get(item.pkId);
    return children ? { ...item, children: children.map(attach) } : item;
  };
  return (byPid.get('0') ?? []).map(attach);
}

/** The entries under one parent ('0' for the top level) of a dictionary. */
export async function dictionaryChildren(db: Database, dicId: string, pid: string) {
  return (await dicsOfTree(db, await treeIdOf(db, dicId), pid)).map(toItem);
}
