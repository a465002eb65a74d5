'use client';

import { Button, Col, Form, Input, Row, Space, Spin } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { FORM_LABEL_SPAN, FORM_WRAPPER_SPAN } from '@/lib/constants';
import type { FormFieldDef } from '@/lib/contract/form-field';
import { checkField } from '@/lib/validation/form';
import { parseRules } from '@/lib/validation/rule-string';
import { richTextPlain } from '@/lib/validation/rich-text';
import { toDateTimeValue } from '@/lib/format';
import { FieldControl } from './field-control';
import { ReadOnlyValue } from './read-only-value';
import { toFormValues, toWireValues } from './values';

type Props = {
  fields: readonly FormFieldDef[];
  /** The stored record in wire format (the custom query's first row). */
  record?: Record<string, unknown>;
  loading?: boolean;
  /** The read-only view. */
  disabled?: boolean;
  submitText?: string;
  onSubmit?: (values: Record<string, unknown>) => Promise<void> | void;
  extra?: React.ReactNode;
};

// What the shared rules read from an antd value: dates as wire text, rich text as its text.
function ruleValue(field: FormFieldDef, value: unknown): unknown {
  if (dayjs.isDayjs(value)) return toDateTimeValue(value);
  if (field.type === 'richText' && typeof value === 'string') return richTextPlain(value);
  return value;
}

// One validator runs the shared rules, required included, so the portal and the server agree.
function rulesOf(field: FormFieldDef): Rule[] {
  return [
    {
      validator: (_, value: unknown) => {
        const problem = checkField(field, ruleValue(field, value));
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    },
  ];
}

/** Renders a form from field definitions (SPEC.md §3, §5.6): editing or the read-only view. */
export function FormEngine({
  fields,
  record,
  loading = false,
  disabled = false,
  submitText = '保存',
  onSubmit,
  extra,
}: Props) {
  const [form] = Form.useForm();
  const visible = useMemo(() => fields.filter((f) => !f.hidden), [fields]);
  const initialValues = useMemo(() => toFormValues(visible, record), [visible, record]);

  useEffect(() => {
    form.resetFields();
  }, [form, initialValues]);

  const layout = (field: FormFieldDef) => ({
    labelCol: { span: field.labelCol ?? FORM_LABEL_SPAN },
    wrapperCol: { span: FORM_WRAPPER_SPAN },
  });
  const isRequired = (field: FormFieldDef) =>
    parseRules(field.rule).some((r) => r.name === 'required');

  return (
    <Spin spinning={loading}>
      <Form
        form={form}
        initialValues={initialValues}
        requiredMark={!disabled}
        onFinish={(values: Record<string, unknown>) => {
          const editable = visible.filter((f) => !f.disabled && !f.readonly);
          void onSubmit?.(toWireValues(editable, values));
        }}
      >
        <Row>
          {visible.map((field) => (
            <Col key={field.model} span={field.span ?? 24}>
              {disabled ? (
                <Form.Item label={field.label} {...layout(field)}>
                  <ReadOnlyValue field={field} record={record ?? {}} />
                </Form.Item>
              ) : field.type === 'range' && field.config ? (
                <Form.Item label={field.label} required={isRequired(field)} {...layout(field)}>
                  <Space.Compact style={{ width: '100%' }}>
                    {[field.config.start, field.config.end].map((model, i) => (
                      <Form.Item key={model} name={model} noStyle rules={rulesOf(field)}>
                        <Input
                          id={model}
                          placeholder={i === 0 ? '最小值' : '最大值'}
                          suffix={field.suffix}
                          disabled={field.disabled || field.readonly}
                        />
                      </Form.Item>
                    ))}
                  </Space.Compact>
                </Form.Item>
              ) : (
                <Form.Item
                  name={field.model}
                  label={field.label}
                  required={isRequired(field)}
                  rules={rulesOf(field)}
                  validateFirst
                  {...layout(field)}
                >
                  <FieldControl field={field} />
                </Form.Item>
              )}
            </Col>
          ))}
        </Row>
        {disabled ? (
          extra
        ) : (
          <Form.Item wrapperCol={{ offset: FORM_LABEL_SPAN, span: FORM_WRAPPER_SPAN }}>
            <Space>
              <Button type="primary" htmlType="submit" loading={loading}>
                {submitText}
              </Button>
              {extra}
            </Space>
          </Form.Item>
        )}
      </Form>
    </Spin>
  );
}
