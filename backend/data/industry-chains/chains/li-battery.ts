import { link, segment, type ChainDefinition } from '../types';

export const LI_BATTERY: ChainDefinition = {
  code: 'li-battery',
  name: '锂电池',
  description: '从锂资源与四大主材到电芯、电池系统及储能、动力、消费应用的产业链。',
  stages: {
    上游: [
      segment('resources', '资源', [
        link('lithium-ore', '锂矿', ['锂矿', '盐湖提锂'], ['0939'], ['锂精矿']),
        link('lithium-salt', '锂盐', ['锂盐'], ['2613', '3239'], ['碳酸锂', '氢氧化锂']),
        link('nickel-cobalt', '钴镍', ['钴矿', '镍矿'], ['0913', '3213'], ['硫酸镍', '硫酸钴']),
        link('graphite', '石墨', [], ['1092', '3091'], ['天然石墨']),
      ]),
      segment(
        'main-materials',
        '四大主材',
        [
          link('cathode', '正极材料', [], ['3985', '2613'], ['正极材料']),
          link('anode', '负极材料', [], ['3091', '3985'], ['负极材料']),
          link('separator', '隔膜', [], ['2921', '3985'], ['锂电池隔膜']),
          link('electrolyte', '电解液', [], ['2661', '2669'], ['电解液']),
        ],
        ['resources'],
      ),
      segment(
        'auxiliary',
        '辅材',
        [
          link('copper-foil', '铜箔', [], ['3251'], ['锂电铜箔']),
          link('aluminum-foil', '铝箔', [], ['3252'], ['电池铝箔']),
          link('conductive', '导电剂', [], ['2669'], ['导电剂']),
        ],
        [],
      ),
    ],
    中游: [
      segment(
        'cells',
        '电芯制造',
        [
          link('prismatic', '方形电池', [], ['3841'], ['方形电池']),
          link('cylindrical', '圆柱电池', [], ['3841'], ['圆柱电池']),
          link('pouch', '软包电池', [], ['3841'], ['软包电池']),
          link('solid-state', '固态电池', [], ['3841'], ['固态电池']),
          link('sodium-ion', '钠离子电池', [], ['3849'], ['钠离子电池']),
        ],
        ['main-materials', 'auxiliary'],
      ),
      segment(
        'systems',
        '电池系统',
        [
          link('pack', '电池包', ['电池模组'], ['3841'], ['电池包', '电池模组']),
          link('bms', '电池管理系统', [], ['3829', '3841'], ['电池管理系统']),
        ],
        ['cells'],
      ),
      segment(
        'equipment',
        '锂电设备',
        [
          link('front', '前段设备', ['锂电池涂布', '极片制造设备'], ['3563'], ['锂电涂布机']),
          link('middle', '中段设备', ['电芯装配设备'], ['3563'], ['卷绕机']),
          link('back', '后段设备', ['电池检测设备'], ['3563'], ['化成分容设备']),
        ],
        [],
      ),
    ],
    下游: [
      segment(
        'applications',
        '应用',
        [
          link('power', '动力电池', [], ['3841'], ['动力电池']),
          link('storage', '储能电池', [], ['3841'], ['储能电池']),
          link('consumer', '消费电池', [], ['3841'], ['消费类锂电池']),
          link('two-wheeler', '两轮车电池', [], ['3841'], ['两轮车电池']),
        ],
        ['cells', 'systems'],
      ),
      segment(
        'recycling',
        '电池回收',
        [
          link('echelon', '梯次利用', ['梯次利用'], ['4220']),
          link('recovery', '再生利用', ['湿法回收'], ['4210', '4220'], ['再生电池材料']),
        ],
        ['applications'],
      ),
    ],
  },
};
