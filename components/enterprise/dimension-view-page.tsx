'use client';

import type { DimensionKey } from '@/lib/contract/profile';
import { DimensionSection } from './dimension-table';
import { EnterpriseSubpage } from './enterprise-subpage';

/** /qyhx/{dim}_view: the full list of one dimension of one enterprise. */
export function DimensionViewPage({ id, dim }: { id: number | undefined; dim: DimensionKey }) {
  return (
    <EnterpriseSubpage id={id}>
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
