'use client';

import { Alert, Button, Empty, Input, Modal, Select, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { PERSON_PICKER_LIMIT, type PersonCandidate } from '@/lib/contract/relationships';
import { usePersonCandidates } from '@/lib/client/use-relationships';
import { formatCount } from '@/lib/format';
import { personEntity } from '@/lib/relationships/url-state';
import { sourceName } from '@/components/enterprise/format';
import { PERSON_PICKER_TEXT as T } from './messages';
import styles from './relationships.module.css';

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** One record of the name: its enterprises to pick it in, and the records it might be. */
function Candidate({
  candidate,
  chosen,
  onPick,
}: {
  candidate: PersonCandidate;
  chosen: ReadonlySet<string>;
  onPick: (id: string) => void;
}) {
  const more = candidate.enterprisecount - candidate.enterprises.length;
  return (
    <li
      className={styles.candidate}
      data-testid="person-candidate"
      data-person={candidate.personid}
    >
      <div className={styles.candidateHead}>
        <strong>{candidate.name}</strong>
        <Tag>{T.record(candidate.personid)}</Tag>
        <span className={styles.muted}>来源：{sourceName(candidate.source)}</span>
        <span className={styles.muted}>共 {formatCount(candidate.enterprisecount)} 家企业</span>
      </div>
      {candidate.possiblesame.length > 0 ? (
        <div className={styles.possibleSame} data-testid="possible-same">
          <span>{T.possibleSame}：</span>
          {candidate.possiblesame.map((p) => (
            <Tag key={p.personid} color="orange">
              {T.record(p.personid)} · 置信度 {percent(p.confidence)} · {p.reason}
            </Tag>
          ))}
        </div>
      ) : (
        <div className={styles.muted}>{T.decisive}</div>
      )}
      <ul className={styles.candidateEnterprises}>
        {candidate.enterprises.map((e) => {
          const id = personEntity(candidate.personid, e.enterpriseid);
          return (
            <li key={e.enterpriseid}>
              <span>{e.qymc}</span>
              <Tag>{e.status}</Tag>
              {e.roles.map((r) => (
                <Tag key={r} color="blue">
                  {r}
                </Tag>
              ))}
              <Button
                size="small"
                type="primary"
                ghost
                disabled={chosen.has(id)}
                onClick={() => onPick(id)}
                data-testid="person-pick"
              >
                {T.pick}
              </Button>
            </li>
          );
        })}
      </ul>
      {more > 0 && <div className={styles.muted}>{T.more(more)}</div>}
    </li>
  );
}

/**
 * 添加人员: a person is a name in an enterprise. The people of the name come back one record
 * each (zgxPersons), never merged; where two might be one person, both say so with the
 * confidence of the key.
 */
export function PersonPicker({
  open,
  chosen,
  enterprises,
  onClose,
  onPick,
}: {
  open: boolean;
  chosen: readonly string[];
  /** The chosen enterprises, to look for the name inside one of them. */
  enterprises: { id: number; name: string | undefined }[];
  onClose: () => void;
  onPick: (id: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [within, setWithin] = useState<number | undefined>(undefined);
  const { data, error, isLoading } = usePersonCandidates(name, within);
  const chosenSet = new Set(chosen);

  return (
    <Modal
      open={open}
      title={T.title}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      data-testid="person-picker"
    >
      <p className={styles.muted}>{T.intro}</p>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          value={typed}
          maxLength={20}
          placeholder={T.namePlaceholder}
          aria-label={T.name}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={() => setName(typed.trim() || null)}
          data-testid="person-name"
        />
        {enterprises.length > 0 && (
          <Select<number | undefined>
            style={{ width: 260 }}
            value={within}
            onChange={setWithin}
            aria-label={T.within}
            options={[
              { value: undefined, label: T.withinAll },
              ...enterprises.map((e) => ({ value: e.id, label: e.name ?? `企业 ${e.id}` })),
            ]}
          />
        )}
        <Button
          type="primary"
          onClick={() => setName(typed.trim() || null)}
          data-testid="person-search"
        >
          {T.search}
        </Button>
      </Space.Compact>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : data ? (
        data.rows.length === 0 ? (
          <Empty description={T.none} />
        ) : (
          <>
            <p className={styles.muted}>
              {T.total(data.total, name ?? '')}
              {data.total > data.rows.length
                ? `，仅列出前 ${Math.min(data.rows.length, PERSON_PICKER_LIMIT)} 位`
                : ''}
            </p>
            <ul className={styles.candidates}>
              {data.rows.map((c) => (
                <Candidate key={c.personid} candidate={c} chosen={chosenSet} onPick={onPick} />
              ))}
            </ul>
          </>
        )
      ) : null}
    </Modal>
  );
}
