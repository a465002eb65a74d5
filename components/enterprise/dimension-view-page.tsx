'use client';

import type { DimensionKey, ProfileRecord } from '@/lib/contract/profile';
import { DimensionSection } from './dimension-table';
import { EnterpriseSubpage } from './enterprise-subpage';

/** /qyhx/{dim}_view: the full list of one dimension of one enterprise. */
export function DimensionViewPage({
  id,
  initialProfile,
  dim,
}: {
  id: number | undefined;
  initialProfile?: ProfileRecord;
  dim: DimensionKey;
}) {
  return (
    <EnterpriseSubpage id={id} initialProfile={initialProfile}>
      {(profile, modules) => (
        <DimensionSection
          enterpriseId={Number(profile.ID_)}
          dim={dim}
          locked={!modules.has(dim)}
          count={profile.counts[dim]}
          pageSize={20}
        />
      )}
    </EnterpriseSubpage>
  );
}
