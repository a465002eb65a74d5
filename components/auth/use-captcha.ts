import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_NONCE_HEADER } from '@/lib/contract/auth';
import { apiUrl } from '@/lib/client/request';

// GET /api-uaa/validata/code/{deviceId} - the picture, and the nonce that binds the credentials.
export function useCaptcha(deviceId: string) {
  const [image, setImage] = useState<string>();
  const nonce = useRef('');

  const refresh = useCallback(async () => {
    const response = await fetch(apiUrl(`/api-uaa/validata/code/${deviceId}`), {
      cache: 'no-store',
    });
    if (!response.ok) return;
    nonce.current = response.headers.get(CAPTCHA_NONCE_HEADER) ?? '';
    const url = URL.createObjectURL(await response.blob());
    setImage((previous) => {
      if (previous) URL.revokeObjectURL(previous);
      return url;
    });
  }, [deviceId]);

  useEffect(() => {
    // Loading the first picture is the effect's purpose.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  return { image, nonce, refresh };
}
