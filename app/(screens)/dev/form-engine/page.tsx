import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RecordForm } from '@/components/form/record-form';
import { DETAIL_PAGE_WIDTH } from '@/lib/constants';
import { ENGINE_DEMO_ALIAS, ENGINE_DEMO_FIELDS } from '@/lib/contract/forms/engine-demo';
import { portalEnv } from '@/lib/server/env';

export const metadata: Metadata = { title: '表单引擎示例', robots: { index: false } };

// /zsai/dev/form-engine: every field type and rule of the form engine, for developers. Only
// with ZSAI_DEV_ENDPOINTS=1 (as the backend answers the form), in no menu, linked from nowhere.
// In (screens), which has no loading boundary, so that elsewhere it is a real 404.
export default function FormEngineDemoPage() {
  if (!portalEnv().devEndpoints) notFound();
  return (
    <main style={{ width: DETAIL_PAGE_WIDTH, margin: '24px auto' }}>
      <RecordForm title="表单引擎示例" alias={ENGINE_DEMO_ALIAS} fields={ENGINE_DEMO_FIELDS} />
    </main>
  );
}
