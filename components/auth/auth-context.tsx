'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { App } from 'antd';
import { NEED_LOGIN_PARAM } from '@/lib/routes';
import { LoginModal } from './login-modal';
import { LOGIN_PROMPT } from './messages';

type AuthUi = { showLogin: boolean; openLogin: () => void; closeLogin: () => void };

const AuthUiContext = createContext<AuthUi | null>(null);

/** Holds showLogin (SPEC.md §4.1) and renders the login modal once for the whole site. */
export function AuthUiProvider({ children }: { children: ReactNode }) {
  const [showLogin, setShowLogin] = useState(false);
  const [initialView, setInitialView] = useState<'login' | 'register'>('login');
  const openLogin = useCallback(() => setShowLogin(true), []);
  const closeLogin = useCallback(() => setShowLogin(false), []);

  const { modal } = App.useApp();
  const urlRead = useRef(false);

  // /zsai/home?login=1 (an expired session) opens the dialog, ?login=register (the register
  // page) on registration; ?needLogin=1 (a protected page visited without a session) asks first.
  useEffect(() => {
    if (urlRead.current) return;
    urlRead.current = true;
    const params = new URLSearchParams(window.location.search);
    const login = params.get('login');
    if (login === '1' || login === 'register') {
      // Read once after hydration: the server render has no window, so it cannot start open.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (login === 'register') setInitialView('register');
      setShowLogin(true);
    } else if (params.get(NEED_LOGIN_PARAM) === '1') {
      modal.confirm({
        title: LOGIN_PROMPT.title,
        okText: LOGIN_PROMPT.ok,
        cancelText: LOGIN_PROMPT.cancel,
        onOk: () => setShowLogin(true),
      });
    }
  }, [modal]);

  const value = useMemo(
    () => ({ showLogin, openLogin, closeLogin }),
    [showLogin, openLogin, closeLogin],
  );
  return (
    <AuthUiContext.Provider value={value}>
      {children}
      <LoginModal
        key={initialView}
        open={showLogin}
        onClose={closeLogin}
        initialView={initialView}
      />
    </AuthUiContext.Provider>
  );
}

export function useAuthUi(): AuthUi {
  const context = useContext(AuthUiContext);
  if (!context) throw new Error('useAuthUi needs AuthUiProvider');
  return context;
}
