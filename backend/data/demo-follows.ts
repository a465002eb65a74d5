import { and, asc, gte, inArray } from 'drizzle-orm';
import { changeRecords, follows, users } from '../db/schema';
import { Calendar } from './generator/calendar';
import { DEMO_USERS } from './demo-users';
import type { SeedStep } from './seed';

// The demo accounts follow a few enterprises that changed something in the last month, so
// the notification bell has unread dynamics on first start.

const FOLLOWS_PER_USER = 6;
const FOLLOWING_PHONES = ['13800000001', '13800000002', '13800000003'];

export const demoFollowsStep: SeedStep = {
  name: 'demo-follows',
  async run(db, _options, clock) {
    const cal = new Calendar(clock.now());
    const recent = await db
      .selectDistinct({ enterpriseId: changeRecords.enterpriseId })
      .from(changeRecords)
      .where(gte(changeRecords.changedOn, cal.iso(cal.today - 30)))
      .orderBy(asc(changeRecords.enterpriseId))
      .limit(FOLLOWS_PER_USER * 2);
    if (recent.length === 0) return { follows: 0 };
    const phones = DEMO_USERS.map((u) => u.phone).filter((p) => FOLLOWING_PHONES.includes(p));
    const accounts = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(inArray(users.phone, phones)));
    const rows = accounts.flatMap((account, i) =>
      // Overlapping windows: users share some enterprises and differ in others.
      recent
        .slice(i * 3, i * 3 + FOLLOWS_PER_USER)
        .map((r) => ({ userId: account.id, enterpriseId: r.enterpriseId, createdAt: clock.now() })),
    );
    if (rows.length > 0) await db.insert(follows).values(rows).onConflictDoNothing();
    return { follows: rows.length };
  },
};
