import type { ToolRun } from '@/lib/contract/assistant';
import { SEARCH_COUNT_CAP } from '@/lib/contract/search';
import { formatCount } from '@/lib/format';

// The embedded parser's answer in words, written only from what the tools returned: every
// figure in it is one of the runs' figures, shown beside it with the query that produced it.

const conditions = (run: ToolRun) =>
  run.params
    .filter((p) => p.label !== '条数' && p.label !== '排序' && p.label !== '分布维度')
    .map((p) => `${p.label}：${p.value}`)
    .join('；');

function totalText(run: ToolRun): string {
  const total = run.total ?? 0;
  return run.capped ? `超过${formatCount(SEARCH_COUNT_CAP)}` : formatCount(total);
}

function oneRun(run: ToolRun): string {
  if (run.error) return `${run.label}未能完成：${run.error}`;
  switch (run.tool) {
    case 'findEnterprises': {
      const shown = run.table?.rows.length ?? 0;
      if (!run.total) return `没有找到符合条件的企业（${conditions(run)}）。`;
      const names = run.cited.slice(0, 5).map((c) => c.name);
      return (
        `符合条件的企业共${totalText(run)}家（${conditions(run)}），下表列出其中${shown}家` +
        (names.length ? `，如${names.join('、')}${run.cited.length > 5 ? '等' : ''}` : '') +
        '。'
      );
    }
    case 'countEnterprises':
      return `符合条件的企业共${totalText(run)}家（${conditions(run)}）。`;
    case 'distribution': {
      const data = run.chart?.data ?? [];
      if (!data.length) return `没有找到符合条件的企业（${conditions(run)}）。`;
      const top = data
        .slice(0, 5)
        .map((d) => `${d.name}${formatCount(d.value)}家`)
        .join('、');
      const sampled = run.capped
        ? `（企业超过${formatCount(SEARCH_COUNT_CAP)}家，分布按其中前${formatCount(SEARCH_COUNT_CAP)}家统计）`
        : '';
      return `符合条件的企业共${formatCount(run.total ?? 0)}家（${conditions(run)}），${run.chart?.title ?? ''}居前的是：${top}${sampled}。`;
    }
    case 'enterpriseFacts': {
      const rows = new Map((run.table?.rows ?? []).map((r) => [String(r.item), String(r.value)]));
      const name = run.cited[0]?.name ?? '';
      return (
        `${name}：法定代表人${rows.get('法定代表人') ?? '未公示'}，注册资本${rows.get('注册资本') ?? '未公示'}，` +
        `成立于${rows.get('成立日期') ?? '未公示'}，登记状态${rows.get('登记状态') ?? '未公示'}，` +
        `所属行业${rows.get('所属行业') ?? '未公示'}。其余信息见下表。`
      );
    }
    case 'relationships': {
      const names = run.cited.map((c) => c.name).join('与');
      if (!run.total) return `在${run.params[1]?.value ?? ''}以内没有找到${names}之间的关系路径。`;
      const first = run.table?.rows[0];
      return `${names}之间找到${run.total}条关系路径，最短${String(first?.hops ?? '')}层：${String(first?.sentence ?? '')}。`;
    }
  }
}

export function answerText(runs: ToolRun[]): string {
  return runs.map(oneRun).join('\n');
}
