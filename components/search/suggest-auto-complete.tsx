'use client';

import { AutoComplete, Input, type AutoCompleteProps, type InputRef } from 'antd';
import { useRef, type SyntheticEvent } from 'react';
import { useReplayEarlyInput } from '@/lib/client/use-replay-early-input';

export type SuggestFieldProps = {
  size: 'small' | 'middle' | 'large';
  maxLength: number;
  placeholder: string;
  testId: string;
  /** Pick mode: a plain input, no search button. */
  pick: boolean;
  enterButton?: string;
  onSearch: (text: string, event?: SyntheticEvent, info?: { source?: string }) => void;
};

/**
 * SuggestInput's box with its suggestion list (antd AutoComplete over Input.Search): a chunk of
 * its own, with antd's input stack, loaded only where there are suggestions to show.
 */
export function SuggestAutoComplete({
  field,
  ...props
}: Omit<AutoCompleteProps, 'children'> & { field: SuggestFieldProps }) {
  const input = useRef<InputRef>(null);
  useReplayEarlyInput(() => input.current?.input);
  const inputProps = {
    size: field.size,
    maxLength: field.maxLength,
    placeholder: field.placeholder,
    'data-testid': field.testId,
    'aria-label': '搜索企业',
  };
  return (
    <AutoComplete {...props}>
      {field.pick ? (
        <Input ref={input} {...inputProps} />
      ) : (
        <Input.Search
          ref={input}
          {...inputProps}
          enterButton={field.enterButton}
          onSearch={field.onSearch}
        />
      )}
    </AutoComplete>
  );
}
