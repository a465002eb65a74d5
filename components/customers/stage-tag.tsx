import { Tag } from 'antd';
import { stageLabel, type CustomerStage } from '@/lib/contract/customers';

// Stage colours: antd presets whose text on their own background passes AA.
const COLOURS: Record<CustomerStage, string> = {
  lead: 'default',
  contacted: 'blue',
  interested: 'gold',
  signed: 'green',
  lost: 'red',
};

export function StageTag({ stage }: { stage: CustomerStage }) {
  return <Tag color={COLOURS[stage]}>{stageLabel(stage)}</Tag>;
}
