import type { RelationshipAnswer, RelationshipPath } from '@/lib/contract/relationships';
import type { ExportColumn } from '../search/export-file';

// The columns of 找关系's path export (export service, one row per path).

export type PathExportRow = { path: RelationshipPath; answer: RelationshipAnswer };

const entityName = (row: PathExportRow, index: number) => {
  const e = row.answer.entities[index]!;
  return e.kind === 'person' ? `${e.name}（${e.qymc}）` : e.name;
};

export const PATH_EXPORT_COLUMNS: ExportColumn<PathExportRow>[] = [
  { header: '编号', width: 10, value: (r) => r.path.id },
  { header: '起点', width: 30, value: (r) => entityName(r, r.path.pair[0]) },
  { header: '终点', width: 30, value: (r) => entityName(r, r.path.pair[1]) },
  { header: '层数', width: 6, value: (r) => r.path.hops },
  { header: '关系路径', width: 80, value: (r) => r.path.sentence },
  {
    header: '关系类型',
    width: 30,
    value: (r) =>
      r.path.steps
        .map((s) => r.answer.edges.find((e) => e.id === s.edge)?.typename ?? '')
        .join(' → '),
  },
  {
    header: '数据来源及截至日期',
    width: 40,
    value: (r) => r.path.steps.map((s) => `${s.source}（${s.asof}）`).join(' → '),
  },
  {
    header: '完整性',
    width: 12,
    value: (r) => (r.answer.partial ? '超时，可能不完整' : '完整'),
  },
];
