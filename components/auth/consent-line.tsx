'use client';

import Link from 'next/link';
import { LOGIN_TEXT } from './messages';

/** Every login view says that logging in means agreeing; the links close the modal. */
export function ConsentLine({ onNavigate }: { onNavigate: () => void }) {
  return (
    <p style={{ margin: '16px 0 0', fontSize: 12, color: 'rgba(0,0,0,0.65)', textAlign: 'center' }}>
      {LOGIN_TEXT.consentPrefix}
      <Link href="/gywm?cur=0" onClick={onNavigate}>
        {LOGIN_TEXT.agreement}
      </Link>
      {LOGIN_TEXT.and}
      <Link href="/gywm?cur=1" onClick={onNavigate}>
        {LOGIN_TEXT.privacy}
      </Link>
    </p>
  );
}
