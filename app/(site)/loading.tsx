import { LoadingOverlay } from '@/components/layout/loading-overlay';

export default function Loading() {
  return <LoadingOverlay />;
}
