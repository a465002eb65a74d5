'use client';

import { Alert, Tabs, Typography } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { PolicyDrawer } from './policy-detail';
import { PolicyEligibility } from './policy-eligibility';
import { PolicyList } from './policy-list';
import { PolicyQuestion } from './policy-question';

// 政策问答 (/chat/gjzc): three tabs (政策库, 问政策, 资格自检) over one policy drawer; the URL
// holds the tab (?tab=) and the open policy (?policy=) so both can be linked to.

const TABS = ['library', 'ask', 'check'] as const;
type Tab = (typeof TABS)[number];

export function PolicyScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'library';
  const policy = params.get('policy');
  const go = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const query = next.toString();
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  const open = (code: string) => go({ policy: code });

  return (
    <div data-testid="policy-screen" style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={3}>政策问答</Typography.Title>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="标注“演示数据”的政策由系统生成，不是真实的政府政策，仅用于展示功能；请以发文机关公布的原文为准。"
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ tab: key === 'library' ? null : key })}
        items={[
          { key: 'library', label: '政策库', children: <PolicyList onOpen={open} /> },
          { key: 'ask', label: '问政策', children: <PolicyQuestion onOpen={open} /> },
          { key: 'check', label: '资格自检', children: <PolicyEligibility onOpen={open} /> },
        ]}
      />
      <PolicyDrawer code={policy} onClose={() => go({ policy: null })} />
    </div>
  );
}
