'use client';

import { SaveOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Skeleton, Spin } from 'antd';
import Link from 'next/link';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  PROSPECT_LIST_NAME_MAX,
  PROSPECT_MESSAGES,
  PROSPECT_PERMISSION,
  type ProspectGroupInput,
} from '@/lib/contract/prospects';
import { ApiError, isForbidden } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import {
  changeProspectList,
  useProspectCount,
  useProspectPreview,
} from '@/lib/client/use-prospects';
import { useAddressTree, useIndustryTree } from '@/lib/client/use-reference-trees';
import { formatCount } from '@/lib/format';
import { LockedSection } from '@/components/enterprise/locked-section';
import { EmptyState } from '@/components/layout/empty-state';
import { RETRY } from '@/components/layout/error-messages';
import { ConditionBuilder } from './condition-builder';
import { PROSPECT_TEXT } from './messages';
import { ProspectTable } from './prospect-table';
import { emptyRoot, finishedCount, toContract, type EditorGroup } from './tree';
import styles from './prospects.module.css';
import { DemoDataTag } from '@/components/layout/demo-data-tag';

/** Edits settle this long before the count is asked again. */
const COUNT_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * 潜客筛查 (/qksc): the condition builder, the matching count as the conditions change, a
 * preview of the matches, and 保存为名单.
 */
export function ProspectScreen() {
  const { user } = useCurrentUser();
  const permissions = usePermissions(user?.userId);
  const noPermission =
    Boolean(user) &&
    !permissions.isLoading &&
    !permissions.permissions.buttons.has(PROSPECT_PERMISSION.key);
  const allowed = Boolean(user) && !permissions.isLoading && !noPermission;
  const address = useAddressTree(user?.userId, 3, allowed);
  const industries = useIndustryTree(user?.userId, 2, allowed);
  const [root, setRoot] = useState<EditorGroup>(emptyRoot);
  // The page belongs to the screen it was chosen on: another screen starts at page 1.
  const [paging, setPaging] = useState({ screen: '', pageIndex: 1, pageSize: 10 });
  const sent = useMemo(() => toContract(root), [root]);
  const settled = useDebounced<ProspectGroupInput>(sent, COUNT_DEBOUNCE_MS);
  const settledKey = JSON.stringify(settled);
  const page = {
    pageIndex: paging.screen === settledKey ? paging.pageIndex : 1,
    pageSize: paging.pageSize,
  };
  const count = useProspectCount(allowed ? settled : null);
  const preview = useProspectPreview(allowed ? settled : null, page);
  const [saving, setSaving] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const [form] = Form.useForm<{ title: string }>();
  const { message } = App.useApp();
  const nameId = useId();
  const editing = JSON.stringify(sent) !== settledKey;

  if (noPermission || isForbidden(count.error)) {
    return (
      <main className={styles.page} data-testid="prospect-screen">
        <LockedSection name={PROSPECT_TEXT.title} />
      </main>
    );
  }

  const save = async () => {
    const { title } = await form.validateFields();
    setSaving(true);
    try {
      const res = await changeProspectList('qkscSaveList', { conditions: sent, title });
      void message.success(res.message || PROSPECT_TEXT.saved);
      setSaveOpen(false);
      form.resetFields();
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  const finished = finishedCount(root);
  return (
    <main className={styles.page} data-testid="prospect-screen">
      <section className={styles.card}>
        <div className={styles.head}>
          <h1 className={styles.title}>{PROSPECT_TEXT.title}</h1>
          <DemoDataTag />
          <Link href="/qksc/list" className={styles.headEnd} data-testid="prospect-my-lists">
            <UnorderedListOutlined /> {PROSPECT_TEXT.myLists}
          </Link>
          <p className={styles.subtitle}>{PROSPECT_TEXT.subtitle}</p>
        </div>
      </section>
      <section className={styles.card} aria-label={PROSPECT_TEXT.conditions}>
        <ConditionBuilder root={root} trees={{ address, industries }} onChange={setRoot} />
        <div className={styles.countBar}>
          <span className={styles.count} aria-live="polite" data-testid="prospect-count">
            {PROSPECT_TEXT.matching}
            {count.error ? (
              <span className={styles.muted}>：{PROSPECT_TEXT.countError}</span>
            ) : count.data === undefined ? (
              <Spin size="small" style={{ marginLeft: 8 }} />
            ) : (
              <>
                <span className={styles.countValue} data-testid="prospect-count-value">
                  {formatCount(count.data)}
                </span>
                {PROSPECT_TEXT.unit}
              </>
            )}
            {(editing || count.isValidating) && count.data !== undefined && (
              <span className={styles.muted}>（{PROSPECT_TEXT.counting}）</span>
            )}
          </span>
          <div className={styles.toolbarEnd}>
            <Button
              onClick={() => setRoot(emptyRoot())}
              disabled={root.items.length === 0}
              data-testid="prospect-reset"
            >
              {PROSPECT_TEXT.reset}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={finished === 0}
              title={finished === 0 ? PROSPECT_TEXT.saveNeedsCondition : undefined}
              onClick={() => setSaveOpen(true)}
              data-testid="prospect-save"
            >
              {PROSPECT_TEXT.save}
            </Button>
          </div>
        </div>
        {count.error && !isForbidden(count.error) && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            title={count.error.message}
            data-testid="prospect-error"
          />
        )}
      </section>
      <section className={styles.card} aria-label={PROSPECT_TEXT.preview}>
        <div className={styles.toolbar}>
          <h2 className={styles.toolbarTitle}>{PROSPECT_TEXT.preview}</h2>
        </div>
        {preview.error ? (
          <Alert
            type="error"
            showIcon
            title={preview.error.message}
            action={
              <Button size="small" onClick={() => void preview.mutate()}>
                {RETRY}
              </Button>
            }
          />
        ) : !preview.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <ProspectTable
            testId="prospect-preview"
            rows={preview.data.rows}
            total={preview.data.total}
            loading={preview.isValidating}
            pageIndex={page.pageIndex}
            pageSize={page.pageSize}
            onPage={(pageIndex, pageSize) =>
              setPaging({
                screen: settledKey,
                pageIndex: pageSize === page.pageSize ? pageIndex : 1,
                pageSize,
              })
            }
            empty={<EmptyState text={PROSPECT_TEXT.previewEmpty} />}
          />
        )}
      </section>
      <Modal
        title={PROSPECT_TEXT.saveTitle}
        open={saveOpen}
        okText={PROSPECT_TEXT.confirm}
        cancelText={PROSPECT_TEXT.cancel}
        confirmLoading={saving}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setSaveOpen(false)}
        okButtonProps={{ id: 'prospect-save-confirm' }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={() => void save()}>
          <Form.Item
            name="title"
            label={PROSPECT_TEXT.nameLabel}
            htmlFor={nameId}
            rules={[
              { required: true, whitespace: true, message: PROSPECT_TEXT.nameRequired },
              { max: PROSPECT_LIST_NAME_MAX, message: PROSPECT_MESSAGES.nameTooLong },
            ]}
          >
            <Input
              id={nameId}
              maxLength={PROSPECT_LIST_NAME_MAX}
              showCount
              placeholder={PROSPECT_TEXT.namePlaceholder}
              data-testid="prospect-save-name"
            />
          </Form.Item>
          <p className={styles.muted}>
            {count.data !== undefined &&
              `${PROSPECT_TEXT.matching} ${formatCount(count.data)} ${PROSPECT_TEXT.unit}`}
          </p>
        </Form>
      </Modal>
    </main>
  );
}
