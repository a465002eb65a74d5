'use client';

import { App, Button, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { REPORT_REASON_MAX } from '@/lib/contract/chains';
import { ApiError } from '@/lib/client/request';
import { reportPlacement } from '@/lib/client/use-chains';
import { CHAIN_SCREEN_TEXT } from './messages';

type Props = { node: string; nodeName: string; qyid: string; qymc: string };

/**
 * 报告错误: the user says an enterprise does not belong on this link, with a reason; the
 * server's answer (saved, or already reported) is what the user reads.
 */
export function ReportPlacement({ node, nodeName, qyid, qymc }: Props) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await reportPlacement(node, qyid, reason);
      if (answer.duplicate) void message.info(answer.message);
      else void message.success(answer.message);
      setOpen(false);
      setReason('');
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type="link"
        size="small"
        danger
        style={{ paddingInline: 0 }}
        onClick={() => setOpen(true)}
        aria-label={`${qymc}：${CHAIN_SCREEN_TEXT.report}`}
        data-testid="report-button"
      >
        {CHAIN_SCREEN_TEXT.report}
      </Button>
      <Modal
        open={open}
        title={CHAIN_SCREEN_TEXT.reportTitle}
        okText={CHAIN_SCREEN_TEXT.reportSubmit}
        cancelText="取消"
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ disabled: !reason.trim(), loading: busy, id: 'report-submit' }}
        destroyOnHidden
      >
        <p>
          「{qymc}」归属于环节「{nodeName}」。{CHAIN_SCREEN_TEXT.reportHint}
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 8 }}>
          {CHAIN_SCREEN_TEXT.reportReasons.map((r) => (
            <Tag.CheckableTag key={r} checked={reason === r} onChange={() => setReason(r)}>
              {r}
            </Tag.CheckableTag>
          ))}
        </div>
        <Input.TextArea
          aria-label="原因"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={REPORT_REASON_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 5 }}
          placeholder="请填写原因"
          data-testid="report-reason"
        />
      </Modal>
    </>
  );
}
