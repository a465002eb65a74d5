// The product screens under 产业链 (zcp: 找产品; cpxq: 产品详情; cpflxq: 产品分类详情) and the
// chain screens they link to, in one place.

export const PRODUCTS_PATH = '/cyl/zcp';
export const PRODUCT_PATH = '/cyl/zcp/cpxq';
export const CATEGORY_PATH = '/cyl/zcp/cpflxq';
/** cyl: 产业链, the chain diagram; cysj: 产业数据, the industry map; jzlfx: 竞争力分析. */
export const CHAIN_PATH = '/cyl';
export const CHAIN_MAP_PATH = '/cyl/cysj';
export const COMPETITIVENESS_PATH = '/cyl/jzlfx';

const q = encodeURIComponent;

export const productHref = (code: string) => `${PRODUCT_PATH}?product=${q(code)}`;
export const categoryHref = (code: string) => `${CATEGORY_PATH}?category=${q(code)}`;

/** The chain diagram opened on a link (and a region, when given). */
export function chainLinkHref(chain: string, node?: string, region?: string): string {
  return (
    `${CHAIN_PATH}?chain=${q(chain)}` +
    (node ? `&node=${q(node)}` : '') +
    (region ? `&region=${q(region)}` : '')
  );
}
