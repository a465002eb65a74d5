import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  annualReports,
  bids,
  branches,
  changeRecords,
  enterprises,
  financingEvents,
  judgments,
  judicialAuctions,
  patents,
  penalties,
  people,
  positions,
  recruitmentPosts,
  shareholdings,
  trademarks,
} from '../../db/schema';
import type { Dossier, FactRows } from './rules';

// Every enterprise of the database with its facts, holders and people, for the dossier
// rules. It reads whole tables: meant for test-sized datasets (thousands of enterprises).

type Facts = Dossier['facts'];
const FACT_TABLES = {
  annual_reports: annualReports,
  patents,
  trademarks,
  judgments,
  penalties,
  financing_events: financingEvents,
  judicial_auctions: judicialAuctions,
  bids,
  recruitment_posts: recruitmentPosts,
} as const;

export async function loadDossiers(db: Database): Promise<Map<number, Dossier>> {
  const dossiers = new Map<number, Dossier>();
  const records = await db.select().from(enterprises);
  for (const e of records) {
    const facts = Object.fromEntries(
      Object.keys(FACT_TABLES).map((k) => [k, []]),
    ) as unknown as Facts;
    dossiers.set(e.id, {
      id: e.id,
      enterprise: e,
      parentId: null,
      holders: [],
      positions: [],
      changes: [],
      facts,
    });
  }
  const names = new Map(
    records.map((e) => [e.id, [e.qymc, ...(e.formerNames ? e.formerNames.split('；') : [])]]),
  );
  const personNames = new Map(
    (await db.select({ id: people.id, name: people.name }).from(people)).map((p) => [p.id, p.name]),
  );
  const of = (id: number) => dossiers.get(id)!;

  for (const b of await db.select().from(branches)) of(b.branchId).parentId = b.parentId;
  for (const s of await db.select().from(shareholdings).orderBy(asc(shareholdings.id))) {
    of(s.enterpriseId).holders.push({
      names:
        s.holderEnterpriseId === null
          ? [personNames.get(s.holderPersonId!)!]
          : names.get(s.holderEnterpriseId)!,
      enterpriseId: s.holderEnterpriseId,
      ratio: s.ratio,
      subscribedCapital: s.subscribedCapital,
      subscribedOn: s.subscribedOn,
    });
  }
  for (const p of await db.select().from(positions).orderBy(asc(positions.id)))
    of(p.enterpriseId).positions.push({
      personId: p.personId,
      personName: personNames.get(p.personId)!,
      title: p.title,
    });
  const changes = await db
    .select()
    .from(changeRecords)
    .orderBy(asc(changeRecords.changedOn), asc(changeRecords.id));
  for (const c of changes) of(c.enterpriseId).changes.push(c);
  for (const [key, table] of Object.entries(FACT_TABLES) as [
    keyof Facts,
    (typeof FACT_TABLES)[keyof Facts],
  ][]) {
    const rows = (await db.select().from(table as never)) as FactRows[keyof Facts][];
    for (const row of rows) (of(row.enterpriseId).facts[key] as FactRows[keyof Facts][]).push(row);
  }
  return dossiers;
}
