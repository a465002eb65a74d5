import { LIST_DIMENSIONS, type DimensionKey, type ProfileRecord } from '@/lib/contract/profile';
import { industriesByCode, regionsByCode } from '../../data/reference-lookup';
import type { Database } from '../../db/client';
import { datasetKind } from '../dataset';
import { findEnterpriseWithCounts, type EnterpriseRow } from '../../db/queries/enterprise-profile';

// The profile's header card and 工商信息 as one record, with the counts the tier may see.

export function enterpriseFields(e: EnterpriseRow) {
  const region = regionsByCode().get(e.regionCode);
  return {
    ID_: String(e.id),
    qymc: e.qymc,
    tyshxydm: e.tyshxydm,
    reg_no: e.regNo,
    legal_representative: e.legalRepresentative,
    zczb: e.zczb,
    capital_currency: e.capitalCurrency,
    paid_in_capital: e.paidInCapital,
    established_on: e.establishedOn,
    operating_from: e.operatingFrom,
    operating_to: e.operatingTo,
    status: e.status,
    qylx: e.qylx,
    dlhy: e.dlhy,
    industry_name: industriesByCode().get(e.industryCode)?.name ?? e.dlhy,
    region_code: e.regionCode,
    region_name: region?.path ?? '',
    address: e.address,
    lxfs: e.lxfs,
    email: e.email,
    website: e.website,
    business_scope: e.businessScope,
    staff_size: e.staffSize,
    insured_count: e.insuredCount,
    former_names: e.formerNames ? e.formerNames.split('；').filter(Boolean) : [],
    listing_status: e.listingStatus,
    stock_code: e.stockCode,
    tags: e.tags,
    source: e.source,
    as_of: e.asOf,
  };
}

export async function profileRecord(
  db: Database,
  id: number,
  modules: ReadonlySet<string>,
): Promise<ProfileRecord | undefined> {
  const [found, kind] = await Promise.all([findEnterpriseWithCounts(db, id), datasetKind(db)]);
  if (!found) return undefined;
  const { enterprise, counts, legalRepresentativeId } = found;
  const visible = Object.fromEntries(
    LIST_DIMENSIONS.map((d) => [d.key, modules.has(d.key) ? counts[d.key] : null]),
  ) as Record<DimensionKey, number | null>;
  return {
    ...enterpriseFields(enterprise),
    legal_representative_id: legalRepresentativeId,
    counts: visible,
    modules: [...modules],
    demo: kind === 'demo',
  };
}
