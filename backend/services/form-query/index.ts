import type { AliasHandler, AliasRegistry } from '../alias-handler';
import { qyhxWebAddr, qyhxWebHyml } from './reference';
import { dzxxWebAct, getAutoLoginInfo } from './accounts';
import {
  dzxxFollow,
  dzxxFollowList,
  dzxxIsFollow,
  dzxxMarkDtjcRead,
  dzxxUnfollow,
  dzxxUserDtjcGroup,
  qyhxRecentChanges,
} from './dynamics';
import {
  dzxxAddRead,
  dzxxAppMenus,
  dzxxAppUser,
  dzxxGetChatPermissions,
  dzxxGetMenu,
  dzxxGetRead,
  dzxxLocate,
  dzxxMemberTiers,
  dzxxWebMenuList,
} from './portal';
import { dzxxFormData } from './forms';
import { qyhxExportQuota, qyhxOverview, qyhxSearch, qyhxSearchStats, qyhxSuggest } from './search';
import { PROFILE_ALIASES } from './profile';
import { qyhxPerson } from './person';
import { CHAIN_ALIASES } from './chains';
import { PRODUCT_ALIASES } from './products';
import { RELATIONSHIP_ALIASES } from './relationships';
import { COMPARE_ALIASES } from './compare';
import { LEAD_ALIASES } from './leads';
import { PARK_ALIASES } from './parks';
import { PROSPECT_ALIASES } from './prospects';
import { CHANNEL_ALIASES } from './channels';
import { CUSTOMER_ALIASES } from './customers';
import { REGIONAL_ALIASES } from './regional';
import { INDUSTRY_OVERVIEW_ALIASES } from './industry-overview';
import { RECOMMENDATION_ALIASES } from './recommendations';
import { BOARD_ALIASES } from './board';
import { REPORT_ALIASES } from './reports';
import { INTELLIGENCE_ANALYSIS_ALIASES } from './intelligence-analysis';
import { FEED_ALIASES } from './intelligence-feed';
import { POLICY_ALIASES } from './policies';
import { MATCHMAKING_ALIASES } from './matchmaking';
import { COMMERCE_ALIASES } from './commerce';

/** Every custom-query alias the backend answers. Later areas add their aliases here. */
export function createFormQueryRegistry(): AliasRegistry {
  return new Map<string, AliasHandler>([
    ['qyhxWebAddr', qyhxWebAddr],
    ['qyhxWebHyml', qyhxWebHyml],
    ['dzxxWebAct', dzxxWebAct],
    ['getAutoLoginInfo', getAutoLoginInfo],
    ['dzxxWebMenuList', dzxxWebMenuList],
    ['dzxxAppUser', dzxxAppUser],
    ['dzxxGetMenu', dzxxGetMenu],
    ['dzxxAppMenus', dzxxAppMenus],
    ['dzxxGetChatPermissions', dzxxGetChatPermissions],
    ['dzxxMemberTiers', dzxxMemberTiers],
    ['dzxxAddRead', dzxxAddRead],
    ['dzxxGetRead', dzxxGetRead],
    ['dzxxLocate', dzxxLocate],
    ['dzxxUserDtjcGroup', dzxxUserDtjcGroup],
    ['dzxxMarkDtjcRead', dzxxMarkDtjcRead],
    ['dzxxFollow', dzxxFollow],
    ['dzxxUnfollow', dzxxUnfollow],
    ['dzxxIsFollow', dzxxIsFollow],
    ['dzxxFollowList', dzxxFollowList],
    ['qyhxRecentChanges', qyhxRecentChanges],
    ['dzxxFormData', dzxxFormData],
    ['qyhxSearch', qyhxSearch],
    ['qyhxSuggest', qyhxSuggest],
    ['qyhxSearchStats', qyhxSearchStats],
    ['qyhxExportQuota', qyhxExportQuota],
    ['qyhxOverview', qyhxOverview],
    ...Object.entries(PROFILE_ALIASES),
    ['qyhxPerson', qyhxPerson],
    ...Object.entries(CHAIN_ALIASES),
    ...Object.entries(PRODUCT_ALIASES),
    ...Object.entries(RELATIONSHIP_ALIASES),
    ...Object.entries(COMPARE_ALIASES),
    ...Object.entries(LEAD_ALIASES),
    ...Object.entries(PARK_ALIASES),
    ...Object.entries(PROSPECT_ALIASES),
    ...Object.entries(CHANNEL_ALIASES),
    ...Object.entries(CUSTOMER_ALIASES),
    ...Object.entries(REGIONAL_ALIASES),
    ...Object.entries(INDUSTRY_OVERVIEW_ALIASES),
    ...Object.entries(RECOMMENDATION_ALIASES),
    ...Object.entries(BOARD_ALIASES),
    ...Object.entries(REPORT_ALIASES),
    ...Object.entries(INTELLIGENCE_ANALYSIS_ALIASES),
    ...Object.entries(FEED_ALIASES),
    ...Object.entries(POLICY_ALIASES),
    ...Object.entries(MATCHMAKING_ALIASES),
    ...Object.entries(COMMERCE_ALIASES),
  ]);
}
