'use client';

import { useEffect, useRef } from 'react';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { BASE_PATH } from '@/lib/constants';
import { request } from '@/lib/client/request';

/** Visiting register clears the session, then home opens on the registration view. */
export function OpenRegistration({ scene }: { scene?: string }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams({ login: 'register', ...(scene ? { scene } : {}) });
    void request('/api-uaa/oauth/remove/token', { method: 'POST' })
      .catch(() => undefined)
      .then(() => {
        // A full load: the cleared cookies must be gone from every request of home.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign(`${BASE_PATH}/home?${query.toString()}`);
      });
  }, [scene]);
  return <LoadingOverlay />;
}
