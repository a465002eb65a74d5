'use client';

import { useDatasetKind } from '@/lib/client/use-chains';
import { ToneTag } from '@/components/enterprise/tone-tag';

/** 演示数据 beside a screen's title while the installation holds demo data. */
export function DemoDataTag() {
  const demo = useDatasetKind() === 'demo';
  if (!demo) return null;
  return (
    <span data-testid="demo-data-tag">
      <ToneTag tone="orange">演示数据</ToneTag>
    </span>
  );
}
