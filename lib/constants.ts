// Product constants and the numbers of SPEC.md §9. Every other module imports these;
// a number of the spec appears nowhere else in the code.

export const PRODUCT_TITLE = '招商AI';
/** How generated demo data is named wherever it is shown (its source key is 'demo'). */
export const DEMO_DATA_LABEL = '演示数据';
export const PRODUCT_TAGLINE = '全国企业商业分析AI平台';
export const APP_CODE = 'zsai';
/** Usage (event-track) records carry this variant of the app code. */
export const USAGE_APP_CODE = 'zsai-pc';

export const BASE_PATH = '/zsai';
export const API_BASE = '/api';
export const LOCALE = 'zh-cn';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

// Timing
export const REQUEST_TIMEOUT_MS = 60_000;
export const CHUNK_ERROR_RELOAD_GUARD_MS = 60_000;
export const LINK_PREFETCH_IDLE_TIMEOUT_MS = 2_000;
export const REMEMBER_PASSWORD_TTL_MS = 604_800_000;
export const SMS_RESEND_COUNTDOWN_S = 60;
export const QR_POLL_FIRST_DELAY_MS = 5_000;
export const QR_POLL_INTERVAL_MS = 3_000;
export const ACTIVATION_POLL_INTERVAL_MS = 5_000;
export const ACTIVATION_POLL_REPEATS = 60;
export const LOGIN_DIALOG_REOPEN_DELAY_MS = 1_000;
export const SUBMIT_RESET_DELAY_MS = 600;

// Lengths
export const SMS_CODE_LENGTH = 6;
export const PHONE_LENGTH = 11;
export const PASSWORD_MAX_LENGTH = 18;
export const COUNTRY_CODE = '+86';
export const DEVICE_ID_LENGTH = 16;
export const DEVICE_ID_MIN_LENGTH = 16;
export const DEVICE_ID_MAX_LENGTH = 32;
export const INPUT_MAX_LENGTH = 100;
export const INFO_FIELD_MAX_LENGTH = 50;
export const TEXTAREA_MIN_ROWS = 3;
export const TEXTAREA_MAX_ROWS = 5;
export const FORM_LABEL_SPAN = 8;
export const FORM_WRAPPER_SPAN = 12;
export const FILE_NAME_MAX_LENGTH = 100;
export const DEFAULT_FILE_COUNT = 1;

// Lists and levels
export const HEADER_UNREAD_PAGE_SIZE = 10;
export const HEADER_DYNAMICS_MONTHS = 1;
export const ADDRESS_LEVEL_DEFAULT = 3;
export const ADDRESS_LEVEL_LOCATION = 2;

// Storage keys: the prefix plus -Token and -AppUser; glht and yyht back offices are separate.
export const TOKEN_STORAGE_PREFIX = APP_CODE;
export const TOKEN_KEY_SUFFIX = '-Token';
export const APP_USER_KEY_SUFFIX = '-AppUser';
export const GLHT_STORAGE_PREFIX = `${APP_CODE}-glht`;
export const YYHT_STORAGE_PREFIX = `${APP_CODE}-yyht`;

// Sizes (px)
export const QR_SIZE = 200;
export const QR_SIZE_LARGE = 220;
export const LOGIN_MODAL_QR_SIZE = 120;
export const DIALOG_WIDTH = 800;
export const DIALOG_HEIGHT = 600;
export const LOGIN_DIALOG_WIDTH = 450;
export const EMBEDDED_MODAL_WIDTH = 706;
export const EMBEDDED_MODAL_HEIGHT = 732;
export const RIGHT_BAR_Z_INDEX = 1000;
export const LAYOUT_MIN_WIDTH = 1440;
/** The sticky site header; pages keep what they scroll to below it (--zsai-header-height). */
export const SITE_HEADER_HEIGHT = 64;
export const DETAIL_PAGE_WIDTH = 1400;
export const TOOLTIP_MAX_WIDTH = 250;
export const NOTIFICATION_DROPDOWN_WIDTH = 400;
/** The right bar's content is at least the window height minus this. */
export const RIGHT_BAR_HEIGHT_OFFSET = 304;

/** Ranking-score rounding: up to a step of 10 up to 500, 50 up to 1000, otherwise 100. */
export const RANK_SCORE_STEPS = [
  { upTo: 500, step: 10 },
  { upTo: 1000, step: 50 },
  { upTo: Infinity, step: 100 },
] as const;

// Display units
export const YI = 1e8;
export const WAN = 1e4;
