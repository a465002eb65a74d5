import type { ThemeConfig } from 'antd';

/** The product's one antd theme. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1e6fff',
    borderRadius: 6,
    fontSize: 14,
  },
};
