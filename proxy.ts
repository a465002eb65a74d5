import { NextResponse, type NextRequest } from 'next/server';
import { FROM_PARAM, NEED_LOGIN_PARAM } from '@/lib/routes';

// An optimistic page gate: a protected page without a session cookie goes to home with the
// login prompt. Only a convenience for the visitor: the backend verifies every call itself.

const SESSION_COOKIES = ['zsai-session', '__Host-zsai-session'];

export function proxy(request: NextRequest) {
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return NextResponse.next();
  const target = request.nextUrl.clone();
  const from = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  target.pathname = '/home';
  target.search = '';
  target.searchParams.set(NEED_LOGIN_PARAM, '1');
  target.searchParams.set(FROM_PARAM, from);
  return NextResponse.redirect(target);
}

// Next reads the matcher statically, so it is written out; a unit test keeps it equal to
// PROTECTED_PAGE_PREFIXES.
export const config = {
  matcher: [
    '/:page(chat|cksj|cyjj|cyl|glzx|hgjj|mall|member|qdjt|qksc|qybd|qyhx|qykb|reload|rzsj|sydj|user|yqhx|yqtj|zgx|zsgj)/:path*',
  ],
};
