import { link, segment, type ChainDefinition } from '../types';

export const BIOMANUFACTURING: ChainDefinition = {
  code: 'biomanufacturing',
  name: '生物制造',
  description:
    '以合成生物学和工业发酵为核心，把生物质原料转化为化学品、材料、食品和医药原料的产业链。',
  stages: {
    上游: [
      segment('strains', '菌种与酶', [
        link('strain', '工业菌种', ['基因编辑菌株'], ['7310', '7512'], ['工业菌种']),
        link('enzyme', '酶制剂', [], ['1495', '2661'], ['酶制剂']),
        link(
          'synbio',
          '合成生物学平台',
          ['合成生物学', '细胞工厂', '生物铸造'],
          ['7310', '7320', '7512'],
        ),
      ]),
      segment('feedstock', '原料', [
        link('starch-sugar', '淀粉糖', [], ['1391'], ['淀粉糖']),
        link(
          'biomass',
          '非粮生物质',
          ['非粮生物质', '秸秆综合利用', '生物质原料'],
          ['2542', '4220'],
        ),
      ]),
      segment('equipment', '生物制造装备', [
        link('fermenter', '发酵设备', [], ['3531', '3544'], ['发酵罐', '生物反应器']),
        link('separation', '分离纯化设备', [], ['3463', '3544'], ['分离纯化设备']),
      ]),
    ],
    中游: [
      segment(
        'fermentation',
        '生物发酵产品',
        [
          link('amino-acid', '氨基酸', [], ['1495', '2614'], ['氨基酸']),
          link('organic-acid', '有机酸', [], ['2614'], ['有机酸']),
          link('vitamin', '维生素', [], ['2710', '1495'], ['维生素']),
          link('biofuel', '生物燃料', [], ['2541', '1511'], ['燃料乙醇', '生物柴油']),
        ],
        ['strains', 'feedstock'],
      ),
      segment(
        'materials',
        '生物基材料',
        [
          link('pla', '聚乳酸', [], ['2832', '2651'], ['聚乳酸']),
          link('pha', 'PHA', [], ['2832'], ['聚羟基脂肪酸酯']),
          link('bio-nylon', '生物基尼龙', [], ['2831', '2821'], ['生物基尼龙']),
          link('degradable', '生物降解塑料', [], ['2921', '2929', '2832'], ['生物降解塑料']),
        ],
        ['strains', 'feedstock', 'fermentation'],
      ),
      segment(
        'chemicals',
        '生物基化学品',
        [
          link('bio-pesticide', '生物农药', [], ['2632'], ['生物农药']),
          link('microbial-fertilizer', '微生物肥料', [], ['2625'], ['微生物肥料']),
          link('bio-actives', '生物活性物', [], ['2761', '2682'], ['重组胶原蛋白', '透明质酸']),
        ],
        ['strains'],
      ),
    ],
    下游: [
      segment('applications', '应用领域', [
        link('food', '食品与营养', ['功能性食品配料', '代糖'], ['1491', '1495'], ['益生菌']),
        link('cosmetics', '医美与化妆品', ['医美材料', '功效性护肤原料'], ['2682']),
        link('agriculture', '农业与饲料', ['饲料添加剂'], ['1329', '1495']),
        link('packaging', '绿色包装与纺织', ['可降解包装', '生物基纤维'], ['2831', '2926']),
      ]),
    ],
  },
};
