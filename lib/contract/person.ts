import { z } from 'zod';

// 人员详情: one person of the registry with the roles they hold in the enterprises we know.
// A person is one `people` row: the source's disambiguation key (person_key) decides who is
// who, so two people with the same name are never merged. Shared by the portal and the
// backend.

export const personIdSchema = z.coerce
  .number('应为人员编号')
  .int('应为人员编号')
  .positive('应为人员编号')
  .max(2 ** 53 - 1, '应为人员编号');

// qyhxPerson: the person and their roles (positions and shareholdings), one row per enterprise.
export const personParamsSchema = z.object({ id: personIdSchema });
export type PersonParams = z.infer<typeof personParamsSchema>;

/** Enterprises listed for one person at most; `total` still counts them all. */
export const PERSON_ROLE_LIMIT = 100;

/** Title that makes the row the person's legal representation of the enterprise. */
export const LEGAL_REPRESENTATIVE_TITLE = '法定代表人';

export type PersonRole = {
  enterprise_id: number;
  qymc: string;
  status: string;
  /** Titles held in the enterprise (法定代表人 first), empty when only a shareholder. */
  titles: string[];
  /** Registered share held directly, percent; null when the person holds none. */
  ratio: number | null;
};

export type PersonAnswer = {
  id: number;
  name: string;
  /** Legal representations first, then other positions, then holdings by size. */
  roles: PersonRole[];
  /** Every enterprise the person has a role in, also those past PERSON_ROLE_LIMIT. */
  total: number;
};

/** The person id inside a party key of the equity and graph answers (`p:{id}`). */
export function personIdOfKey(key: string): number | undefined {
  const match = /^p:(\d+)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

export const PERSON_MESSAGES = {
  noSuchPerson: '人员不存在',
} as const;
