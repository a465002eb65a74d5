import { CUSTOMER_MESSAGES, CUSTOMER_PERMISSION } from '@/lib/contract/customers';
import type { UserRow } from '../../db/queries/users';
import { aliasUser, type AliasContext } from '../alias-handler';
import { assertScreen } from '../chains/access';

/** The caller of a customer-book call: logged in, and its tier holds 客户管理 (bt-khgl). */
export async function customerBookUser(ctx: Pick<AliasContext, 'db' | 'user'>): Promise<UserRow> {
  const user = aliasUser(ctx as AliasContext);
  await assertScreen(ctx.db, user, CUSTOMER_PERMISSION, CUSTOMER_MESSAGES.noPermission);
  return user;
}
