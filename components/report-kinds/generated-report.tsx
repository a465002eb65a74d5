'use client';

import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { ReportView } from '@/components/reports/report-view';
import { apiUrl } from '@/lib/client/request';
import { generateReport } from '@/lib/client/use-reports';
import {
  LIBRARY_PDF_PATH,
  reportPageHref,
  type ReportAnswer,
  type ReportKindValue,
} from '@/lib/contract/reports';

// 产业链报告, 区域报告 and 对标报告 (docs/report-kinds.md): a form's 生成报告 stores the report
// in the caller's library (yjbgGenerate) and shows it here on A4 with 下载PDF and the links to
// its own page and the library.

export function useGenerate(kind: ReportKindValue) {
  const [answer, setAnswer] = useState<ReportAnswer>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (params: Record<string, unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      setAnswer(await generateReport(kind, params));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { answer, error, busy, run, setError };
}

export function GeneratedReport({
  answer,
  error,
  hint,
}: {
  answer: ReportAnswer | undefined;
  error: string | undefined;
  hint: ReactNode;
}) {
  return (
    <>
      {error && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          title={error}
          data-testid="report-kind-error"
        />
      )}
      {answer ? (
        <div style={{ marginTop: 16 }} data-testid="report-kind-view">
          <ReportView
            document={answer.document}
            toolbar={
              <Space wrap>
                <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
                  打印
                </Button>
                <Button
                  type="primary"
                  icon={<DownloadOutlined />}
                  href={apiUrl(LIBRARY_PDF_PATH, { id: answer.record.ID_ })}
                  data-testid="report-download-pdf"
                >
                  下载PDF
                </Button>
                <Link href={reportPageHref(answer.record.kind, answer.record.ID_)}>单独打开</Link>
                <Link href="/cyl/yjbg">已保存到研究报告</Link>
              </Space>
            }
          />
        </div>
      ) : (
        !error && <Alert style={{ marginTop: 16 }} type="info" showIcon title={hint} />
      )}
    </>
  );
}
