'use client';

import { PROFILE_FIELDS, PROFILE_FORM_ALIAS } from '@/lib/contract/forms/profile';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { RecordForm } from './record-form';

/**
 * 个人资料 (编辑资料 in the personal centre): the user's own name, company, region and head
 * image. The header and the personal centre read the same user, so a save refreshes it.
 */
export function ProfileForm() {
  const { mutate } = useCurrentUser();
  return (
    <RecordForm
      title="个人资料"
      alias={PROFILE_FORM_ALIAS}
      fields={PROFILE_FIELDS}
      onSaved={() => mutate()}
    />
  );
}
