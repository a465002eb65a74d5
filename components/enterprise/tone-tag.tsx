import { Tag } from 'antd';
import type { ReactNode } from 'react';

// antd's green, orange and gold tags write their text at about 3:1 on their tint; these keep
// the tint and darken the text to at least 4.5:1 (WCAG AA), as the status, 演示数据 and
// ratio tags of the profile need.
const TEXT = { green: '#237804', orange: '#ad4e00', gold: '#874d00' } as const;

export function ToneTag({ tone, children }: { tone: keyof typeof TEXT; children: ReactNode }) {
  return (
    <Tag color={tone} style={{ color: TEXT[tone] }}>
      {children}
    </Tag>
  );
}
