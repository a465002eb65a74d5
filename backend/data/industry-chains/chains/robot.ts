import { link, segment, type ChainDefinition } from '../types';

export const ROBOT: ChainDefinition = {
  code: 'robot',
  name: '工业机器人',
  description: '由减速器、伺服系统、控制器等核心部件到本体制造与系统集成的产业链。',
  stages: {
    上游: [
      segment('components', '核心零部件', [
        link('reducer', '精密减速器', [], ['3453'], ['精密减速器']),
        link('servo', '伺服系统', [], ['3813', '4011'], ['伺服电机']),
        link('controller', '控制器', [], ['4011', '3914'], ['机器人控制器']),
        link('sensor', '传感器', ['视觉传感器'], ['3983', '4019'], ['力矩传感器']),
        link('end-effector', '末端执行器', [], ['3491', '3489'], ['末端执行器']),
      ]),
    ],
    中游: [
      segment('bodies', '机器人本体', [
        link('articulated', '多关节机器人', [], ['3491'], ['多关节机器人']),
        link('scara', 'SCARA机器人', [], ['3491'], ['SCARA机器人']),
        link('cobot', '协作机器人', [], ['3491'], ['协作机器人']),
        link('mobile', '移动机器人', [], ['3491', '3433'], ['移动机器人']),
        link('special', '特种机器人', [], ['3492'], ['特种机器人']),
      ]),
    ],
    下游: [
      segment('integration', '系统集成', [
        link('welding', '焊接', [], ['3424', '3491'], ['焊接机器人']),
        link('handling', '搬运码垛', [], ['3491'], ['码垛机器人']),
        link('assembly', '装配', ['自动化装配线', '机器人装配'], ['3491', '3599']),
        link('painting', '喷涂', [], ['3466', '3491'], ['喷涂机器人']),
        link('vision', '机器视觉', ['机器视觉'], ['4011', '3983'], ['机器视觉系统']),
      ]),
      segment('industries', '应用行业', [
        link('automotive', '汽车制造', ['汽车焊装线', '汽车自动化生产线'], ['3599', '3670']),
        link('electronics', '3C电子', ['3C自动化', '电子装配自动化'], ['3563']),
        link('metal', '金属加工', ['机床上下料', '金属加工自动化'], ['3421', '3425']),
      ]),
    ],
  },
};
