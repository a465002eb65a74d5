'use client';

import { Alert, Button, Spin } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { CHAIN_MESSAGES, CHAIN_PERMISSIONS, NATIONAL_REGION } from '@/lib/contract/chains';
import { gapCounts, nodeTrail, type Highlight } from '@/lib/chains/diagram';
import {
  chainUrlQuery,
  parseChainUrl,
  requestedRegion,
  type ChainUrlProblem,
  type ChainUrlState,
} from '@/lib/chains/url-state';
import { ApiError, isForbidden } from '@/lib/client/request';
import { useChainTree, useChains, useDatasetKind, useGapRules } from '@/lib/client/use-chains';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import { LockedSection } from '@/components/enterprise/locked-section';
import { EmptyState } from '@/components/layout/empty-state';
import { ChainDiagram } from './chain-diagram';
import { ChainLegend } from './chain-legend';
import { ChainPicker } from './chain-picker';
import { ChainProblem } from './chain-problem';
import { ChainSkeleton } from './chain-skeleton';
import { ChainSummary } from './chain-summary';
import { LinkPanel } from './link-panel';
import { CHAIN_SCREEN_TEXT } from './messages';
import { RegionPicker } from './region-picker';
import styles from './chains.module.css';

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * 产业链 (cyl): choose a chain and a region, read the chain's links with the region's counts,
 * strengths and gap labels, and open a link's panel. The URL holds chain, region and link.
 */
export function ChainScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const { state, problems } = parseChainUrl(useSearchParams());
  const { user } = useCurrentUser();
  const permissions = usePermissions(user?.userId);
  const chains = useChains();
  const problemOf = (param: ChainUrlProblem['param']) => problems.find((p) => p.param === param);
  const chainCode = state.chain ?? chains.data?.[0]?.code ?? null;
  const urlBroken = Boolean(problemOf('chain') || problemOf('region'));
  const tree = useChainTree(urlBroken ? null : chainCode, requestedRegion(state));
  // While another chain loads, the previous tree is not this chain's.
  const current = tree.data?.chain.code === chainCode ? tree.data : undefined;
  const region = current?.region;
  const nationwide = region?.level === 0;
  const rules = useGapRules(current?.chain.code ?? null, region?.code ?? null);
  const demo = useDatasetKind() === 'demo';
  const [highlight, setHighlight] = useState<Highlight>('all');
  const { mutate } = useSWRConfig();

  // Every change is a URL; once the location city is known it is written out, so a shared
  // link shows the same region to whoever opens it.
  const go = (patch: Partial<ChainUrlState>, replace = false) => {
    const next = { ...state, region: state.region ?? region?.code ?? null, ...patch };
    if (!state.region && current && next.chain === current.chain.code) {
      // The city's tree is the one on screen: no second read for the written-out code.
      void mutate(['cylTree', current.chain.code, current.region.code], current, false);
    }
    const url = `${pathname}${chainUrlQuery(next)}`;
    if (replace) router.replace(url, { scroll: false });
    else router.push(url, { scroll: false });
  };
  const allChains = () => {
    setHighlight('all');
    go({ chain: null, node: null, tab: 'enterprises' });
  };

  const locked =
    (Boolean(user) &&
      !permissions.isLoading &&
      !permissions.permissions.buttons.has(CHAIN_PERMISSIONS.chain.key)) ||
    isForbidden(chains.error) ||
    isForbidden(tree.error);
  if (locked) {
    return (
      <main className={styles.page} data-testid="chain-screen">
        <LockedSection name={CHAIN_SCREEN_TEXT.title} />
      </main>
    );
  }

  const regionActions = [
    { label: CHAIN_SCREEN_TEXT.nationwide, onClick: () => go({ region: NATIONAL_REGION }) },
    { label: CHAIN_SCREEN_TEXT.myCity, onClick: () => go({ region: null }) },
  ];
  const chainActions = [{ label: CHAIN_SCREEN_TEXT.allChains, onClick: allChains }];
  const nodeProblem = problemOf('node');
  const nodeMissing =
    !nodeProblem && state.node && current && nodeTrail(current.nodes, state.node).length === 0;

  let body;
  const badChain = problemOf('chain');
  const badRegion = problemOf('region');
  if (badChain) {
    body = (
      <ChainProblem text={CHAIN_MESSAGES.noSuchChain(badChain.value)} actions={chainActions} />
    );
  } else if (badRegion) {
    body = (
      <ChainProblem text={CHAIN_MESSAGES.noSuchRegion(badRegion.value)} actions={regionActions} />
    );
  } else if (chains.error || tree.error) {
    const error = (tree.error ?? chains.error)!;
    // A 404 names the chain or the region; a chain the list knows means the region.
    const chainKnown = chains.data?.some((c) => c.code === chainCode) ?? false;
    body = notFound(error) ? (
      <ChainProblem text={error.message} actions={chainKnown ? regionActions : chainActions} />
    ) : (
      <ChainProblem
        text={error.message}
        actions={[
          {
            label: CHAIN_SCREEN_TEXT.retry,
            onClick: () => void Promise.all([chains.mutate(), tree.mutate()]),
          },
        ]}
      />
    );
  } else if (chains.data && chains.data.length === 0) {
    body = <EmptyState text={CHAIN_SCREEN_TEXT.noChains} />;
  } else if (!current) {
    body = (
      <section className={styles.card}>
        <ChainSkeleton />
      </section>
    );
  } else {
    body = (
      <Spin spinning={tree.isValidating} delay={200}>
        <ChainSummary tree={current} demo={demo} />
        {(nodeProblem || nodeMissing) && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="node-problem"
            title={
              nodeProblem
                ? CHAIN_MESSAGES.noSuchNode(nodeProblem.value)
                : CHAIN_MESSAGES.nodeNotInChain(state.node!, current.chain.name)
            }
            action={
              <Button size="small" onClick={() => go({ node: null })}>
                {CHAIN_SCREEN_TEXT.closeLink}
              </Button>
            }
          />
        )}
        <section className={styles.card}>
          <ChainLegend
            rules={rules.data?.rules}
            nationwide={nationwide}
            thin={rules.data?.thin ?? false}
            counts={gapCounts(current.nodes)}
            highlight={highlight}
            onHighlight={setHighlight}
          />
        </section>
        <section className={styles.card}>
          <ChainDiagram
            stages={current.nodes}
            selected={state.node}
            highlight={nationwide ? 'all' : highlight}
            nationwide={nationwide}
            onOpen={(node) => go({ node, tab: 'enterprises' })}
          />
        </section>
        <LinkPanel
          tree={current}
          node={nodeMissing ? null : state.node}
          tab={state.tab}
          demo={demo}
          onTab={(tab) => go({ tab }, true)}
          onClose={() => go({ node: null, tab: 'enterprises' })}
          onRegion={(code) => go({ region: code })}
        />
      </Spin>
    );
  }

  return (
    <main className={styles.page} data-testid="chain-screen">
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <h1 className={styles.toolbarTitle}>{CHAIN_SCREEN_TEXT.title}</h1>
          <div className={styles.toolbarRegion}>
            <span className={styles.label}>{CHAIN_SCREEN_TEXT.region}</span>
            <RegionPicker
              value={badRegion ? null : (state.region ?? region?.code ?? null)}
              placeholder={badRegion ? badRegion.value : CHAIN_SCREEN_TEXT.locating}
              onChange={(code) => go({ region: code })}
              data-testid="region-picker"
            />
          </div>
        </div>
        <ChainPicker
          chains={chains.data}
          value={badChain ? null : chainCode}
          onChange={(chain) => {
            setHighlight('all');
            go({ chain, node: null, tab: 'enterprises' });
          }}
        />
      </section>
      {current?.notice && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={current.notice}
          data-testid="chain-notice"
        />
      )}
      {body}
    </main>
  );
}
