import { randomUUID } from 'node:crypto';
import { LOGIN_ROLE_KEY, USERNAME_PREFIX } from '@/lib/contract/auth';
import { insertUserIfAbsent } from '../db/queries/users';
import { hashPassword } from '../services/auth/passwords';
import type { SeedStep } from './seed';

// Demo accounts for local use only (listed in README). Production databases are never
// seeded (backend/start.ts, scripts/seed.ts).
export const DEMO_USERS = [
  {
    phone: '13800000001',
    password: 'Zsai@2026vip',
    fullname: '王经理',
    company: '招商银行示范支行',
    rank: 2,
    roleKeys: [LOGIN_ROLE_KEY],
  },
  {
    phone: '13800000002',
    password: 'Zsai@2026try',
    fullname: '李专员',
    company: '示范产业园招商局',
    rank: 1,
    roleKeys: [LOGIN_ROLE_KEY],
  },
  {
    phone: '13800000003',
    password: 'Zsai@2026ops',
    fullname: '赵运营',
    company: '招商AI运营中心',
    rank: 2,
    roleKeys: [LOGIN_ROLE_KEY, 'glht', 'yyht'],
  },
  // Not an enterprise user: may not log in, which the login paths show.
  {
    phone: '13800000009',
    password: 'Zsai@2026adm',
    fullname: '系统管理员',
    company: '招商AI',
    rank: 2,
    roleKeys: ['admin'],
  },
  // An enterprise user who is also an administrator: may import data into the running server
  // (docs/intelligence.md "Import endpoint").
  {
    phone: '13800000005',
    password: 'Zsai@2026imp',
    fullname: '孙数据',
    company: '招商AI运营中心',
    rank: 2,
    roleKeys: [LOGIN_ROLE_KEY, 'admin'],
  },
] as const;

export const demoUsersStep: SeedStep = {
  name: 'demo-users',
  async run(db, _options, clock) {
    for (const demo of DEMO_USERS) {
      await insertUserIfAbsent(db, {
        id: randomUUID(),
        username: `${USERNAME_PREFIX}${demo.phone}`,
        phone: demo.phone,
        fullname: demo.fullname,
        company: demo.company,
        rank: demo.rank,
        ssqy: '上海市/上海市',
        roleKeys: [...demo.roleKeys],
        passwordHash: await hashPassword(demo.password),
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
    }
  },
};
