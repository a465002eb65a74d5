'use client';

import { BACK_HOME, FATAL_ERROR_MESSAGE } from '@/components/layout/error-messages';
import { BASE_PATH } from '@/lib/constants';

// When the root layout or the error page itself fails: plain markup, no providers.
export default function GlobalError() {
  return (
    <html lang="zh-CN">
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', paddingTop: '20vh' }}>
        <h1>出错了</h1>
        <p>{FATAL_ERROR_MESSAGE}</p>
        {/* A plain anchor: the client router may be what broke. */}
        <a href={`${BASE_PATH}/home`}>{BACK_HOME}</a>
      </body>
    </html>
  );
}
