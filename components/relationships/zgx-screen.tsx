'use client';

import { Alert, Button, Skeleton, Space, Spin, Tag } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import {
  RELATIONSHIP_EXPORT_PATH,
  RELATIONSHIP_MESSAGES,
  RELATIONSHIP_PERMISSION,
  type RelationshipAnswer,
} from '@/lib/contract/relationships';
import { isForbidden, isRetryable } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';
import { useRelationshipSearch } from '@/lib/client/use-relationships';
import { formatCount } from '@/lib/format';
import { highlightOf, pairName } from '@/lib/relationships/highlight';
import {
  DEFAULT_OPTIONS,
  hasCustomOptions,
  parseZgxUrl,
  withEntity,
  withoutEntity,
  zgxSearchParams,
  zgxUrlQuery,
  type ZgxOptions,
  type ZgxUrlState,
} from '@/lib/relationships/url-state';
import { LockedSection } from '@/components/enterprise/locked-section';
import { PersonPanelProvider } from '@/components/enterprise/person-panel';
import { EmptyState } from '@/components/layout/empty-state';
import { RETRY } from '@/components/layout/error-messages';
import { ExportButton } from '@/components/search/export-button';
import { CommonRelations } from './common-relations';
import { EntityPicker } from './entity-picker';
import { ZGX_TEXT as T } from './messages';
import { PathGraph } from './path-graph';
import { PathList } from './path-list';
import { SearchOptions } from './search-options';
import { SuspectedTies } from './suspected-ties';
import styles from './relationships.module.css';

/** The place of the answer while it loads. */
export function ZgxSkeleton() {
  return (
    <section className={styles.card} aria-busy="true" aria-label="加载中">
      <Skeleton active paragraph={{ rows: 2 }} />
      <Skeleton.Node active style={{ width: 1340, height: 360, marginTop: 16 }} />
      <Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: 16 }} />
    </section>
  );
}

/** The pairs in one line each: how many paths, the shortest. */
function PairSummaries({ answer }: { answer: RelationshipAnswer }) {
  return (
    <ul className={styles.pairSummaries} data-testid="zgx-summary">
      {answer.pairs.map((p) => (
        <li key={p.pair.join('-')}>
          {pairName(answer.entities, p.pair)}：
          {p.count > 0 ? (
            <>
              <strong>{formatCount(p.count)}</strong> 条路径，最短 <strong>{p.shortest}</strong> 层
              {p.more ? '（还有更多，已按最短优先保留）' : ''}
            </>
          ) : (
            <span className={styles.muted}>{T.noPaths}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The hubs not gone through, named, with the pairs they might have joined. */
function SkippedHubs({
  answer,
  onExpand,
}: {
  answer: RelationshipAnswer;
  onExpand: (() => void) | null;
}) {
  const blocking = answer.skippedhubs.filter((h) => h.pairs.length > 0);
  if (blocking.length === 0) return null;
  return (
    <div className={styles.hubs} data-testid="zgx-skipped-hubs">
      <div className={styles.hubsHead}>
        <span className={styles.optionLabel}>{T.skippedHubs}</span>
        {onExpand && (
          <Button size="small" onClick={onExpand} data-testid="zgx-expand-hubs-retry">
            {T.expandAndRetry}
          </Button>
        )}
      </div>
      <ul className={styles.hubList}>
        {blocking.map((h) => (
          <li key={h.node} data-testid="skipped-hub">
            <strong>{h.name}</strong>
            <span className={styles.muted}>
              （{h.kind === 'person' ? '人员' : '企业'}，{T.hubDegree(h.degree)}）
            </span>
            ：可能连接 {h.pairs.map((p) => pairName(answer.entities, p)).join('；')}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Answer({
  answer,
  state,
  onExpandHubs,
}: {
  answer: RelationshipAnswer;
  state: ZgxUrlState;
  onExpandHubs: (() => void) | null;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  // A choice made for another answer does not carry over.
  const [answered, setAnswered] = useState(answer);
  if (answered !== answer) {
    setAnswered(answer);
    setSelected(null);
  }
  const highlight = useMemo(() => highlightOf(answer, selected), [answer, selected]);
  const graph = useRef<HTMLElement>(null);
  // A path chosen far down the list: bring the graph back into view to show it.
  const choose = (id: string | null) => {
    setSelected(id);
    const box = graph.current?.getBoundingClientRect();
    if (id && box && box.bottom < 120) graph.current?.scrollIntoView({ behavior: 'smooth' });
  };
  const names = answer.entities.map((e) => e.name);
  const fileName = `${names.slice(0, 3).join('-')}${names.length > 3 ? '等' : ''}`;

  return (
    <>
      <section className={styles.card}>
        <div className={styles.sectionHead}>
          <h2>{T.summary}</h2>
          <span className={styles.muted}>{T.elapsed(answer.elapsedms)}</span>
        </div>
        <PairSummaries answer={answer} />
        {/* "Nothing found" is said by the pair lines already. */}
        {answer.notice && answer.notice !== RELATIONSHIP_MESSAGES.nothingFound && (
          <Alert
            type={answer.partial ? 'warning' : 'info'}
            showIcon
            title={answer.partial ? '部分结果' : undefined}
            description={answer.notice}
            style={{ marginTop: 12 }}
            data-testid="zgx-notice"
            data-partial={answer.partial ? '1' : '0'}
          />
        )}
        <SkippedHubs answer={answer} onExpand={onExpandHubs} />
      </section>
      <section ref={graph} className={styles.card} aria-labelledby="zgx-graph-title">
        <div className={styles.sectionHead}>
          <h2 id="zgx-graph-title">{T.graph}</h2>
        </div>
        <PathGraph
          answer={answer}
          highlight={highlight}
          fileName={fileName}
          pathChosen={selected !== null}
          onShowAll={() => setSelected(null)}
        />
      </section>
      <section className={styles.card} aria-labelledby="zgx-paths-title">
        <div className={styles.sectionHead}>
          <h2 id="zgx-paths-title">
            {T.pathList}（{formatCount(answer.paths.length)}）
          </h2>
          {answer.paths.length > 0 && (
            <ExportButton
              filters={zgxSearchParams(state)}
              sort={{}}
              quotaAlias="zgxExportQuota"
              exportPath={RELATIONSHIP_EXPORT_PATH}
              title={T.exportTitle}
            />
          )}
        </div>
        <PathList answer={answer} selected={selected} onSelect={choose} />
      </section>
      <section className={styles.card} aria-labelledby="zgx-ties-title">
        <div className={styles.sectionHead}>
          <h2 id="zgx-ties-title">
            {T.ties}（{formatCount(answer.ties.length)}）
          </h2>
          <Tag color="orange">非确认关系</Tag>
        </div>
        <SuspectedTies answer={answer} />
      </section>
      <section className={styles.card} aria-labelledby="zgx-common-title">
        <div className={styles.sectionHead}>
          <h2 id="zgx-common-title">{T.common}</h2>
        </div>
        <CommonRelations answer={answer} />
      </section>
    </>
  );
}

/**
 * 找关系 (zgx): pick 2–5 enterprises or persons and read the paths between them as a graph
 * and as sentences, with the hubs left out, the suspected ties apart, and the relations the
 * set has in common. The URL holds the set and the options; the search follows the URL.
 */
export function ZgxScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const state = parseZgxUrl(useSearchParams());
  const { user } = useCurrentUser();
  const permissions = usePermissions(user?.userId);
  const noPermission =
    Boolean(user) &&
    !permissions.isLoading &&
    !permissions.permissions.buttons.has(RELATIONSHIP_PERMISSION.key);
  const enough = state.ids.length >= 2;
  const search = useRelationshipSearch(enough && !noPermission ? zgxSearchParams(state) : null);

  const go = (next: ZgxUrlState) =>
    router.push(`${pathname}${zgxUrlQuery(next)}`, { scroll: false });
  const setOptions = (patch: Partial<ZgxOptions>) =>
    go({ ...state, options: { ...state.options, ...patch } });

  if (noPermission || isForbidden(search.error)) {
    return (
      <main className={styles.page} data-testid="zgx-screen">
        <LockedSection name={T.title} />
      </main>
    );
  }

  const personChosen = state.ids.some((id) => id.startsWith('p:'));
  let body;
  if (!enough) {
    body = (
      <section className={styles.card}>
        <EmptyState text={T.tooFew} />
      </section>
    );
  } else if (search.error) {
    body = (
      <section className={styles.card}>
        <Alert
          type="error"
          showIcon
          title={search.error.message}
          data-testid="zgx-error"
          action={
            <Space orientation="vertical">
              {hasCustomOptions(state.options) && (
                <Button
                  size="small"
                  onClick={() => go({ ids: state.ids, options: DEFAULT_OPTIONS })}
                >
                  {T.reset}
                </Button>
              )}
              {isRetryable(search.error) && (
                <Button size="small" onClick={() => void search.mutate()}>
                  {RETRY}
                </Button>
              )}
            </Space>
          }
        />
      </section>
    );
  } else if (!search.data) {
    body = <ZgxSkeleton />;
  } else {
    body = (
      <Spin spinning={search.isValidating} delay={200} description={T.searching}>
        <Answer
          answer={search.data}
          state={state}
          onExpandHubs={state.options.expandHubs ? null : () => setOptions({ expandHubs: true })}
        />
      </Spin>
    );
  }

  return (
    <PersonPanelProvider>
      <main className={styles.page} data-testid="zgx-screen">
        <section className={styles.card}>
          <h1 className={styles.title}>{T.title}</h1>
          <p className={styles.muted}>{T.intro}</p>
          <div className={styles.field}>
            <span className={styles.optionLabel}>{T.entities}</span>
            <EntityPicker
              ids={state.ids}
              resolved={search.data?.entities}
              personsAllowed={!state.options.excludePersons}
              onAdd={(id) => go(withEntity(state, id))}
              onRemove={(id) => go(withoutEntity(state, id))}
            />
          </div>
          <div className={styles.field}>
            <span className={styles.optionLabel}>{T.options}</span>
            <SearchOptions
              options={state.options}
              personChosen={personChosen}
              onChange={setOptions}
            />
          </div>
        </section>
        {body}
      </main>
    </PersonPanelProvider>
  );
}
