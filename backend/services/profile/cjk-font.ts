import { existsSync, readFileSync } from 'node:fs';
import { PROFILE_MESSAGES } from '@/lib/contract/profile';
import { AppError } from '../../http/errors';

// The CJK font a PDF report embeds (pdfkit subsets it): the configured file, or the first of
// the usual system locations. Without one the report cannot show Chinese, so the call fails
// with a message that says what to install, instead of producing boxes.

export type CjkFont = { path: string; data: Buffer; family: string | undefined };

/** Well-known locations: Debian/Ubuntu fonts-noto-cjk, Fedora, Arch, Alpine, WenQuanYi. */
export const SYSTEM_CJK_FONTS: { path: string; family?: string }[] = [
  {
    path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    family: 'NotoSansCJKsc-Regular',
  },
  {
    path: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
    family: 'NotoSansCJKsc-Regular',
  },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  {
    path: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
    family: 'NotoSerifCJKsc-Regular',
  },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYiZenHei' },
];

const cache = new Map<string, CjkFont>();

/** A .ttc holds several faces; pdfkit needs the name of one, a .ttf/.otf needs none. */
function defaultFamily(path: string): string | undefined {
  if (!path.toLowerCase().endsWith('.ttc')) return undefined;
  return SYSTEM_CJK_FONTS.find((f) => path.endsWith(f.path.split('/').pop()!))?.family;
}

export function findCjkFont(config: {
  path: string | undefined;
  family: string | undefined;
}): CjkFont {
  const candidates = config.path
    ? [{ path: config.path, family: config.family ?? defaultFamily(config.path) }]
    : SYSTEM_CJK_FONTS;
  for (const candidate of candidates) {
    const hit = cache.get(candidate.path);
    if (hit) return hit;
    if (!existsSync(candidate.path)) continue;
    const font = {
      path: candidate.path,
      data: readFileSync(candidate.path),
      family: candidate.family,
    };
    cache.set(candidate.path, font);
    return font;
  }
  throw new AppError(503, PROFILE_MESSAGES.noCjkFont);
}
