import type { ToolRun } from '@/lib/contract/assistant';
import { GAP_LABELS } from '@/lib/contract/chains';
import { REGIONAL_MESSAGES } from '@/lib/contract/regional';
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
    case 'chainSummary':
      return chainSummaryText(run);
    case 'regionSummary':
      return regionSummaryText(run);
  }
}

const paramOf = (run: ToolRun, label: string) => run.params.find((p) => p.label === label)?.value;
const figureOf = (run: ToolRun, label: string) =>
  run.figures?.find((f) => f.label === label)?.value;
const cell = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

function chainSummaryText(run: ToolRun): string {
  const chain = paramOf(run, '产业链') ?? '';
  const region = paramOf(run, '地区') ?? '';
  if (!run.total)
    return `${region}暂无${chain}产业链企业（按企业的产业链归属，确认或较可能的企业）。`;
  const rows = run.table?.rows ?? [];
  const stages = (run.figures ?? [])
    .filter((f) => /^[上中下]游$/u.test(f.label))
    .map((f) => `${f.label}${f.value}`)
    .join('、');
  const parts = [`${region}${chain}产业链共有企业${formatCount(run.total)}家：${stages}。`];
  if (figureOf(run, GAP_LABELS[0]) === undefined) {
    parts.push('全国范围不判断强链、补链、延链，可指定省、市或区县查看。');
  } else {
    const labelled = GAP_LABELS.map((label) => {
      const names = rows.filter((r) => r.gap === label).map((r) => cell(r.name));
      return names.length
        ? `${label}${names.length}个（${names.slice(0, 5).join('、')}${names.length > 5 ? '等' : ''}）`
        : `${label}0个`;
    });
    parts.push(`环节标签：${labelled.join('；')}。`);
  }
  const busiest = (run.chart?.data ?? [])
    .slice(0, 3)
    .map((d) => `${d.name}${formatCount(d.value)}家`)
    .join('、');
  if (busiest) parts.push(`企业最多的环节：${busiest}。`);
  if (run.cited.length) parts.push(`龙头企业：${run.cited.map((c) => c.name).join('、')}。`);
  parts.push('各环节的企业数、强弱和标签的判断依据见下表。');
  return parts.join('');
}

function regionSummaryText(run: ToolRun): string {
  const region = paramOf(run, '地区') ?? '';
  const rows = run.table?.rows ?? [];
  const registry = rows.filter((r) => r.kind === REGIONAL_MESSAGES.registryLabel);
  const value = (item: string, recent: boolean) =>
    cell(
      registry.find((r) => r.item === item && cell(r.period).startsWith('近12个月') === recent)
        ?.value,
    );
  const latest = registry.find((r) => r.item === '新注册企业' && !cell(r.period).startsWith('近'));
  const last12 = registry.find((r) => r.item === '新注册企业' && cell(r.period).startsWith('近'));
  const asof = registry.find((r) => r.item === '存续企业')?.period;
  const parts = [
    `${region}经济概况（${REGIONAL_MESSAGES.registryLabel}${asof ? `，数据更新于${cell(asof)}` : ''}）：` +
      `存续企业${value('存续企业', false)}，占全国存续企业比重${value('占全国存续企业比重', false)}；` +
      `${cell(latest?.period)}新注册企业${value('新注册企业', false)}，注销/吊销${value('注销/吊销企业', false)}；` +
      `${cell(last12?.period)}新注册企业${value('新注册企业', true)}，注销/吊销${value('注销/吊销企业', true)}，` +
      `净增${value('净增企业', true)}，新增注册资本${value('新增注册资本', true)}。`,
  ];
  const industries = run.figures?.[0]?.value;
  if (industries) parts.push(`主要行业：${industries}。`);
  const official = rows.filter((r) => r.kind === REGIONAL_MESSAGES.officialLabel);
  const demo = rows.filter((r) => r.kind === REGIONAL_MESSAGES.demoOfficial);
  const listed = (list: typeof rows) =>
    list.map((r) => `${cell(r.item)}${cell(r.value)}（${cell(r.period)}）`).join('、');
  if (official.length) {
    const sources = [...new Set(official.map((r) => cell(r.source)))].join('、');
    parts.push(`${REGIONAL_MESSAGES.officialLabel}（来源：${sources}）：${listed(official)}。`);
  }
  if (demo.length) {
    // A generated statistic is said to be one, never passed off as official.
    parts.push(`以下为系统生成的${REGIONAL_MESSAGES.demoOfficial}，仅供演示：${listed(demo)}。`);
  }
  if (!official.length && !demo.length) parts.push('暂无官方统计数据。');
  return parts.join('');
}

export function answerText(runs: ToolRun[]): string {
  return runs.map(oneRun).join('\n');
}
