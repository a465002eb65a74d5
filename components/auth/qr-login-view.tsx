'use client';

import { Button } from 'antd';
import QRCode from 'qrcode';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOGIN_MODAL_QR_SIZE, QR_POLL_FIRST_DELAY_MS, QR_POLL_INTERVAL_MS } from '@/lib/constants';
import { ApiError, request } from '@/lib/client/request';
import { QR_TEXT } from './messages';

type Ticket = { kid: string; image: string };

// POST createQrcode, then GET getScanResult?kid= after 5 s and every 3 s: network errors
// keep polling, an answer that is not success means expired, data means logged in.
export function QrLoginView({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [ticket, setTicket] = useState<Ticket>();
  const [expired, setExpired] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const create = useCallback(async () => {
    window.clearTimeout(timer.current);
    setExpired(false);
    try {
      const { data } = await request<{ kid: string; url: string }>(
        '/api-weixin/weixin/xcx/createQrcode',
        { method: 'POST' },
      );
      const target = new URL(data.url, window.location.origin).toString();
      const image = await QRCode.toDataURL(target, { width: LOGIN_MODAL_QR_SIZE * 2, margin: 1 });
      setTicket({ kid: data.kid, image });
    } catch {
      setExpired(true); // creation errors are silent: the refresh button retries
    }
  }, []);

  useEffect(() => {
    // Creating the first code is the effect's purpose.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void create();
    return () => window.clearTimeout(timer.current);
  }, [create]);

  useEffect(() => {
    if (!ticket) return;
    let stopped = false;
    async function poll() {
      try {
        const { data } = await request<object | null>('/api-weixin/weixin/xcx/getScanResult', {
          query: { kid: ticket!.kid },
        });
        if (stopped) return;
        if (data) {
          onLoggedIn();
          return;
        }
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.status !== 0) {
          setExpired(true);
          return;
        }
      }
      timer.current = window.setTimeout(() => void poll(), QR_POLL_INTERVAL_MS);
    }
    timer.current = window.setTimeout(() => void poll(), QR_POLL_FIRST_DELAY_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer.current);
    };
  }, [ticket, onLoggedIn]);

  return (
    <div style={{ textAlign: 'center', padding: '8px 0 16px' }}>
      <h3 style={{ margin: '0 0 12px' }}>{QR_TEXT.heading}</h3>
      <div
        style={{
          position: 'relative',
          width: LOGIN_MODAL_QR_SIZE,
          height: LOGIN_MODAL_QR_SIZE,
          margin: '0 auto',
        }}
      >
        {ticket ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
          <img
            src={ticket.image}
            alt={QR_TEXT.qrAlt}
            data-kid={ticket.kid}
            width={LOGIN_MODAL_QR_SIZE}
            height={LOGIN_MODAL_QR_SIZE}
          />
        ) : null}
        {expired ? (
          <div
            style={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'rgba(255,255,255,0.92)',
            }}
          >
            <span>{QR_TEXT.expired}</span>
            <Button type="link" onClick={() => void create()}>
              {QR_TEXT.refresh}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
