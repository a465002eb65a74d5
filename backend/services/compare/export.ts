import type { CompareEnterprise } from '@/lib/contract/compare';
import type { ExportColumn } from '../search/export-file';
import { COMPARE_FIELDS } from './compare';

// 企业对比's Excel/CSV through the export service: one row per enterprise, the table's fields
// as columns, as the screen shows them.
export const COMPARE_EXPORT_COLUMNS: ExportColumn<CompareEnterprise>[] = [
  { header: '企业名称', width: 36, value: (e) => e.qymc },
  ...COMPARE_FIELDS.map((f): ExportColumn<CompareEnterprise> => ({
    header: f.label,
    width: Math.max(10, f.label.length * 2 + 4),
    value: (e) => f.text(e),
  })),
];
