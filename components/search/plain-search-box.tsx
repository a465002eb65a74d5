'use client';

import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { useReplayEarlyInput } from '@/lib/client/use-replay-early-input';
import styles from './plain-search-box.module.css';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The button (Enter is the caller's). */
  onSearch: () => void;
  size: 'small' | 'middle' | 'large';
  width: number | string;
  placeholder: string;
  maxLength: number;
  testId: string;
  /** A text button (the primary 搜索 of home) instead of the icon. */
  enterButton?: string;
};

/**
 * SuggestInput's box without suggestions (a visitor's, who gets none): antd's Input.Search in
 * plain markup, the same look and the same input and button (docs/decisions/010-public-page-weight.md).
 */
export function PlainSearchBox({
  value,
  onChange,
  onSearch,
  size,
  width,
  placeholder,
  maxLength,
  testId,
  enterButton,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  useReplayEarlyInput(() => input.current);
  const sizeClass = size === 'large' ? styles.large : size === 'small' ? styles.small : '';
  return (
    <div className={`${styles.box} ${sizeClass}`} style={{ width }} data-testid={testId}>
      <input
        ref={input}
        type="search"
        className={styles.input}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label="搜索企业"
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {enterButton ? (
        <Button type="primary" size={size} className={styles.button} onClick={onSearch}>
          {enterButton}
        </Button>
      ) : (
        <Button
          size={size}
          className={styles.button}
          icon={<SearchOutlined />}
          aria-label="搜索"
          onClick={onSearch}
        />
      )}
    </div>
  );
}
