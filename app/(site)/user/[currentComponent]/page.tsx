import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DynamicsPage } from '@/components/user/dynamics-page';
import { PersonalCentre } from '@/components/user/personal-centre';

// /user/{currentComponent}: the personal centre and the enterprise dynamics (SPEC.md §2.2).
const COMPONENTS = {
  my_account: { title: '个人中心', Page: PersonalCentre },
  glzx_trends: { title: '企业动态', Page: DynamicsPage },
} as const;

type Props = { params: Promise<{ currentComponent: string }> };

function componentOf(name: string) {
  return Object.hasOwn(COMPONENTS, name) ? COMPONENTS[name as keyof typeof COMPONENTS] : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = componentOf((await params).currentComponent);
  if (!found) notFound();
  return { title: found.title };
}

export default async function UserPage({ params }: Props) {
  const found = componentOf((await params).currentComponent);
  if (!found) notFound();
  return <found.Page />;
}
