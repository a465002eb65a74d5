'use client';

import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { DimensionKey } from '@/lib/contract/profile';
import { profileHref } from '@/lib/site/enterprise-routes';
import { day, percent, provenance, text, wanYuan, yuan } from './format';
import { ClippedText, LongText } from './full-text';
import { PersonLink } from './person-panel';
import styles from './profile.module.css';

// The columns of each dimension's table; every table ends with the fact's provenance. On
// screen, long texts are cut with a way to read them whole and people open their panel; the
// printed report shows every text whole and people as names.

type Row = Record<string, unknown>;

/** How the cells that differ between screen and paper render. */
type Cells = {
  /** A one-line text that may be cut. */
  clipped: (value: unknown) => ReactNode;
  /** A text that may run to paragraphs (变更前 / 变更后). */
  long: (value: unknown) => ReactNode;
  person: (name: string, id: number | null) => ReactNode;
  /** A short text that reads badly broken (a date); paper's narrow columns may break it. */
  unbroken: (text: string) => ReactNode;
};

const SCREEN: Cells = {
  clipped: (value) => <ClippedText text={text(value)} />,
  long: (value) => <LongText text={text(value)} />,
  person: (name, id) => <PersonLink id={id} name={name} />,
  unbroken: (value) => <span className={styles.nowrap}>{value}</span>,
};

const PAPER: Cells = { clipped: text, long: text, person: (name) => name, unbroken: text };

const col = (title: string, key: string, render = text, width?: number) => ({
  title,
  dataIndex: key,
  key,
  ...(width ? { width } : {}),
  render: (value: unknown) => render(value),
});

const idOf = (value: unknown) => (value ? Number(value) : null);

/** A party's name: an enterprise opens its profile, a person their panel. */
const party = (
  cells: Cells,
  title: string,
  key: string,
  ids: { enterprise?: string; person?: string },
  width?: number,
) => ({
  title,
  dataIndex: key,
  key,
  ...(width ? { width } : {}),
  render: (value: unknown, row: Row) => {
    if (ids.enterprise && row[ids.enterprise]) {
      return <Link href={profileHref(text(row[ids.enterprise]))}>{text(value)}</Link>;
    }
    return ids.person ? cells.person(text(value), idOf(row[ids.person])) : text(value);
  },
});

/** A column whose text may be longer than the cell. */
const clipped = (cells: Cells, title: string, key: string) => ({
  title,
  dataIndex: key,
  key,
  ellipsis: { showTitle: false },
  render: (value: unknown) => cells.clipped(value),
});

const statusTag = (value: unknown) => <Tag>{text(value)}</Tag>;

const provenanceColumn = (cells: Cells) => ({
  title: '来源 · 数据日期',
  key: 'provenance',
  width: 170,
  render: (_: unknown, row: Row) => cells.unbroken(provenance(row.source, row.as_of)),
});

const columnsOf = (c: Cells): Record<DimensionKey, ColumnsType<Row>> => ({
  gdxx: [
    party(c, '股东名称', 'holder_name', {
      enterprise: 'holder_enterprise_id',
      person: 'holder_person_id',
    }),
    col('股东类型', 'holder_type', text, 110),
    col('持股比例', 'ratio', percent, 110),
    col('认缴出资额', 'subscribed_capital', wanYuan, 140),
    col('认缴出资日期', 'subscribed_on', day, 130),
  ],
  zyry: [party(c, '姓名', 'name', { person: 'person_id' }), col('职务', 'title')],
  dwtz: [
    party(c, '被投资企业', 'qymc', { enterprise: 'enterprise_id' }),
    col('法定代表人', 'legal_representative', text, 110),
    { ...col('登记状态', 'status', text, 100), render: statusTag },
    col('成立日期', 'established_on', day, 120),
    col('持股比例', 'ratio', percent, 100),
    col('认缴出资额', 'subscribed_capital', wanYuan, 130),
  ],
  fzjg: [
    party(c, '分支机构名称', 'qymc', { enterprise: 'enterprise_id' }),
    col('负责人', 'legal_representative', text, 110),
    { ...col('登记状态', 'status', text, 100), render: statusTag },
    col('成立日期', 'established_on', day, 120),
  ],
  bgjl: [
    col('变更日期', 'changed_on', day, 120),
    col('变更事项', 'item', text, 160),
    { ...col('变更前', 'before'), render: c.long },
    { ...col('变更后', 'after'), render: c.long },
    { ...col('变更类型', 'class_name', text, 120), render: statusTag },
  ],
  qynb: [
    col('报告年度', 'year', (v) => `${text(v)}年度`, 110),
    col('公示日期', 'published_on', day, 120),
    col('从业人数', 'staff_count', (v) => (typeof v === 'number' ? `${v}人` : '企业选择不公示')),
    col('参保人数', 'insured_count', (v) => (typeof v === 'number' ? `${v}人` : '-')),
    col('资产总额', 'total_assets', (v) => (typeof v === 'number' ? wanYuan(v) : '企业选择不公示')),
    col('营业总收入', 'revenue', (v) => (typeof v === 'number' ? wanYuan(v) : '企业选择不公示')),
    col('净利润', 'net_profit', (v) => (typeof v === 'number' ? wanYuan(v) : '企业选择不公示')),
  ],
  zl: [
    clipped(c, '专利名称', 'title'),
    col('专利类型', 'type_name', text, 110),
    col('申请号', 'application_no', text, 170),
    col('申请日期', 'applied_on', day, 120),
    col('公开号', 'publication_no', text, 150),
    { ...col('法律状态', 'legal_status', text, 100), render: statusTag },
  ],
  sb: [
    col('商标名称', 'name'),
    col('注册号', 'registration_no', text, 130),
    col('国际分类', 'nice_class', (v) => `第${text(v)}类`, 100),
    col('申请日期', 'applied_on', day, 120),
    { ...col('商标状态', 'status', text, 100), render: statusTag },
  ],
  cpws: [
    clipped(c, '文书标题', 'title'),
    col('案号', 'case_no', text, 200),
    col('案由', 'cause', text, 130),
    col('案件身份', 'role', text, 90),
    col('法院', 'court', text, 180),
    col('裁判日期', 'judged_on', day, 110),
    col('涉案金额', 'amount', yuan, 120),
  ],
  xzcf: [
    col('决定书文号', 'decision_no', text, 200),
    col('处罚机关', 'authority', text, 180),
    clipped(c, '处罚事由', 'reason'),
    clipped(c, '处罚内容', 'content'),
    col('罚款金额', 'amount', yuan, 110),
    col('决定日期', 'decided_on', day, 110),
  ],
  sfpm: [
    clipped(c, '拍卖标的', 'title'),
    col('法院', 'court', text, 200),
    col('起拍价', 'starting_price', yuan, 130),
    col('拍卖日期', 'auction_on', day, 110),
    { ...col('拍卖状态', 'status', text, 100), render: statusTag },
  ],
  ztb: [
    clipped(c, '项目名称', 'title'),
    { ...col('角色', 'role', text, 80), render: statusTag },
    col('金额', 'amount', wanYuan, 130),
    col('发布日期', 'published_on', day, 110),
  ],
  // 金额 as published (数千万人民币, 28000万人民币): the lead sentences quote the same text.
  rzlc: [
    { ...col('轮次', 'round', text, 110), render: statusTag },
    col('金额', 'amount_text', text, 160),
    clipped(c, '投资方', 'investors'),
    col('日期', 'occurred_on', day, 120),
  ],
  zpxx: [
    col('职位', 'title'),
    col('城市', 'city', text, 100),
    {
      title: '月薪',
      key: 'salary',
      width: 140,
      render: (_: unknown, row: Row) =>
        typeof row.salary_min === 'number' && typeof row.salary_max === 'number'
          ? `${row.salary_min}-${row.salary_max}元`
          : '面议',
    },
    col('学历', 'education', text, 90),
    col('经验', 'experience', text, 100),
    col('发布日期', 'published_on', day, 110),
  ],
  zdry: [
    party(c, '姓名', 'name', { person: 'person_id' }, 120),
    col('身份', 'roles'),
    col('持股比例', 'ratio', (v) => (typeof v === 'number' ? percent(v) : '-'), 110),
  ],
});

const MEDIA = { screen: SCREEN, paper: PAPER };
const COLUMNS = { screen: columnsOf(SCREEN), paper: columnsOf(PAPER) };

/** A dimension's columns for the screen (the profile pages) or for paper (the report). */
export function dimensionColumns(
  dim: DimensionKey,
  medium: keyof typeof MEDIA = 'screen',
): ColumnsType<Row> {
  return [...COLUMNS[medium][dim], provenanceColumn(MEDIA[medium])];
}
