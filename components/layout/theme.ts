import type { ThemeConfig } from 'antd';

/**
 * The product's blue: 5.7:1 on white, so links, primary buttons and blue text pass WCAG AA
 * (4.5:1). CSS modules repeat the value; keep them equal (grep for it).
 */
export const BRAND_BLUE = '#1a5fd9';

/** The product's one antd theme. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    borderRadius: 6,
    fontSize: 14,
  },
};
