import { prospectTreeSchema } from '@/lib/contract/prospects';
import {
  appendTo,
  depthOf,
  emptyCondition,
  emptyGroup,
  emptyRoot,
  finishedCount,
  fromContract,
  removeNode,
  toContract,
  updateNode,
} from './tree';

// The builder's tree: what it sends leaves half-filled rows out, and a saved screen comes back
// as the same screen.

describe('the condition builder tree', () => {
  it('sends finished rows only and drops empty groups', () => {
    let root = emptyRoot();
    const region = emptyCondition('addr');
    const blank = emptyCondition();
    const inner = emptyGroup([emptyCondition('zczb'), emptyCondition('notCustomer')]);
    root = appendTo(root, root.key, region);
    root = appendTo(root, root.key, blank);
    root = appendTo(root, root.key, inner);
    expect(toContract(root)).toEqual({ op: 'and', items: [{ field: 'notCustomer' }] });
    root = updateNode(root, region.key, { values: ['440000'] });
    root = updateNode(root, inner.key, { op: 'or' });
    root = updateNode(root, inner.items[0]!.key, { values: ['5000-'] });
    expect(toContract(root)).toEqual({
      op: 'and',
      items: [
        { field: 'addr', values: ['440000'] },
        {
          field: 'group',
          op: 'or',
          items: [{ field: 'zczb', values: ['5000-'] }, { field: 'notCustomer' }],
        },
      ],
    });
    expect(finishedCount(root)).toBe(3);
    expect(prospectTreeSchema.safeParse(toContract(root)).success).toBe(true);
    root = removeNode(root, inner.key);
    expect(toContract(root).items).toEqual([{ field: 'addr', values: ['440000'] }]);
  });

  it('sends an activity window, a custom range, a count and an insured range as the contract takes them', () => {
    let root = emptyRoot();
    const bids = emptyCondition('bidWon');
    const patents = emptyCondition('patent');
    const insured = emptyCondition('insured');
    for (const c of [bids, patents, insured]) root = appendTo(root, root.key, c);
    root = updateNode(root, bids.key, { period: '2y', min: 3 });
    root = updateNode(root, patents.key, { period: 'range' });
    expect(toContract(root).items).toEqual([{ field: 'bidWon', period: '2y', min: 3 }]);
    root = updateNode(root, patents.key, { from: '2025-01-01' });
    root = updateNode(root, insured.key, { min: 50, max: 10 });
    // An inverted range is not finished yet.
    expect(toContract(root).items).toHaveLength(2);
    root = updateNode(root, insured.key, { min: 10, max: 50 });
    const sent = toContract(root);
    expect(sent.items).toEqual([
      { field: 'bidWon', period: '2y', min: 3 },
      { field: 'patent', from: '2025-01-01' },
      { field: 'insured', min: 10, max: 50 },
    ]);
    expect(prospectTreeSchema.safeParse(sent).success).toBe(true);
  });

  it('reads a saved screen back as the same screen', () => {
    const saved = prospectTreeSchema.parse({
      op: 'or',
      items: [
        { field: 'risk', values: ['penalty'], period: '3y' },
        {
          field: 'group',
          op: 'and',
          items: [
            { field: 'financing', from: '2025-01-01', to: '2025-12-31' },
            {
              field: 'group',
              op: 'or',
              items: [{ field: 'link', values: ['nev.battery'] }, { field: 'notCustomer' }],
            },
          ],
        },
      ],
    });
    const editor = fromContract(saved);
    expect(prospectTreeSchema.parse(toContract(editor))).toEqual(saved);
    const deepest = (editor.items[1] as ReturnType<typeof emptyGroup>).items[1]!;
    expect(depthOf(editor, deepest.key)).toBe(3);
  });
});
