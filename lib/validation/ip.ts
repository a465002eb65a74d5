// IP addresses without Node's net module: this file runs in the browser too.

const V4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const V4 = new RegExp(`^${V4_PART}(\\.${V4_PART}){3}$`);

export function isIPv4(value: string): boolean {
  return V4.test(value);
}

export function isIPv6(value: string): boolean {
  if (value.includes('%')) return false;
  let text = value;
  let groupsNeeded = 8;
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const lastColon = text.lastIndexOf(':');
  if (lastColon >= 0 && text.slice(lastColon + 1).includes('.')) {
    if (!isIPv4(text.slice(lastColon + 1))) return false;
    text = text.slice(0, lastColon + 1) + '0';
    groupsNeeded = 7;
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  const all = [...head, ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  return halves.length === 2 ? all.length < groupsNeeded : all.length === groupsNeeded;
}

export function isIP(value: string): boolean {
  return isIPv4(value) || isIPv6(value);
}
