'use client';

import { Button, Space } from 'antd';
import { useEffect, useRef } from 'react';

type Props = { value?: string; onChange?: (html: string) => void; placeholder?: string };

const COMMANDS = [
  { command: 'bold', label: '加粗', text: 'B' },
  { command: 'italic', label: '斜体', text: 'I' },
  { command: 'underline', label: '下划线', text: 'U' },
  { command: 'insertUnorderedList', label: '无序列表', text: '•' },
  { command: 'insertOrderedList', label: '有序列表', text: '1.' },
] as const;

// A small contentEditable editor: formatting only. What it yields is sanitised before it is
// sent and again by the server, so the editor itself need not be trusted.
export function RichTextEditor({ value = '', onChange, placeholder }: Props) {
  const box = useRef<HTMLDivElement>(null);

  // Only outside changes (loading a record) rewrite the box; typing must keep the caret.
  useEffect(() => {
    if (box.current && box.current.innerHTML !== value) box.current.innerHTML = value;
  }, [value]);

  const emit = () => onChange?.(box.current?.innerHTML ?? '');

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space size={4} style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}>
        {COMMANDS.map((c) => (
          <Button
            key={c.command}
            size="small"
            type="text"
            aria-label={c.label}
            title={c.label}
            onMouseDown={(e) => {
              e.preventDefault();
              // execCommand is deprecated but still the only built-in rich-text editing API.
              document.execCommand(c.command);
              emit();
            }}
          >
            {c.text}
          </Button>
        ))}
      </Space>
      <div
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-label={placeholder}
        data-placeholder={placeholder}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        style={{ minHeight: 96, padding: '4px 11px', outline: 'none' }}
      />
    </div>
  );
}
