'use client';

import { AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import useSWR from 'swr';
import { SEARCH_KEYWORD_MAX, type SuggestRecord } from '@/lib/contract/search';
import { customQuery } from '@/lib/client/request';
import { HighlightedText } from './highlighted-text';

const DEBOUNCE_MS = 250;

type Props = {
  /** The search page's own box passes its handler; elsewhere a search opens /qyhx. */
  onSearch?: (keyword: string) => void;
  defaultValue?: string;
  size?: 'small' | 'middle' | 'large';
  width?: number | string;
  placeholder?: string;
  testId?: string;
};

/**
 * A search box with name suggestions (top 8, debounced) for the header, home and 找企业.
 * Give it a `key` to reset it to a new `defaultValue`.
 */
export function SuggestInput({
  onSearch,
  defaultValue = '',
  size = 'middle',
  width = 220,
  placeholder = '请输入企业名称、人名、品牌、电话等',
  testId = 'suggest-input',
}: Props) {
  const router = useRouter();
  const [value, setValue] = useState(defaultValue);
  const [debounced, setDebounced] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const { data } = useSWR(debounced ? ['qyhxSuggest', debounced] : null, async () => {
    return (await customQuery<SuggestRecord[]>('qyhxSuggest', { keyword: debounced })).data;
  });
  const options = value.trim() && data ? data : [];

  const go = (keyword: string) => {
    const k = keyword.trim();
    if (onSearch) onSearch(k);
    else router.push(`/qyhx${k ? `?keyword=${encodeURIComponent(k)}` : ''}`);
  };

  return (
    <AutoComplete
      value={value}
      onChange={setValue}
      onSelect={(name: string) => go(name)}
      style={{ width }}
      options={options.map((o) => ({
        value: o.qymc,
        label: (
          <span data-testid="suggestion">
            <HighlightedText text={o.qymc} ranges={o.hl} />
          </span>
        ),
      }))}
    >
      <Input.Search
        size={size}
        maxLength={SEARCH_KEYWORD_MAX}
        placeholder={placeholder}
        enterButton={size === 'large' ? '搜索' : undefined}
        onSearch={go}
        data-testid={testId}
        aria-label="搜索企业"
      />
    </AutoComplete>
  );
}
