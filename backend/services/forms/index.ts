import { pinyin } from 'pinyin-pro';
import { fieldLabel } from '@/lib/contract/field-labels';
import { FORM_MESSAGES } from '@/lib/contract/form-solution';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { FormRegistry, FormSolution } from './registry';
import { acceptSubmission } from './submission';

export { createFormRegistry, type FormRegistry } from './registry';

export function requireFormSolution(forms: FormRegistry, alias: string): FormSolution {
  const solution = forms.find(alias);
  if (!solution) throw new AppError(404, FORM_MESSAGES.unknownForm(alias));
  return solution;
}

/**
 * formSolution/saveForm (action save): checks, stores, answers the record's pk (ID_). The
 * record is always the owner's; a sent ID_ that is not theirs is refused, not followed.
 */
export async function saveForm(
  forms: FormRegistry,
  db: Database,
  now: Date,
  ownerId: string,
  alias: string,
  data: Record<string, unknown>,
): Promise<string> {
  const solution = requireFormSolution(forms, alias);
  const pk = await solution.store.pkOf(db, ownerId);
  const id = data.ID_;
  if (id !== undefined && id !== null && id !== '' && id !== pk) {
    throw new AppError(403, FORM_MESSAGES.notYours);
  }
  const values = acceptSubmission(solution.fields, data);
  for (const field of solution.uniqueFields) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') {
      if (await solution.store.isTaken(db, field, value, ownerId)) {
        const label = solution.fields.find((f) => f.model === field)?.label ?? field;
        throw new AppError(409, FORM_MESSAGES.notUnique(label));
      }
    }
  }
  return solution.store.save(db, ownerId, values, now);
}

/** The owner's record of a form as custom-query rows: none, or one row with ID_. */
export async function loadFormRows(
  forms: FormRegistry,
  db: Database,
  ownerId: string,
  alias: string,
) {
  const row = await requireFormSolution(forms, alias).store.load(db, ownerId);
  return row ? [row] : [];
}

/** formPc/checkUniqueValue: whether no other record holds the value. */
export async function isUniqueValue(
  forms: FormRegistry,
  db: Database,
  ownerId: string,
  input: { alias: string; field: string; value: string },
): Promise<boolean> {
  const solution = requireFormSolution(forms, input.alias);
  if (!solution.uniqueFields.includes(input.field)) {
    const label = solution.fields.find((f) => f.model === input.field)?.label;
    throw new AppError(
      400,
      FORM_MESSAGES.notUniqueField(label ?? fieldLabel(input.field, '该字段')),
    );
  }
  if (input.value === '') return true;
  return !(await solution.store.isTaken(db, input.field, input.value, ownerId));
}

/** formPc/getPinyin: initials ("zsai" → "zs") or full pinyin without tones. */
export function toPinyin(words: string, full: boolean): string {
  if (words === '') return '';
  return pinyin(words, {
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
    ...(full ? {} : { pattern: 'first' as const }),
  }).join('');
}
