import { Tag, Tooltip } from 'antd';
import { PLACEMENT_CONFIDENCE_OPTIONS, type PlacementConfidenceValue } from '@/lib/contract/chains';
import { CONFIDENCE_RULES } from './messages';

// antd's green and blue tags, text darkened to 4.5:1 on their tints (as ToneTag does).
const TONES: Record<PlacementConfidenceValue, { color: string; text: string }> = {
  confirmed: { color: 'green', text: '#237804' },
  likely: { color: 'blue', text: '#0958d9' },
  weak: { color: 'default', text: 'rgba(0, 0, 0, 0.7)' },
};

/** 确认 / 较可能 / 待确认: how sure the placement is, with its rule on hover. */
export function ConfidenceTag({ value }: { value: PlacementConfidenceValue }) {
  const label = PLACEMENT_CONFIDENCE_OPTIONS.find((o) => o.value === value)?.label ?? value;
  return (
    <Tooltip title={CONFIDENCE_RULES[value]}>
      <Tag
        color={TONES[value].color}
        style={{ color: TONES[value].text }}
        data-testid="confidence-tag"
        data-confidence={value}
      >
        {label}
      </Tag>
    </Tooltip>
  );
}
