import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { chainPlacementReports, chainPlacements } from '../schema';

// Queries of the chain screens that write: a user's report of a wrong placement.

/** Longest reason a report keeps (the route's schema should say the same to the user). */
export const REPORT_REASON_MAX = 500;

export type PlacementReportInput = {
  /** The reporting user (owner of the report). */
  userId: string;
  nodeId: number;
  enterpriseId: number;
  reason: string;
};

/**
 * Stores a report that the enterprise does not belong on the node, with the placement as the
 * user saw it (placements are rebuilt after every import). Returns the report's id, or null
 * when there is no such placement to report. Status starts 'open'; the review comes later.
 */
export async function reportPlacement(
  db: Database,
  input: PlacementReportInput,
): Promise<{ id: number } | null> {
  const reason = input.reason.trim().slice(0, REPORT_REASON_MAX);
  const placement = await db
    .select({ confidence: chainPlacements.confidence, evidence: chainPlacements.evidence })
    .from(chainPlacements)
    .where(
      and(
        eq(chainPlacements.nodeId, input.nodeId),
        eq(chainPlacements.enterpriseId, input.enterpriseId),
      ),
    )
    .limit(1);
  if (!placement[0]) return null;
  const [row] = await db
    .insert(chainPlacementReports)
    .values({
      userId: input.userId,
      nodeId: input.nodeId,
      enterpriseId: input.enterpriseId,
      reason,
      confidence: placement[0].confidence,
      evidence: placement[0].evidence,
    })
    .returning({ id: chainPlacementReports.id });
  return { id: row!.id };
}
