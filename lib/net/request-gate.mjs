// The portal's request gate: runs before Next sees a request (install-request-gate.mjs is
// loaded with `node --import` ahead of the standalone server.js). Next takes the client's
// X-Forwarded-For as given and only fills it in when it is missing, and answers a path with
// a broken percent escape with a plain-text 500; neither can be fixed inside the app.
import http from 'node:http';
import { clientAddress, parseTrustedProxies } from './client-address.mjs';

/** lib/contract/messages.ts MESSAGES.malformedAddress (a test keeps them equal). */
export const MALFORMED_ADDRESS_MESSAGE = '请求错误：地址含有无法识别的编码';

/** Set once the gate is installed: the production portal refuses to start without it. */
export const REQUEST_GATE_MARK = Symbol.for('zsai.requestGate');

const API_PATH = /^\/zsai\/api(?:\/|\?|$)/;

function hasMalformedEscape(url) {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return false;
  } catch {
    return true;
  }
}

function refuseMalformedAddress(req, res) {
  res.statusCode = 400;
  if (API_PATH.test(req.url ?? '')) {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    const envelope = {
      success: false,
      code: 400,
      message: MALFORMED_ADDRESS_MESSAGE,
      show: true,
      data: null,
    };
    res.end(JSON.stringify(envelope));
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(
    `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>招商AI</title>` +
      `<p>${MALFORMED_ADDRESS_MESSAGE}</p><p><a href="/zsai/home">返回首页</a></p></html>`,
  );
}

/**
 * Wraps a request listener: a broken escape is answered here; otherwise X-Forwarded-For is
 * replaced by the one client address the trusted-proxy rule gives, so everything behind
 * (Next, the portal door, the backend's per-address limits) reads an address it can trust.
 */
export function gateRequests(listener, trusted) {
  return function gatedListener(req, res) {
    if (hasMalformedEscape(req.url ?? '/')) return refuseMalformedAddress(req, res);
    const forwarded = req.headers['x-forwarded-for'];
    const hops = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
    req.headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, hops, trusted);
    return listener.call(this, req, res);
  };
}

/** Every HTTP server made after this call gates its requests. */
export function installRequestGate(env) {
  const trusted = parseTrustedProxies(env.ZSAI_TRUSTED_PROXIES);
  const createServer = http.createServer;
  http.createServer = function gatedCreateServer(...args) {
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at >= 0) args[at] = gateRequests(args[at], trusted);
    return createServer.apply(this, args);
  };
  globalThis[REQUEST_GATE_MARK] = true;
}
