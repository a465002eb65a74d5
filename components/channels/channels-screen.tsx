'use client';

import { DownloadOutlined, PlusOutlined, QrcodeOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Form,
  Input,
  Modal,
  Select,
  Skeleton,
  Space,
  Statistic,
  Switch,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import {
  CHANNEL_KIND_OPTIONS,
  CHANNEL_NAME_MAX,
  CHANNEL_PERIOD_DEFAULT_DAYS,
  CHANNEL_PERMISSION,
  type ChannelKind,
  type ChannelRecord,
} from '@/lib/contract/channels';
import { BASE_PATH } from '@/lib/constants';
import { formatCount, formatPercent } from '@/lib/format';
import { ApiError, apiUrl, isForbidden, isRetryable } from '@/lib/client/request';
import {
  archiveChannel,
  createChannel,
  renameChannel,
  useChannels,
  useFunnel,
  type ChannelPeriodQuery,
} from '@/lib/client/use-channels';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import { EChartsView } from '@/components/chart/echarts-view';
import { LockedSection } from '@/components/enterprise/locked-section';
import { EmptyState } from '@/components/layout/empty-state';
import { RETRY } from '@/components/layout/error-messages';
import { ExportButton } from '@/components/search/export-button';
import { funnelOption } from './funnel-option';
import styles from './channels.module.css';

const POSTER_PATH = '/api-zsai-query/zsai/qdjt/poster';
const EXPORT_PATH = '/api-zsai-query/zsai/qdjt/export';
const PAGE_SIZES = [10, 20, 50];

const defaultPeriod = (): ChannelPeriodQuery => ({
  sjfwS: dayjs()
    .subtract(CHANNEL_PERIOD_DEFAULT_DAYS - 1, 'day')
    .format('YYYY-MM-DD'),
  sjfwE: dayjs().format('YYYY-MM-DD'),
});

/** The link as a visitor opens it: absolute, on this site. */
const absoluteLink = (link: string) =>
  typeof window === 'undefined'
    ? `${BASE_PATH}${link}`
    : `${window.location.origin}${BASE_PATH}${link}`;

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : '操作失败，请稍后重试';

function CreateChannelModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (channel: ChannelRecord) => void;
}) {
  const [form] = Form.useForm<{
    channelName: string;
    channelKind: Exclude<ChannelKind, 'personal'>;
  }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const { channel } = await createChannel(values.channelName.trim(), values.channelKind);
      form.resetFields();
      if (channel) onCreated(channel);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="新建渠道"
      okText="创建"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ channelKind: 'branch' }}
        preserve={false}
      >
        <Form.Item
          name="channelName"
          label="渠道名称"
          rules={[
            { required: true, whitespace: true, message: '请输入渠道名称' },
            { max: CHANNEL_NAME_MAX, message: `渠道名称不能超过${CHANNEL_NAME_MAX}个字` },
          ]}
        >
          <Input placeholder="如：浦东支行、秋季沙龙" maxLength={CHANNEL_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="channelKind"
          label="渠道类型"
          rules={[{ required: true, message: '请选择渠道类型' }]}
        >
          <Select options={CHANNEL_KIND_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} data-testid="channel-create-error" />}
    </Modal>
  );
}

function PosterModal({ channel, onClose }: { channel: ChannelRecord | null; onClose: () => void }) {
  if (!channel) return null;
  const svg = apiUrl(POSTER_PATH, { channelId: channel.ID_ });
  const png = apiUrl(POSTER_PATH, { channelId: channel.ID_, format: 'png' });
  return (
    <Modal
      open
      title={`推广海报：${channel.name}`}
      onCancel={onClose}
      width={520}
      footer={
        <Space>
          <Button href={png} download icon={<QrcodeOutlined />}>
            下载二维码
          </Button>
          <Button type="primary" href={svg} download icon={<DownloadOutlined />}>
            下载海报
          </Button>
        </Space>
      }
    >
      <div className={styles.poster}>
        {/* The server's own poster, so the preview is exactly the downloaded file. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={svg}
          alt={`${channel.name}的推广海报，邀请码 ${channel.code}`}
          width={300}
          height={450}
        />
      </div>
      <Typography.Paragraph
        className={styles.posterLink}
        copyable={{ text: absoluteLink(channel.link), tooltips: ['复制链接', '已复制'] }}
      >
        {absoluteLink(channel.link)}
      </Typography.Paragraph>
    </Modal>
  );
}

function FunnelCard({ channel, period }: { channel: ChannelRecord; period: ChannelPeriodQuery }) {
  const funnel = useFunnel(channel.ID_, period);
  const option = useMemo(
    () => (funnel.data ? funnelOption(funnel.data.days) : null),
    [funnel.data],
  );
  let body;
  if (funnel.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={funnel.error.message}
        action={
          isRetryable(funnel.error) ? (
            <Button size="small" onClick={() => void funnel.mutate()}>
              {RETRY}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (!funnel.data || !option) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    const { totals, rates } = funnel.data;
    body = (
      <>
        <div className={styles.figures} data-testid="funnel-totals">
          <Statistic
            title="访问次数"
            value={totals.visits}
            formatter={(v) => formatCount(Number(v))}
          />
          <Statistic
            title="访客数"
            value={totals.visitors}
            formatter={(v) => formatCount(Number(v))}
          />
          <Statistic
            title="注册数"
            value={totals.registrations}
            formatter={(v) => formatCount(Number(v))}
          />
          <Statistic
            title="激活数"
            value={totals.activations}
            formatter={(v) => formatCount(Number(v))}
          />
          <Statistic
            title="首次登录数"
            value={totals.firstlogins}
            formatter={(v) => formatCount(Number(v))}
          />
          <Statistic title="注册转化率" value={formatPercent(rates.registration, 1)} />
          <Statistic title="激活率" value={formatPercent(rates.activation, 1)} />
          <Statistic title="首登率" value={formatPercent(rates.firstlogin, 1)} />
        </div>
        <EChartsView option={option} style={{ height: 360 }} data-testid="funnel-chart" />
        <p className={styles.note}>
          各环节按发生日期统计：注册按注册时间、激活按开通完成时间、首次登录指注册后用户自行登录（不含注册完成时的自动登录）。
        </p>
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="funnel-title">
      <div className={styles.sectionHead}>
        <h2 id="funnel-title">推广漏斗：{channel.name}</h2>
        <ExportButton
          filters={{ channelId: channel.ID_, ...period }}
          sort={{}}
          quotaAlias="qdjtExportQuota"
          exportPath={EXPORT_PATH}
          title="导出渠道每日数据"
        />
      </div>
      {body}
    </section>
  );
}

/**
 * 渠道推广 (qdjt): my invitation codes and channels with their links, figures over a period,
 * a poster to download, and a chosen channel's funnel by day.
 */
export function ChannelsScreen() {
  const { message, modal } = App.useApp();
  const { user } = useCurrentUser();
  const permissions = usePermissions(user?.userId);
  const noPermission =
    Boolean(user) &&
    !permissions.isLoading &&
    !permissions.permissions.buttons.has(CHANNEL_PERMISSION.key);
  const [period, setPeriod] = useState<ChannelPeriodQuery>(defaultPeriod);
  const [archived, setArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const [poster, setPoster] = useState<ChannelRecord | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const channels = useChannels(period, archived);
  const list = channels.data ?? [];
  const selected = list.find((c) => c.ID_ === selectedId) ?? (archived ? undefined : list[0]);

  if (noPermission || isForbidden(channels.error)) {
    return (
      <main className={styles.page} data-testid="channels-screen">
        <LockedSection name="渠道推广" />
      </main>
    );
  }

  const act = async (run: () => Promise<{ message: string }>) => {
    try {
      const { message: text } = await run();
      void message.success(text);
      await channels.mutate();
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  const rename = (channel: ChannelRecord) => {
    let name = channel.name;
    modal.confirm({
      title: '重命名渠道',
      okText: '保存',
      cancelText: '取消',
      icon: null,
      content: (
        <Input
          aria-label="渠道名称"
          defaultValue={channel.name}
          maxLength={CHANNEL_NAME_MAX}
          onChange={(e) => {
            name = e.target.value;
          }}
        />
      ),
      onOk: () => act(() => renameChannel(channel.ID_, name.trim())),
    });
  };

  const columns: ColumnsType<ChannelRecord> = [
    {
      title: '渠道名称',
      dataIndex: 'name',
      render: (name: string, c) => (
        <Button
          type="link"
          className={styles.nameLink}
          onClick={() => setSelectedId(c.ID_)}
          aria-pressed={selected?.ID_ === c.ID_}
        >
          {name}
        </Button>
      ),
    },
    { title: '类型', dataIndex: 'kindlabel', width: 120 },
    {
      title: '邀请码',
      dataIndex: 'code',
      width: 130,
      render: (code: string) => (
        <Typography.Text code copyable={{ text: code, tooltips: ['复制邀请码', '已复制'] }}>
          {code}
        </Typography.Text>
      ),
    },
    {
      title: '推广链接',
      dataIndex: 'link',
      render: (link: string) => (
        <Typography.Text
          copyable={{ text: absoluteLink(link), tooltips: ['复制链接', '已复制'] }}
          className={styles.link}
        >
          {`${BASE_PATH}${link}`}
        </Typography.Text>
      ),
    },
    { title: '访问', dataIndex: 'visits', width: 80, align: 'right', render: formatCount },
    { title: '注册', dataIndex: 'registrations', width: 80, align: 'right', render: formatCount },
    { title: '激活', dataIndex: 'activations', width: 80, align: 'right', render: formatCount },
    { title: '首次登录', dataIndex: 'firstlogins', width: 90, align: 'right', render: formatCount },
    {
      title: '注册转化率',
      dataIndex: 'conversion',
      width: 110,
      align: 'right',
      render: (v: number, c) => (c.visitors > 0 ? formatPercent(v, 1) : '-'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, c) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setPoster(c)}>
            海报
          </Button>
          <Button type="link" size="small" onClick={() => rename(c)}>
            重命名
          </Button>
          {c.kind !== 'personal' && (
            <Button
              type="link"
              size="small"
              onClick={() => void act(() => archiveChannel(c.ID_, !c.archived))}
            >
              {c.archived ? '恢复' : '归档'}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const range: [Dayjs, Dayjs] = [dayjs(period.sjfwS), dayjs(period.sjfwE)];

  return (
    <main className={styles.page} data-testid="channels-screen">
      <section className={styles.card}>
        <div className={styles.sectionHead}>
          <div>
            <h1 className={styles.title}>渠道推广</h1>
            <p className={styles.subtitle}>
              为网点、活动和海报生成专属邀请码与链接，跟踪访问、注册、激活与首次登录。
            </p>
          </div>
          <Space wrap>
            <DatePicker.RangePicker
              aria-label="统计区间"
              allowClear={false}
              value={range}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              onChange={(v) => {
                if (v?.[0] && v[1])
                  setPeriod({ sjfwS: v[0].format('YYYY-MM-DD'), sjfwE: v[1].format('YYYY-MM-DD') });
              }}
            />
            <ExportButton
              filters={{ ...period }}
              sort={{}}
              quotaAlias="qdjtExportQuota"
              exportPath={EXPORT_PATH}
              title="导出渠道列表"
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              新建渠道
            </Button>
          </Space>
        </div>
        <div className={styles.toolbar}>
          <label className={styles.switchLabel}>
            <Switch
              size="small"
              checked={archived}
              onChange={setArchived}
              aria-label="显示已归档渠道"
            />
            显示已归档渠道
          </label>
        </div>
        {channels.error ? (
          <Alert
            type="error"
            showIcon
            title={channels.error.message}
            action={
              isRetryable(channels.error) ? (
                <Button size="small" onClick={() => void channels.mutate()}>
                  {RETRY}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Table<ChannelRecord>
            rowKey="ID_"
            columns={columns}
            dataSource={list}
            loading={channels.isLoading || channels.isValidating}
            data-testid="channels-table"
            rowClassName={(c) => (c.ID_ === selected?.ID_ ? (styles.selectedRow ?? '') : '')}
            locale={{
              emptyText: (
                <EmptyState
                  text={archived ? '没有已归档的渠道' : '暂无渠道，点击「新建渠道」开始推广'}
                />
              ),
            }}
            pagination={{
              defaultPageSize: 10,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              hideOnSinglePage: false,
              showTotal: (n) => `共 ${n} 个渠道`,
            }}
          />
        )}
      </section>
      {selected && <FunnelCard channel={selected} period={period} />}
      <CreateChannelModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(c) => {
          setCreating(false);
          void message.success('渠道已创建');
          setSelectedId(c.ID_);
          void channels.mutate();
        }}
      />
      <PosterModal channel={poster} onClose={() => setPoster(null)} />
    </main>
  );
}
