import { Button } from 'antd';

// One heading, one paragraph and one antd button: the framework's own weight, nothing more.
export default function ReferencePage() {
  return (
    <main style={{ maxWidth: 960, margin: '24px auto', padding: '0 24px' }}>
      <h1>参考页面</h1>
      <p>Next.js 与 antd 的最小页面，作为公开页面体积的基准。</p>
      <Button type="primary">按钮</Button>
    </main>
  );
}
