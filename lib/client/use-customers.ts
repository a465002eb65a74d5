import useSWR, { mutate } from 'swr';
import {
  CUSTOMER_IMPORT_PATH,
  CUSTOMER_PERMISSION,
  type AddCustomersAnswer,
  type CustomerDetail,
  type CustomerGroupRecord,
  type CustomerRecord,
  type CustomerSource,
  type ImportDetail,
  type ImportRecord,
  type PipelineAnswer,
  type ReminderRecord,
} from '@/lib/contract/customers';
import { batchedLookup } from './batched-lookup';
import { customQuery, request } from './request';
import { useCurrentUser } from './use-current-user';
import { usePermissions } from './use-portal';

// 客户管理 (/glzx): the customer book's calls, one SWR entry per resource keyed by its alias.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** Whether the caller may use the customer book (logged in, bt-khgl); undefined while loading. */
export function useCustomerBookAllowed(): boolean | undefined {
  const { user, isLoading } = useCurrentUser();
  const { permissions, isLoading: loadingPermissions } = usePermissions(user?.userId);
  if (isLoading || loadingPermissions) return undefined;
  return Boolean(user) && permissions.buttons.has(CUSTOMER_PERMISSION.key);
}

/** glzxGroups: the caller's groups with their counts; null asks nothing. */
export function useCustomerGroups(enabled = true) {
  return useSWR<CustomerGroupRecord[], Error>(
    enabled ? ['glzxGroups'] : null,
    async () => (await customQuery<CustomerGroupRecord[]>('glzxGroups', {})).data,
    OPTIONS,
  );
}

/** The most ids glzxCustomerIds takes in one call. */
const IDS_PER_CALL = 100;

async function askCustomerIds(ids: readonly number[]): Promise<Set<number>> {
  const res = await customQuery<{ ids: number[] }[]>('glzxCustomerIds', {
    enterpriseIds: ids.slice(0, IDS_PER_CALL),
  });
  return new Set(res.data[0]?.ids ?? []);
}

/** One enterprise's question (a list's row), batched with the others of the same tick. */
const askCustomerId = batchedLookup(askCustomerIds, IDS_PER_CALL);

/** glzxCustomerIds: which of these enterprises are the caller's customers. */
export function useCustomerIds(enterpriseIds: readonly number[], enabled = true) {
  const key = [...enterpriseIds].sort((a, b) => a - b).join(',');
  return useSWR<Set<number>, Error>(
    enabled && enterpriseIds.length > 0 ? ['glzxCustomerIds', key] : null,
    () =>
      enterpriseIds.length === 1 ? askCustomerId(enterpriseIds[0]!) : askCustomerIds(enterpriseIds),
    OPTIONS,
  );
}

/** After a change: every cached answer of the customer book, and the bell (its reminders). */
export function refreshCustomerBook() {
  return mutate(
    (key) =>
      Array.isArray(key) && (String(key[0]).startsWith('glzx') || key[0] === 'dynamics-unread'),
  );
}

/**
 * Records in the cache that these enterprises are customers now, so their rows mounted later
 * (another filter of a list) read 已是客户 at once, whatever order the refreshes come back in.
 */
export async function markCustomers(ids: readonly (number | string)[]) {
  await Promise.all(
    ids.map((id) =>
      mutate(['glzxCustomerIds', String(id)], new Set([Number(id)]), { revalidate: false }),
    ),
  );
}

/** glzxAddCustomers: the answer and the server's message (a refusal throws ApiError). */
export async function addCustomers(
  enterpriseIds: readonly number[],
  source: CustomerSource,
  groupId?: string,
): Promise<{ answer: AddCustomersAnswer; message: string }> {
  const res = await customQuery<AddCustomersAnswer[]>('glzxAddCustomers', {
    enterpriseIds,
    source,
    ...(groupId ? { groupId } : {}),
  });
  const answer = res.data[0]!;
  await markCustomers([...answer.addedids, ...answer.alreadyids]);
  void refreshCustomerBook();
  return { answer, message: res.message };
}

/** A customer-book call that changes something: its data and message; caches refreshed. */
export async function changeCustomerBook<T>(alias: string, params: unknown) {
  const res = await customQuery<T>(alias, params);
  void refreshCustomerBook();
  return { data: res.data, message: res.message };
}

/** glzxCustomers: one page of the caller's customers. */
export function useCustomers(params: Record<string, unknown> | null) {
  return useSWR<{ rows: CustomerRecord[]; total: number }, Error>(
    params ? ['glzxCustomers', JSON.stringify(params)] : null,
    async () => {
      const res = await customQuery<CustomerRecord[]>('glzxCustomers', params);
      return { rows: res.data, total: Number(res.extraData?.totalCount ?? 0) };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** glzxCustomer: one customer with its follow-ups and changes; null asks nothing. */
export function useCustomer(id: string | null) {
  return useSWR<CustomerDetail | undefined, Error>(
    id ? ['glzxCustomer', id] : null,
    async () => (await customQuery<CustomerDetail[]>('glzxCustomer', { id })).data[0],
    OPTIONS,
  );
}

/** glzxReminders: open reminders, due or upcoming. */
export function useReminders(
  params: { scope: 'due' | 'upcoming'; pageIndex: number; pageSize: number },
  enabled = true,
) {
  return useSWR<{ rows: ReminderRecord[]; total: number }, Error>(
    enabled ? ['glzxReminders', JSON.stringify(params)] : null,
    async () => {
      const res = await customQuery<ReminderRecord[]>('glzxReminders', params);
      return { rows: res.data, total: Number(res.extraData?.totalCount ?? 0) };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** glzxPipeline: counts by stage and by group. */
export function usePipeline() {
  return useSWR<PipelineAnswer | undefined, Error>(
    ['glzxPipeline'],
    async () => (await customQuery<PipelineAnswer[]>('glzxPipeline', {})).data[0],
    OPTIONS,
  );
}

/** glzxImports: the caller's imports, newest first. */
export function useImports(pageIndex: number, pageSize: number) {
  return useSWR<{ rows: ImportRecord[]; total: number }, Error>(
    ['glzxImports', pageIndex, pageSize],
    async () => {
      const res = await customQuery<ImportRecord[]>('glzxImports', { pageIndex, pageSize });
      return { rows: res.data, total: Number(res.extraData?.totalCount ?? 0) };
    },
    OPTIONS,
  );
}

/** glzxImport: one import with its report; null asks nothing. */
export function useImport(id: string | null) {
  return useSWR<ImportDetail | undefined, Error>(
    id ? ['glzxImport', id] : null,
    async () => (await customQuery<ImportDetail[]>('glzxImport', { id })).data[0],
    OPTIONS,
  );
}

/** POST CUSTOMER_IMPORT_PATH: upload a customer list; answers the import with its report. */
export async function uploadCustomerList(file: File, groupId?: string): Promise<ImportDetail> {
  const form = new FormData();
  form.set('file', file);
  if (groupId) form.set('groupId', groupId);
  const res = await request<ImportDetail[]>(CUSTOMER_IMPORT_PATH, {
    multipart: form,
    timeoutMs: 120_000,
  });
  void refreshCustomerBook();
  return res.data[0]!;
}
