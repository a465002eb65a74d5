import { ContactLines } from '@/components/layout/contact-lines';
import type { SiteConfig } from '@/lib/site/site-config';
import styles from './consult-panel.module.css';

/**
 * What the right bar's 在线咨询 frame shows until the assistant exists: how to reach a person.
 * Made for a 400 px frame: no header, footer or right bar of its own.
 */
export function ConsultPanel({ config }: { config: SiteConfig }) {
  return (
    <main className={styles.panel} data-testid="consult-panel">
      <h1 className={styles.title}>您好，欢迎咨询</h1>
      <p className={styles.text}>智能助手即将上线。现在如需帮助，请通过以下方式联系我们的客服：</p>
      <div className={styles.lines}>
        <ContactLines contact={config.footer} />
      </div>
      <div className={styles.qr}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL */}
        <img src={config.qr.customerService} alt="客服中心二维码" width={120} height={120} />
        <span>微信扫码联系专属客服</span>
      </div>
    </main>
  );
}
