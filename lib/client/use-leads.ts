import useSWR from 'swr';
import type { LeadsAnswer } from '@/lib/contract/leads';
import { customQuery } from './request';

// 融资商机 / 存款商机 (/rzsj, /cksj): one page of leads (rzsjLeads, cksjLeads), keyed by the
// alias and its params. A 400 or 403 will not change by asking again.

export type LeadKind = 'rzsj' | 'cksj';

/** rzsjLeads / cksjLeads: one page of a kind's leads with the total and the region answered. */
export function useLeads(kind: LeadKind, params: Record<string, string> | null) {
  const alias = `${kind}Leads`;
  return useSWR<{ rows: LeadsAnswer['data']; extra: LeadsAnswer['extraData'] }, Error>(
    params ? [alias, JSON.stringify(params)] : null,
    async () => {
      const res = await customQuery<LeadsAnswer['data']>(alias, params);
      return { rows: res.data, extra: res.extraData as LeadsAnswer['extraData'] };
    },
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
