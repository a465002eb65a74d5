'use client';

import { Button, Result, Space } from 'antd';
import Link from 'next/link';
import { PRODUCT_TITLE } from '@/lib/constants';
import { PROFILE_MESSAGES } from '@/lib/contract/profile';
import { FIND_COMPANIES_PATH } from '@/lib/site/enterprise-routes';
import { BACK_HOME } from '@/components/layout/error-messages';

export const ENTERPRISE_NOT_FOUND_HINT = '链接中的企业编号有误，或该企业已不在本平台的数据中';
export const BACK_TO_FIND_COMPANIES = '返回找企业';

/** A profile page whose enterprise does not exist: say so and offer the ways back. */
export function EnterpriseNotFound() {
  return (
    <main data-testid="enterprise-not-found">
      {/* A nested not-found page has no metadata of its own; React hoists this title. */}
      <title>{`${PROFILE_MESSAGES.noSuchEnterprise} - ${PRODUCT_TITLE}`}</title>
      <Result
        status="404"
        title={PROFILE_MESSAGES.noSuchEnterprise}
        subTitle={ENTERPRISE_NOT_FOUND_HINT}
        extra={
          <Space>
            <Link href={FIND_COMPANIES_PATH}>
              <Button type="primary">{BACK_TO_FIND_COMPANIES}</Button>
            </Link>
            <Link href="/home">
              <Button>{BACK_HOME}</Button>
            </Link>
          </Space>
        }
      />
    </main>
  );
}
