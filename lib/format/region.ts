/** Levels of the region tree's paths that are not names a person writes (市辖区, 省直辖…). */
const TREE_FILLERS = new Set(['省直辖县级行政区划', '自治区直辖县级行政区划', '市辖区', '县']);

/**
 * A region path of the address tree as one name: 江苏省/苏州市/虎丘区 → 江苏省苏州市虎丘区; a
 * municipality is named once (北京市/北京市/东城区 → 北京市东城区) and the tree's filler levels are left out.
 */
export function regionPathName(path: string): string {
  const parts = path.split('/').filter((part) => part && !TREE_FILLERS.has(part));
  return parts.filter((part, i) => part !== parts[i - 1]).join('');
}
