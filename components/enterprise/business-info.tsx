import { Descriptions } from 'antd';
import type { ProfileRecord } from '@/lib/contract/profile';
import { day, provenance, text, wanYuan } from './format';
import { LongText } from './full-text';
import { PersonLink } from './person-panel';
import styles from './profile.module.css';

/** 工商信息: the registry record as the authorities publish it. */
export function BusinessInfo({ profile }: { profile: ProfileRecord }) {
  const term = profile.operating_from
    ? `${day(profile.operating_from)} 至 ${profile.operating_to ? day(profile.operating_to) : '无固定期限'}`
    : '-';
  return (
    <section id="dim-gsxx" className={styles.section} data-testid="section-gsxx">
      <header className={styles.sectionHead}>
        <h2>工商信息</h2>
        <span className={styles.provenance}>{provenance(profile.source, profile.as_of)}</span>
      </header>
      <Descriptions
        bordered
        size="small"
        column={3}
        classNames={{ label: styles.label }}
        items={[
          { key: 'name', label: '企业名称', children: profile.qymc, span: 2 },
          { key: 'status', label: '登记状态', children: profile.status },
          { key: 'code', label: '统一社会信用代码', children: profile.tyshxydm },
          { key: 'reg', label: '注册号', children: text(profile.reg_no) },
          {
            key: 'legal',
            label: '法定代表人',
            children: (
              <PersonLink
                id={profile.legal_representative_id}
                name={profile.legal_representative}
              />
            ),
          },
          {
            key: 'capital',
            label: '注册资本',
            children: `${wanYuan(profile.zczb)}${profile.capital_currency === '人民币' ? '' : `（${profile.capital_currency}）`}`,
          },
          { key: 'paid', label: '实缴资本', children: wanYuan(profile.paid_in_capital) },
          { key: 'founded', label: '成立日期', children: day(profile.established_on) },
          { key: 'type', label: '企业类型', children: profile.qylx },
          {
            key: 'industry',
            label: '所属行业',
            children: `${profile.dlhy} / ${profile.industry_name}`,
          },
          { key: 'region', label: '所属地区', children: text(profile.region_name) },
          { key: 'term', label: '营业期限', children: term },
          { key: 'staff', label: '人员规模', children: text(profile.staff_size) },
          {
            key: 'insured',
            label: '参保人数',
            children: profile.insured_count === null ? '-' : `${profile.insured_count}人`,
          },
          { key: 'listing', label: '上市状态', children: profile.listing_status },
          {
            key: 'former',
            label: '曾用名',
            children: profile.former_names.join('；') || '-',
            span: 2,
          },
          { key: 'address', label: '注册地址', children: profile.address, span: 3 },
          {
            key: 'scope',
            label: '经营范围',
            children: <LongText text={text(profile.business_scope)} />,
            span: 3,
          },
        ]}
      />
    </section>
  );
}
