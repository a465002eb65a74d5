import type { Metadata } from 'next';
import { ProfileForm } from '@/components/form/profile-form';
import { DETAIL_PAGE_WIDTH } from '@/lib/constants';

export const metadata: Metadata = { title: '个人资料' };

// /zsai/user/profile_form - the personal profile (behind login: proxy.ts gates /user).
export default function ProfileFormPage() {
  return (
    <main style={{ width: DETAIL_PAGE_WIDTH, margin: '24px auto' }}>
      <ProfileForm />
    </main>
  );
}
