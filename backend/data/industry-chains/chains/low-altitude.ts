import { link, segment, type ChainDefinition } from '../types';

export const LOW_ALTITUDE: ChainDefinition = {
  code: 'low-altitude',
  name: '低空经济',
  description: '以无人机和电动垂直起降飞行器为核心，涵盖低空基础设施、飞行服务与应用场景的产业链。',
  stages: {
    上游: [
      segment('components', '原材料与部件', [
        link('composite', '碳纤维复合材料', [], ['3062', '2829'], ['碳纤维复合材料']),
        link('battery', '航空电池', [], ['3841', '3849'], ['航空电池']),
        link('flight-control', '飞控系统', [], ['3744', '4023'], ['飞控系统']),
        link('avionics', '航电设备', [], ['3744'], ['航电设备']),
        link('propulsion', '电推进系统', [], ['3813', '3744'], ['航空电推进系统']),
      ]),
    ],
    中游: [
      segment('aircraft', '整机制造', [
        link('consumer-drone', '消费级无人机', [], ['3963'], ['消费级无人机']),
        link('industrial-drone', '工业级无人机', [], ['3963', '3744'], ['工业级无人机']),
        link('evtol', 'eVTOL飞行器', [], ['3741', '3749'], ['eVTOL飞行器']),
        link('general-aviation', '通用航空器', [], ['3741'], ['通用飞机']),
      ]),
      segment(
        'infrastructure',
        '低空基础设施',
        [
          link('vertiport', '起降场', ['垂直起降场', '通用机场', '无人机起降场'], ['5631', '4819']),
          link('cns', '通信导航监视', ['低空监视', '低空通信', '无人机监管平台'], ['3940', '4023']),
          link('flight-service', '飞行服务', ['低空飞行服务', '飞行服务站'], ['5632', '6531']),
        ],
        [],
      ),
    ],
    下游: [
      segment(
        'operations',
        '运营服务',
        [
          link('logistics', '低空物流', ['低空物流', '无人机配送'], ['5612', '5629']),
          link('tourism', '空中游览', ['空中游览', '低空旅游', '观光飞行'], ['5622']),
          link('rescue', '应急救援', ['航空应急救援', '无人机救援'], ['5629']),
          link('crop-protection', '农林植保', ['无人机植保', '飞防服务'], ['0515', '5621']),
          link(
            'training',
            '航空培训',
            ['无人机培训', '飞行培训', '无人机驾驶员培训'],
            ['8391', '5629'],
          ),
          link('surveying', '航空测绘', ['航空测绘', '无人机测绘', '无人机巡检'], ['7441', '5621']),
        ],
        ['aircraft'],
      ),
    ],
  },
};
