import { enterprises, people, positions, products, shareholdings, trademarks } from '../db/schema';
import type { Database } from '../db/client';
import { namePinyin } from '../data/generator/names';

// Constructed enterprises for search tests: names and facts no demo row has, so a test knows
// exactly which rows should match and in which order.

type EnterpriseInsert = typeof enterprises.$inferInsert;
let sequence = 0;
const nextId = () => 900_000 + ++sequence;

const provenance = { source: 'test', asOf: '2026-11-01' };

export async function insertEnterprise(
  db: Database,
  fields: Partial<EnterpriseInsert> & { qymc: string },
): Promise<number> {
  const id = nextId();
  const pinyin = namePinyin(fields.qymc);
  await db.insert(enterprises).values({
    id,
    namePinyin: pinyin.full,
    nameInitials: pinyin.initials,
    tyshxydm: `91TEST${String(id).padStart(12, '0')}`,
    legalRepresentative: '测试人',
    zczb: 100,
    establishedOn: '2015-06-01',
    status: '存续',
    qylx: '有限责任公司(自然人投资或控股)',
    industryCode: '6511',
    industryCategory: 'I',
    dlhy: '软件和信息技术服务业',
    regionCode: '440305',
    address: '广东省深圳市南山区测试路1号',
    ...provenance,
    ...fields,
  });
  return id;
}

export async function addPerson(
  db: Database,
  enterpriseId: number,
  name: string,
  role: { title: string } | { ratio: number },
): Promise<void> {
  const personId = nextId();
  await db
    .insert(people)
    .values({ id: personId, name, personKey: `test-${personId}`, ...provenance });
  if ('title' in role) {
    await db.insert(positions).values({ enterpriseId, personId, title: role.title, ...provenance });
  } else {
    await db
      .insert(shareholdings)
      .values({ enterpriseId, holderPersonId: personId, ratio: role.ratio, ...provenance });
  }
}

export async function addTrademark(db: Database, enterpriseId: number, name: string) {
  await db.insert(trademarks).values({
    enterpriseId,
    name,
    registrationNo: `T${nextId()}`,
    niceClass: 9,
    appliedOn: '2020-01-01',
    status: '已注册',
    ...provenance,
  });
}

export async function addProduct(db: Database, enterpriseId: number, name: string) {
  await db.insert(products).values({ enterpriseId, name, ...provenance });
}
