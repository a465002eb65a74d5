import {
  CAPITAL_RANGES,
  ENTERPRISE_TYPES,
  FOUNDED_RANGES,
  OTHER_OPTIONS,
  STATUSES,
} from '@/lib/contract/search';

/** The options of find companies' enumerated filters, by field. */
export const OPTION_LISTS: Readonly<Record<string, readonly { value: string; label: string }[]>> = {
  zczb: CAPITAL_RANGES,
  clnx: FOUNDED_RANGES,
  qylx: ENTERPRISE_TYPES,
  status: STATUSES.map((s) => ({ value: s, label: s })),
  other: OTHER_OPTIONS,
};
