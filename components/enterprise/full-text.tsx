'use client';

import { Typography } from 'antd';

// Texts that do not fit their cell are cut, never lost: one-line values show the whole text
// in a tooltip, long paragraphs (经营范围) open and close in place.

/** One line, cut with an ellipsis; the whole text in a tooltip when cut. */
export function ClippedText({ text }: { text: string }) {
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: '100%' }}>
      {text}
    </Typography.Text>
  );
}

/** A paragraph shown on `rows` lines with 展开 / 收起 when it is longer. */
export function LongText({ text, rows = 2 }: { text: string; rows?: number }) {
  return (
    <Typography.Paragraph
      style={{ marginBottom: 0 }}
      ellipsis={{
        rows,
        expandable: 'collapsible',
        symbol: (expanded: boolean) => (expanded ? '收起' : '展开'),
      }}
    >
      {text}
    </Typography.Paragraph>
  );
}
