import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import {
  categoryCodeSchema,
  productCodeSchema,
  type CategoryDetail,
  type ProductDetail,
} from '@/lib/contract/products';
import { customQuery } from './dal';
import { currentAccessToken } from './session';

// 产品详情 (?product=) and 产品分类详情 (?category=) read their record on the server as the
// signed-in user, as the enterprise pages do: the tab title names it, an unknown or malformed
// code renders the segment's not-found page (404), and the client starts from the record.

type Lookup<T> =
  | { kind: 'found'; record: T }
  | { kind: 'missing' }
  /** No code in the URL: the page asks the user to choose one (200). */
  | { kind: 'none' }
  /** No session, no permission, or another answer: the client page decides. */
  | { kind: 'unknown' };

type Param = string | string[] | undefined;

const single = (raw: Param) => (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;

async function lookUp<T>(
  alias: string,
  field: string,
  schema: typeof productCodeSchema,
  raw: Param,
): Promise<Lookup<T> & { code?: string }> {
  const code = single(raw);
  if (code === undefined) return { kind: 'none' };
  if (!schema.safeParse(code).success) return { kind: 'missing', code };
  const token = await currentAccessToken();
  if (!token) return { kind: 'unknown', code };
  const answer = await customQuery<T[]>(alias, { [field]: code }, token);
  if (answer.status === 404) return { kind: 'missing', code };
  const record = answer.success ? answer.data[0] : undefined;
  return record ? { kind: 'found', record, code } : { kind: 'unknown', code };
}

// Metadata and page of one request share the answer.
const productLookup = cache((raw: string | undefined) =>
  lookUp<ProductDetail>('zcpProduct', 'product', productCodeSchema, raw),
);
const categoryLookup = cache((raw: string | undefined) =>
  lookUp<CategoryDetail>('zcpCategory', 'category', categoryCodeSchema, raw),
);

export type PageRecord<T> = { code?: string; record?: T };

function forPage<T>(found: Lookup<T> & { code?: string }): PageRecord<T> {
  if (found.kind === 'missing') notFound();
  return found.kind === 'found' ? { code: found.code, record: found.record } : { code: found.code };
}

function metadataOf<T extends { name: string }>(found: Lookup<T>, section: string): Metadata {
  if (found.kind === 'missing') notFound();
  return { title: found.kind === 'found' ? `${found.record.name} - ${section}` : section };
}

export const productMetadata = async (raw: Param) =>
  metadataOf(await productLookup(single(raw)), '产品详情');
export const productForPage = async (raw: Param) => forPage(await productLookup(single(raw)));
export const categoryMetadata = async (raw: Param) =>
  metadataOf(await categoryLookup(single(raw)), '产品分类详情');
export const categoryForPage = async (raw: Param) => forPage(await categoryLookup(single(raw)));
