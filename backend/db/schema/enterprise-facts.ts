import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { enterpriseFact, enterpriseFactIndexes, id, provenance, ref } from './columns';
import { enterprises } from './enterprise';

// Facts about one enterprise that its profile lists: IP, legal risk, business activity.

const ofEnterprise = () => enterpriseFact(() => enterprises.id);
const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/** 专利. type is the spec's 1–9: 发明, 实用新型, 外观设计, 短期, 其他, 译文, 检索报告, PCT发明, PCT实用新型. */
export const patents = pgTable(
  'patents',
  {
    ...ofEnterprise(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    applicationNo: text('application_no').notNull(),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    publicationNo: text('publication_no'),
    publishedOn: date('published_on', { mode: 'string' }),
    /** 法律状态: 审中, 授权, 失效 ... */
    legalStatus: text('legal_status').notNull(),
  },
  (t) => [
    ...enterpriseFactIndexes('patents', t),
    // Windows over dates (prospect screening, leads) read the enterprises of a period.
    index('patents_applied_on_idx').on(t.appliedOn, t.enterpriseId),
    check('patents_type_range', sql`type between 1 and 9`),
    // Chain placement and product pages find link keywords in titles (zsai_bigrams, 0014).
    index('patents_title_bigrams').using('gin', sql`zsai_bigrams(${t.title})`),
  ],
);

/** 商标, Nice classes 1–45. */
export const trademarks = pgTable(
  'trademarks',
  {
    ...ofEnterprise(),
    name: text('name').notNull(),
    registrationNo: text('registration_no').notNull(),
    niceClass: smallint('nice_class').notNull(),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    /** 商标状态: 申请中, 已注册, 已无效 ... */
    status: text('status').notNull(),
  },
  (t) => [
    ...enterpriseFactIndexes('trademarks', t),
    // Brand search (品牌/商标): words anywhere in the name, through its character bigrams.
    index('trademarks_name_bigrams').using('gin', sql`zsai_bigrams(${t.name})`),
    check('trademarks_nice_range', sql`nice_class between 1 and 45`),
  ],
);

/** 裁判文书. */
export const judgments = pgTable(
  'judgments',
  {
    ...ofEnterprise(),
    caseNo: text('case_no').notNull(),
    title: text('title').notNull(),
    /** 案由, e.g. 买卖合同纠纷. */
    cause: text('cause').notNull(),
    /** The enterprise's role: 原告, 被告, 第三人 ... */
    role: text('role').notNull(),
    court: text('court').notNull(),
    judgedOn: date('judged_on', { mode: 'string' }).notNull(),
    /** 涉案金额, 元. */
    amount: money('amount'),
  },
  (t) => [
    ...enterpriseFactIndexes('judgments', t),
    index('judgments_role_judged_on_idx').on(t.role, t.judgedOn, t.enterpriseId),
  ],
);

/** 行政处罚. */
export const penalties = pgTable(
  'penalties',
  {
    ...ofEnterprise(),
    decisionNo: text('decision_no').notNull(),
    authority: text('authority').notNull(),
    reason: text('reason').notNull(),
    content: text('content').notNull(),
    /** 罚款金额, 元. */
    amount: money('amount'),
    decidedOn: date('decided_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    ...enterpriseFactIndexes('penalties', t),
    index('penalties_decided_on_idx').on(t.decidedOn, t.enterpriseId),
  ],
);

/** 司法拍卖 of the enterprise's assets. */
export const judicialAuctions = pgTable(
  'judicial_auctions',
  {
    ...ofEnterprise(),
    title: text('title').notNull(),
    court: text('court').notNull(),
    /** 起拍价, 元. */
    startingPrice: money('starting_price'),
    auctionOn: date('auction_on', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
  },
  (t) => enterpriseFactIndexes('judicial_auctions', t),
);

/** 招投标: the enterprise as 招标方 or 中标方. */
export const bids = pgTable(
  'bids',
  {
    ...ofEnterprise(),
    title: text('title').notNull(),
    role: text('role', { enum: ['招标', '中标'] }).notNull(),
    /** 金额, 万元. */
    amount: money('amount'),
    regionCode: text('region_code'),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    ...enterpriseFactIndexes('bids', t),
    index('bids_role_published_on_idx').on(t.role, t.publishedOn, t.enterpriseId),
    // Chain placement finds link keywords in the titles of won bids.
    index('bids_title_bigrams').using('gin', sql`zsai_bigrams(${t.title})`),
  ],
);

/** 招聘信息. */
export const recruitmentPosts = pgTable(
  'recruitment_posts',
  {
    ...ofEnterprise(),
    title: text('title').notNull(),
    city: text('city').notNull(),
    /** Monthly salary band, 元. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    education: text('education').notNull(),
    experience: text('experience').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
  },
  (t) => enterpriseFactIndexes('recruitment_posts', t),
);

/** 产品分类, a tree (top level has no parent). */
export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    parentId: ref('parent_id'),
    name: text('name').notNull(),
    ...provenance(),
  },
  (t) => [index('product_categories_parent_idx').on(t.parentId)],
);

/** 产品. */
export const products = pgTable(
  'products',
  {
    ...ofEnterprise(),
    categoryId: ref('category_id').references(() => productCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    ...enterpriseFactIndexes('products', t),
    index('products_category_idx').on(t.categoryId),
    // Product search: words anywhere in the name, through its character bigrams.
    index('products_name_bigrams').using('gin', sql`zsai_bigrams(${t.name})`),
  ],
);

/** 融资事件. */
export const financingEvents = pgTable(
  'financing_events',
  {
    ...ofEnterprise(),
    /** 轮次: 天使轮, A轮 ... IPO. */
    round: text('round').notNull(),
    /** 金额 as published (often approximate: 数千万人民币); amountWan when known. */
    amountText: text('amount_text').notNull(),
    amountWan: money('amount_wan'),
    /** 投资方, names joined by '、'. */
    investors: text('investors').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    ...enterpriseFactIndexes('financing_events', t),
    index('financing_events_occurred_on_idx').on(t.occurredOn, t.enterpriseId),
  ],
);
