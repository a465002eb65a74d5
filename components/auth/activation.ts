import type { ActivationRow } from '@/lib/contract/account';

/**
 * Activation progress in percent (SPEC.md §4.4): progress / peak, capped at 100; 100 when
 * peak is 0 or the service is up.
 */
export function activationPercent(row: ActivationRow | undefined): number {
  if (!row) return 0;
  if (row.peak === 0 || row.service > 0) return 100;
  return Math.min(100, Math.round((row.progress / row.peak) * 100));
}
