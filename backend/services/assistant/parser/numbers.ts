// Numbers as questions write them: 10, 1.5, 一亿, 两千万, 一千五百万, 3千万, 十, 二十.

const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  壹: 1,
  二: 2,
  贰: 2,
  两: 2,
  三: 3,
  叁: 3,
  四: 4,
  肆: 4,
  五: 5,
  伍: 5,
  六: 6,
  陆: 6,
  七: 7,
  柒: 7,
  八: 8,
  捌: 8,
  九: 9,
  玖: 9,
};
const SMALL_UNITS: Record<string, number> = {
  十: 10,
  拾: 10,
  百: 100,
  佰: 100,
  千: 1000,
  仟: 1000,
};

/** The characters a number may be written with (a regex class body). */
export const NUMBER_CHARS = '0-9.零〇一壹二贰两三叁四肆五伍六陆七柒八捌九玖十拾百佰千仟万亿';

// One section below 万: "1500", "一千五百", "3千", "十五", "1.5".
function section(text: string): number | undefined {
  if (text === '') return 0;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  let total = 0;
  let current: number | undefined;
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const arabic = /^\d+(?:\.\d+)?/.exec(rest);
    if (arabic) {
      current = Number(arabic[0]);
      i += arabic[0].length;
      continue;
    }
    const ch = text[i]!;
    if (ch in DIGITS) current = DIGITS[ch];
    else if (ch in SMALL_UNITS) {
      total += (current ?? 1) * SMALL_UNITS[ch]!;
      current = undefined;
    } else return undefined;
    i += 1;
  }
  return total + (current ?? 0);
}

/** The value of a written number, 万 and 亿 included; undefined when it is not one. */
export function parseNumber(text: string): number | undefined {
  if (text === '' || !new RegExp(`^[${NUMBER_CHARS}]+$`, 'u').test(text)) return undefined;
  const yi = text.split('亿');
  if (yi.length > 2) return undefined;
  const [high, low] = yi.length === 2 ? [yi[0]!, yi[1]!] : ['', yi[0]!];
  const below = (part: string): number | undefined => {
    const wan = part.split('万');
    if (wan.length > 2) return undefined;
    if (wan.length === 1) return section(part);
    const a = section(wan[0]!);
    const b = section(wan[1]!);
    return a === undefined || b === undefined ? undefined : (wan[0] === '' ? 1 : a) * 10_000 + b;
  };
  const lowValue = below(low);
  if (lowValue === undefined) return undefined;
  if (yi.length === 1) return lowValue;
  const highValue = below(high);
  if (highValue === undefined) return undefined;
  return (high === '' ? 1 : highValue) * 100_000_000 + lowValue;
}
