'use client';

import { Checkbox, DatePicker, Input, InputNumber, Radio, Select } from 'antd';
import type { FormFieldDef } from '@/lib/contract/form-field';
import { TEXTAREA_MAX_ROWS, TEXTAREA_MIN_ROWS } from '@/lib/constants';
import { fieldMaxLength } from '@/lib/validation/form';
import { FileUpload } from './file-upload';
import { RichTextEditor } from './rich-text-editor';
import { TreeCascader } from './tree-cascader';

const placeholderOf = (field: FormFieldDef, verb: string) =>
  field.placeholder ?? `${verb}${field.label}`;

/**
 * The antd control of one field. Form.Item hands it value and onChange; range fields are
 * laid out by the engine because they hold two values.
 */
export function FieldControl({ field, ...control }: { field: FormFieldDef }) {
  const disabled = field.disabled || field.readonly;
  const common = { ...control, disabled, id: field.model };
  const input = placeholderOf(field, '请输入');
  const choose = placeholderOf(field, '请选择');
  switch (field.type) {
    case 'input': {
      const Box = field.sensitive ? Input.Password : Input;
      return (
        <Box
          {...common}
          placeholder={input}
          maxLength={fieldMaxLength(field)}
          suffix={field.sensitive ? undefined : field.suffix}
          autoComplete={field.sensitive ? 'off' : undefined}
        />
      );
    }
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          placeholder={input}
          maxLength={fieldMaxLength(field)}
          autoSize={{ minRows: TEXTAREA_MIN_ROWS, maxRows: TEXTAREA_MAX_ROWS }}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...common}
          placeholder={input}
          suffix={field.suffix}
          style={{ width: '100%' }}
        />
      );
    case 'select':
    case 'multiSelect':
      return (
        <Select
          {...common}
          placeholder={choose}
          options={field.data}
          mode={field.type === 'multiSelect' ? 'multiple' : undefined}
          allowClear
        />
      );
    case 'radio':
      return <Radio.Group {...common} options={field.data} />;
    case 'checkbox':
      return <Checkbox.Group {...common} options={field.data} />;
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          {...common}
          placeholder={choose}
          showTime={field.type === 'datetime'}
          style={{ width: '100%' }}
        />
      );
    case 'dateRange':
      return <DatePicker.RangePicker {...common} style={{ width: '100%' }} />;
    case 'address':
    case 'industry':
      return <TreeCascader {...common} source={field.type} placeholder={choose} />;
    case 'upload':
      return <FileUpload {...common} field={field} />;
    case 'richText':
      return <RichTextEditor {...common} placeholder={input} />;
    case 'range':
      return null;
  }
}
