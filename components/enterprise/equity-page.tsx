'use client';

import { Alert, Descriptions, Segmented } from 'antd';
import { useState } from 'react';
import { personIdOfKey } from '@/lib/contract/person';
import type { EquityAnswer, EquityPathStep, ProfileRecord } from '@/lib/contract/profile';
import { EquityDiagramView } from './equity-diagram';
import { EquityTree } from './equity-tree';
import { percent } from './format';
import { LockedSection } from './locked-section';
import { EnterpriseSubpage } from './enterprise-subpage';
import { PersonLink } from './person-panel';
import { ToneTag } from './tone-tag';
import { useEquitySide } from './use-equity-side';
import profileStyles from './profile.module.css';
import styles from './equity.module.css';

const pathText = (root: string, steps: EquityPathStep[]) =>
  `${root} ← ${steps.map((s) => `${s.name}（${percent(s.ratio)}）`).join(' ← ')}`;

function Summary({ answer }: { answer: EquityAnswer }) {
  return (
    <section className={profileStyles.section} data-testid="equity-summary">
      <header className={profileStyles.sectionHead}>
        <h2>受益所有人与实际控制人</h2>
      </header>
      {answer.truncated && (
        <Alert type="info" showIcon title="股权层级较深，计算已在上限处截断（最多 10 层）" />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        classNames={{ label: profileStyles.label }}
        items={[
          {
            key: 'controller',
            label: '实际控制人',
            children: answer.controller ? (
              <div>
                <strong>
                  <PersonLink
                    id={personIdOfKey(answer.controller.key)}
                    name={answer.controller.name}
                  />
                </strong>
                <div className={styles.path}>
                  依据：{answer.controller.basis}；控制链：
                  {pathText(answer.root.name, answer.controller.chain)}
                </div>
              </div>
            ) : (
              '未识别（股权分散或存在循环持股）'
            ),
          },
          {
            key: 'ubo',
            label: '受益所有人',
            children:
              answer.beneficiaries && answer.beneficiaries.length > 0
                ? answer.beneficiaries.map((b) => (
                    <div key={b.key} data-testid="beneficiary">
                      <strong>
                        <PersonLink id={personIdOfKey(b.key)} name={b.name} />
                      </strong>{' '}
                      <ToneTag tone="gold">穿透 {percent(b.look_through)}</ToneTag>
                      <span className={styles.path}>{b.basis}</span>
                      {b.paths.map((p, i) => (
                        <div key={i} className={styles.path}>
                          路径{i + 1}：{pathText(answer.root.name, p)}：
                          {p.map((s) => percent(s.ratio)).join(' × ')} ={' '}
                          {percent(p.reduce((product, s) => (product * s.ratio) / 100, 100))}
                        </div>
                      ))}
                    </div>
                  ))
                : '未识别',
          },
          ...(answer.cycles && answer.cycles.length > 0
            ? [
                {
                  key: 'cycles',
                  label: '循环持股',
                  children: answer.cycles.map((c, i) => (
                    <div key={i} className={styles.path}>
                      {c.join(' → ')}
                    </div>
                  )),
                },
              ]
            : []),
        ]}
      />
      <ul className={styles.method}>
        <li>直接持股比例：工商登记的出资比例。</li>
        <li>本路径穿透比例：沿一条持股路径各层直接比例相乘（如 50% × 60% = 30%）。</li>
        <li>合计穿透比例：同一股东所有持股路径的穿透比例之和。</li>
        <li>
          受益所有人：依据《受益所有人信息管理办法》（2024），直接或间接持股 25%
          及以上的自然人；无人达到时为实际控制人，仍无则为高级管理人员。
        </li>
        <li>
          实际控制人：自本企业向上，持股超过 50%，或持股 30% 以上且为第一大股东者取得控制，
          逐层追溯至自然人；股权分散或循环持股时不认定。
        </li>
        <li>循环持股：路径上已出现的主体再次出现时标记为循环，不再展开，也不重复计入。</li>
      </ul>
    </section>
  );
}

function EquityView({ enterpriseId, name }: { enterpriseId: number; name: string }) {
  const up = useEquitySide(enterpriseId, 'up');
  const down = useEquitySide(enterpriseId, 'down');
  const [view, setView] = useState<'diagram' | 'tree'>('diagram');
  return (
    <>
      {up.answer && <Summary answer={up.answer} />}
      <Segmented
        className={styles.viewSwitch}
        aria-label="股权结构展示方式"
        value={view}
        onChange={setView}
        options={[
          { value: 'diagram', label: '图谱' },
          { value: 'tree', label: '树形' },
        ]}
        data-testid="equity-view"
      />
      {view === 'diagram' ? (
        <section className={profileStyles.section}>
          <header className={profileStyles.sectionHead}>
            <h2>股权结构图</h2>
          </header>
          <EquityDiagramView rootName={name} up={up} down={down} />
        </section>
      ) : (
        <div className={styles.grid}>
          <section className={profileStyles.section}>
            <header className={profileStyles.sectionHead}>
              <h2>股东穿透（向上）</h2>
            </header>
            <EquityTree side={up} />
          </section>
          <section className={profileStyles.section}>
            <header className={profileStyles.sectionHead}>
              <h2>对外投资（向下）</h2>
            </header>
            <EquityTree side={down} />
          </section>
        </div>
      )}
    </>
  );
}

/** /cyl/qyxq/relationships/gqjg: 股权结构, shareholders upward and investments downward. */
export function EquityPage({
  id,
  initialProfile,
}: {
  id: number | undefined;
  initialProfile?: ProfileRecord;
}) {
  return (
    <EnterpriseSubpage id={id} initialProfile={initialProfile}>
      {(profile, modules) =>
        modules.has('gqjg') ? (
          <EquityView enterpriseId={Number(profile.ID_)} name={profile.qymc} />
        ) : (
          <section className={profileStyles.section}>
            <LockedSection name="股权结构" />
          </section>
        )
      }
    </EnterpriseSubpage>
  );
}
