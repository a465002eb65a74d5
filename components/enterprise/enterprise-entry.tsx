'use client';

import { SearchOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { SuggestInput } from '@/components/search/suggest-input';

export const ENTERPRISE_ENTRY_TITLE = '企业详情';
export const ENTERPRISE_ENTRY_HINT = '搜索企业名称、人名或品牌，选择一家企业查看其详情';

/** /cyl/qyxq without an enterprise: the way in is a search, not a 404. */
export function EnterpriseEntry() {
  return (
    <main data-testid="enterprise-entry" style={{ padding: '48px 0 96px' }}>
      <Result
        icon={<SearchOutlined style={{ color: '#1d5ce6' }} />}
        title={ENTERPRISE_ENTRY_TITLE}
        subTitle={ENTERPRISE_ENTRY_HINT}
        extra={
          <div style={{ display: 'flex', justifyContent: 'center' }}>
            <SuggestInput width={520} size="large" testId="enterprise-entry-search" />
          </div>
        }
      />
    </main>
  );
}
