'use client';

import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space } from 'antd';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { apiUrl } from '@/lib/client/request';
import { useStoredReport } from '@/lib/client/use-reports';
import { LIBRARY_PDF_PATH } from '@/lib/contract/reports';
import { ReportView } from './report-view';

// A stored report (?id=) rebuilt from its parameters on A4: /cyjj/preview/report for a
// briefing, /cyl/yjbg/view for the other kinds. Prints from the browser or downloads the PDF.

export function StoredReportScreen() {
  const id = useSearchParams().get('id');
  const { data, error } = useStoredReport(id);
  if (!id) return <Alert type="info" showIcon title="请从研究报告中选择一份报告" />;
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!data) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <ReportView
      document={data.document}
      toolbar={
        <Space wrap>
          <Link href="/cyl/yjbg">返回研究报告</Link>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            打印
          </Button>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            href={apiUrl(LIBRARY_PDF_PATH, { id })}
            data-testid="report-download-pdf"
          >
            下载PDF
          </Button>
        </Space>
      }
    />
  );
}
