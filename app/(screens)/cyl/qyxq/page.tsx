import type { Metadata } from 'next';
import { EnterpriseEntry, ENTERPRISE_ENTRY_TITLE } from '@/components/enterprise/enterprise-entry';
import { ProfilePage } from '@/components/enterprise/profile-page';
import { enterpriseForPage, enterpriseMetadata } from '@/lib/server/enterprise-page';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** No enterprise asked for at all (a malformed or unknown one is still a 404). */
const noEnterprise = (id: string | string[] | undefined) => id === undefined || id === '';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { id: raw } = await searchParams;
  if (noEnterprise(raw)) return { title: ENTERPRISE_ENTRY_TITLE };
  return enterpriseMetadata(raw, '企业画像');
}

// /cyl/qyxq?id= - the company profile (qyxq: 企业详情); without ?id= a search leads to one.
export default async function CompanyProfilePage({ searchParams }: Props) {
  const { id: raw } = await searchParams;
  if (noEnterprise(raw)) return <EnterpriseEntry />;
  const { id, profile } = await enterpriseForPage(raw);
  return <ProfilePage id={id} initialProfile={profile} />;
}
