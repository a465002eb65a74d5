import { PRODUCT_TITLE } from '@/lib/constants';

// gywm: 关于我们, the user agreement (cur=0) and the privacy policy (cur=1).

export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalDocument = { title: string; sections: LegalSection[] };

export const USER_AGREEMENT: LegalDocument = {
  title: '用户协议',
  sections: [
    {
      heading: '一、协议的接受',
      paragraphs: [
        `欢迎使用${PRODUCT_TITLE}。您在注册、登录或使用本平台服务前，应当仔细阅读本协议。您登录或使用本平台，即表示您已阅读并同意接受本协议的全部内容。`,
      ],
    },
    {
      heading: '二、账户',
      paragraphs: [
        '您应使用本人实名的中国大陆手机号码注册账户，并对账户下的一切行为负责。请妥善保管密码与短信验证码，不得将账户出借、转让给他人使用。',
        '发现账户被盗用或存在安全隐患时，请立即修改密码并联系客服。',
      ],
    },
    {
      heading: '三、数据与服务',
      paragraphs: [
        '本平台提供的企业工商信息、股权关系、产业链、企业动态等数据来源于公开渠道及合法授权渠道，仅供参考，不构成任何投资、授信或其他决策建议。',
        '未经书面许可，您不得以爬虫、批量导出等方式获取平台数据，不得将平台数据转售或用于违法用途。',
      ],
    },
    {
      heading: '四、会员与权限',
      paragraphs: [
        '不同会员等级可使用的功能不同，具体以平台页面展示为准。试用账户的功能与数据范围受到限制。',
      ],
    },
    {
      heading: '五、行为规范',
      paragraphs: [
        '您不得利用本平台发布或传播违法违规信息，不得干扰平台的正常运行。违反本协议的，平台有权限制或终止服务。',
      ],
    },
    {
      heading: '六、协议的变更',
      paragraphs: [
        '平台可根据法律法规及业务需要修订本协议，修订后的协议将在平台公布，继续使用即视为接受修订后的协议。',
      ],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  title: '隐私政策',
  sections: [
    {
      heading: '一、我们收集的信息',
      paragraphs: [
        '为向您提供账户服务，我们收集您的手机号码、姓名、所在单位、所在地区；为保障账户安全，我们记录登录时间、登录方式及访问日志。',
        '我们不会收集与所提供服务无关的个人信息。',
      ],
    },
    {
      heading: '二、信息的使用',
      paragraphs: [
        '您的信息仅用于身份验证、账户安全、会员服务、功能使用统计与服务改进。短信验证码仅用于本次登录或验证，使用后即失效。',
      ],
    },
    {
      heading: '三、信息的存储与保护',
      paragraphs: [
        '您的信息存储于中华人民共和国境内。密码以不可逆的方式加密存储，登录凭证仅保存在服务端及浏览器受保护的 Cookie 中，页面脚本无法读取。',
      ],
    },
    {
      heading: '四、信息的共享',
      paragraphs: ['除法律法规要求或经您同意外，我们不会向第三方提供您的个人信息。'],
    },
    {
      heading: '五、您的权利',
      paragraphs: [
        '您可以在个人中心查看和更正您的信息，也可以联系客服注销账户。注销后，我们将删除或匿名化处理您的个人信息。',
      ],
    },
  ],
};
