'use client';

import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, InputNumber, Select, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { EDGE_TYPES, EDGE_TYPE_VALUES, RELATIONSHIP_LIMITS } from '@/lib/contract/relationships';
import {
  DEFAULT_OPTIONS,
  hasCustomOptions,
  knownTypes,
  type ZgxOptions,
} from '@/lib/relationships/url-state';
import { ZGX_TEXT as T } from './messages';
import styles from './relationships.module.css';

const HOPS = Array.from(
  { length: RELATIONSHIP_LIMITS.maxHops - RELATIONSHIP_LIMITS.minHops + 1 },
  (_, i) => RELATIONSHIP_LIMITS.minHops + i,
);

/** A number typed in full before it is used (a search per keystroke would be wasted). */
function CommittedNumber({
  value,
  min,
  max,
  suffix,
  label,
  testId,
  onCommit,
}: {
  value: number;
  min: number;
  max: number;
  suffix?: string;
  label: string;
  testId: string;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  const [shown, setShown] = useState(value);
  // A new value from the URL (back, 恢复默认) replaces the draft.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    else setDraft(value);
  };
  return (
    <InputNumber<number>
      value={draft}
      min={min}
      max={max}
      precision={0}
      suffix={suffix}
      aria-label={label}
      style={{ width: 110 }}
      onChange={setDraft}
      onBlur={commit}
      onPressEnter={commit}
      data-testid={testId}
    />
  );
}

/** 查找条件: hops, paths per pair, edge types, minimum holding, and the three switches. */
export function SearchOptions({
  options,
  personChosen,
  onChange,
}: {
  options: ZgxOptions;
  /** A person is among the entities: 排除人员 is refused by the API then. */
  personChosen: boolean;
  onChange: (patch: Partial<ZgxOptions>) => void;
}) {
  return (
    <div className={styles.options} data-testid="zgx-options">
      <div className={styles.optionRow}>
        <label className={styles.option}>
          <span>{T.hops}</span>
          <Select<number>
            value={options.hops}
            style={{ width: 90 }}
            aria-label={T.hops}
            options={HOPS.map((h) => ({ value: h, label: `${h} 层` }))}
            onChange={(hops) => onChange({ hops })}
            data-testid="zgx-hops"
          />
        </label>
        <label className={styles.option}>
          <span>{T.maxPaths}</span>
          <CommittedNumber
            value={options.maxPaths}
            min={1}
            max={RELATIONSHIP_LIMITS.maxPaths}
            suffix="条"
            label={T.maxPaths}
            testId="zgx-max-paths"
            onCommit={(maxPaths) => onChange({ maxPaths })}
          />
        </label>
        <label className={styles.option}>
          <span>{T.minRatio}</span>
          <CommittedNumber
            value={options.minRatio}
            min={0}
            max={100}
            suffix="%"
            label={T.minRatio}
            testId="zgx-min-ratio"
            onCommit={(minRatio) => onChange({ minRatio })}
          />
        </label>
        <label className={styles.option}>
          <Switch
            size="small"
            checked={options.excludeClosed}
            onChange={(excludeClosed) => onChange({ excludeClosed })}
            data-testid="zgx-exclude-closed"
          />
          <span>{T.excludeClosed}</span>
        </label>
        <Tooltip title={personChosen ? T.excludePersonsLocked : undefined}>
          <label className={styles.option}>
            <Switch
              size="small"
              checked={options.excludePersons}
              disabled={personChosen && !options.excludePersons}
              onChange={(excludePersons) => onChange({ excludePersons })}
              data-testid="zgx-exclude-persons"
            />
            <span>{T.excludePersons}</span>
          </label>
        </Tooltip>
        <label className={styles.option}>
          <Switch
            size="small"
            checked={options.expandHubs}
            onChange={(expandHubs) => onChange({ expandHubs })}
            data-testid="zgx-expand-hubs"
          />
          <span>{T.expandHubs}</span>
          <Tooltip title={T.expandHubsHint}>
            <QuestionCircleOutlined className={styles.muted} />
          </Tooltip>
        </label>
        {hasCustomOptions(options) && (
          <Button type="link" size="small" onClick={() => onChange(DEFAULT_OPTIONS)}>
            {T.reset}
          </Button>
        )}
      </div>
      <div className={styles.optionRow}>
        <span className={styles.optionLabel}>{T.types}</span>
        <Checkbox.Group
          value={knownTypes(options.types, EDGE_TYPE_VALUES)}
          options={EDGE_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          // At least one type: the last one cannot be unticked.
          onChange={(types) => types.length > 0 && onChange({ types })}
          data-testid="zgx-types"
        />
      </div>
    </div>
  );
}
