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
import { LoginModal } from './login-modal';

type AuthUi = { showLogin: boolean; openLogin: () => void; closeLogin: () => void };

const AuthUiContext = createContext<AuthUi | null>(null);

/** Holds showLogin (SPEC.md §4.1) and renders the login modal once for the whole site. */
export function AuthUiProvider({ children }: { children: ReactNode }) {
  const [showLogin, setShowLogin] = useState(false);
  const openLogin = useCallback(() => setShowLogin(true), []);
  const closeLogin = useCallback(() => setShowLogin(false), []);

  // /zsai/home?login=1: where an expired session or a protected page sends the visitor.
  useEffect(() => {
    // Read once after hydration: the server render has no window, so it cannot start open.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (new URLSearchParams(window.location.search).get('login') === '1') setShowLogin(true);
  }, []);

  const value = useMemo(
    () => ({ showLogin, openLogin, closeLogin }),
    [showLogin, openLogin, closeLogin],
  );
  return (
    <AuthUiContext.Provider value={value}>
      {children}
      <LoginModal open={showLogin} onClose={closeLogin} />
    </AuthUiContext.Provider>
  );
}

export function useAuthUi(): AuthUi {
  const context = useContext(AuthUiContext);
  if (!context) throw new Error('useAuthUi needs AuthUiProvider');
  return context;
}
