import { PROFILE_FORM_ALIAS } from '@/lib/contract/forms/profile';
import { request } from './request';

// The user's region (ssqy, 'province/city') saved through the generic form save of the
// user's base record (SPEC.md §7.3: action save, alias dzxx_base_user, payload ID_ and ssqy).
export async function saveUserRegion(userId: string, ssqy: string): Promise<void> {
  await request('/api-form/form/core/formSolution/saveForm', {
    json: { alias: PROFILE_FORM_ALIAS, action: 'save', data: { ID_: userId, ssqy } },
  });
}
