'use client';

import type { ReactNode } from 'react';
import { ASSISTANT_MESSAGES } from '@/lib/contract/assistant';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import { NoPermission } from '@/components/layout/screen-gate';

// The assistant opens with the chat service flag (isChat, docs/menus.md), not a menu record;
// the backend refuses its calls itself (403), this only says so in place of the screen.
export function ChatGate({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const { permissions, isLoading } = usePermissions(user?.userId);
  if (user && !isLoading && !permissions.isChat) {
    return (
      <main style={{ padding: '48px 0' }}>
        <NoPermission message={ASSISTANT_MESSAGES.noPermission} />
      </main>
    );
  }
  return <>{children}</>;
}
