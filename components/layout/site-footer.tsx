import Link from 'next/link';
import type { SiteConfig } from '@/lib/site/site-config';
import { ContactLines } from './contact-lines';
import styles from './site-footer.module.css';

/** The footer (SPEC.md §2.5); every line comes from the site configuration. */
export function SiteFooter({ config }: { config: SiteConfig }) {
  const { footer, qr } = config;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section>
          <h4>联合出品</h4>
          {footer.producers.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
        <section>
          <h4>联系我们</h4>
          <ContactLines contact={footer} />
        </section>
        <section>
          <h4>服务条款</h4>
          <p>
            <Link href="/gywm?cur=0">用户协议</Link>
          </p>
          <p>
            <Link href="/gywm?cur=1">隐私政策</Link>
          </p>
        </section>
        <section className={styles.qr}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL */}
          <img src={qr.publicAccount} alt="公众号二维码" width={96} height={96} />
          <span>关注公众号</span>
        </section>
      </div>
      <div className={styles.lines}>
        <span>{footer.copyright}</span>
        <span>{footer.icp}</span>
        <span>{footer.telecomLicence}</span>
      </div>
    </footer>
  );
}
