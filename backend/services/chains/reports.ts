import { CHAIN_MESSAGES, CHAIN_PERMISSIONS } from '@/lib/contract/chains';
import type { Database } from '../../db/client';
import { openReportId, placedNode } from '../../db/queries/chains';
import { reportPlacement as storeReport } from '../../db/queries/industry-chains';
import { enterpriseExists } from '../../db/queries/recent-changes';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import { assertScreen } from './access';
import { loadNode } from './tree';

// A user's report that an enterprise does not belong on a chain node. It is stored with the
// user as owner and a snapshot of the placement as the user saw it (placements are rebuilt
// at every load); the review comes later. One open report per user and placement.

export async function reportPlacement(
  db: Database,
  user: UserRow,
  input: { node: string; qyid: number; reason: string },
): Promise<{ id: number; duplicate: boolean }> {
  await assertScreen(
    db,
    user,
    CHAIN_PERMISSIONS.chain,
    CHAIN_MESSAGES.noPermission(CHAIN_PERMISSIONS.chain.screen),
  );
  const loaded = await loadNode(db, input.node);
  if (!(await enterpriseExists(db, input.qyid))) {
    throw new AppError(404, CHAIN_MESSAGES.noSuchEnterprise);
  }
  // The list of a node shows its sub-links' enterprises too: the report names the placement.
  const nodeId = await placedNode(db, loaded.subtree, input.qyid);
  if (nodeId === undefined) throw new AppError(404, CHAIN_MESSAGES.notPlaced);
  const open = await openReportId(db, user.id, nodeId, input.qyid);
  if (open !== undefined) return { id: open, duplicate: true };
  // The data layer snapshots the placement as the user saw it.
  const stored = await storeReport(db, {
    userId: user.id,
    nodeId,
    enterpriseId: input.qyid,
    reason: input.reason,
  });
  if (!stored) throw new AppError(404, CHAIN_MESSAGES.notPlaced);
  const { id } = stored;
  return { id, duplicate: false };
}
