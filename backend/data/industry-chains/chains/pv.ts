import { link, segment, type ChainDefinition } from '../types';

export const PV: ChainDefinition = {
  code: 'pv',
  name: '光伏',
  description: '由多晶硅、硅片、电池片、组件到光伏电站建设运营构成的产业链。',
  stages: {
    上游: [
      segment('silicon', '硅料与硅片', [
        link('industrial-silicon', '工业硅', [], ['3218'], ['工业硅']),
        link('polysilicon', '多晶硅', [], ['3218', '3985'], ['多晶硅']),
        link('wafer', '单晶硅片', ['拉晶', '硅片切片'], ['3985', '3825'], ['单晶硅片']),
      ]),
      segment('auxiliary', '辅材', [
        link('glass', '光伏玻璃', [], ['3041', '3042'], ['光伏玻璃']),
        link('silver-paste', '光伏银浆', [], ['3985', '2669'], ['光伏银浆']),
        link('encapsulant', '光伏胶膜', [], ['2921', '2651'], ['光伏胶膜']),
        link('frame', '光伏边框', [], ['3252', '3311'], ['光伏边框']),
        link('mount', '光伏支架', [], ['3311', '3825'], ['光伏支架']),
      ]),
      segment('equipment', '光伏设备', [
        link('wafer-equipment', '硅片设备', ['金刚线切片机'], ['3562', '3569'], ['单晶炉']),
        link('cell-equipment', '电池片设备', [], ['3562', '3569'], ['光伏电池片设备']),
      ]),
    ],
    中游: [
      segment(
        'cells',
        '电池片',
        [
          link(
            'cell',
            '晶硅电池片',
            [],
            ['3825'],
            ['光伏电池片'],
            [
              link('perc', 'PERC电池', ['PERC电池'], ['3825']),
              link('topcon', 'TOPCon电池', ['TOPCon电池', '隧穿氧化层钝化'], ['3825']),
              link('hjt', '异质结电池', ['异质结电池', 'HJT电池'], ['3825']),
            ],
          ),
          link('perovskite', '钙钛矿电池', [], ['3825'], ['钙钛矿电池']),
        ],
        ['silicon'],
      ),
      segment(
        'modules',
        '光伏组件',
        [
          link('module', '晶硅组件', [], ['3825'], ['光伏组件']),
          link('bipv', '光伏建筑一体化', ['光伏建筑一体化', '光伏幕墙'], ['3825', '5013'], []),
        ],
        ['auxiliary', 'cells'],
      ),
      segment(
        'inverters',
        '逆变器',
        [link('inverter', '光伏逆变器', [], ['3825', '3821'], ['光伏逆变器'])],
        [],
      ),
    ],
    下游: [
      segment(
        'plants',
        '光伏电站',
        [
          link(
            'utility',
            '集中式电站',
            ['集中式光伏电站', '光伏电站开发', '光伏电站建设'],
            ['4416', '4875'],
            [],
          ),
          link(
            'distributed',
            '分布式光伏',
            ['分布式光伏', '屋顶光伏', '户用光伏'],
            ['4416', '4910'],
            [],
          ),
        ],
        ['modules', 'inverters'],
      ),
      segment('ops', '运维服务', [
        link('om', '电站运维', ['光伏运维', '光伏电站运维', '光伏清洗'], ['4416', '4350'], []),
      ]),
      segment(
        'pv-storage',
        '光储应用',
        [
          link(
            'pv-storage-charging',
            '光储充一体化',
            ['光储充', '光储一体化'],
            ['4416', '3825'],
            ['储能系统'],
          ),
        ],
        ['modules', 'inverters'],
      ),
    ],
  },
};
