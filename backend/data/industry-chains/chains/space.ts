import { link, segment, type ChainDefinition } from '../types';

export const SPACE: ChainDefinition = {
  code: 'space',
  name: '商业航天',
  description:
    '以商业运载火箭和卫星星座为核心，覆盖元器件与分系统、发射测控、地面设备和卫星应用服务的产业链。',
  stages: {
    上游: [
      segment('materials', '材料与元器件', [
        link(
          'aerospace-materials',
          '航天材料',
          ['航天复合材料'],
          ['3240', '3062', '3091'],
          ['高温合金', '碳碳复合材料'],
        ),
        link('components', '宇航级元器件', [], ['3973', '3989'], ['宇航级元器件']),
      ]),
      segment('rocket-subsystems', '火箭分系统', [
        link('liquid-engine', '液体火箭发动机', [], ['3742', '3743'], ['液体火箭发动机']),
        link('solid-motor', '固体火箭发动机', [], ['3742'], ['固体火箭发动机']),
        link('structure', '箭体结构', [], ['3743'], ['箭体结构']),
      ]),
      segment('satellite-subsystems', '卫星分系统', [
        link('bus', '卫星平台', [], ['3743'], ['卫星平台']),
        link('payload', '星载载荷', [], ['3743', '3940'], ['星载载荷']),
        link('propulsion', '姿轨控与推进', ['反作用飞轮'], ['3743'], ['卫星推进系统']),
        link('power', '星载电源', [], ['3825', '3743'], ['空间太阳电池']),
      ]),
    ],
    中游: [
      segment(
        'rockets',
        '火箭制造',
        [link('launch-vehicle', '商业运载火箭', [], ['3742'], ['运载火箭'])],
        ['materials', 'rocket-subsystems'],
      ),
      segment(
        'satellites',
        '卫星制造',
        [
          link('comm', '通信卫星', [], ['3742'], ['通信卫星']),
          link('remote-sensing', '遥感卫星', [], ['3742'], ['遥感卫星']),
          link('navigation', '导航增强卫星', ['导航增强卫星', '北斗增强'], ['3742']),
        ],
        ['materials', 'satellite-subsystems'],
      ),
      segment(
        'launch',
        '发射与测控',
        [
          link('launch-service', '发射服务', ['火箭发射服务', '商业发射'], ['5639', '7320']),
          link('ttc', '测控服务', ['卫星测控', '航天测控'], ['6339', '4023']),
        ],
        [],
      ),
      segment(
        'ground',
        '地面设备',
        [
          link('terminal', '卫星终端', [], ['3922', '4023'], ['卫星通信终端']),
          link('station', '地面站设备', [], ['3921', '3940'], ['卫星地面站设备']),
        ],
        [],
      ),
    ],
    下游: [
      segment('applications', '卫星应用', [
        link('satcom', '卫星通信服务', [], ['6339', '6319'], ['卫星通信服务']),
        link('remote-sensing-service', '卫星遥感服务', [], ['6571', '7441'], ['遥感数据服务']),
        link(
          'navigation-service',
          '导航定位服务',
          ['卫星导航应用'],
          ['6571', '4023'],
          ['北斗导航定位服务'],
        ),
        link('in-orbit', '在轨服务与太空旅游', ['在轨服务', '太空旅游'], ['3749', '5629']),
      ]),
    ],
  },
};
