import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComingSoon } from '@/components/layout/coming-soon';
import { findScreen } from '@/lib/site/screens';

// Every screen of the spec without a page of its own yet: its name on the coming-soon page.
// Anything else is a 404.

type Props = { params: Promise<{ screen: string[] }> };

async function screenOf(props: Props) {
  const { screen } = await props.params;
  return findScreen(`/${screen.join('/')}`);
}

// An unknown path is a 404 already here: metadata streams separately from the page, and a
// title resolved for it could otherwise win over the 404 page's own.
export async function generateMetadata(props: Props): Promise<Metadata> {
  const screen = await screenOf(props);
  if (!screen) notFound();
  return { title: screen.name };
}

export default async function ScreenPage(props: Props) {
  const screen = await screenOf(props);
  if (!screen) notFound();
  return <ComingSoon name={screen.name} />;
}
