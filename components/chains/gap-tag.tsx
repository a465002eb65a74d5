import type { GapLabel } from '@/lib/contract/chains';
import { GAP_SWATCHES } from '@/lib/chains/strength-colors';

/** 强链 / 补链 / 延链 in its colours. */
export function GapTag({ label }: { label: GapLabel }) {
  const s = GAP_SWATCHES[label];
  return (
    <span
      data-testid="gap-tag"
      style={{
        display: 'inline-block',
        padding: '0 6px',
        border: `1px solid ${s.border}`,
        borderRadius: 4,
        background: s.background,
        color: s.text,
        fontSize: 12,
        lineHeight: '20px',
      }}
    >
      {label}
    </span>
  );
}
