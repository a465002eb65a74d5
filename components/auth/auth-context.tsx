'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useAppApi } from '@/components/layout/lazy-app';
import { FROM_PARAM, NEED_LOGIN_PARAM, safeReturnPath } from '@/lib/routes';
import { LOGIN_PROMPT } from './messages';

// The dialog's forms (antd Form, Tabs, the QR view, the password encryption) are loaded on its
// first opening, not with every page (docs/decisions/010-public-page-weight.md).
const loadLoginModal = () => import('./login-modal');
const LoginModal = dynamic(() => loadLoginModal().then((m) => m.LoginModal), { ssr: false });

/** Starts loading the login dialog ahead of a likely click (hover, focus). */
export function preloadLoginModal(): void {
  void loadLoginModal();
}

type AuthUi = {
  /**
   * The page's request carried a session cookie: probably a logged-in user (the server's hint;
   * useCurrentUser is the truth). Lets the server render what only users need.
   */
  hasSession: boolean;
  showLogin: boolean;
  openLogin: () => void;
  closeLogin: () => void;
  /**
   * The login modal for an action that needs a session (a search, a protected page): after
   * logging in the user goes on to `returnTo`, a same-site path.
   */
  requireLogin: (returnTo: string) => void;
};

const AuthUiContext = createContext<AuthUi | null>(null);

/** Holds showLogin (SPEC.md §4.1) and renders the login modal once for the whole site. */
export function AuthUiProvider({
  hasSession,
  children,
}: {
  hasSession: boolean;
  children: ReactNode;
}) {
  const [showLogin, setShowLogin] = useState(false);
  // Mounted from the first opening on, so that closing still animates and keeps its state.
  const [loginMounted, setLoginMounted] = useState(false);
  if (showLogin && !loginMounted) setLoginMounted(true);
  const [initialView, setInitialView] = useState<'login' | 'register'>('login');
  const [returnTo, setReturnTo] = useState<string>();
  const openLogin = useCallback(() => {
    setReturnTo(undefined);
    setShowLogin(true);
  }, []);
  const closeLogin = useCallback(() => setShowLogin(false), []);
  const requireLogin = useCallback((path: string) => {
    setReturnTo(safeReturnPath(path));
    setShowLogin(true);
  }, []);

  const { modal } = useAppApi();
  // The flags are read on every navigation, not only the first load: a protected page opened
  // from a page of the site (a link, router.push) is redirected by proxy.ts to home with
  // ?needLogin=1 while this provider stays mounted.
  const search = useSearchParams().toString();

  // /zsai/home?login=1 (an expired session) opens the dialog, ?login=register (the register
  // page) on registration; ?needLogin=1 (a protected page visited without a session) asks first
  // and then goes on to ?from= after login.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const login = params.get('login');
    if (login === '1' || login === 'register') {
      // Read after hydration: the server render has no modal state to start from.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (login === 'register') setInitialView('register');
      setShowLogin(true);
    } else if (params.get(NEED_LOGIN_PARAM) === '1') {
      const from = params.get(FROM_PARAM);
      const instance = modal.confirm({
        title: LOGIN_PROMPT.title,
        okText: LOGIN_PROMPT.ok,
        cancelText: LOGIN_PROMPT.cancel,
        onOk: () => (from ? requireLogin(from) : openLogin()),
      });
      return () => instance.destroy();
    }
  }, [search, modal, openLogin, requireLogin]);

  const value = useMemo(
    () => ({ hasSession, showLogin, openLogin, closeLogin, requireLogin }),
    [hasSession, showLogin, openLogin, closeLogin, requireLogin],
  );
  return (
    <AuthUiContext.Provider value={value}>
      {children}
      {loginMounted ? (
        <LoginModal
          key={initialView}
          open={showLogin}
          onClose={closeLogin}
          initialView={initialView}
          returnTo={returnTo}
        />
      ) : null}
    </AuthUiContext.Provider>
  );
}

export function useAuthUi(): AuthUi {
  const context = useContext(AuthUiContext);
  if (!context) throw new Error('useAuthUi needs AuthUiProvider');
  return context;
}
