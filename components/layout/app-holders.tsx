'use client';

import { Modal, message, notification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { useEffect } from 'react';

/** What antd's <App> renders for its message, notification and modal APIs (LazyApp's chunk). */
export function AppHolders({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  // After the commit: the holders above are mounted, so the APIs can show what they are given.
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
