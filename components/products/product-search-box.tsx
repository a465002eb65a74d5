'use client';

import { AutoComplete, Input } from 'antd';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_KEYWORD_MAX } from '@/lib/contract/search';
import { useProductSearch } from '@/lib/client/use-products';
import { productHref } from '@/lib/site/product-routes';
import { HighlightedText } from '@/components/search/highlighted-text';

const DEBOUNCE_MS = 250;
const SUGGESTIONS = 10;

/**
 * The product search box: suggestions by name, pinyin or initials as the user types (a
 * suggestion opens its product); Enter or the button lists every match. As in the enterprise
 * box, Enter searches what was typed unless the arrow keys picked a suggestion. Give it a
 * `key` to reset it to a new `defaultValue`.
 */
export function ProductSearchBox({
  defaultValue = '',
  onSearch,
}: {
  defaultValue?: string;
  onSearch: (keyword: string) => void;
}) {
  const router = useRouter();
  const [value, setValue] = useState(defaultValue);
  const [debounced, setDebounced] = useState('');
  const pickedByKeys = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const { data } = useProductSearch(debounced, 1, SUGGESTIONS);
  const options = value.trim() && debounced && data ? data.rows : [];

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') pickedByKeys.current = true;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (pickedByKeys.current && options.length > 0) return;
    event.preventDefault();
    event.stopPropagation();
    onSearch(value.trim());
  };

  return (
    <div style={{ display: 'contents' }} onKeyDownCapture={onKeyDownCapture}>
      <AutoComplete
        value={value}
        onChange={(next: string) => {
          pickedByKeys.current = false;
          setValue(next);
        }}
        onSelect={(code: string) => router.push(productHref(code))}
        onOpenChange={(open) => {
          if (!open) pickedByKeys.current = false;
        }}
        style={{ width: 640 }}
        options={options.map((p) => ({
          value: p.code,
          label: (
            <span data-testid="product-suggestion" data-code={p.code}>
              <HighlightedText text={p.name} ranges={p.hl} />
              <span style={{ marginLeft: 8, color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>
                {p.category.name}
              </span>
            </span>
          ),
        }))}
      >
        <Input.Search
          size="large"
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder="请输入产品名称、拼音或首字母，如 碳酸锂、tsl"
          enterButton="搜索"
          aria-label="搜索产品"
          data-testid="product-search-input"
          onSearch={(text, event, info) => {
            if (info?.source === 'clear' || event?.type === 'keydown') return;
            onSearch(text.trim());
          }}
        />
      </AutoComplete>
    </div>
  );
}
