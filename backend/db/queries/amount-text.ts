import { sql, type SQL } from 'drizzle-orm';

/**
 * An amount in 万 as evidence sentences write it (SPEC.md §5.7): 3,200 万元, and from 10,000 万
 * in 亿: 11 亿元. `unit` follows 万/亿 (元, or nothing when a currency name follows).
 */
export function wanAmountText(amount: string, unit = '元'): SQL {
  return sql.raw(
    `(case when abs(${amount}) >= 10000
      then rtrim(to_char((${amount}) / 10000.0, 'FM999,999,990.99'), '.') || ' 亿${unit}'
      else rtrim(to_char(${amount}, 'FM999,999,999,990.99'), '.') || ' 万${unit}' end)`,
  );
}
