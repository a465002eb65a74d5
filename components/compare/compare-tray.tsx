'use client';

import { CloseOutlined, DiffOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tooltip } from 'antd';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { COMPARE_MIN, TRAY_MAX } from '@/lib/contract/compare';
import { BASE_PATH } from '@/lib/constants';
import { COMPARE_PATH, compareHref } from '@/lib/site/enterprise-routes';
import { TRAY_TEXT } from './messages';
import { useTray } from './use-tray';
import styles from './compare.module.css';

/**
 * 对比栏: a floating indicator of the caller's tray, on every page once it holds an enterprise;
 * it opens into the list with 开始对比. Left out on the comparison itself, which has its own.
 */
export function CompareTrayDock() {
  const tray = useTray();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const own = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  if (!tray.allowed || tray.items.length === 0 || own === COMPARE_PATH) return null;
  const ids = tray.items.map((i) => i.qyid);
  const ready = ids.length >= COMPARE_MIN;

  return (
    <aside className={styles.dock} aria-label={TRAY_TEXT.name} data-testid="compare-tray">
      {open && (
        <div className={styles.dockPanel} data-testid="compare-tray-panel">
          <div className={styles.dockHead}>
            <strong>
              {TRAY_TEXT.name}（{ids.length}/{TRAY_MAX}）
            </strong>
            <Button type="link" size="small" disabled={tray.busy} onClick={() => void tray.clear()}>
              {TRAY_TEXT.clear}
            </Button>
          </div>
          <ul className={styles.dockList}>
            {tray.items.map((item) => (
              <li key={item.ID_} data-testid="compare-tray-item">
                <span className={styles.dockName} title={item.qymc}>
                  {item.qymc}
                </span>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={`移出对比：${item.qymc}`}
                  disabled={tray.busy}
                  onClick={() => void tray.remove(item.qyid)}
                />
              </li>
            ))}
          </ul>
          <Tooltip title={ready ? undefined : TRAY_TEXT.needTwo}>
            {ready ? (
              <Link href={compareHref(ids)} onClick={() => setOpen(false)}>
                <Button type="primary" block data-testid="compare-tray-start">
                  {TRAY_TEXT.start}
                </Button>
              </Link>
            ) : (
              <Button type="primary" block disabled data-testid="compare-tray-start">
                {TRAY_TEXT.start}
              </Button>
            )}
          </Tooltip>
        </div>
      )}
      <Badge count={ids.length} size="small">
        <Button
          shape="round"
          icon={<DiffOutlined />}
          className={styles.dockButton}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          data-testid="compare-tray-toggle"
        >
          <Space size={4}>{TRAY_TEXT.name}</Space>
        </Button>
      </Badge>
    </aside>
  );
}
