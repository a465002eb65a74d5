import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  exportQuotas,
  membershipTiers,
  membershipPlans,
  menuItems,
  menuRecords,
  serviceGrants,
  tierGrants,
} from '../db/schema';
import { ensureChainReference } from './chain-reference';
import { EXPORT_QUOTA_DEFAULTS } from './export-quotas';
import {
  EXTRA_BUTTONS,
  MENU_TREE,
  PROFILE_MODULES,
  SERVICE_GRANTS,
  TIERS,
  PLANS,
  TRIAL_MENU_KEYS,
  TRIAL_MODULE_KEYS,
  type CatalogMenuItem,
} from './portal-catalog';

// Reference data every installation needs, production included: inserted when missing at
// every start, never overwriting what an operator changed.

type MenuItemRow = typeof menuItems.$inferInsert;
type MenuRecordRow = typeof menuRecords.$inferInsert;

export const menuItemId = (key: string) => `m-${key}`;
export const menuRecordId = (key: string) => `r-${key}`;

function flattenMenu(items: CatalogMenuItem[], pid: string | null): MenuItemRow[] {
  return items.flatMap((item, sort) => [
    {
      id: menuItemId(item.key),
      pid,
      sort,
      key: item.key,
      name: item.name,
      component: item.component,
      settingType: item.settingType ?? 'custom',
      params: item.params ? JSON.stringify(item.params) : '',
      icon: item.icon ?? '',
    },
    ...flattenMenu(item.children ?? [], menuItemId(item.key)),
  ]);
}

/** Leaf menu items (the ones a user opens) become permission buttons `bt-{key}`. */
function buttonRecords(rows: MenuItemRow[]): MenuRecordRow[] {
  const parents = new Set(rows.map((r) => r.pid).filter(Boolean));
  const leaves = rows.filter((r) => !parents.has(r.id));
  const buttons = [...leaves.map((r) => ({ key: `bt-${r.key}`, name: r.name })), ...EXTRA_BUTTONS];
  return buttons.map((b, sort) => ({
    id: menuRecordId(b.key),
    pid: null,
    sort,
    useType: 'zsai' as const,
    menuType: 'button' as const,
    key: b.key,
    name: b.name,
    menuData: { pcSceneMenuData: { key: b.key } },
  }));
}

function moduleRecords(): MenuRecordRow[] {
  return PROFILE_MODULES.map((m, sort) => ({
    id: menuRecordId(m.key),
    pid: null,
    sort,
    useType: 'qyhx' as const,
    menuType: 'menu' as const,
    key: m.key,
    name: m.name,
    menuData: { qyhxPcSceneMenuData: m.modules },
  }));
}

export async function ensureReferenceData(db: Database): Promise<void> {
  const items = flattenMenu(MENU_TREE, null);
  const records = [...buttonRecords(items), ...moduleRecords()];
  const trialKeys = new Set<string>([
    ...TRIAL_MENU_KEYS.map((k) => `bt-${k}`),
    ...TRIAL_MODULE_KEYS,
  ]);
  const grants = [
    ...records.filter((r) => trialKeys.has(r.key)).map((r) => ({ rank: 1, menuRecordId: r.id })),
    ...records.map((r) => ({ rank: 2, menuRecordId: r.id })),
  ];
  await db.transaction(async (tx) => {
    await tx.insert(menuItems).values(items).onConflictDoNothing();
    await tx
      .insert(menuRecords)
      .values(records.filter((r) => r.useType !== 'qyhx'))
      .onConflictDoNothing();
    // A profile module's dimensions follow the catalogue on every start, so an installation
    // made before a dimension existed (融资历程) lists it too.
    await tx
      .insert(menuRecords)
      .values(records.filter((r) => r.useType === 'qyhx'))
      .onConflictDoUpdate({ target: menuRecords.key, set: { menuData: sql`excluded.menu_data` } });
    await tx
      .insert(membershipTiers)
      .values(TIERS.map((t) => ({ ...t })))
      .onConflictDoNothing();
    await tx.insert(tierGrants).values(grants).onConflictDoNothing();
    await tx.insert(serviceGrants).values(SERVICE_GRANTS).onConflictDoNothing();
    await tx
      .insert(membershipPlans)
      .values(PLANS.map((p) => ({ ...p })))
      .onConflictDoNothing();
    await tx
      .insert(exportQuotas)
      .values(EXPORT_QUOTA_DEFAULTS.map((q) => ({ ...q })))
      .onConflictDoNothing();
  });
  // Industry chains, the product catalogue and the regions (written when they changed).
  await ensureChainReference(db, new Date().toISOString().slice(0, 10));
}
