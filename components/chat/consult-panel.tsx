import { ContactLines } from '@/components/layout/contact-lines';
import type { SiteConfig } from '@/lib/site/site-config';
import styles from './consult-panel.module.css';

/**
 * How to reach a person, under the assistant in the right bar's 在线咨询 frame. Made for a
 * 400 px frame: no header, footer or right bar of its own.
 */
export function ConsultPanel({ config }: { config: SiteConfig }) {
  return (
    <section className={styles.panel} data-testid="consult-panel" aria-label="人工客服">
      <h2 className={styles.title}>需要人工帮助？</h2>
      <p className={styles.text}>请通过以下方式联系我们的客服：</p>
      <div className={styles.lines}>
        <ContactLines contact={config.footer} />
      </div>
      <div className={styles.qr}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL */}
        <img src={config.qr.customerService} alt="客服中心二维码" width={120} height={120} />
        <span>微信扫码联系专属客服</span>
      </div>
    </section>
  );
}
