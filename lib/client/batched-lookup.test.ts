import { batchedLookup } from './batched-lookup';

test('the questions of one tick go out as one call per hundred ids', async () => {
  const calls: number[][] = [];
  const lookup = batchedLookup((ids) => {
    calls.push(ids);
    return Promise.resolve(new Set(ids.filter((id) => id % 3 === 0)));
  }, 100);
  const ids = Array.from({ length: 150 }, (_, i) => i + 1);
  const answers = await Promise.all([...ids, 3].map((id) => lookup(id)));
  expect(calls.map((c) => c.length)).toEqual([100, 50]);
  ids.forEach((id, i) => expect(answers[i]!.has(id)).toBe(id % 3 === 0));
  // A later tick is a new call.
  expect((await lookup(9)).has(9)).toBe(true);
  expect(calls).toHaveLength(3);
});

test('a failed call fails every question it carried', async () => {
  const lookup = batchedLookup(() => Promise.reject(new Error('服务繁忙')), 100);
  await expect(Promise.all([lookup(1), lookup(2)])).rejects.toThrow('服务繁忙');
});
