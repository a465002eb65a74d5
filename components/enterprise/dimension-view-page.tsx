'use client';

import { useSearchParams } from 'next/navigation';
import { dimensionFocusParam, type DimensionKey, type ProfileRecord } from '@/lib/contract/profile';
import { DimensionSection } from './dimension-table';
import { EnterpriseSubpage } from './enterprise-subpage';

/** /qyhx/{dim}_view: the full list of one dimension of one enterprise (`&row=` marks a row). */
export function DimensionViewPage({
  id,
  initialProfile,
  dim,
}: {
  id: number | undefined;
  initialProfile?: ProfileRecord;
  dim: DimensionKey;
}) {
  // ?row=: a row to show; the page's dimension is its own.
  const focus = dimensionFocusParam(dim, useSearchParams().get('row'))?.row;
  return (
    <EnterpriseSubpage id={id} initialProfile={initialProfile}>
      {(profile, modules) => (
        <DimensionSection
          key={focus ?? ''}
          enterpriseId={Number(profile.ID_)}
          dim={dim}
          locked={!modules.has(dim)}
          count={profile.counts[dim]}
          pageSize={20}
          focus={focus}
        />
      )}
    </EnterpriseSubpage>
  );
}
