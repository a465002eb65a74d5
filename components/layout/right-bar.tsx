'use client';

import {
  CloseOutlined,
  CustomerServiceOutlined,
  MessageOutlined,
  MobileOutlined,
  QrcodeOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { Popover } from 'antd';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { RIGHT_BAR_HEIGHT_OFFSET, RIGHT_BAR_Z_INDEX } from '@/lib/constants';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import { useSiteConfig } from './site-config-context';
import styles from './right-bar.module.css';

function QrEntry({
  icon,
  label,
  image,
  caption,
}: {
  icon: ReactNode;
  label: string;
  image: string;
  caption: string;
}) {
  return (
    <Popover
      placement="left"
      content={
        <div className={styles.qrCard}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL */}
          <img src={image} alt={`${label}二维码`} width={140} height={140} />
          <span>{caption}</span>
        </div>
      }
    >
      <button type="button" className={styles.entry}>
        {icon}
        <span>{label}</span>
      </button>
    </Popover>
  );
}

function Panel({ initiallyFolded }: { initiallyFolded: boolean }) {
  const [folded, setFolded] = useState(initiallyFolded);
  const [chatOpen, setChatOpen] = useState(false);
  const { qr, links } = useSiteConfig();
  const { user } = useCurrentUser();
  const { permissions } = usePermissions(user?.userId);

  return (
    <aside
      className={styles.bar}
      style={{ zIndex: RIGHT_BAR_Z_INDEX }}
      data-testid="right-bar"
      data-folded={folded ? '1' : '0'}
      aria-label="侧边栏"
    >
      {!folded && (
        <div
          className={styles.content}
          style={{ minHeight: `max(320px, calc(100vh - ${RIGHT_BAR_HEIGHT_OFFSET}px))` }}
        >
          <QrEntry
            icon={<MobileOutlined />}
            label="小程序"
            image={qr.miniProgram}
            caption="微信扫码使用小程序"
          />
          <QrEntry
            icon={<QrcodeOutlined />}
            label="公众号"
            image={qr.publicAccount}
            caption="关注公众号获取动态"
          />
          <QrEntry
            icon={<CustomerServiceOutlined />}
            label="客服中心"
            image={qr.customerService}
            caption="扫码联系专属客服"
          />
          {permissions.isChat && (
            <button type="button" className={styles.entry} onClick={() => setChatOpen(true)}>
              <MessageOutlined />
              <span>在线咨询</span>
            </button>
          )}
        </div>
      )}
      <button
        type="button"
        className={styles.fold}
        onClick={() => setFolded(!folded)}
        aria-label={folded ? '展开侧边栏' : '收起侧边栏'}
      >
        {folded ? <VerticalRightOutlined /> : <VerticalLeftOutlined />}
      </button>
      {chatOpen && permissions.isChat && (
        <div className={styles.chat} role="dialog" aria-label="在线咨询">
          <div className={styles.chatHead}>
            <span>在线咨询</span>
            <button type="button" onClick={() => setChatOpen(false)} aria-label="关闭在线咨询">
              <CloseOutlined />
            </button>
          </div>
          <iframe src={links.chatbot} title="在线咨询" className={styles.chatFrame} />
        </div>
      )}
    </aside>
  );
}

/** The right-side bar (SPEC.md §2.6): open on home, folded on every other route. */
export function RightBar() {
  const pathname = usePathname();
  const onHome = pathname === '/home' || pathname === '/';
  // A new route starts from its own default fold state.
  return <Panel key={pathname} initiallyFolded={!onHome} />;
}
