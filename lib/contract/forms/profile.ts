import type { FormFieldDef } from '../form-field';
import { INFO_FIELD_MAX_LENGTH } from '@/lib/constants';

// dzxx_base_user: the user's own profile (个人资料, 编辑资料 in the personal centre), as the
// session knows the user (SPEC.md §3): full name, company, region and head image. Every field
// is a column of the users table; the saved region is also what the header's location uses.

export const PROFILE_FORM_ALIAS = 'dzxx_base_user';

/** The image types a head image may have. */
const HEAD_IMAGE_SUFFIXES = 'jpg,jpeg,png';

export const PROFILE_FIELDS: FormFieldDef[] = [
  {
    model: 'fullname',
    label: '姓名',
    type: 'input',
    rule: 'required',
    maxLength: INFO_FIELD_MAX_LENGTH,
  },
  {
    model: 'company',
    label: '单位名称',
    type: 'input',
    rule: 'required',
    maxLength: INFO_FIELD_MAX_LENGTH,
  },
  { model: 'ssqy', label: '所在地区', type: 'address', placeholder: '请选择省/市' },
  { model: 'photo', label: '头像', type: 'upload', suffix: HEAD_IMAGE_SUFFIXES, maxCount: 1 },
];

/** The users-table columns the profile form edits: every one of its fields. */
export const PROFILE_USER_COLUMNS = ['fullname', 'company', 'ssqy', 'photo'] as const;
