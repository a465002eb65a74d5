// The pages about one enterprise, in one place. qyxq (企业详情) is the company profile: its
// spec route sits under /cyl (产业链), yet 找企业 (qyhx, 企业画像) is where people open it.

/** qyhx: 找企业, the search the profile pages belong to. */
export const FIND_COMPANIES_PATH = '/qyhx';
export const PROFILE_PATH = '/cyl/qyxq';

type Id = number | string;

export const profileHref = (id: Id) => `${PROFILE_PATH}?id=${id}`;
/** A section of the profile: gsxx (工商信息) or a dimension key (ztb, bgjl …; its anchor). */
export const profileSectionHref = (id: Id, section: string) => `${profileHref(id)}#dim-${section}`;
/**
 * One row of a dimension's section ("ID_", e.g. a lead's evidence): the section opens on the
 * page holding the row and marks it (`dim` tells the section, as the hash is not sent).
 */
export const profileRowHref = (id: Id, section: string, row: Id) =>
  `${profileHref(id)}&dim=${section}&row=${row}#dim-${section}`;
/** gqjg: 股权结构. */
export const equityHref = (id: Id) => `${PROFILE_PATH}/relationships/gqjg?id=${id}`;
/** qytp: 企业图谱. */
export const graphHref = (id: Id) => `/qyhx/qytp_view?id=${id}`;
export const reportHref = (id: Id) => `/qyhx/qyhx_report?id=${id}`;

/** zgx: 找关系, find relationships, starting from these entities (`e:1`, `p:45@2` or ids). */
export const ZGX_PATH = '/zgx';
export const zgxHref = (ids: readonly Id[]) =>
  ids.length ? `${ZGX_PATH}?ids=${ids.join(',')}` : ZGX_PATH;
/** qyhxModel: 企业对比, the comparison of these enterprises. */
export const COMPARE_PATH = '/qyhx/qyhxModel';
export const compareHref = (ids: readonly Id[]) =>
  ids.length ? `${COMPARE_PATH}?ids=${ids.join(',')}` : COMPARE_PATH;
