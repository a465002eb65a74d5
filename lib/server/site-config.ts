import 'server-only';
import QRCode from 'qrcode';
import { z } from 'zod';
import { PRODUCT_TITLE } from '@/lib/constants';
import type { SiteConfig } from '@/lib/site/site-config';

// Footer, right bar and external destinations (SPEC.md §2.2, §2.5, §2.6): every operator sets
// their own through the environment; the defaults suit a local installation and say so.

const schema = z.object({
  ZSAI_FOOTER_PRODUCERS: z.string().default('招商AI产业研究院,示范金融科技有限公司'),
  ZSAI_CONTACT_PHONE: z.string().default('400-800-0000'),
  ZSAI_CONTACT_EMAIL: z.string().default('service@zsai.local'),
  ZSAI_CONTACT_ADDRESS: z.string().default('上海市浦东新区示范大道 100 号'),
  ZSAI_ICP_LINE: z.string().default('ICP备案号：示例ICP备00000000号（本地安装示例）'),
  ZSAI_TELECOM_LICENCE_LINE: z
    .string()
    .default('增值电信业务经营许可证：示例B2-00000000（本地安装示例）'),
  ZSAI_SUPPLY_CHAIN_HOME_URL: z.string().default('/zsaigyl/home'),
  ZSAI_SUPPLY_CHAIN_PORTAL_URL: z.string().default('/zsaigyl/portal'),
  ZSAI_GLHT_URL: z.string().default('/zsaiht/zsai/home/index'),
  ZSAI_YYHT_URL: z.string().default('/zsaiyyht/zsai/home/index'),
  ZSAI_POLICY_FINDER_URL: z.string().default('https://www.gov.cn/zhengce/'),
  ZSAI_CHATBOT_URL: z.string().default('/zsai/chat/embed'),
  ZSAI_MINI_PROGRAM_URL: z.string().default('https://zsai.local/mp'),
  ZSAI_PUBLIC_ACCOUNT_URL: z.string().default('https://zsai.local/gzh'),
  ZSAI_CUSTOMER_SERVICE_URL: z.string().default('https://zsai.local/kf'),
});

let cached: Promise<SiteConfig> | undefined;

const qr = (text: string) => QRCode.toDataURL(text, { margin: 1, width: 240 });

async function build(): Promise<SiteConfig> {
  const e = schema.parse(process.env);
  const [miniProgram, publicAccount, customerService] = await Promise.all([
    qr(e.ZSAI_MINI_PROGRAM_URL),
    qr(e.ZSAI_PUBLIC_ACCOUNT_URL),
    qr(e.ZSAI_CUSTOMER_SERVICE_URL),
  ]);
  return {
    footer: {
      producers: e.ZSAI_FOOTER_PRODUCERS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      phone: e.ZSAI_CONTACT_PHONE,
      email: e.ZSAI_CONTACT_EMAIL,
      address: e.ZSAI_CONTACT_ADDRESS,
      copyright: `Copyright © ${new Date().getFullYear()} ${PRODUCT_TITLE} 版权所有`,
      icp: e.ZSAI_ICP_LINE,
      telecomLicence: e.ZSAI_TELECOM_LICENCE_LINE,
    },
    links: {
      supplyChain: e.ZSAI_SUPPLY_CHAIN_HOME_URL,
      supplyChainPortal: e.ZSAI_SUPPLY_CHAIN_PORTAL_URL,
      glht: e.ZSAI_GLHT_URL,
      yyht: e.ZSAI_YYHT_URL,
      policyFinder: e.ZSAI_POLICY_FINDER_URL,
      chatbot: e.ZSAI_CHATBOT_URL,
    },
    qr: { miniProgram, publicAccount, customerService },
  };
}

export function siteConfig(): Promise<SiteConfig> {
  cached ??= build();
  return cached;
}
