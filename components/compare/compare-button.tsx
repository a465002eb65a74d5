'use client';

import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { TRAY_TEXT } from './messages';
import { useTray } from './use-tray';

/**
 * 加入对比: puts an enterprise in the caller's tray, or takes it out again. Shown only to a
 * tier that holds 企业对比 (bt-qydb).
 */
export function CompareButton({
  enterpriseId,
  size = 'small',
}: {
  enterpriseId: number | string;
  size?: 'small' | 'middle';
}) {
  const tray = useTray();
  // Nothing until the tray is known: a disabled (faint) button flashing on every page load
  // helps no one and fails contrast.
  if (!tray.allowed || !tray.loaded) return null;
  const inTray = tray.has(enterpriseId);
  return (
    <Button
      size={size}
      type={inTray ? 'default' : 'link'}
      icon={inTray ? <CheckOutlined /> : <PlusOutlined />}
      disabled={tray.busy}
      aria-pressed={inTray}
      title={inTray ? '点击移出对比栏' : undefined}
      onClick={() => void (inTray ? tray.remove(enterpriseId) : tray.add(enterpriseId))}
      data-testid="compare-add"
      data-in-tray={inTray ? '1' : '0'}
    >
      {inTray ? TRAY_TEXT.added : TRAY_TEXT.add}
    </Button>
  );
}
