import { displayCity, regionsByCode, type Region } from '../reference-lookup';

// Court case numbers (案号) as the Supreme People's Court's rules on case numbers define them
// since 2016: （收案年度）法院代字 + 专门审判代字 + 类型代字 + 编号 + 号, e.g. （2023）苏0505民初1234号.
// The court code is the province's abbreviation (the high court), followed by two digits of
// the city (an intermediate court) or four of the district (a basic court), taken from the
// GB/T 2260 code. One reading of it serves the generator, the rules and the import.

/** The abbreviation that opens the court code of each province's courts (法院代字). */
export const COURT_ABBREVIATIONS: Readonly<Record<string, string>> = {
  '110000': '京',
  '120000': '津',
  '130000': '冀',
  '140000': '晋',
  '150000': '内',
  '210000': '辽',
  '220000': '吉',
  '230000': '黑',
  '310000': '沪',
  '320000': '苏',
  '330000': '浙',
  '340000': '皖',
  '350000': '闽',
  '360000': '赣',
  '370000': '鲁',
  '410000': '豫',
  '420000': '鄂',
  '430000': '湘',
  '440000': '粤',
  '450000': '桂',
  '460000': '琼',
  '500000': '渝',
  '510000': '川',
  '520000': '黔',
  '530000': '云',
  '540000': '藏',
  '610000': '陕',
  '620000': '甘',
  '630000': '青',
  '640000': '宁',
  '650000': '新',
};

/** Court codes that belong to no province: the Supreme Court, the XPCC and military courts. */
const NATIONAL_CODES = ['最高法', '兵', '军'];

export type CourtLevel = '最高' | '高级' | '中级' | '基层';

export type CaseNumber = {
  year: number;
  /** 苏, 最高法 …; the province code when it is a province's abbreviation. */
  abbreviation: string;
  provinceCode?: string;
  /** The digits after the abbreviation: '' (high court), two (intermediate), four (basic). */
  courtDigits: string;
  /** 民初, 民终, 执, 刑初 … (the special-trial mark 知 is not part of it). */
  type: string;
  level: CourtLevel;
};

const provinceOfAbbreviation = new Map(
  Object.entries(COURT_ABBREVIATIONS).map(([code, abbreviation]) => [abbreviation, code]),
);
const CASE_NO =
  /^[（(](\d{4})[）)](最高法|[\u4e00-\u9fa5])(\d{2}|\d{4})?(知)?([\u4e00-\u9fa5]{1,3}?)(\d+)号$/;

/** Reads a case number; undefined when it does not have the standard form. */
export function parseCaseNumber(caseNo: string): CaseNumber | undefined {
  const m = CASE_NO.exec(caseNo.trim());
  if (!m) return undefined;
  const [, year, abbreviation, digits = '', , type] = m;
  const level: CourtLevel =
    abbreviation === '最高法'
      ? '最高'
      : digits.length === 4
        ? '基层'
        : digits.length === 2
          ? '中级'
          : '高级';
  return {
    year: Number(year),
    abbreviation: abbreviation!,
    provinceCode: provinceOfAbbreviation.get(abbreviation!),
    courtDigits: digits,
    type: type!,
    level,
  };
}

/** Whether a court code's abbreviation is one the courts use. */
export const isCourtAbbreviation = (abbreviation: string) =>
  provinceOfAbbreviation.has(abbreviation) || NATIONAL_CODES.includes(abbreviation);

/** The level a court's name says, or undefined for a name that says none. */
export function courtLevelOfName(court: string): CourtLevel | undefined {
  if (court.includes('最高人民法院')) return '最高';
  if (court.includes('高级人民法院')) return '高级';
  if (/中级人民法院|知识产权法院|海事法院|金融法院/.test(court)) return '中级';
  if (/人民法院|人民法庭/.test(court)) return '基层';
  return undefined;
}

/** What a document's title says about its case: 一审/二审 of a 民事/刑事/行政 case, or 执行. */
export function expectedCaseType(title: string): string | undefined {
  if (/执行(裁定|决定|通知)书/.test(title)) return '执';
  const trial = /([一二])审(民事|刑事|行政)/.exec(title);
  if (!trial) return undefined;
  const kind = { 民事: '民', 刑事: '刑', 行政: '行' }[trial[2] as '民事' | '刑事' | '行政'];
  return `${kind}${trial[1] === '一' ? '初' : '终'}`;
}

/** Whether a case of `type` is of the kind `expected` (执 covers 执恢, 执异 …). */
export const caseTypeMatches = (type: string, expected: string) =>
  expected === '执' ? type.startsWith('执') : type === expected;

let namePrefixes: [string, string][] | undefined;

/**
 * The province of a court from the place its name starts with (province, city, or a county
 * name found in one province only); undefined when the name does not tell.
 */
export function courtProvince(court: string): string | undefined {
  namePrefixes ??= buildNamePrefixes();
  for (const [prefix, provinceCode] of namePrefixes) {
    if (court.startsWith(prefix)) return provinceCode;
  }
  return undefined;
}

function buildNamePrefixes(): [string, string][] {
  const byName = new Map<string, Set<string>>();
  const add = (name: string, provinceCode: string) => {
    if (!name || name.endsWith('行政区划')) return;
    const set = byName.get(name) ?? new Set<string>();
    set.add(provinceCode);
    byName.set(name, set);
  };
  for (const r of regionsByCode().values()) {
    add(r.province, r.provinceCode);
    add(
      r.province.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, ''),
      r.provinceCode,
    );
    add(r.city, r.provinceCode);
    add(r.district, r.provinceCode);
  }
  // Longest first, so 苏州市 wins over a shorter name it starts with.
  return [...byName]
    .filter(([, provinces]) => provinces.size === 1)
    .map(([name, provinces]): [string, string] => [name, [...provinces][0]!])
    .sort((a, b) => b[0].length - a[0].length);
}

/** The local courts of a place, named and coded as the courts name and code them. */
export function localCourts(region: Region): {
  basic: { name: string; code: string };
  intermediate: (n: number) => { name: string; code: string };
} {
  const abbreviation = COURT_ABBREVIATIONS[region.provinceCode]!;
  const city = displayCity(region);
  const municipality = region.city === region.province;
  // District courts carry their city's name; county and county-level-city courts do not.
  const basicName =
    region.district.endsWith('区') && region.district !== city
      ? `${city}${region.district}人民法院`
      : `${region.district || city}人民法院`;
  return {
    basic: { name: basicName, code: `${abbreviation}${region.code.slice(2, 6)}` },
    // A municipality has numbered intermediate courts (北京市第一中级人民法院, 京01).
    intermediate: (n) =>
      municipality
        ? {
            name: `${region.province}第${'一二三四五'[n - 1]}中级人民法院`,
            code: `${abbreviation}0${n}`,
          }
        : {
            name: `${region.province}${city}中级人民法院`,
            code: `${abbreviation}${region.code.slice(2, 4)}`,
          },
  };
}
