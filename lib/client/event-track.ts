import { USAGE_APP_CODE } from '@/lib/constants';
import { request } from './request';

/** A menu click of a logged-in user becomes a usage record (SPEC.md §7.3); failures are quiet. */
export function trackMenuVisit(menuName: string): void {
  request('/api-system/system/core/sysEventTrack/save', {
    json: { menuName, isVisit: 1, isUse: 0, isLogin: 0, appCode: USAGE_APP_CODE },
  }).catch(() => undefined);
}
