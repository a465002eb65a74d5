import type { EChartsOption } from 'echarts';

// Chart options of 园区画像 (pure, so the screens and their tests read the same shapes).

/** Horizontal bars, largest on top (industries, chains). */
export function barOption(items: { name: string; count: number }[], unit = '家'): EChartsOption {
  const shown = items.slice(0, 10).reverse();
  return {
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: shown.map((i) => i.name) },
    series: [
      {
        type: 'bar',
        data: shown.map((i) => i.count),
        label: { show: true, position: 'right', formatter: `{c}${unit}` },
      },
    ],
  };
}

/** New registrations per month. */
export function monthlyOption(months: { month: string; count: number }[]): EChartsOption {
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: months.map((m) => m.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'line', name: '新注册企业', data: months.map((m) => m.count), smooth: true }],
  };
}

/** Parse `?compare=a,b` into 2–4 distinct codes (anything else: none). */
export function compareCodes(value: string | null): string[] {
  const codes = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  return codes.length >= 2 && codes.length <= 4 ? codes : [];
}
