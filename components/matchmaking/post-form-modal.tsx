'use client';

import { Alert, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import {
  MATCHMAKING_MESSAGES,
  POST_DESCRIPTION_MAX,
  POST_DESCRIPTION_MIN,
  POST_ENTERPRISE_MAX,
  POST_KIND_OPTIONS,
  POST_PRODUCTS_MAX,
  POST_PRODUCT_MAX,
  POST_PRODUCT_MIN,
  POST_TITLE_MAX,
  POST_VALID_DAYS_DEFAULT,
  POST_VALID_DAYS_MAX,
  type PostDetail,
  type PostKind,
} from '@/lib/contract/matchmaking';
import { publishPost } from '@/lib/client/use-matchmaking';
import { RegionPicker } from '@/components/chains/region-picker';
import { ChainLinkSelect } from './chain-link-select';
import { errorText } from './thread-view';

// 发布需求: the form mirrors the server's rules for quick feedback; the server decides (its
// zod schema, the word and phone-number checks, validity and the daily rate) and its message
// shows in the dialog.

type Values = {
  postKind: PostKind;
  postTitle: string;
  enterpriseName: string;
  products: string[];
  chainNode?: string;
  region: string;
  description: string;
  validUntil: Dayjs;
};

/** The region picker as a form control (全国 for a nationwide post). */
function RegionField({ value, onChange }: { value?: string; onChange?: (code: string) => void }) {
  return (
    <RegionPicker
      value={value}
      onChange={(code) => onChange?.(code)}
      style={{ width: '100%' }}
      data-testid="post-region"
    />
  );
}

export function PostFormModal({
  open,
  company,
  onClose,
  onPublished,
}: {
  open: boolean;
  /** The user's company: the post's enterprise unless another is named. */
  company: string;
  onClose: () => void;
  onPublished: (post: PostDetail, message: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The user may load after the dialog opened: the company fills in then, unless typed over.
  useEffect(() => {
    if (open && company && !form.getFieldValue('enterpriseName')) {
      form.setFieldValue('enterpriseName', company);
    }
  }, [open, company, form]);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { record, message } = await publishPost({
        postKind: values.postKind,
        postTitle: values.postTitle,
        enterpriseName: values.enterpriseName ?? '',
        products: values.products ?? [],
        chainNode: values.chainNode ?? '',
        region: values.region === NATIONAL_REGION ? '' : values.region,
        description: values.description,
        validUntil: values.validUntil.format('YYYY-MM-DD'),
      });
      form.resetFields();
      onPublished(record, message);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const today = dayjs().startOf('day');
  return (
    <Modal
      open={open}
      title="发布需求"
      okText="发布"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          postKind: 'supply',
          enterpriseName: company,
          products: [],
          region: NATIONAL_REGION,
          validUntil: today.add(POST_VALID_DAYS_DEFAULT, 'day'),
        }}
      >
        <Form.Item name="postKind" label="需求类别" rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={POST_KIND_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          />
        </Form.Item>
        <Form.Item
          name="postTitle"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: MATCHMAKING_MESSAGES.titleRequired },
            { max: POST_TITLE_MAX, message: MATCHMAKING_MESSAGES.titleTooLong },
          ]}
        >
          <Input maxLength={POST_TITLE_MAX} showCount placeholder="如：长期供应磷酸铁锂正极材料" />
        </Form.Item>
        <Form.Item
          name="enterpriseName"
          label="企业名称"
          extra="默认为您的单位名称，与我方企业库匹配时可链接到企业详情"
          rules={[
            { required: true, whitespace: true, message: MATCHMAKING_MESSAGES.enterpriseRequired },
            { max: POST_ENTERPRISE_MAX, message: MATCHMAKING_MESSAGES.enterpriseTooLong },
          ]}
        >
          <Input maxLength={POST_ENTERPRISE_MAX} />
        </Form.Item>
        <Form.Item
          name="products"
          label="产品"
          extra={`输入后回车，最多${POST_PRODUCTS_MAX}个；产品或产业链环节至少填写一项，用于匹配推荐`}
          dependencies={['chainNode']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string[] | undefined) => {
                const list = value ?? [];
                if (list.length === 0 && !getFieldValue('chainNode')) {
                  return Promise.reject(new Error(MATCHMAKING_MESSAGES.productOrLink));
                }
                if (list.length > POST_PRODUCTS_MAX) {
                  return Promise.reject(new Error(MATCHMAKING_MESSAGES.tooManyProducts));
                }
                const bad = list.find(
                  (p) => p.trim().length < POST_PRODUCT_MIN || p.trim().length > POST_PRODUCT_MAX,
                );
                if (bad !== undefined) {
                  return Promise.reject(
                    new Error(
                      bad.trim().length < POST_PRODUCT_MIN
                        ? MATCHMAKING_MESSAGES.productTooShort
                        : MATCHMAKING_MESSAGES.productTooLong,
                    ),
                  );
                }
                return Promise.resolve();
              },
            }),
          ]}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', '，', '、']}
            placeholder="如：锂电池、正极材料"
            suffixIcon={null}
            notFoundContent={null}
          />
        </Form.Item>
        <Form.Item name="chainNode" label="产业链环节">
          <ChainLinkSelect style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="region" label="地区">
          <RegionField />
        </Form.Item>
        <Form.Item
          name="description"
          label="需求描述"
          rules={[
            { required: true, whitespace: true, message: MATCHMAKING_MESSAGES.descriptionRequired },
            { min: POST_DESCRIPTION_MIN, message: MATCHMAKING_MESSAGES.descriptionTooShort },
            { max: POST_DESCRIPTION_MAX, message: MATCHMAKING_MESSAGES.descriptionTooLong },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={POST_DESCRIPTION_MAX}
            showCount
            placeholder="规格、数量、交付与合作方式等；请勿填写电话号码，对方可通过站内消息联系您"
          />
        </Form.Item>
        <Form.Item
          name="validUntil"
          label="有效期至"
          rules={[{ required: true, message: '请选择有效期' }]}
        >
          <DatePicker
            allowClear={false}
            disabledDate={(d) =>
              d.isBefore(today, 'day') || d.isAfter(today.add(POST_VALID_DAYS_MAX, 'day'), 'day')
            }
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} data-testid="post-form-error" />}
    </Modal>
  );
}
