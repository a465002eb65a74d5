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
    // antd derives links from colorInfo (#1677ff, 4.1:1), not from colorPrimary.
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    // Secondary texts, placeholders and errors at 4.5:1 or more on white (WCAG AA); antd's
    // defaults (0.45, 0.25 black, #ff4d4f) fall short.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#cf1322',
    borderRadius: 6,
    fontSize: 14,
  },
};
