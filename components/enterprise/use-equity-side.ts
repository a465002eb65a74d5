'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { EquityAnswer, EquityNode } from '@/lib/contract/profile';
import { fetchEquity } from '@/lib/client/use-profile';
import { equityPath, nodesAlong, withChildren } from './equity-model';

// One direction of an enterprise's equity structure, loaded a level at a time: the tree and
// the diagram of the equity page read (and open) the same nodes.

export type EquitySide = {
  direction: 'up' | 'down';
  /** The first answer (root, and upward also beneficiaries and controller). */
  answer: EquityAnswer | undefined;
  nodes: EquityNode[] | undefined;
  error: string | null;
  /** Loads the children of the node at the end of `trail` (see equity-model). */
  open: (trail: string) => Promise<void>;
};

export function useEquitySide(enterpriseId: number, direction: 'up' | 'down'): EquitySide {
  const [answer, setAnswer] = useState<EquityAnswer>();
  const [nodes, setNodes] = useState<EquityNode[]>();
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<EquityNode[] | undefined>(undefined);
  useEffect(() => {
    latest.current = nodes;
  }, [nodes]);

  useEffect(() => {
    let live = true;
    fetchEquity({ id: enterpriseId, direction, depth: 1 })
      .then((first) => {
        if (!live) return;
        setAnswer(first);
        setNodes(first.nodes);
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [enterpriseId, direction]);

  const open = useCallback(
    async (trail: string) => {
      const along = latest.current && nodesAlong(latest.current, trail);
      if (!along) return;
      const next = await fetchEquity({
        id: enterpriseId,
        direction,
        depth: 1,
        path: equityPath(along),
      });
      setNodes((current) => current && withChildren(current, trail, next.nodes));
    },
    [enterpriseId, direction],
  );

  return { direction, answer, nodes, error, open };
}
