import type { useAppProps } from 'antd/es/app/context';
import type { MessageType } from 'antd/es/message/interface';
import { deferredApi, type Waiter } from './deferred-app-api';

// A stand-in for the API of antd's mounted holders: it records the calls it is given.
function fakeApi() {
  const calls: string[] = [];
  const closes: string[] = [];
  const message = (name: string) => (content: unknown) => {
    calls.push(`message.${name}:${String(content)}`);
    const handle = (() => void closes.push(String(content))) as MessageType;
    handle.then = (done) => Promise.resolve(true).then(done);
    return handle;
  };
  const modal = (name: string) => (config: { title?: string }) => {
    calls.push(`modal.${name}:${config.title ?? ''}`);
    return {
      destroy: () => calls.push(`destroy:${config.title ?? ''}`),
      update: (next: unknown) => calls.push(`update:${JSON.stringify(next)}`),
      then: (resolve: (ok: boolean) => unknown) => Promise.resolve(resolve(true)),
    };
  };
  const api = {
    message: {
      success: message('success'),
      error: message('error'),
      destroy: () => calls.push('message.destroy'),
    },
    notification: { error: (config: { title?: string }) => calls.push(`notice:${config.title}`) },
    modal: { confirm: modal('confirm') },
  } as unknown as useAppProps;
  return { api, calls, closes };
}

function harness() {
  const waiting: Waiter[] = [];
  let ready: useAppProps | undefined;
  let needed = 0;
  const api = deferredApi((waiter) => {
    if (ready) return waiter(ready);
    needed += 1;
    waiting.push(waiter);
  });
  const mount = (real: useAppProps) => {
    ready = real;
    for (const waiter of waiting.splice(0)) waiter(real);
  };
  return { api, mount, needed: () => needed };
}

describe('deferredApi', () => {
  it('asks for the holders on the first call and makes the calls on them, in order', () => {
    const { api, mount, needed } = harness();
    void api.message.success('saved');
    api.notification.error({ title: 'failed' });
    expect(needed()).toBe(2);
    const real = fakeApi();
    mount(real.api);
    void api.message.error('later');
    expect(real.calls).toEqual(['message.success:saved', 'notice:failed', 'message.error:later']);
  });

  it('drops a message closed before the holders came, and settles its promise', async () => {
    const { api, mount } = harness();
    const close = api.message.success('gone');
    close();
    const real = fakeApi();
    mount(real.api);
    expect(real.calls).toEqual([]);
    await expect(close.then((value) => value)).resolves.toBe(false);
  });

  it('closes and settles a message through the real handle once it is shown', async () => {
    const { api, mount } = harness();
    const close = api.message.success('shown');
    const real = fakeApi();
    mount(real.api);
    close();
    expect(real.closes).toEqual(['shown']);
    await expect(close.then((value) => value)).resolves.toBe(true);
  });

  it('replays a dialog update made before, and forgets a dialog destroyed before', async () => {
    const { api, mount } = harness();
    const kept = api.modal.confirm({ title: 'kept' });
    kept.update({ okText: '好' });
    const dropped = api.modal.confirm({ title: 'dropped' });
    dropped.destroy();
    const real = fakeApi();
    mount(real.api);
    expect(real.calls).toEqual(['modal.confirm:kept', 'update:{"okText":"好"}']);
    kept.destroy();
    expect(real.calls.at(-1)).toBe('destroy:kept');
    await expect(
      kept.then(
        (ok) => ok,
        () => undefined,
      ),
    ).resolves.toBe(true);
  });
});
