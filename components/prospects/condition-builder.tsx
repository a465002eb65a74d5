'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Radio, Select } from 'antd';
import { PROSPECT_FIELDS, type ProspectField } from '@/lib/contract/prospects';
import { ConditionValue, type TreeData } from './condition-value';
import { PROSPECT_TEXT } from './messages';
import {
  appendTo,
  canAdd,
  canNest,
  emptyCondition,
  emptyGroup,
  removeNode,
  updateNode,
  type EditorCondition,
  type EditorGroup,
} from './tree';
import styles from './prospects.module.css';

// 条件构建器: groups with their 且/或 switch, each holding conditions (a field picker and the
// field's value widgets) and, up to three levels, further groups.

type Props = {
  root: EditorGroup;
  trees: TreeData;
  onChange: (root: EditorGroup) => void;
};

const FIELD_OPTIONS = [
  {
    label: '企业信息',
    options: PROSPECT_FIELDS.filter((f) =>
      ['addr', 'sshy', 'zczb', 'clnx', 'qylx', 'status', 'other'].includes(f.value),
    ),
  },
  { label: '产业链', options: PROSPECT_FIELDS.filter((f) => ['cyl', 'link'].includes(f.value)) },
  {
    label: '经营动态',
    options: PROSPECT_FIELDS.filter((f) =>
      ['financing', 'bidWon', 'patent', 'insured'].includes(f.value),
    ),
  },
  {
    label: '风险与客户',
    options: PROSPECT_FIELDS.filter((f) => ['risk', 'notCustomer'].includes(f.value)),
  },
].map((g) => ({
  label: g.label,
  options: g.options.map((f) => ({ value: f.value, label: f.label })),
}));

function ConditionRow({
  condition,
  trees,
  onPatch,
  onRemove,
}: {
  condition: EditorCondition;
  trees: TreeData;
  onPatch: (patch: Partial<EditorCondition>) => void;
  onRemove: () => void;
}) {
  return (
    <div className={styles.condition} data-testid="prospect-condition">
      <Select<ProspectField>
        aria-label={PROSPECT_TEXT.fieldLabel}
        placeholder={PROSPECT_TEXT.fieldPlaceholder}
        style={{ width: 170 }}
        value={condition.field ?? undefined}
        options={FIELD_OPTIONS}
        // Every field at once (a short grouped list): none hidden behind a virtual scroll.
        virtual={false}
        listHeight={420}
        // A new field starts from an empty value.
        onChange={(field) => onPatch({ ...emptyCondition(field), key: condition.key })}
        data-testid="condition-field"
      />
      <ConditionValue condition={condition} trees={trees} onChange={onPatch} />
      <Button
        type="text"
        icon={<DeleteOutlined />}
        aria-label={PROSPECT_TEXT.removeCondition}
        title={PROSPECT_TEXT.removeCondition}
        onClick={onRemove}
        data-testid="condition-remove"
      />
    </div>
  );
}

function GroupBox({
  group,
  depth,
  root,
  trees,
  onChange,
}: {
  group: EditorGroup;
  depth: number;
  root: EditorGroup;
  trees: TreeData;
  onChange: (root: EditorGroup) => void;
}) {
  const isRoot = group.key === root.key;
  const joiner = group.op === 'and' ? PROSPECT_TEXT.and : PROSPECT_TEXT.or;
  return (
    <div
      className={styles.group}
      role="group"
      aria-label={isRoot ? PROSPECT_TEXT.conditions : PROSPECT_TEXT.subgroup}
      data-testid={isRoot ? 'prospect-root' : 'prospect-group'}
    >
      <div className={styles.groupHead}>
        <Radio.Group
          aria-label={PROSPECT_TEXT.opLabel}
          optionType="button"
          buttonStyle="solid"
          size="small"
          value={group.op}
          options={[
            { value: 'and', label: PROSPECT_TEXT.and },
            { value: 'or', label: PROSPECT_TEXT.or },
          ]}
          onChange={(e) =>
            onChange(updateNode(root, group.key, { op: e.target.value as 'and' | 'or' }))
          }
          data-testid="group-op"
        />
        <span className={styles.opHint}>{PROSPECT_TEXT.opHint[group.op]}</span>
        {!isRoot && (
          <Button
            className={styles.groupEnd}
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            onClick={() => onChange(removeNode(root, group.key))}
            data-testid="group-remove"
          >
            {PROSPECT_TEXT.removeGroup}
          </Button>
        )}
      </div>
      {isRoot && group.items.length === 0 && (
        <p className={styles.empty}>{PROSPECT_TEXT.emptyBuilder}</p>
      )}
      {group.items.map((item, i) => (
        <div key={item.key} className={styles.condition} style={{ padding: 0 }}>
          <span className={styles.joiner} aria-hidden="true">
            {i === 0 ? '' : joiner}
          </span>
          <div style={{ flex: 1, minWidth: 0 }}>
            {item.kind === 'group' ? (
              <GroupBox
                group={item}
                depth={depth + 1}
                root={root}
                trees={trees}
                onChange={onChange}
              />
            ) : (
              <ConditionRow
                condition={item}
                trees={trees}
                onPatch={(patch) => onChange(updateNode(root, item.key, patch))}
                onRemove={() => onChange(removeNode(root, item.key))}
              />
            )}
          </div>
        </div>
      ))}
      <div className={styles.actions}>
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={!canAdd(group)}
          onClick={() => onChange(appendTo(root, group.key, emptyCondition()))}
          data-testid="add-condition"
        >
          {PROSPECT_TEXT.addCondition}
        </Button>
        {canNest(depth) && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={!canAdd(group)}
            onClick={() => onChange(appendTo(root, group.key, emptyGroup()))}
            data-testid="add-group"
          >
            {PROSPECT_TEXT.addGroup}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The whole builder: the root group and everything in it. */
export function ConditionBuilder({ root, trees, onChange }: Props) {
  return <GroupBox group={root} depth={1} root={root} trees={trees} onChange={onChange} />;
}
