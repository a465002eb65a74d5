// Many components asking the same question about one id each (a list's rows: 是否已是客户)
// become one call per `max` ids: the questions of one tick are gathered and sent together.

type Waiting = { resolve: (found: Set<number>) => void; reject: (error: unknown) => void };

/** `ask` answers which of the ids qualify; the returned function asks for one id. */
export function batchedLookup(
  ask: (ids: number[]) => Promise<Set<number>>,
  max: number,
): (id: number) => Promise<Set<number>> {
  const waiting = new Map<number, Waiting[]>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch = [...waiting.entries()];
    waiting.clear();
    for (let i = 0; i < batch.length; i += max) {
      const part = batch.slice(i, i + max);
      ask(part.map(([id]) => id)).then(
        (found) => part.forEach(([, ws]) => ws.forEach((w) => w.resolve(found))),
        (error: unknown) => part.forEach(([, ws]) => ws.forEach((w) => w.reject(error))),
      );
    }
  };
  return (id) =>
    new Promise((resolve, reject) => {
      waiting.set(id, [...(waiting.get(id) ?? []), { resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setTimeout(flush, 0);
      }
    });
}
