'use client';

import { Alert, Drawer, Skeleton, Space, Tag } from 'antd';
import Link from 'next/link';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { PERSON_ROLE_LIMIT } from '@/lib/contract/person';
import { usePerson } from '@/lib/client/use-profile';
import { formatCount } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import { EmptyState } from '@/components/layout/empty-state';
import { percent } from './format';
import { ToneTag } from './tone-tag';
import styles from './profile.module.css';

// 人员详情: a person named anywhere on the profile pages (法定代表人, 股东, 主要人员, the
// graph, the equity trees) opens a panel with that person's roles in the enterprises we
// hold. A person is one registry row, so a namesake elsewhere is a different person.

type PersonRef = { id: number; name: string };

const OpenPerson = createContext<((person: PersonRef) => void) | null>(null);

/** Opens the person panel; null outside a PersonPanelProvider (people are then plain text). */
export function useOpenPerson() {
  return useContext(OpenPerson);
}

function PersonRoles({ person, onNavigate }: { person: PersonRef; onNavigate: () => void }) {
  const { person: answer, error } = usePerson(person.id);
  if (error) return <EmptyState text={error.message} />;
  if (!answer) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <p className={styles.provenance}>
        在 {formatCount(answer.total)}{' '}
        家企业任职或持股（按登记的人员身份识别，同名的其他人员不计入）
      </p>
      {answer.total > answer.roles.length && (
        <Alert type="info" showIcon title={`仅列出前 ${PERSON_ROLE_LIMIT} 家企业`} />
      )}
      <ul className={styles.roles} data-testid="person-roles">
        {answer.roles.map((role) => (
          <li key={role.enterprise_id}>
            <Link href={profileHref(role.enterprise_id)} onClick={onNavigate}>
              {role.qymc}
            </Link>
            <Space size={[4, 4]} wrap>
              <Tag>{role.status}</Tag>
              {role.titles.map((t) => (
                <Tag key={t} color="blue">
                  {t}
                </Tag>
              ))}
              {role.ratio !== null && <ToneTag tone="gold">持股 {percent(role.ratio)}</ToneTag>}
            </Space>
          </li>
        ))}
      </ul>
    </Space>
  );
}

/** Holds the person panel of a page; everything inside may open it. */
export function PersonPanelProvider({ children }: { children: ReactNode }) {
  const [person, setPerson] = useState<PersonRef | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((p: PersonRef) => {
    setPerson(p);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return (
    <OpenPerson.Provider value={show}>
      {children}
      <Drawer
        title={person ? `${person.name} · 人员详情` : '人员详情'}
        open={open}
        onClose={close}
        size={480}
        destroyOnHidden
        data-testid="person-panel"
      >
        {person && <PersonRoles person={person} onNavigate={close} />}
      </Drawer>
    </OpenPerson.Provider>
  );
}

/** A person's name that opens their panel; plain text when the person is not known. */
export function PersonLink({ id, name }: { id: number | null | undefined; name: string }) {
  const openPerson = useOpenPerson();
  if (!id || !openPerson) return <>{name}</>;
  return (
    <button
      type="button"
      className={styles.personLink}
      aria-haspopup="dialog"
      title="查看人员详情"
      data-testid="person-link"
      onClick={() => openPerson({ id, name })}
    >
      {name}
    </button>
  );
}
