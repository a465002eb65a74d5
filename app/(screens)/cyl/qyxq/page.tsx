import type { Metadata } from 'next';
import { ProfilePage } from '@/components/enterprise/profile-page';
import { enterpriseForPage, enterpriseMetadata } from '@/lib/server/enterprise-page';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return enterpriseMetadata((await searchParams).id, '企业画像');
}

// /cyl/qyxq?id= - the company profile (qyxq: 企业详情).
export default async function CompanyProfilePage({ searchParams }: Props) {
  const { id, profile } = await enterpriseForPage((await searchParams).id);
  return <ProfilePage id={id} initialProfile={profile} />;
}
