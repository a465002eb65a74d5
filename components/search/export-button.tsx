'use client';

import { formatCount } from '@/lib/format';
import { App, Button, Space } from 'antd';
import type { ExportQuota } from '@/lib/contract/search';
import { apiUrl, customQuery, ApiError } from '@/lib/client/request';
import { toQueryString } from './query-string';

type Props = {
  filters: Record<string, string>;
  sort: Record<string, string>;
  /** The list's quota query and export GET (default 找企业's); every list shares one quota. */
  quotaAlias?: string;
  exportPath?: string;
  title?: string;
};

/** 导出Excel / 导出CSV: shows today's quota and the rows this export takes, then downloads CSV or Excel. */
export function ExportButton({
  filters,
  sort,
  quotaAlias = 'qyhxExportQuota',
  exportPath = '/api-zsai-query/zsai/qyhx/export',
  title = '导出企业列表',
}: Props) {
  const { modal, message } = App.useApp();

  const start = async (format: 'csv' | 'xlsx') => {
    let quota: ExportQuota | undefined;
    try {
      quota = (await customQuery<ExportQuota[]>(quotaAlias, filters)).data[0];
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.message);
      return;
    }
    if (!quota) return;
    const canExport = quota.rows > 0;
    modal.confirm({
      title,
      okText: '导出',
      cancelText: '取消',
      okButtonProps: { disabled: !canExport, id: 'export-confirm' },
      content: (
        <div data-testid="export-quota">
          <p>
            今日导出额度 {formatCount(quota.limit)} 条，已用 {formatCount(quota.used)} 条，剩余{' '}
            {formatCount(quota.remaining)} 条。
          </p>
          <p>
            {canExport
              ? `本次将导出当前结果的前 ${formatCount(quota.rows)} 条（${format === 'csv' ? 'CSV' : 'Excel'}）。`
              : quota.remaining === 0
                ? '今日导出额度已用完，请明日再试或升级会员'
                : '没有可导出的结果'}
          </p>
        </div>
      ),
      onOk: () => {
        const link = document.createElement('a');
        link.href = apiUrl(exportPath) + toQueryString({ ...filters, ...sort, format });
        link.download = '';
        document.body.appendChild(link);
        link.click();
        link.remove();
      },
    });
  };

  // Two plain buttons rather than a hover menu: one click, nothing that closes under the pointer.
  return (
    <Space.Compact data-testid="export-buttons">
      <Button onClick={() => void start('xlsx')}>导出Excel</Button>
      <Button onClick={() => void start('csv')}>导出CSV</Button>
    </Space.Compact>
  );
}
