// Texts of the error pages (SPEC.md §2.2, §8).
export const NOT_FOUND_TITLE = '404页面';
export const NOT_FOUND_MESSAGE = '抱歉，页面好像飞走了，请尝试刷新或返回首页';
export const ROUTE_ERROR_MESSAGE = '抱歉，页面出错了，请尝试刷新或返回首页';
export const FATAL_ERROR_MESSAGE = '抱歉，系统出现了问题，请返回首页';
export const BACK_HOME = '返回首页';
export const RETRY = '刷新重试';
