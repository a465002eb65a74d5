import { link, segment, type ChainDefinition } from '../types';

export const ENERGY_STORAGE: ChainDefinition = {
  code: 'energy-storage',
  name: '储能',
  description:
    '以电化学储能为主、兼顾压缩空气、抽水蓄能和氢储能，覆盖电芯与设备、系统集成到电站运营的产业链。',
  stages: {
    上游: [
      segment('cells', '储能电池', [
        link('lfp-cell', '储能电芯', [], ['3841'], ['储能电池']),
        link('sodium-ion', '钠离子电池', [], ['3849'], ['钠离子电池']),
        link('flow', '液流电池', [], ['3849'], ['液流电池']),
      ]),
      segment('equipment', '关键设备', [
        link('pcs', '储能变流器', [], ['3824', '3821'], ['储能变流器']),
        link('bms', '储能电池管理', ['储能电池管理'], ['3829'], ['电池管理系统']),
        link('ems', '能量管理系统', [], ['6513', '4011'], ['能量管理系统']),
        link('thermal-fire', '温控与消防', ['储能消防'], ['3464', '3595'], ['储能温控系统']),
      ]),
      segment('other-tech', '其他储能技术', [
        link('caes', '压缩空气储能', ['压缩空气储能'], ['3442', '4419']),
        link('flywheel', '飞轮储能', ['飞轮储能'], ['3819']),
        link('pumped-hydro', '抽水蓄能', ['抽水蓄能'], ['4413', '4872']),
        link('hydrogen', '氢储能', ['氢储能', '储氢'], ['2619', '3569'], ['电解水制氢设备']),
      ]),
    ],
    中游: [
      segment(
        'integration',
        '系统集成',
        [
          link(
            'system',
            '储能系统集成',
            ['储能集成'],
            ['3829', '3841'],
            ['储能系统'],
            [
              link('ci', '工商业储能', ['工商业储能'], ['3829']),
              link('utility-scale', '大型储能', ['大储系统', '储能电站设备'], ['3829']),
            ],
          ),
          link('residential', '户用与便携储能', [], ['3841', '3849'], ['户用储能设备']),
        ],
        ['cells', 'equipment'],
      ),
      segment(
        'epc',
        '储能工程',
        [link('construction', '储能电站建设', ['储能电站建设', '储能电站工程'], ['4879', '4910'])],
        [],
      ),
    ],
    下游: [
      segment(
        'plants',
        '电站应用',
        [
          link('generation-side', '电源侧储能', ['新能源配储', '电源侧储能'], ['4416', '4415']),
          link('grid-side', '电网侧储能', ['电网侧储能', '独立储能', '共享储能'], ['4420']),
          link('user-side', '用户侧储能', ['用户侧储能'], ['4420']),
        ],
        ['integration'],
      ),
      segment(
        'services',
        '储能服务',
        [
          link('om', '储能运维', ['储能运维', '储能电站运维'], ['4420', '4350']),
          link('vpp', '虚拟电厂', ['虚拟电厂', '需求响应', '负荷聚合'], ['4420']),
          link('integrated-energy', '综合能源服务', ['综合能源服务'], ['4420', '7514']),
        ],
        [],
      ),
    ],
  },
};
