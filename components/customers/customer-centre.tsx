'use client';

import {
  BellOutlined,
  FunnelPlotOutlined,
  TeamOutlined,
  TagsOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Menu, Skeleton } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { CUSTOMER_MESSAGES, CUSTOMER_PERMISSION } from '@/lib/contract/customers';
import { ScreenGate } from '@/components/layout/screen-gate';
import { CustomerList } from './customer-list';
import { GroupManager } from './group-manager';
import { ImportView } from './import-view';
import { PipelineView } from './pipeline-view';
import { ReminderList } from './reminder-list';
import { CUSTOMER_TEXT } from './messages';
import styles from './customers.module.css';

/** The centre's pages (the left menu), by the `view` of the URL. */
export const CENTRE_VIEWS = [
  { key: 'customers', label: '我的客户', icon: <TeamOutlined /> },
  { key: 'reminders', label: '跟进提醒', icon: <BellOutlined /> },
  { key: 'import', label: '客户导入', icon: <UploadOutlined /> },
  { key: 'pipeline', label: '销售漏斗', icon: <FunnelPlotOutlined /> },
  { key: 'groups', label: '客户分组', icon: <TagsOutlined /> },
] as const;
export type CentreView = (typeof CENTRE_VIEWS)[number]['key'];

/**
 * 客户管理 (glzx: 管理中心): the management centre, a left menu of its pages and the page
 * chosen (`?view=`, default 我的客户). /glzx and /glzx/js/leftMenu both render it.
 */
export function CustomerCentre() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const requested = params.get('view');
  const view: CentreView = CENTRE_VIEWS.some((v) => v.key === requested)
    ? (requested as CentreView)
    : 'customers';
  const go = (next: string) => {
    const query = new URLSearchParams(params.toString());
    query.set('view', next);
    query.delete('id');
    router.push(`${pathname}?${query.toString()}`, { scroll: false });
  };

  return (
    <ScreenGate permission={CUSTOMER_PERMISSION.key} message={CUSTOMER_MESSAGES.noPermission}>
      <div className={styles.centre} data-testid="customer-centre">
        <nav className={styles.side} aria-label={CUSTOMER_TEXT.centre}>
          <h2 className={styles.sideTitle}>{CUSTOMER_TEXT.centre}</h2>
          <Menu
            mode="inline"
            selectedKeys={[view]}
            items={CENTRE_VIEWS.map((v) => ({ key: v.key, label: v.label, icon: v.icon }))}
            onClick={({ key }) => go(key)}
            style={{ borderInlineEnd: 'none' }}
            data-testid="centre-menu"
          />
        </nav>
        <main className={styles.main}>
          {view === 'customers' ? <CustomerList /> : null}
          {view === 'reminders' ? <ReminderList /> : null}
          {view === 'import' ? <ImportView /> : null}
          {view === 'pipeline' ? <PipelineView /> : null}
          {view === 'groups' ? <GroupManager /> : null}
        </main>
      </div>
    </ScreenGate>
  );
}

/** What the centre shows while its URL is read. */
export function CentreSkeleton() {
  return (
    <div className={styles.centre}>
      <div className={styles.side}>
        <Skeleton active paragraph={{ rows: 5 }} style={{ padding: 16 }} />
      </div>
      <div className={`${styles.main} ${styles.card}`}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    </div>
  );
}
