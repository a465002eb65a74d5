import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, provenance, ref, sourceKey } from './columns';

// The registry core: enterprises, the people around them and how they hold each other.

/** 企业: one row per registered subject (branches too: they have credit codes of their own). */
export const enterprises = pgTable(
  'enterprises',
  {
    id: id(),
    /** qymc: 企业名称. */
    qymc: text('qymc').notNull(),
    /** Full pinyin of the name without tones or spaces, for pinyin search. */
    namePinyin: text('name_pinyin').notNull(),
    /** First letters of the name's pinyin. */
    nameInitials: text('name_initials').notNull(),
    /** tyshxydm: 统一社会信用代码 (GB 32100-2015). */
    tyshxydm: text('tyshxydm').notNull(),
    /** 注册号 (pre-2015 registration number). */
    regNo: text('reg_no'),
    /** 法定代表人 (display name; the person row is in positions). */
    legalRepresentative: text('legal_representative').notNull(),
    /** zczb: 注册资本 in 万元 of `capitalCurrency`. */
    zczb: numeric('zczb', { precision: 18, scale: 4, mode: 'number' }),
    capitalCurrency: text('capital_currency').notNull().default('人民币'),
    /** 实缴资本, 万元. */
    paidInCapital: numeric('paid_in_capital', { precision: 18, scale: 4, mode: 'number' }),
    /** 成立日期. */
    establishedOn: date('established_on', { mode: 'string' }).notNull(),
    /** 营业期限 from/to; no end means 无固定期限. */
    operatingFrom: date('operating_from', { mode: 'string' }),
    operatingTo: date('operating_to', { mode: 'string' }),
    /** 登记状态: 存续, 在业, 迁入, 迁出, 吊销, 注销. */
    status: text('status', { enum: ['存续', '在业', '迁入', '迁出', '吊销', '注销'] }).notNull(),
    /** qylx: 企业类型, e.g. 有限责任公司(自然人投资或控股). */
    qylx: text('qylx').notNull(),
    /** GB/T 4754-2017 小类 code (4 digits). */
    industryCode: text('industry_code').notNull(),
    /** 门类 letter of the industry code. */
    industryCategory: text('industry_category').notNull(),
    /** dlhy: 行业大类 name of the industry code. */
    dlhy: text('dlhy').notNull(),
    /** GB/T 2260 district code (6 digits). */
    regionCode: text('region_code').notNull(),
    address: text('address').notNull(),
    /** lxfs: 联系方式 (phone). */
    lxfs: text('lxfs'),
    email: text('email'),
    website: text('website'),
    businessScope: text('business_scope').notNull().default(''),
    /** 人员规模 band, e.g. 50-99人. */
    staffSize: text('staff_size'),
    /** 参保人数. */
    insuredCount: integer('insured_count'),
    /** 曾用名, newest first, joined by '；' so one trigram index covers them. */
    formerNames: text('former_names').notNull().default(''),
    /** 上市状态: 未上市, A股, 港股, 新三板 ... */
    listingStatus: text('listing_status').notNull().default('未上市'),
    stockCode: text('stock_code'),
    /** 资质标签: 高新技术企业, 专精特新, 专精特新“小巨人”, 科技型中小企业, 瞪羚, 独角兽 ... */
    tags: text('tags').array().notNull().default([]),
    ...provenance(),
  },
  (t) => [
    uniqueIndex('enterprises_tyshxydm_uq').on(t.tyshxydm),
    index('enterprises_reg_no_idx').on(t.regNo),
    index('enterprises_status_idx').on(t.status),
    index('enterprises_tags_idx').using('gin', t.tags),
    // Search: a word anywhere in the name, former names, address or scope is found through
    // the GIN index of the text's character bigrams (zsai_bigrams, migration 0014), which
    // serves two-character words as well as longer ones (docs/decisions/008).
    index('enterprises_qymc_bigrams').using('gin', sql`zsai_bigrams(${t.qymc})`),
    index('enterprises_former_names_bigrams').using('gin', sql`zsai_bigrams(${t.formerNames})`),
    index('enterprises_address_bigrams').using('gin', sql`zsai_bigrams(${t.address})`),
    index('enterprises_scope_bigrams').using('gin', sql`zsai_bigrams(${t.businessScope})`),
    // Covering (INCLUDE) indexes, which Drizzle cannot declare, are created by migration
    // 0013_search_covering: the name, initials, pinyin, legal-representative and phone
    // prefixes, the by-id search keys, the capital and founding-date orders, and the region
    // and industry codes, each with the search's sort keys and common filter columns (the
    // region and industry ones with the id too, migration 0028, for joins by id), and the
    // partial index of listed enterprises (上市企业) and the type-then-capital order (企业类型),
    // migration 0034.
    // Left-anchored LIKE works on any collation only with text_pattern_ops; trigrams on
    // initials/pinyin find latin letters inside.
    index('enterprises_initials_trgm').using('gin', t.nameInitials.op('gin_trgm_ops')),
    index('enterprises_pinyin_trgm').using('gin', t.namePinyin.op('gin_trgm_ops')),
    // 找关系's suspected ties (docs/relationships.md): how many enterprises share an e-mail,
    // a website or an address, compared in the normalised forms of
    // backend/db/queries/relationships.ts (TIE_EXPRESSIONS; the phone uses enterprises_lxfs_prefix).
    index('enterprises_email_tie')
      .using('btree', sql`lower(btrim(${t.email}))`)
      .where(sql`${t.email} is not null and btrim(${t.email}) <> ''`),
    index('enterprises_website_tie')
      .using(
        'btree',
        sql`lower(regexp_replace(btrim(${t.website}), '^(https?://)?(www[.])?|/+$', '', 'g'))`,
      )
      .where(sql`${t.website} is not null and btrim(${t.website}) <> ''`),
    index('enterprises_address_tie')
      .using('btree', sql`regexp_replace(${t.address}, '[[:space:]]+', '', 'g')`)
      .where(sql`btrim(${t.address}) <> ''`),
  ],
);

/**
 * 人员. The same name in two enterprises is not assumed to be one person: `personKey`
 * identifies a person within the source's knowledge (the generator keeps a person across
 * the enterprises of one group; imports pass the source's key).
 */
export const people = pgTable(
  'people',
  {
    id: id(),
    name: text('name').notNull(),
    personKey: text('person_key').notNull(),
    ...provenance(),
  },
  (t) => [
    uniqueIndex('people_person_key_uq').on(t.personKey),
    index('people_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    // Person search's name prefix (people_name_prefix, with the id) is in migration 0013.
  ],
);

/** 股东及出资: the holder is a person or an enterprise; 对外投资 is this table read by holder. */
export const shareholdings = pgTable(
  'shareholdings',
  {
    id: id(),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    holderPersonId: ref('holder_person_id').references(() => people.id, { onDelete: 'cascade' }),
    holderEnterpriseId: ref('holder_enterprise_id').references(() => enterprises.id, {
      onDelete: 'cascade',
    }),
    /** 持股比例 in percent. */
    ratio: numeric('ratio', { precision: 9, scale: 4, mode: 'number' }).notNull(),
    /** 认缴出资额, 万元. */
    subscribedCapital: numeric('subscribed_capital', { precision: 18, scale: 4, mode: 'number' }),
    subscribedOn: date('subscribed_on', { mode: 'string' }),
    ...provenance(),
  },
  (t) => [
    index('shareholdings_enterprise_idx').on(t.enterpriseId),
    // shareholdings_holder_person_idx (with enterprise_id) is in migration 0013.
    index('shareholdings_holder_enterprise_idx').on(t.holderEnterpriseId),
    sourceKey('shareholdings', t),
    check(
      'shareholdings_one_holder',
      sql`(holder_person_id is null) <> (holder_enterprise_id is null)`,
    ),
  ],
);

/** 主要人员 (key personnel): 法定代表人, 董事长, 董事, 监事, 总经理 ... */
export const positions = pgTable(
  'positions',
  {
    id: id(),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    personId: ref('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    ...provenance(),
  },
  (t) => [
    index('positions_enterprise_idx').on(t.enterpriseId),
    // positions_person_idx (with enterprise_id) is in migration 0013.
    sourceKey('positions', t),
  ],
);

/** 分支机构: a branch is an enterprise of its own, registered under its parent. */
export const branches = pgTable(
  'branches',
  {
    id: id(),
    parentId: ref('parent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    branchId: ref('branch_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    ...provenance(),
  },
  (t) => [
    index('branches_parent_idx').on(t.parentId),
    uniqueIndex('branches_branch_uq').on(t.branchId),
  ],
);

/** 变更记录; followers see them as dynamics (class_name is the dynamics' CLASS_NAME). */
export const changeRecords = pgTable(
  'change_records',
  {
    id: id(),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    changedOn: date('changed_on', { mode: 'string' }).notNull(),
    /** 变更事项, e.g. 注册资本变更. */
    item: text('item').notNull(),
    before: text('before').notNull().default(''),
    after: text('after').notNull().default(''),
    /** Dynamics class, e.g. 股东变更, 法人变更, 经营范围变更. */
    className: text('class_name').notNull(),
    ...provenance(),
  },
  (t) => [
    index('change_records_enterprise_idx').on(t.enterpriseId, t.changedOn),
    index('change_records_changed_on_idx').on(t.changedOn),
    sourceKey('change_records', t),
  ],
);

/** 企业年报, one per enterprise and year. */
export const annualReports = pgTable(
  'annual_reports',
  {
    id: id(),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    staffCount: integer('staff_count'),
    insuredCount: integer('insured_count'),
    /** Amounts in 万元; small enterprises may choose not to publish them (null). */
    totalAssets: numeric('total_assets', { precision: 18, scale: 2, mode: 'number' }),
    revenue: numeric('revenue', { precision: 18, scale: 2, mode: 'number' }),
    netProfit: numeric('net_profit', { precision: 18, scale: 2, mode: 'number' }),
    ...provenance(),
  },
  (t) => [uniqueIndex('annual_reports_enterprise_year_uq').on(t.enterpriseId, t.year)],
);
