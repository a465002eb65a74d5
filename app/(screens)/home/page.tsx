import { Capabilities } from '@/components/home/capabilities';
import { CoverageStats } from '@/components/home/coverage-stats';
import { HomeSearch } from '@/components/home/home-search';
import { LiveFigures } from '@/components/home/live-figures';
import { customQuery } from '@/lib/server/dal';
import type { AddressNode, IndustryNode } from '@/lib/contract/form-query';
import type { MenuItemRecord } from '@/lib/contract/portal';
import type { OverviewFigures } from '@/lib/contract/search';
import { PRODUCT_TAGLINE, PRODUCT_TITLE } from '@/lib/constants';

// home: public, server-rendered, visible to search engines.
export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const [address, industries, overview, menu] = await Promise.all([
    customQuery<AddressNode[]>('qyhxWebAddr', { level: 3 }),
    customQuery<IndustryNode[]>('qyhxWebHyml', { rank: 2 }),
    customQuery<OverviewFigures[]>('qyhxOverview'),
    // The cards link to their screens in the server's HTML too, for visitors and crawlers.
    customQuery<MenuItemRecord[]>('dzxxWebMenuList', { type: 'zsai' }),
  ]);
  const figures = overview.success ? overview.data[0] : undefined;
  return (
    <main>
      <section
        style={{
          padding: '72px 0 56px',
          textAlign: 'center',
          color: '#fff',
          background: 'linear-gradient(135deg, #143f9e 0%, #1a5fd9 60%, #1f6fe0 100%)',
        }}
      >
        <h1 style={{ fontSize: 40, margin: 0 }}>{PRODUCT_TITLE}</h1>
        <p style={{ fontSize: 20, margin: '12px 0 40px' }}>{PRODUCT_TAGLINE}</p>
        <HomeSearch />
        {figures ? <LiveFigures figures={figures} /> : null}
        {address.success && industries.success ? (
          <CoverageStats address={address.data} industries={industries.data} />
        ) : null}
      </section>
      <Capabilities menu={menu.success ? menu.data : []} />
    </main>
  );
}
