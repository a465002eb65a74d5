import { catalogRows, chainNodeRows, INDUSTRY_CHAINS } from '../industry-chains';
import { GENERIC_BID_SUBJECTS, PRODUCT_LINES } from '../consistency/plausibility';
import { PATENT_OBJECTS, PATENT_TOPICS } from './fact-builder';
import { SCOPE_PHRASES } from './vocabulary';

// The generator's generic words never name a chain link: an enterprise is placed on a link
// only because the generator chose that link for it (its class), so placements mean what the
// generator meant.

const keywords = new Set([
  ...INDUSTRY_CHAINS.flatMap((c) => chainNodeRows(c).flatMap((n) => n.keywords)),
  ...catalogRows().products.flatMap((p) => p.keywords),
]);
const holdsKeyword = (text: string) => [...keywords].filter((k) => text.includes(k));

it('writes no chain keyword in generic scopes, patents, products or bids', () => {
  const texts = [
    ...Object.values(SCOPE_PHRASES).flat(),
    ...PATENT_OBJECTS.flatMap((o) => PATENT_TOPICS.map((t) => `一种${o}${t}`)),
    ...Object.values(PRODUCT_LINES).flatMap((c) => Object.values(c.lines).flat()),
    ...Object.values(GENERIC_BID_SUBJECTS).flat(),
  ];
  const offending = texts.flatMap((t) => holdsKeyword(t).map((k) => `${t} ⊃ ${k}`));
  expect(offending).toEqual([]);
});
