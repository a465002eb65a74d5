// Texts of the login modal (SPEC.md §2.7, §5.1).
export const LOGIN_TEXT = {
  title: '登录',
  smsTab: '验证码登录',
  passwordTab: '密码登录',
  phonePlaceholder: '请输入手机号',
  codePlaceholder: '请输入短信验证码',
  sendCode: '获取验证码',
  resendIn: (seconds: number) => `重新获取(${seconds})`,
  submit: '登录',
  consentPrefix: '登录即代表您已阅读并同意',
  agreement: '《用户协议》',
  privacy: '《隐私政策》',
  and: '和',
  loginRegister: '登录/注册',
  logout: '退出登录',
  personalCentre: '个人中心',
  codeSent: '验证码已发送，请注意查收',
  remember: '记住密码',
  autoLogin: '自动登录',
  accountPlaceholder: '请输入手机号/账户名',
  passwordPlaceholder: '请输入密码',
  captchaPlaceholder: '请输入验证码',
  captchaAlt: '图形验证码',
  captchaRefresh: '看不清？点击换一张',
} as const;

export const LOGIN_RULES = {
  usernameRequired: '请输入账户名',
  smsCodeRequired: '请输入短信验证码',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
} as const;

/** The prompt on a protected page visited without a session (SPEC.md §8). */
export const LOGIN_PROMPT = { title: '请先登录用户 ?', ok: '确认', cancel: '取消' } as const;

export const ACCOUNT_TEXT = {
  register: '免费注册',
  forgot: '忘记密码？',
  backToLogin: '返回登录',
  registerTitle: '注册',
  forgotTitle: '找回密码',
  phonePlaceholder: '请输入手机号码',
  password1Placeholder: '请输入登录密码',
  password2Placeholder: '请确认您的登录密码',
  registerSubmit: '注册',
  forgotSubmit: '确认修改',
  activating: '正在开通帐号，请稍候...',
  goLogin: '去登录',
  keepRegistering: '继续注册',
} as const;

export const QR_TEXT = {
  wechatHint: '打开微信扫一扫，登录更快更安全',
  heading: '微信扫一扫登录',
  toForm: '密码/验证码登录',
  toScan: '扫码登录',
  expired: '二维码已失效',
  refresh: '点击刷新',
  qrAlt: '扫码登录二维码',
  confirmTitle: '确认登录招商AI网页版',
  confirm: '确认登录',
  reject: '取消',
  needLogin: '请先在本机登录，再扫码确认',
  goLogin: '去登录',
  done: '已确认，请在电脑上继续使用',
  rejected: '已取消本次登录',
} as const;
