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
} as const;

export const LOGIN_RULES = {
  usernameRequired: '请输入账户名',
  smsCodeRequired: '请输入短信验证码',
} as const;
