import type { Metadata } from 'next';
import Link from 'next/link';
import { PRIVACY_POLICY, USER_AGREEMENT } from '@/components/legal/documents';
import { DETAIL_PAGE_WIDTH } from '@/lib/constants';
import { BRAND_BLUE } from '@/components/layout/theme';

// gywm: 关于我们, the user agreement (cur=0) and the privacy policy (cur=1). Public.
export const metadata: Metadata = { title: '用户协议与隐私政策' };

export default async function AboutPage({
  searchParams,
}: {
  searchParams: Promise<{ cur?: string }>;
}) {
  const cur = (await searchParams).cur === '1' ? 1 : 0;
  const documents = [USER_AGREEMENT, PRIVACY_POLICY];
  const document = documents[cur] ?? USER_AGREEMENT;
  return (
    <main
      style={{
        maxWidth: DETAIL_PAGE_WIDTH,
        margin: '24px auto',
        background: '#fff',
        padding: '24px 48px',
        borderRadius: 8,
      }}
    >
      <nav
        aria-label="文档"
        style={{ display: 'flex', gap: 24, borderBottom: '1px solid #f0f0f0', paddingBottom: 12 }}
      >
        {documents.map((d, i) => (
          <Link
            key={d.title}
            href={`/gywm?cur=${i}`}
            aria-current={i === cur ? 'page' : undefined}
            style={{
              fontSize: 16,
              fontWeight: i === cur ? 600 : 400,
              color: i === cur ? BRAND_BLUE : 'inherit',
            }}
          >
            {d.title}
          </Link>
        ))}
      </nav>
      <h1 style={{ fontSize: 24 }}>{document.title}</h1>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2 style={{ fontSize: 17 }}>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} style={{ lineHeight: 1.8, color: 'rgba(0,0,0,0.75)' }}>
              {p}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
