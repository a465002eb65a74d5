import { ComingSoon } from '@/components/layout/coming-soon';

// /home/comingSoon?name=...: the coming-soon page for a named screen.
export default async function ComingSoonPage({
  searchParams,
}: {
  searchParams: Promise<{ name?: string }>;
}) {
  const { name } = await searchParams;
  return <ComingSoon name={name?.slice(0, 30) || '敬请期待'} />;
}
