import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { eventTracks } from '../schema';

export async function insertEventTrack(db: Database, row: typeof eventTracks.$inferInsert) {
  await db.insert(eventTracks).values(row);
}

export async function eventTracksOfUser(db: Database, userId: string, limit = 20) {
  return db
    .select()
    .from(eventTracks)
    .where(eq(eventTracks.userId, userId))
    .orderBy(desc(eventTracks.createdAt))
    .limit(limit);
}
