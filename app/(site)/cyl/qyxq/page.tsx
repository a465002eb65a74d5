import type { Metadata } from 'next';
import { ProfilePage } from '@/components/enterprise/profile-page';
import { enterpriseIdParam } from '@/lib/contract/profile';

export const metadata: Metadata = { title: '企业详情' };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

// /cyl/qyxq?id= - the company profile (qyxq: 企业详情).
export default async function CompanyProfilePage({ searchParams }: Props) {
  return <ProfilePage id={enterpriseIdParam((await searchParams).id)} />;
}
