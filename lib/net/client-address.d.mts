import type { BlockList } from 'node:net';

export type TrustedProxies = { readonly list: BlockList; readonly size: number };
export function normalizeAddress(address: string): string;
export function parseTrustedProxies(spec: string | undefined): TrustedProxies;
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string;
