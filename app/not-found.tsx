import type { Metadata } from 'next';
import { LazyErrorView as ErrorView } from '@/components/layout/lazy-error-view';
import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE } from '@/components/layout/error-messages';

export const metadata: Metadata = { title: { absolute: NOT_FOUND_TITLE } };

export default function NotFound() {
  return <ErrorView code={404} message={NOT_FOUND_MESSAGE} />;
}
