// Form field definition (SPEC.md §3): the form engine renders it, lib/validation checks it on
// both sides. Pure data, so a form's definition is shared by the portal and the backend.

export type FormFieldType =
  | 'input'
  | 'textarea'
  | 'number'
  | 'select'
  | 'multiSelect'
  | 'radio'
  | 'checkbox'
  | 'date'
  | 'datetime'
  | 'dateRange'
  | 'address'
  | 'industry'
  | 'upload'
  | 'richText'
  | 'range';

export type FieldOption = { label: string; value: string };

export type FormFieldDef = {
  model: string;
  label: string;
  type: FormFieldType;
  /** Rule string, e.g. "required;maxnum:100;float" (lib/validation). */
  rule?: string;
  /** Input and text-area default to INPUT_MAX_LENGTH. */
  maxLength?: number;
  placeholder?: string;
  /** Grid columns of 24 the field takes (default 24). */
  span?: number;
  /** Label columns (default FORM_LABEL_SPAN). */
  labelCol?: number;
  hidden?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  /** Masked while typing (passwords, ID numbers). */
  sensitive?: boolean;
  /** Upload: allowed suffixes such as "jpg,png,pdf"; input: text after the box. */
  suffix?: string;
  /** Upload: the most files (default DEFAULT_FILE_COUNT). */
  maxCount?: number;
  /** Options of select, multi-select, radio and checkbox. */
  data?: FieldOption[];
  /** Range inputs: the models of the pair's two ends. */
  config?: { start: string; end: string };
};
