import { EnterpriseNotFound } from '@/components/enterprise/enterprise-not-found';

// An enterprise page whose ?id= names no enterprise (notFound() in the page).
export default function NotFound() {
  return <EnterpriseNotFound />;
}
