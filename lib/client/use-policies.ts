import useSWR from 'swr';
import type {
  AskAnswer,
  EligibilityAnswer,
  PoliciesAnswer,
  PolicyDetail,
} from '@/lib/contract/policies';
import { customQuery } from './request';

// 政策问答 (/chat/gjzc): one SWR hook per call of lib/contract/policies.ts.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export type PolicyListQuery = {
  keyword?: string;
  level?: string;
  region?: string;
  category?: string;
  validNow: boolean;
  pageIndex: number;
  pageSize: number;
};

/** gjzcPolicies: one page of the library. */
export function usePolicies(query: PolicyListQuery) {
  return useSWR<PoliciesAnswer, Error>(
    ['gjzcPolicies', JSON.stringify(query)],
    async () => {
      const res = await customQuery<PoliciesAnswer['data']>('gjzcPolicies', query);
      return { data: res.data, extraData: res.extraData as PoliciesAnswer['extraData'] };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** gjzcPolicy: a policy with its measures and clauses. */
export function usePolicy(code: string | null) {
  return useSWR<PolicyDetail | undefined, Error>(
    code ? ['gjzcPolicy', code] : null,
    async () => (await customQuery<PolicyDetail[]>('gjzcPolicy', { policy: code })).data[0],
    OPTIONS,
  );
}

/** gjzcAsk: the policies answering a question. */
export function usePolicyAnswer(question: string | null, validNow: boolean) {
  return useSWR<AskAnswer, Error>(
    question ? ['gjzcAsk', question, validNow] : null,
    async () => {
      const res = await customQuery<AskAnswer['data']>('gjzcAsk', { question, validNow });
      return { data: res.data, extraData: res.extraData as AskAnswer['extraData'] };
    },
    OPTIONS,
  );
}

/**
 * gjzcEligibility: an enterprise against the library; `own` asks for the caller's company
 * (no id), null asks nothing yet.
 */
export function useEligibility(qyid: string | null) {
  return useSWR<EligibilityAnswer, Error>(
    qyid ? ['gjzcEligibility', qyid] : null,
    async () => {
      const res = await customQuery<EligibilityAnswer['data']>(
        'gjzcEligibility',
        qyid === 'own' ? {} : { qyid },
      );
      return { data: res.data, extraData: res.extraData as EligibilityAnswer['extraData'] };
    },
    OPTIONS,
  );
}
