import type { useAppProps } from 'antd/es/app/context';
import type { MessageType } from 'antd/es/message/interface';

// The message, notification and modal API of antd's <App> before its holders are mounted
// (lazy-app.tsx): each call waits for the real API and is then made on it, and hands back at
// once what antd's would (a message's close handle and promise, a dialog's destroy and
// update), forwarded when the real one exists.

type Api = useAppProps;
export type Waiter = (api: Api) => void;

const MESSAGE_METHODS = ['info', 'success', 'error', 'warning', 'loading', 'open'] as const;
const NOTIFICATION_METHODS = ['info', 'success', 'error', 'warning', 'open'] as const;
const MODAL_METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;

/** Calls that wait for the holders: `whenReady` runs its waiter once they are there. */
export function deferredApi(whenReady: (waiter: Waiter) => void): Api {
  const message = Object.fromEntries(
    MESSAGE_METHODS.map((name) => [
      name,
      (...args: unknown[]): MessageType => {
        let closed = false;
        let close: (() => void) | undefined;
        let settle: (value: boolean) => void = () => undefined;
        const done = new Promise<boolean>((resolve) => (settle = resolve));
        whenReady((api) => {
          if (closed) return settle(false);
          const open = api.message[name] as (...a: unknown[]) => MessageType;
          const handle = open(...args);
          close = handle;
          void handle.then(settle);
        });
        const handle = (() => {
          closed = true;
          close?.();
        }) as MessageType;
        handle.then = (onDone, onError) => done.then(onDone, onError);
        return handle;
      },
    ]),
  ) as unknown as Api['message'];
  message.destroy = (key) => whenReady((api) => api.message.destroy(key));

  const notification = Object.fromEntries(
    NOTIFICATION_METHODS.map((name) => [
      name,
      (...args: Parameters<Api['notification']['open']>) =>
        whenReady((api) => api.notification[name](...args)),
    ]),
  ) as unknown as Api['notification'];
  notification.destroy = (key) => whenReady((api) => api.notification.destroy(key));

  const modal = Object.fromEntries(
    MODAL_METHODS.map((name) => [
      name,
      (...args: Parameters<Api['modal']['confirm']>) => {
        let destroyed = false;
        let instance: ReturnType<Api['modal']['confirm']> | undefined;
        const updates: Parameters<ReturnType<Api['modal']['confirm']>['update']>[] = [];
        let settle: (confirmed: boolean) => void = () => undefined;
        const done = new Promise<boolean>((resolve) => (settle = resolve));
        whenReady((api) => {
          if (destroyed) return;
          instance = api.modal[name](...args);
          for (const update of updates) instance.update(...update);
          void instance.then(settle, () => settle(false));
        });
        return {
          destroy: () => {
            destroyed = true;
            instance?.destroy();
          },
          update: (...update: Parameters<ReturnType<Api['modal']['confirm']>['update']>) => {
            if (instance) instance.update(...update);
            else updates.push(update);
          },
          then: <T>(resolve: (confirmed: boolean) => T, reject: VoidFunction) =>
            done.then(resolve, reject),
        };
      },
    ]),
  ) as unknown as Api['modal'];

  return { message, notification, modal };
}
