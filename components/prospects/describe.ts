import {
  PROSPECT_PERIODS,
  PROSPECT_RISKS,
  prospectFieldLabel,
  type ProspectGroup,
  type ProspectItem,
} from '@/lib/contract/prospects';
import { OPTION_LISTS } from './option-lists';

// A saved screen in one line for the list of lists: 注册资本：5000万以上 且（有中标：近1年 或 …).
// Codes of the trees (regions, industries, chains, links) are counted, not named: the trees are
// not loaded on that page.

const periodText = (p?: string) => PROSPECT_PERIODS.find((x) => x.value === p)?.label ?? '近1年';

function itemText(item: ProspectItem): string {
  if (item.field === 'group') return `（${groupText(item.op, item.items)}）`;
  const label = prospectFieldLabel(item.field);
  switch (item.field) {
    case 'zczb':
    case 'clnx':
    case 'qylx':
    case 'status':
    case 'other':
      return `${label}：${item.values
        .map((v) => OPTION_LISTS[item.field]!.find((o) => o.value === v)?.label ?? v)
        .join('、')}`;
    case 'addr':
    case 'sshy':
    case 'cyl':
    case 'link':
      return `${label}（${item.values.length}项）`;
    case 'financing':
    case 'bidWon':
    case 'patent': {
      const window =
        item.from || item.to ? `${item.from ?? '…'}至${item.to ?? '…'}` : periodText(item.period);
      return `${label}：${window}${item.min && item.min > 1 ? `，至少${item.min}次` : ''}`;
    }
    case 'insured':
      return `${label}：${item.min ?? 0}~${item.max ?? '不限'}人`;
    case 'risk':
      return `${label}：${item.values
        .map((v) => PROSPECT_RISKS.find((r) => r.value === v)?.label ?? v)
        .join('、')}（${periodText(item.period)}）`;
    case 'notCustomer':
      return label;
  }
}

function groupText(op: 'and' | 'or', items: readonly ProspectItem[]): string {
  return items.map(itemText).join(op === 'and' ? ' 且 ' : ' 或 ');
}

export const describeTree = (tree: ProspectGroup): string => groupText(tree.op, tree.items);
