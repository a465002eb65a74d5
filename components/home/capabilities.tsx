// What the product offers (SPEC.md §1), as the home page introduces it.
const CAPABILITIES = [
  { title: '找客户', text: '按行业、地区、规模和资质筛选目标企业，发现潜在客户。' },
  { title: '找商机', text: '关注企业动态与变更，第一时间把握业务机会。' },
  { title: '找产品', text: '从产品出发，定位上下游生产企业与供应商。' },
  { title: '企业查询', text: '工商信息、股东股权、对外投资、关系图谱一站可查。' },
  { title: '产业链查询', text: '按产业链环节梳理龙头与配套企业。' },
  { title: '产业情报', text: '宏观经济、产业地图与招商地图，辅助决策。' },
  { title: '供应链分析', text: '识别核心企业及其供应链上下游关系。' },
  { title: '金融服务', text: '融资、存款、潜客筛选、渠道推广与客户管理线索。' },
] as const;

export function Capabilities() {
  return (
    <section
      aria-label="产品能力"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 24,
        maxWidth: 1200,
        margin: '40px auto',
      }}
    >
      {CAPABILITIES.map((c) => (
        <article key={c.title} style={{ background: '#fff', borderRadius: 8, padding: 24 }}>
          <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{c.title}</h2>
          <p style={{ margin: 0, color: 'rgba(0,0,0,0.65)', lineHeight: 1.7 }}>{c.text}</p>
        </article>
      ))}
    </section>
  );
}
