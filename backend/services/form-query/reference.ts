import { addressParamsSchema, industryParamsSchema } from '@/lib/contract/form-query';
import { ADDRESS_LEVEL_DEFAULT } from '@/lib/constants';
import { addressTree } from '../../data/address';
import { industryTree } from '../../data/industry';
import { defineAlias } from '../alias-handler';

// qyhxWebAddr: 企业画像-地址, province/city/district tree.
export const qyhxWebAddr = defineAlias({
  params: addressParamsSchema,
  run: (_ctx, params) => ({ data: addressTree(params.level ?? ADDRESS_LEVEL_DEFAULT) }),
});

// qyhxWebHyml: 企业画像-行业门类, the GB/T 4754-2017 industry tree, `rank` limits the depth.
export const qyhxWebHyml = defineAlias({
  params: industryParamsSchema,
  run: (_ctx, params) => ({ data: industryTree(params.rank ?? 4) }),
});
