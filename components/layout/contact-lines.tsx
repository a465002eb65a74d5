import type { SiteConfig } from '@/lib/site/site-config';

/** 客服电话, 电子邮箱 and 联系地址 as the site configuration sets them (footer, 在线咨询). */
export function ContactLines({
  contact,
}: {
  contact: Pick<SiteConfig['footer'], 'phone' | 'email' | 'address'>;
}) {
  return (
    <>
      <p>客服电话：{contact.phone}</p>
      <p>
        电子邮箱：<a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      <p>联系地址：{contact.address}</p>
    </>
  );
}
