import { Tag } from 'antd';
import type { PostKind, PostStatus } from '@/lib/contract/matchmaking';

// The kind and the status of a post as tags, one colour per kind.

const KIND_COLORS: Record<PostKind, string> = {
  supply: 'blue',
  purchase: 'orange',
  cooperation: 'green',
  financing: 'purple',
};

export function KindTag({ kind, label }: { kind: PostKind; label: string }) {
  return <Tag color={KIND_COLORS[kind]}>{label}</Tag>;
}

/** Nothing for an open post; 已过期 / 已关闭 otherwise. */
export function StatusTag({ status, label }: { status: PostStatus; label: string }) {
  if (status === 'open') return null;
  return <Tag data-testid="post-status">{label}</Tag>;
}
