'use client';

import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { FORM_MESSAGES } from '@/lib/contract/form-solution';
import { request } from '@/lib/client/request';

type Row = Record<string, unknown>;

const LOAD_PATH = '/api-form/form/core/formCustomQuery/queryForJson_dzxxFormData';
const SAVE_PATH = '/api-form/form/core/formSolution/saveForm';

// POST queryForJson_dzxxFormData - the user's record of a form: the first row, or none yet.
async function loadRecord([, alias]: [string, string]): Promise<Row> {
  const res = await request<Row[]>(LOAD_PATH, { form: { params: JSON.stringify({ alias }) } });
  return res.data[0] ?? {};
}

/**
 * A generic form's record: loaded through the custom-query convention (first row), saved
 * through formSolution/saveForm, whose data.pk becomes ID_.
 */
export function useFormRecord(alias: string) {
  const { data, error, isLoading, mutate } = useSWR<Row, Error, [string, string]>(
    [LOAD_PATH, alias],
    loadRecord,
    {
      revalidateOnFocus: false,
    },
  );
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (values: Row): Promise<string> => {
      setSaving(true);
      try {
        const res = await request<{ pk: string }>(SAVE_PATH, {
          json: { action: 'save', alias, data: { ...values, ID_: data?.ID_ ?? '' } },
        });
        await mutate({ ...data, ...values, ID_: res.data.pk }, { revalidate: true });
        return res.message || FORM_MESSAGES.saved;
      } finally {
        setSaving(false);
      }
    },
    [alias, data, mutate],
  );

  return {
    record: data,
    loading: isLoading || saving,
    error: error?.message,
    save,
  };
}
