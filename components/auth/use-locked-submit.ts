import type { FormInstance } from 'antd';
import { useState } from 'react';
import { SUBMIT_RESET_DELAY_MS } from '@/lib/constants';

/**
 * The forms' submit (SPEC.md §4.2): locked while submitting, released 600 ms after a
 * validation failure, released at once when the action fails. On success it stays locked:
 * the page reloads or the view changes.
 */
export function useLockedSubmit<V>(
  form: FormInstance<V>,
  action: (values: V) => Promise<void>,
  onError: (error: unknown) => void,
) {
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    if (submitting) return;
    setSubmitting(true);
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      window.setTimeout(() => setSubmitting(false), SUBMIT_RESET_DELAY_MS);
      return;
    }
    try {
      await action(values);
    } catch (error) {
      onError(error);
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}
