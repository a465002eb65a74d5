// What the server tells every page about the site: footer lines, external destinations and
// QR images (lib/server/site-config.ts builds it from the environment).

export type SiteLinks = {
  /** 供应链 when logged in / logged out (SPEC.md §2.2 external destinations). */
  supplyChain: string;
  supplyChainPortal: string;
  /** 管理工作台 and 运营工作台. */
  glht: string;
  yyht: string;
  policyFinder: string;
  chatbot: string;
};

export type SiteConfig = {
  footer: {
    producers: string[];
    phone: string;
    email: string;
    address: string;
    copyright: string;
    icp: string;
    telecomLicence: string;
  };
  links: SiteLinks;
  qr: { miniProgram: string; publicAccount: string; customerService: string };
};

/** Network menu items name a link as `$name`; anything else is used as written. */
export function resolveLink(component: string, links: SiteLinks, loggedIn: boolean): string {
  if (component === '$supplyChain') return loggedIn ? links.supplyChain : links.supplyChainPortal;
  if (component.startsWith('$')) {
    const name = component.slice(1) as keyof SiteLinks;
    return links[name] ?? '';
  }
  return component;
}
