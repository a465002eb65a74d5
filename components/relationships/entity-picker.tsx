'use client';

import { BankOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { RELATIONSHIP_LIMITS, type ResolvedEntity } from '@/lib/contract/relationships';
import { useEnterpriseProfile, usePerson } from '@/lib/client/use-profile';
import { enterpriseEntity, parseEntity, resolvedEntity } from '@/lib/relationships/url-state';
import { SuggestInput } from '@/components/search/suggest-input';
import { ZGX_TEXT } from './messages';
import { PersonPicker } from './person-picker';
import styles from './relationships.module.css';

/** The name of an entity before a search has resolved it (a profile's button, a reload). */
function useEntityName(id: string, resolved: ResolvedEntity | undefined) {
  const key = parseEntity(id);
  const lookUp = !resolved && key !== null;
  const { profile } = useEnterpriseProfile(lookUp ? key.enterpriseId : undefined);
  const { person } = usePerson(lookUp && key.kind === 'person' ? key.personId : undefined);
  if (resolved)
    return { name: resolved.name, qymc: resolved.kind === 'person' ? resolved.qymc : null };
  if (!key) return { name: id, qymc: null };
  if (key.kind === 'enterprise')
    return { name: profile?.qymc ?? `企业 ${key.enterpriseId}`, qymc: null };
  return { name: person?.name ?? `人员 ${key.personId}`, qymc: profile?.qymc ?? null };
}

function EntityChip({
  id,
  index,
  resolved,
  onRemove,
}: {
  id: string;
  index: number;
  resolved: ResolvedEntity | undefined;
  onRemove: () => void;
}) {
  const { name, qymc } = useEntityName(id, resolved);
  const person = id.startsWith('p:');
  return (
    <Tag
      closable
      onClose={(e) => {
        e.preventDefault();
        onRemove();
      }}
      closeIcon={<span aria-label={`${ZGX_TEXT.remove}${name}`}>×</span>}
      className={styles.entityChip}
      color={person ? 'volcano' : 'blue'}
      data-testid="zgx-entity"
      data-id={id}
    >
      <span className={styles.entityIndex}>{index + 1}</span>
      {person ? <UserOutlined /> : <BankOutlined />}{' '}
      <span data-testid="zgx-entity-name">{name}</span>
      {qymc ? <span className={styles.entityWhere}>（{qymc}）</span> : null}
    </Tag>
  );
}

/** The 2–5 entities of a search: chips, an enterprise search with suggestions, the person picker. */
export function EntityPicker({
  ids,
  resolved,
  personsAllowed,
  onAdd,
  onRemove,
}: {
  ids: string[];
  resolved: ResolvedEntity[] | undefined;
  /** false while 排除人员 is on (the API refuses persons then). */
  personsAllowed: boolean;
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  const full = ids.length >= RELATIONSHIP_LIMITS.maxEntities;
  const picked = new Set(
    ids.map(parseEntity).flatMap((k) => (k?.kind === 'enterprise' ? [String(k.enterpriseId)] : [])),
  );
  const enterprises = ids.flatMap((id, index) => {
    const key = parseEntity(id);
    return key?.kind === 'enterprise' ? [{ id: key.enterpriseId, index }] : [];
  });

  return (
    <div className={styles.entities} data-testid="zgx-entities">
      <Space size={[8, 8]} wrap>
        {ids.map((id, index) => (
          <EntityChip
            key={id}
            id={id}
            index={index}
            resolved={resolvedEntity(resolved, id)}
            onRemove={() => onRemove(id)}
          />
        ))}
        {full ? (
          <span className={styles.muted}>{ZGX_TEXT.full}</span>
        ) : (
          <>
            <SuggestInput
              width={320}
              placeholder={ZGX_TEXT.addEnterprise}
              testId="zgx-add-enterprise"
              exclude={picked}
              onPick={(record) => onAdd(enterpriseEntity(record.ID_))}
            />
            <Tooltip title={personsAllowed ? undefined : ZGX_TEXT.excludePersonsLocked}>
              <Button
                icon={<UserAddOutlined />}
                disabled={!personsAllowed}
                onClick={() => setPicking(true)}
                data-testid="zgx-add-person"
              >
                {ZGX_TEXT.addPerson}
              </Button>
            </Tooltip>
          </>
        )}
      </Space>
      <PersonPicker
        open={picking}
        chosen={ids}
        enterprises={enterprises.map((e) => ({
          id: e.id,
          name: resolvedEntity(resolved, ids[e.index]!)?.name,
        }))}
        onClose={() => setPicking(false)}
        onPick={(id) => {
          onAdd(id);
          setPicking(false);
        }}
      />
    </div>
  );
}
