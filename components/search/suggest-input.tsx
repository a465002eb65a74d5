'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useRouter } from 'next/navigation';
import useSWR from 'swr';
import { useAuthUi } from '@/components/auth/auth-context';
import { SEARCH_KEYWORD_MAX } from '@/lib/contract/constants';
import type { SuggestRecord } from '@/lib/contract/search';
import { customQuery } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { HighlightedText } from './highlighted-text';
import { PlainSearchBox } from './plain-search-box';
import { searchHref } from './query-string';

const DEBOUNCE_MS = 250;

// The suggestion list (rc-select) is a chunk of its own. Suggestions need a session, so a
// visitor's box is PlainSearchBox and a visitor's page never loads antd's input stack; for a
// request with a session cookie the server renders the list's box and the page loads it with
// its first scripts (docs/decisions/010-public-page-weight.md).
const SuggestAutoComplete = dynamic(() =>
  import('./suggest-auto-complete').then((m) => m.SuggestAutoComplete),
);

type Props = {
  /** The search page's own box passes its handler; elsewhere a search opens /qyhx. */
  onSearch?: (keyword: string) => void;
  defaultValue?: string;
  size?: 'small' | 'middle' | 'large';
  width?: number | string;
  placeholder?: string;
  testId?: string;
  /**
   * Pick mode (找关系, 企业对比): a clicked suggestion (or the typed text when it is a
   * suggestion's exact name) is handed over as a record and the box empties; nothing opens.
   */
  onPick?: (record: SuggestRecord) => void;
  /** Pick mode: enterprises already picked, left out of the suggestions. */
  exclude?: ReadonlySet<string>;
};

/**
 * A search box with name suggestions (top 8, debounced) for the header, home and 找企业.
 * Enter searches what was typed; a suggestion is taken only when clicked or reached with the
 * arrow keys. Give it a `key` to reset it to a new `defaultValue`.
 */
export function SuggestInput({
  onSearch,
  defaultValue = '',
  size = 'middle',
  width = 220,
  placeholder = '请输入企业名称、人名、品牌、电话等',
  testId = 'suggest-input',
  onPick,
  exclude,
}: Props) {
  const router = useRouter();
  const { user, isLoading: userLoading } = useCurrentUser();
  const { requireLogin, hasSession } = useAuthUi();
  const withSuggestions = Boolean(onPick) || hasSession || Boolean(user);
  const [value, setValue] = useState(defaultValue);
  const [debounced, setDebounced] = useState('');
  // rc-select makes the first suggestion that starts with the typed text active by itself, and
  // its Enter would take it (臻阳 → 臻阳集团有限公司). `pickedByKeys`: an arrow key made the
  // active suggestion the user's choice.
  const pickedByKeys = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  // Suggestions need a session: a visitor's request would answer 401, and the client treats
  // a 401 as an expired session (home reloaded with the login dialog, the keyword lost).
  const { data } = useSWR(user && debounced ? ['qyhxSuggest', debounced] : null, async () => {
    return (await customQuery<SuggestRecord[]>('qyhxSuggest', { keyword: debounced })).data;
  });
  const options =
    value.trim() && data ? data.filter((o) => !exclude?.has(o.ID_)) : ([] as SuggestRecord[]);

  const pick = (record: SuggestRecord) => {
    onPick?.(record);
    setValue('');
    setDebounced('');
  };

  const go = (keyword: string) => {
    const k = keyword.trim();
    if (onSearch) {
      onSearch(k);
      return;
    }
    const target = searchHref(k);
    // A visitor is asked to log in here, keeping the keyword, and goes on to the results after.
    if (!user && !userLoading) requireLogin(target);
    else router.push(target);
  };

  // Keys are read before rc-select sees them (capture): it keeps Enter to itself when its list
  // is closed (no suggestions: a visitor, or nothing found), and would take its own active
  // suggestion otherwise. A typed Enter searches the typed text and goes no further.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') pickedByKeys.current = true;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // The user's own pick among the suggestions: rc-select's select takes it.
    if (pickedByKeys.current && options.length > 0) return;
    event.preventDefault();
    event.stopPropagation();
    if (onPick) {
      const exact = options.find((o) => o.qymc === value.trim());
      if (exact) pick(exact);
      return;
    }
    go(value);
  };

  /** The search button (Enter is onKeyDownCapture's). */
  const searchTyped = (text: string, event?: SyntheticEvent, info?: { source?: string }) => {
    if (info?.source === 'clear' || event?.type === 'keydown') return;
    go(text);
  };

  if (!withSuggestions) {
    return (
      <div style={{ display: 'contents' }} onKeyDownCapture={onKeyDownCapture}>
        <PlainSearchBox
          value={value}
          onChange={setValue}
          onSearch={() => go(value)}
          size={size}
          width={width}
          placeholder={placeholder}
          maxLength={SEARCH_KEYWORD_MAX}
          testId={testId}
          enterButton={size === 'large' ? '搜索' : undefined}
        />
      </div>
    );
  }

  return (
    <div style={{ display: 'contents' }} onKeyDownCapture={onKeyDownCapture}>
      <SuggestAutoComplete
        value={value}
        onChange={(next: string) => {
          pickedByKeys.current = false;
          setValue(next);
        }}
        onSelect={(selected: string) => {
          if (!onPick) {
            go(selected);
            return;
          }
          // Pick mode's option values are ids: two enterprises may share a name.
          const record = options.find((o) => o.ID_ === selected);
          if (record) pick(record);
        }}
        onOpenChange={(open) => {
          // A closed list has no pick: Enter then searches the typed text.
          if (!open) pickedByKeys.current = false;
        }}
        style={{ width }}
        options={options.map((o) => ({
          value: onPick ? o.ID_ : o.qymc,
          label: (
            <span data-testid="suggestion" data-id={o.ID_}>
              <HighlightedText text={o.qymc} ranges={o.hl} />
              {onPick && o.status ? <span style={{ color: '#8c8c8c' }}> · {o.status}</span> : null}
            </span>
          ),
        }))}
        field={{
          size,
          maxLength: SEARCH_KEYWORD_MAX,
          placeholder,
          testId,
          pick: Boolean(onPick),
          enterButton: size === 'large' ? '搜索' : undefined,
          onSearch: searchTyped,
        }}
      />
    </div>
  );
}
