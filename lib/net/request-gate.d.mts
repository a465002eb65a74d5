import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TrustedProxies } from './client-address.mjs';

export const MALFORMED_ADDRESS_MESSAGE: string;
export const REQUEST_GATE_MARK: unique symbol;
export function gateRequests(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  trusted: TrustedProxies,
): RequestListener;
export function installRequestGate(env: Record<string, string | undefined>): void;
