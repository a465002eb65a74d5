import type { ECharts } from 'echarts';

// Files made in the browser from what the page already shows: a chart as PNG, a small table
// as CSV (lib/csv.ts). Long lists go through the export service and its quota instead.

/** A file name without the characters Windows and macOS refuse. */
export const safeFileName = (name: string): string => name.replace(/[\\/:*?"<>|\r\n]+/g, '_');

function save(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = safeFileName(fileName);
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The chart as drawn, at twice its pixels, on white. */
export function downloadChartPng(chart: ECharts, fileName: string): void {
  save(chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }), fileName);
}

/** CSV text (with its BOM) as a download. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  save(url, fileName);
  // The download has taken the blob once the click's task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
