import { product, type CatalogCategory } from './types';

// The product catalogue (产品库) of find products: generic products, not brands, grouped
// in categories, written from public industry knowledge. Chain links name the products made
// on them (chains/*.ts); an enterprise's own products (table `products`) are facts that
// evidence which catalogue products it makes.

export const PRODUCT_CATALOG: readonly CatalogCategory[] = [
  {
    code: 'energy',
    name: '新能源与电池',
    children: [
      {
        code: 'battery-materials',
        name: '锂电材料',
        products: [
          product(
            'lithium-concentrate',
            '锂精矿',
            '锂辉石、锂云母等矿石选矿后的含锂精矿，是锂盐的原料。',
            ['锂辉石', '锂云母'],
          ),
          product(
            'lithium-carbonate',
            '碳酸锂',
            '锂电池正极材料与电解液的基础锂盐，电池级纯度在99.5%以上。',
            ['电池级碳酸锂'],
          ),
          product('lithium-hydroxide', '氢氧化锂', '高镍三元正极材料所用的锂盐。', [
            '单水氢氧化锂',
          ]),
          product('nickel-sulfate', '硫酸镍', '三元前驱体的镍源，由镍矿或镍中间品冶炼制得。'),
          product('cobalt-sulfate', '硫酸钴', '三元前驱体与钴酸锂的钴源。'),
          product(
            'natural-graphite',
            '天然石墨',
            '由石墨矿选矿提纯的鳞片或微晶石墨，可制负极材料。',
            ['石墨矿', '鳞片石墨'],
          ),
          product(
            'cathode-material',
            '正极材料',
            '锂离子电池正极的活性材料，决定电池的能量密度与成本。',
            ['三元材料', '磷酸铁锂', '钴酸锂', '锰酸锂', '三元前驱体'],
          ),
          product(
            'anode-material',
            '负极材料',
            '锂离子电池负极的活性材料，以人造石墨、天然石墨和硅基材料为主。',
            ['人造石墨负极', '硅碳负极', '硅基负极'],
          ),
          product('separator', '锂电池隔膜', '隔开电池正负极、允许锂离子通过的微孔薄膜。', [
            '湿法隔膜',
            '干法隔膜',
            '涂覆隔膜',
          ]),
          product('electrolyte', '电解液', '锂电池中传导锂离子的液体，由锂盐、溶剂和添加剂组成。', [
            '锂电池电解液',
            '六氟磷酸锂',
          ]),
          product('copper-foil', '锂电铜箔', '负极集流体用的超薄电解铜箔。', ['锂电池铜箔']),
          product('aluminum-foil', '电池铝箔', '正极集流体用的铝箔。'),
          product('conductive-agent', '导电剂', '提高电极导电性的碳材料，如导电炭黑、碳纳米管。', [
            '碳纳米管导电浆料',
          ]),
        ],
      },
      {
        code: 'batteries',
        name: '电池',
        products: [
          product('power-battery', '动力电池', '为电动汽车等提供驱动能量的锂离子电池。', [
            '动力锂电池',
            '动力电池包',
          ]),
          product('storage-battery', '储能电池', '用于电力储能的长寿命电池，以磷酸铁锂电芯为主。', [
            '储能电芯',
          ]),
          product(
            'consumer-battery',
            '消费类锂电池',
            '手机、笔记本电脑和可穿戴设备使用的锂电池。',
            ['消费电池'],
          ),
          product('prismatic-cell', '方形电池', '铝壳或钢壳封装的方形锂离子电芯。', ['方形锂电池']),
          product('cylindrical-cell', '圆柱电池', '圆柱形钢壳锂离子电芯，包括大圆柱电池。', [
            '大圆柱电池',
            '圆柱锂电池',
          ]),
          product('pouch-cell', '软包电池', '铝塑膜封装的锂离子电芯。', ['软包锂电池']),
          product(
            'solid-state-battery',
            '固态电池',
            '以固态电解质替代电解液的电池，包括半固态电池。',
            ['半固态电池'],
          ),
          product(
            'sodium-ion-battery',
            '钠离子电池',
            '以钠离子为载流子的二次电池，资源丰富、低温性能好。',
          ),
          product('flow-battery', '液流电池', '电解液储存在外部储罐中的电池，适合长时储能。', [
            '全钒液流电池',
          ]),
          product('fuel-cell-system', '燃料电池系统', '以氢气发电的燃料电池电堆及其辅助系统。', [
            '燃料电池电堆',
            '氢燃料电池',
          ]),
          product('battery-module', '电池模组', '若干电芯串并联并加以结构件和连接件组成的单元。'),
          product(
            'battery-pack',
            '电池包',
            '由模组或电芯、管理系统、热管理和箱体组成的电池系统。',
            ['电池系统总成'],
          ),
          product('bms', '电池管理系统', '监测电芯状态、均衡与保护电池的电子系统。'),
          product('two-wheeler-battery', '两轮车电池', '电动自行车、电动摩托车使用的锂电池。', [
            '电动自行车锂电池',
          ]),
          product(
            'recycled-battery-material',
            '再生电池材料',
            '从退役电池中回收的锂、镍、钴等材料。',
            ['废旧锂电池回收', '电池黑粉'],
          ),
        ],
      },
      {
        code: 'photovoltaic',
        name: '光伏产品',
        products: [
          product('industrial-silicon', '工业硅', '由硅石冶炼的金属硅，是多晶硅和有机硅的原料。', [
            '金属硅',
          ]),
          product('polysilicon', '多晶硅', '高纯多晶硅料，光伏与半导体硅片的原料。', [
            '颗粒硅',
            '光伏多晶硅',
          ]),
          product('pv-wafer', '单晶硅片', '由单晶硅棒切割的光伏硅片。', ['光伏硅片', '单晶硅棒']),
          product(
            'pv-cell',
            '光伏电池片',
            '把光能转为电能的晶硅电池片，包括PERC、TOPCon和异质结。',
            ['太阳能电池片', 'TOPCon电池', '异质结电池', 'PERC电池'],
          ),
          product('perovskite-cell', '钙钛矿电池', '以钙钛矿材料为吸光层的薄膜太阳能电池。', [
            '钙钛矿太阳能电池',
          ]),
          product('pv-module', '光伏组件', '电池片经串焊、层压封装而成的发电单元。', [
            '太阳能电池组件',
            '双面组件',
          ]),
          product('pv-glass', '光伏玻璃', '组件正面和背面使用的高透压延玻璃。', ['光伏压延玻璃']),
          product('silver-paste', '光伏银浆', '印刷在电池片上形成电极的导电银浆。', ['导电银浆']),
          product('encapsulant', '光伏胶膜', '封装电池片的EVA或POE胶膜。', ['EVA胶膜', 'POE胶膜']),
          product('pv-frame', '光伏边框', '保护组件并便于安装的铝合金边框。'),
          product('pv-mount', '光伏支架', '安装光伏组件的固定支架或跟踪支架。', ['跟踪支架']),
          product('pv-inverter', '光伏逆变器', '把光伏直流电转为交流电的电力电子设备。', [
            '组串式逆变器',
            '集中式逆变器',
            '微型逆变器',
          ]),
        ],
      },
      {
        code: 'energy-storage',
        name: '储能与氢能装备',
        products: [
          product('pcs', '储能变流器', '连接电池与电网、控制充放电的双向变流器。'),
          product('ess', '储能系统', '由电池、变流器、管理系统和温控消防组成的储能装置。', [
            '储能集装箱',
            '储能柜',
            '储能一体机',
          ]),
          product('home-storage', '户用储能设备', '家庭和便携使用的储能电源。', [
            '户用储能',
            '便携式储能',
          ]),
          product('ems', '能量管理系统', '调度储能与发用电设备的软件系统。', ['储能能量管理']),
          product('storage-thermal', '储能温控系统', '储能电池舱的液冷、风冷温控设备。', [
            '储能液冷',
            '储能温控',
          ]),
          product('electrolyzer', '电解水制氢设备', '以电能电解水制取氢气的设备。', [
            '电解槽',
            '电解水制氢',
          ]),
          product('charging-pile', '充电桩', '为电动汽车充电的交流或直流充电设备。', [
            '充电模块',
            '直流充电机',
          ]),
          product('swap-station', '换电站', '为电动汽车快速更换电池的站点设备。', ['换电设备']),
        ],
      },
    ],
  },
  {
    code: 'electronics',
    name: '电子信息',
    children: [
      {
        code: 'semiconductor-materials',
        name: '半导体材料',
        products: [
          product('silicon-wafer', '半导体硅片', '制造芯片的单晶硅衬底，包括抛光片和外延片。', [
            '硅晶圆',
            '抛光片',
            '外延片',
          ]),
          product('photoresist', '光刻胶', '光刻工艺中把图形转移到晶圆上的感光材料。'),
          product('specialty-gas', '电子特气', '芯片制造中刻蚀、沉积和掺杂使用的高纯气体。', [
            '电子气体',
            '电子特种气体',
          ]),
          product('wet-chemicals', '湿电子化学品', '晶圆清洗和刻蚀使用的超高纯化学试剂。', [
            '电子级化学品',
          ]),
          product('sputtering-target', '溅射靶材', '物理气相沉积中形成金属薄膜的高纯靶材。'),
          product('cmp-materials', '抛光材料', '化学机械抛光使用的抛光液和抛光垫。', [
            '抛光液',
            '抛光垫',
          ]),
          product('sic-substrate', '碳化硅衬底', '第三代半导体功率器件的衬底材料。', [
            '碳化硅晶片',
          ]),
        ],
      },
      {
        code: 'semiconductor-equipment',
        name: '半导体设备',
        products: [
          product('lithography', '光刻机', '把掩模图形曝光到晶圆上的设备。', ['光刻设备']),
          product('etcher', '刻蚀设备', '按图形去除晶圆表面材料的设备。', ['刻蚀机']),
          product('deposition', '薄膜沉积设备', '在晶圆上生长薄膜的化学或物理气相沉积设备。', [
            '化学气相沉积',
            '物理气相沉积',
            '原子层沉积',
          ]),
          product('inspection', '晶圆检测设备', '检测晶圆缺陷和量测尺寸的设备。', [
            '半导体检测设备',
            '量测设备',
          ]),
          product('cleaning', '晶圆清洗设备', '去除晶圆表面颗粒和沾污的设备。'),
          product('packaging-equipment', '封装设备', '划片、键合、塑封等芯片封装设备。', [
            '键合机',
            '划片机',
          ]),
        ],
      },
      {
        code: 'chips',
        name: '芯片与器件',
        products: [
          product('processor', '处理器芯片', '执行通用计算的CPU、GPU等芯片。', [
            'CPU芯片',
            'GPU芯片',
          ]),
          product('memory', '存储芯片', '保存数据的DRAM、NAND闪存等芯片。', [
            '闪存芯片',
            '内存芯片',
          ]),
          product('analog', '模拟芯片', '处理连续信号的电源管理、信号链芯片。', [
            '电源管理芯片',
            '信号链芯片',
          ]),
          product('power-semi', '功率半导体', '控制电能转换的IGBT、MOSFET和碳化硅器件。', [
            'IGBT模块',
            '碳化硅器件',
            '功率器件',
          ]),
          product('rf-chip', '射频芯片', '收发无线信号的射频前端芯片。', ['射频前端']),
          product('mcu', '微控制器', '集成处理器、存储和外设的单片芯片。', ['MCU芯片', '单片机']),
          product('ai-chip', 'AI芯片', '加速神经网络训练和推理的芯片。', [
            '人工智能芯片',
            '神经网络处理器',
            '智算芯片',
          ]),
          product('auto-chip', '车规级芯片', '满足汽车可靠性标准的芯片。', [
            '车规芯片',
            '汽车芯片',
          ]),
          product('ad-chip', '自动驾驶芯片', '运行感知与决策算法的车载计算芯片。', ['智驾芯片']),
          product('space-components', '宇航级元器件', '能在太空辐射和温度环境下工作的元器件。', [
            '抗辐照芯片',
            '宇航元器件',
          ]),
          product('wafer-foundry', '晶圆代工服务', '按设计方版图制造芯片晶圆的服务。', [
            '晶圆代工',
            '晶圆制造',
          ]),
          product('chip-packaging', '芯片封装测试', '为芯片提供封装保护和电性测试的服务。', [
            '先进封装',
            '芯片封装',
            '芯片测试',
          ]),
        ],
      },
      {
        code: 'sensors',
        name: '传感与通信器件',
        products: [
          product('lidar', '激光雷达', '以激光测距生成三维点云的传感器。'),
          product('mmwave-radar', '毫米波雷达', '以毫米波探测目标距离与速度的雷达。'),
          product('auto-camera', '车载摄像头', '汽车环视、前视和舱内摄像头模组。', ['环视摄像头']),
          product('ultrasonic-radar', '超声波雷达', '泊车用的近距离超声波传感器。'),
          product('torque-sensor', '力矩传感器', '测量关节或末端受力的传感器。', ['六维力传感器']),
          product('vision-system', '机器视觉系统', '以工业相机和算法完成识别、定位和检测的系统。', [
            '工业相机',
            '视觉检测系统',
          ]),
          product('telematics-module', '车载通信模组', '车辆联网的蜂窝通信模组和车载终端。', [
            '车载终端',
            '车规级通信模组',
          ]),
          product('rsu', '路侧单元', '车路协同系统中与车辆通信的路侧设备。', ['车路协同设备']),
          product('sat-terminal', '卫星通信终端', '接入卫星通信网络的用户终端。', [
            '卫星终端',
            '北斗终端',
          ]),
          product('ground-station', '卫星地面站设备', '跟踪、测控和接收卫星信号的地面设备。', [
            '地面接收站',
          ]),
        ],
      },
      {
        code: 'computing',
        name: '计算设备',
        products: [
          product('server', '服务器', '数据中心提供计算和存储的计算机。', [
            'AI服务器',
            '算力服务器',
          ]),
          product('smartphone', '智能手机', '集通信、计算和影像于一体的移动终端。'),
          product('wearable', '可穿戴设备', '智能手表、智能眼镜等穿戴式电子设备。', [
            '智能手表',
            '智能眼镜',
          ]),
          product('smart-speaker', '智能音箱', '以语音交互为入口的智能家居终端。'),
        ],
      },
    ],
  },
  {
    code: 'software',
    name: '软件与信息服务',
    children: [
      {
        code: 'software-products',
        name: '软件产品',
        products: [
          product('eda', 'EDA软件', '设计芯片电路与版图的电子设计自动化软件。', ['电子设计自动化']),
          product('ip-core', '半导体IP核', '可复用的芯片功能模块设计。', ['IP核']),
          product('llm', '大模型', '以海量数据训练、可生成文本图像的大规模预训练模型。', [
            '大语言模型',
            '生成式人工智能',
            '预训练模型',
          ]),
          product('cv-system', '计算机视觉系统', '识别图像和视频内容的软件系统。', [
            '图像识别',
            '人脸识别',
            '视觉识别',
          ]),
          product('speech-system', '智能语音系统', '语音识别与语音合成软件。', [
            '语音识别',
            '语音合成',
          ]),
          product(
            'nlp-system',
            '自然语言处理系统',
            '理解与生成人类语言的软件，如机器翻译、知识图谱。',
            ['机器翻译', '知识图谱'],
          ),
          product('ai-platform', 'AI开发平台', '训练、部署和管理模型的平台。', [
            '机器学习平台',
            '人工智能开放平台',
          ]),
          product('dl-framework', '深度学习框架', '构建和训练神经网络的基础软件。'),
          product('ad-software', '自动驾驶系统', '感知、决策和控制车辆的软件系统。', [
            '自动驾驶算法',
            '智能驾驶系统',
            '高级辅助驾驶',
          ]),
          product('vehicle-os', '车载操作系统', '运行于汽车座舱或控制器上的操作系统。', [
            '汽车操作系统',
          ]),
          product('hd-map', '高精地图', '供自动驾驶使用的厘米级精度地图。'),
        ],
      },
      {
        code: 'digital-services',
        name: '数据与算力服务',
        products: [
          product('computing-power', '算力服务', '以智算中心向用户提供计算资源的服务。', [
            '算力租赁',
            '智算中心',
          ]),
          product('cloud', '云服务', '按需提供计算、存储和网络资源的服务。', ['云计算']),
          product('data-labeling', '数据标注服务', '为模型训练标注图像、文本和语音数据。', [
            '数据标注',
          ]),
          product('remote-sensing-data', '遥感数据服务', '提供卫星遥感影像及其解译产品的服务。', [
            '遥感影像',
            '卫星遥感应用',
          ]),
          product('satcom-service', '卫星通信服务', '经卫星提供宽带和语音通信的服务。', [
            '卫星宽带',
            '卫星互联网',
          ]),
          product('beidou-service', '北斗导航定位服务', '基于北斗的高精度定位和导航服务。', [
            '北斗导航',
            '高精度定位',
          ]),
          product('iov-service', '车联网服务', '车辆远程监控、信息娱乐和在线升级服务。', [
            '车联网平台',
            'OTA升级',
          ]),
        ],
      },
    ],
  },
  {
    code: 'auto',
    name: '汽车与零部件',
    children: [
      {
        code: 'vehicles',
        name: '整车',
        products: [
          product('bev', '纯电动乘用车', '仅以动力电池驱动的乘用车。', ['纯电动汽车']),
          product('phev', '插电式混合动力汽车', '可外接充电的混合动力汽车，含增程式电动车。', [
            '插电式混合动力',
            '增程式电动汽车',
          ]),
          product('electric-bus', '新能源客车', '纯电动或燃料电池驱动的客车。', ['电动客车']),
          product('electric-truck', '电动重卡', '纯电动或换电的重型载货汽车。', ['新能源重卡']),
          product('fcev', '燃料电池汽车', '以氢燃料电池发电驱动的汽车。', ['氢能汽车']),
          product('icv', '智能网联汽车', '具备辅助或自动驾驶与网联功能的汽车。', ['智能汽车']),
          product('autonomous-truck', '无人驾驶卡车', '可在限定场景自动驾驶的货车和配送车。', [
            '自动驾驶重卡',
            '无人配送车',
          ]),
        ],
      },
      {
        code: 'auto-parts',
        name: '汽车零部件',
        products: [
          product('drive-motor', '驱动电机', '电动汽车的驱动电动机。', [
            '扁线电机',
            '永磁同步电机',
          ]),
          product('motor-controller', '电机控制器', '控制驱动电机转矩和转速的电力电子装置。', [
            '整车控制器',
          ]),
          product('e-axle', '电驱动总成', '电机、电控和减速器集成的驱动系统。', [
            '电驱系统',
            '三合一电驱',
          ]),
          product('thermal-management', '汽车热管理系统', '调节电池、电机和座舱温度的系统。', [
            '热泵空调',
            '电动压缩机',
          ]),
          product('domain-controller', '域控制器', '集中处理智能驾驶或座舱功能的车载计算单元。', [
            '智驾域控',
            '座舱域控',
          ]),
          product('brake-by-wire', '线控制动系统', '以电信号控制制动的系统。', [
            '线控制动',
            '电子制动',
          ]),
          product('steer-by-wire', '线控转向系统', '以电信号控制转向的系统。', [
            '线控转向',
            '电动助力转向',
          ]),
          product('hud', '抬头显示', '把行车信息投射到前挡风玻璃的显示设备。', ['抬头显示器']),
          product('smart-cockpit', '智能座舱系统', '车机、仪表和交互的一体化座舱电子系统。', [
            '智能座舱',
            '车机系统',
            '车载信息娱乐',
          ]),
          product('die-casting', '一体化压铸件', '以大型压铸机一次成型的车身结构件。', [
            '一体化压铸',
            '汽车铝合金压铸',
          ]),
        ],
      },
    ],
  },
  {
    code: 'equipment',
    name: '高端装备',
    children: [
      {
        code: 'robots',
        name: '机器人',
        products: [
          product('articulated-robot', '多关节机器人', '六轴等多关节串联的工业机器人。', [
            '六轴机器人',
          ]),
          product('scara', 'SCARA机器人', '平面关节型工业机器人，擅长高速装配。'),
          product('cobot', '协作机器人', '可与人在同一空间安全协同作业的机器人。'),
          product('mobile-robot', '移动机器人', '自动导引车和自主移动机器人。', [
            '自动导引车',
            '自主移动机器人',
          ]),
          product('special-robot', '特种机器人', '巡检、防爆、消防等特殊环境作业机器人。', [
            '巡检机器人',
            '防爆机器人',
          ]),
          product('service-robot', '服务机器人', '在商业和家庭场景提供服务的机器人。', [
            '人形机器人',
            '智能机器人',
          ]),
          product('welding-robot', '焊接机器人', '完成弧焊、点焊和激光焊的机器人工作站。', [
            '机器人焊接工作站',
          ]),
          product('palletizing-robot', '码垛机器人', '完成搬运和码垛的机器人。', ['搬运机器人']),
          product('painting-robot', '喷涂机器人', '完成喷漆和涂装的机器人。'),
        ],
      },
      {
        code: 'robot-parts',
        name: '机器人核心部件',
        products: [
          product('reducer', '精密减速器', '机器人关节使用的RV减速器和谐波减速器。', [
            'RV减速器',
            '谐波减速器',
          ]),
          product('servo', '伺服电机', '闭环控制位置和速度的电机及其驱动器。', [
            '伺服驱动器',
            '伺服系统',
          ]),
          product('robot-controller', '机器人控制器', '规划和控制机器人运动的控制器。', [
            '运动控制器',
          ]),
          product('end-effector', '末端执行器', '装在机器人末端的夹爪、吸盘和工具。', [
            '机器人夹爪',
            '工业夹爪',
          ]),
        ],
      },
      {
        code: 'production-equipment',
        name: '专用生产设备',
        products: [
          product('coater', '锂电涂布机', '把电极浆料涂布到集流体上的设备。', ['涂布机', '辊压机']),
          product('winder', '卷绕机', '把极片和隔膜卷绕或叠片成电芯的设备。', ['叠片机']),
          product('formation', '化成分容设备', '电芯首次充放电和容量分选的设备。', ['化成分容']),
          product('crystal-furnace', '单晶炉', '拉制单晶硅棒的设备。', ['光伏单晶炉']),
          product('cell-equipment', '光伏电池片设备', '电池片制绒、扩散、镀膜和印刷设备。', [
            '扩散炉',
            '丝网印刷设备',
          ]),
          product('pharma-equipment', '制药设备', '药品生产用的冻干、灌装和制剂设备。', [
            '冻干机',
            '制剂设备',
          ]),
          product('bioreactor', '生物反应器', '培养细胞或微生物的受控反应容器。', [
            '细胞培养反应器',
          ]),
          product('fermenter', '发酵罐', '工业微生物发酵的罐体及控制系统。', ['发酵设备']),
          product('separation', '分离纯化设备', '从发酵液中分离提纯产物的设备。', [
            '膜分离设备',
            '层析设备',
          ]),
        ],
      },
      {
        code: 'aircraft',
        name: '航空器与无人机',
        products: [
          product('consumer-drone', '消费级无人机', '航拍和娱乐用的小型无人机。', ['航拍无人机']),
          product('industrial-drone', '工业级无人机', '植保、巡检、测绘和物流用的无人机。', [
            '植保无人机',
            '行业无人机',
          ]),
          product('evtol', 'eVTOL飞行器', '电动垂直起降飞行器，用于城市空中交通。', [
            '电动垂直起降',
            '飞行汽车',
          ]),
          product('ga-aircraft', '通用飞机', '用于通用航空的固定翼飞机和直升机。', [
            '通用航空器',
            '直升机',
          ]),
          product('flight-control', '飞控系统', '控制飞行器姿态和航迹的系统。', ['飞行控制器']),
          product('avionics', '航电设备', '飞行器上的导航、通信和显示电子设备。', [
            '机载设备',
            '航空电子',
          ]),
          product('electric-propulsion', '航空电推进系统', '驱动电动飞行器的电机、电调和螺旋桨。', [
            '航空电机',
            '无人机电机',
          ]),
          product('aviation-battery', '航空电池', '飞行器使用的高能量密度电池。', ['无人机电池']),
        ],
      },
      {
        code: 'space',
        name: '航天器与运载火箭',
        products: [
          product('launch-vehicle', '运载火箭', '把卫星等航天器送入轨道的火箭。', [
            '商业火箭',
            '可复用火箭',
          ]),
          product('liquid-engine', '液体火箭发动机', '以液体推进剂工作的火箭发动机。', [
            '液氧甲烷发动机',
            '火箭发动机',
          ]),
          product('solid-motor', '固体火箭发动机', '以固体推进剂工作的火箭发动机。'),
          product('rocket-structure', '箭体结构', '火箭的贮箱、舱段和整流罩。', [
            '火箭贮箱',
            '整流罩',
          ]),
          product('comm-satellite', '通信卫星', '提供通信与互联网接入的卫星，多为低轨星座。', [
            '低轨卫星',
          ]),
          product('rs-satellite', '遥感卫星', '以光学或雷达载荷观测地球的卫星。', [
            '光学遥感卫星',
            'SAR卫星',
          ]),
          product('satellite-bus', '卫星平台', '为载荷提供结构、电源、姿控和测控的卫星本体。', [
            '卫星结构',
          ]),
          product('payload', '星载载荷', '卫星上的通信、遥感或科学载荷。', [
            '卫星载荷',
            '遥感载荷',
            '星载相控阵',
          ]),
          product('sat-propulsion', '卫星推进系统', '卫星变轨和姿态控制的推进系统。', [
            '霍尔推力器',
            '卫星电推进',
          ]),
          product('space-solar', '空间太阳电池', '为航天器供电的太阳电池阵。', [
            '太阳翼',
            '星载电源',
          ]),
        ],
      },
    ],
  },
  {
    code: 'health',
    name: '医药健康',
    children: [
      {
        code: 'pharma-inputs',
        name: '医药原料',
        products: [
          product('api', '原料药', '药品中的有效成分，经制剂加工成药品。', ['化学原料药']),
          product('intermediate', '医药中间体', '合成原料药过程中的化工中间产品。'),
          product('excipient', '药用辅料', '制剂中除有效成分外的赋形剂和包装材料。', ['药包材']),
          product('reagent', '生物试剂', '生命科学研究和生产使用的抗体、酶和分子试剂。', [
            '分子生物学试剂',
            '抗体试剂',
          ]),
          product('culture-medium', '细胞培养基', '供细胞生长的营养液。', ['培养基']),
        ],
      },
      {
        code: 'drugs',
        name: '药品',
        products: [
          product('chemical-drug', '化学药制剂', '以化学合成原料药制成的片剂、注射剂等。', [
            '仿制药',
            '化学创新药',
          ]),
          product('biologic', '生物药', '以生物技术制备的抗体、重组蛋白等药物。', [
            '单克隆抗体',
            '抗体药物',
            '重组蛋白',
          ]),
          product('vaccine', '疫苗', '预防传染病的生物制品。', ['mRNA疫苗']),
          product('cell-therapy', '细胞治疗产品', 'CAR-T等以活细胞治疗疾病的产品。', [
            '细胞治疗',
            '基因治疗',
          ]),
          product('tcm', '中成药', '以中药材为原料按处方制成的成药。', ['中药配方颗粒']),
          product('tcm-pieces', '中药饮片', '中药材经炮制后可直接入药的饮片。'),
        ],
      },
      {
        code: 'medical-devices',
        name: '医疗器械',
        products: [
          product('imaging', '医学影像设备', 'CT、磁共振、超声和X射线成像设备。', [
            'CT设备',
            '磁共振',
            '超声诊断设备',
          ]),
          product('ivd', '体外诊断试剂', '在体外检测血液、体液样本的试剂和仪器。', [
            '体外诊断',
            '诊断试剂',
          ]),
          product(
            'high-value-consumables',
            '高值医用耗材',
            '心脏支架、人工关节等植入和介入耗材。',
            ['心脏支架', '人工关节', '骨科植入物', '介入耗材'],
          ),
          product('low-value-consumables', '低值医用耗材', '注射器、敷料、手套等一次性耗材。', [
            '医用敷料',
            '一次性注射器',
          ]),
          product('rehab', '康复器械', '辅助康复训练和生活的器械。', ['康复辅具', '康复机器人']),
        ],
      },
    ],
  },
  {
    code: 'bio',
    name: '生物制造产品',
    children: [
      {
        code: 'enzymes',
        name: '菌种与酶',
        products: [
          product('enzyme', '酶制剂', '以微生物发酵生产的工业用酶。', ['工业酶', '饲用酶']),
          product('strain', '工业菌种', '经选育或基因编辑用于生产的微生物菌株。', [
            '菌种选育',
            '工程菌株',
          ]),
        ],
      },
      {
        code: 'fermentation-products',
        name: '发酵产品',
        products: [
          product('amino-acid', '氨基酸', '以发酵法生产的赖氨酸、谷氨酸等。', [
            '赖氨酸',
            '谷氨酸',
            '苏氨酸',
          ]),
          product('organic-acid', '有机酸', '以发酵法生产的乳酸、柠檬酸、丁二酸等。', [
            '柠檬酸',
            '丁二酸',
            '发酵乳酸',
          ]),
          product('vitamin', '维生素', '以发酵或合成法生产的维生素。'),
          product('bioethanol', '燃料乙醇', '以粮食或纤维素发酵生产的乙醇燃料。', ['纤维素乙醇']),
          product('biodiesel', '生物柴油', '以油脂制取的柴油替代燃料。', ['生物航煤']),
          product('starch-sugar', '淀粉糖', '淀粉水解得到的葡萄糖浆等发酵原料。', ['葡萄糖浆']),
        ],
      },
      {
        code: 'biomaterials',
        name: '生物基材料',
        products: [
          product('pla', '聚乳酸', '以乳酸聚合的可降解生物基塑料。', ['PLA材料']),
          product('pha', '聚羟基脂肪酸酯', '微生物合成的可降解聚酯。', ['PHA材料']),
          product('bio-nylon', '生物基尼龙', '以生物基二元胺或二元酸聚合的聚酰胺。', [
            '生物基聚酰胺',
          ]),
          product('degradable-plastic', '生物降解塑料', '可在自然或堆肥条件下降解的塑料制品。', [
            '可降解塑料',
            '全生物降解',
          ]),
          product('collagen', '重组胶原蛋白', '以基因工程表达的胶原蛋白，用于医美和医疗。'),
          product('hyaluronic-acid', '透明质酸', '以发酵法生产的保湿和医用多糖。', ['玻尿酸']),
          product('bio-pesticide', '生物农药', '以微生物或其代谢物制成的农药。', ['微生物农药']),
          product('microbial-fertilizer', '微生物肥料', '含有益微生物的肥料。', [
            '生物有机肥',
            '微生物菌剂',
          ]),
          product('probiotics', '益生菌', '对人体或动物有益的活菌制剂。'),
        ],
      },
    ],
  },
  {
    code: 'materials',
    name: '关键材料',
    children: [
      {
        code: 'advanced-materials',
        name: '先进材料',
        products: [
          product('ndfeb', '钕铁硼永磁体', '高性能稀土永磁材料，用于驱动电机和伺服电机。', [
            '钕铁硼',
            '稀土永磁',
          ]),
          product('carbon-fiber', '碳纤维复合材料', '以碳纤维增强树脂的轻质高强材料。', ['碳纤维']),
          product('superalloy', '高温合金', '能在高温下保持强度的镍基、钴基合金。'),
          product('c-c-composite', '碳碳复合材料', '耐超高温的碳纤维增强碳基材料。'),
        ],
      },
    ],
  },
];
