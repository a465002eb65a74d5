'use client';

import { Tag } from 'antd';
import Link from 'next/link';
import type { LeadEvidenceRecord } from '@/lib/contract/leads';
import { profileHref, profileRowHref, profileSectionHref } from '@/lib/site/enterprise-routes';
import { LEAD_TEXT } from './messages';
import styles from './leads.module.css';

/**
 * Where a piece of evidence is listed in the profile: its row in its dimension's section
 * (融资历程 for a financing event, 招投标 for a bid …), the business record for a
 * registration, and the profile itself for a table no section lists.
 */
export function evidenceHref(enterpriseId: string, e: LeadEvidenceRecord): string {
  if (e.dimension) return profileRowHref(enterpriseId, e.dimension, e.id);
  return e.table === 'enterprises'
    ? profileSectionHref(enterpriseId, 'gsxx')
    : profileHref(enterpriseId);
}

/** The dated triggers of a lead, strongest first: name, sentence and a link to the evidence. */
export function LeadTriggers({
  enterpriseId,
  qymc,
  triggers,
}: {
  enterpriseId: string;
  qymc: string;
  triggers: LeadEvidenceRecord[];
}) {
  return (
    <ul className={styles.triggers} data-testid="lead-triggers">
      {triggers.map((t) => (
        <li
          key={`${t.trigger}:${t.table}:${t.id}`}
          data-testid="lead-trigger"
          data-trigger={t.trigger}
        >
          <Tag color="blue" className={styles.triggerTag}>
            {t.name}
          </Tag>
          <span className={styles.sentence}>{t.sentence}</span>{' '}
          <Link
            href={evidenceHref(enterpriseId, t)}
            className={styles.evidenceLink}
            aria-label={`${qymc}：${t.name}，${LEAD_TEXT.viewEvidence}`}
            data-testid="lead-evidence-link"
          >
            {LEAD_TEXT.viewEvidence}
          </Link>
        </li>
      ))}
    </ul>
  );
}
