import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  DevPayOrder,
  HomeVersion,
  MembershipRecord,
  OrderRecord,
  PaymentRecord,
  PlanRecord,
} from '@/lib/contract/commerce';
import { customQuery, request } from './request';

// Membership purchase (docs/commerce.md): plans, the payment page's order (polled), the
// order list, and the calls that change them.

const PAYMENT_POLL_MS = 2000;
export function usePlans(userId: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<
    { plans: PlanRecord[]; membership: MembershipRecord | null },
    Error
  >(['member-plans', userId ?? ''], async () => {
    const answer = await customQuery<PlanRecord[]>('dzxxMemberPlans');
    return {
      plans: answer.data,
      membership: (answer.extraData?.membership ?? null) as MembershipRecord | null,
    };
  });
  return { plans: data?.plans, membership: data?.membership ?? null, error, isLoading, mutate };
}

/**
 * The order on the payment page, read again every 2 s while it waits for payment, in a
 * background tab too (the payer is on the phone meanwhile). SWR's own refreshInterval cannot
 * start from data it has not read yet, so the page polls with its own timer.
 */
export function usePayment(orderId: string | null) {
  const { data, error, mutate } = useSWR<PaymentRecord | null, Error>(
    orderId ? ['payment', orderId] : null,
    async () => (await customQuery<PaymentRecord[]>('dzxxPayment', { orderId })).data[0] ?? null,
  );
  const pending = data?.state === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => void mutate(), PAYMENT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [pending, mutate]);
  return { order: data, error, mutate };
}

export function useOrders(page: { pageIndex: number; pageSize: number }) {
  const { data, error, isLoading } = useSWR<{ records: OrderRecord[]; total: number }, Error>(
    ['orders', page.pageIndex, page.pageSize],
    async () => {
      const answer = await customQuery<OrderRecord[]>('dzxxOrders', page);
      return { records: answer.data, total: Number(answer.extraData?.totalCount ?? 0) };
    },
  );
  return { records: data?.records, total: data?.total ?? 0, error, isLoading };
}

export async function createOrder(planId: string): Promise<PaymentRecord> {
  const answer = await customQuery<PaymentRecord[]>('dzxxCreateOrder', { planId });
  return answer.data[0]!;
}

export async function cancelOrder(orderId: string): Promise<void> {
  await customQuery('dzxxCancelOrder', { orderId });
}

export async function saveHomeVersion(version: HomeVersion): Promise<string> {
  return (await customQuery('dzxxSetHomeVersion', { version })).message;
}

/** After a payment: the tier, the menus and the permissions are read again. */
export function useRefreshEntitlements() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) =>
      typeof key === 'string'
        ? key.includes('/osUser/current') || key.startsWith('menu:')
        : Array.isArray(key) && ['permissions', 'member-plans', 'orders'].includes(String(key[0])),
    );
}

// The development provider's confirmation page (public: the payer may not be logged in).
const DEV_PAY = '/api-zsai-query/zsai/pay/dev';

export async function devPayOrder(orderId: string, sig: string): Promise<DevPayOrder> {
  return (await request<DevPayOrder>(`${DEV_PAY}/order`, { query: { orderId, sig } })).data;
}

export async function devPayConfirm(
  orderId: string,
  sig: string,
  action: 'pay' | 'decline',
): Promise<{ order: DevPayOrder; message: string }> {
  const answer = await request<DevPayOrder>(`${DEV_PAY}/confirm`, {
    json: { orderId, sig, action },
  });
  return { order: answer.data, message: answer.message };
}
