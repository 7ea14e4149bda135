// The login flow's memory (spec §4): where the user came from, the e-mail the code went to, whether the
// account is new and when the last code was requested. E-mail, flag and timestamp survive a reload.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface LoginState {
  /** The protected location to return to after signing in (`redirectTo`). */
  from: string | null;
  email: string | null;
  isNewUser: boolean;
  /** When the last code was requested, ms since epoch. */
  previousRequestCode: number | null;
}

interface LoginContextValue extends LoginState {
  update: (patch: Partial<LoginState>) => void;
  clear: () => void;
}

const STORAGE_KEY = 'panel.login';
const EMPTY: LoginState = { from: null, email: null, isNewUser: false, previousRequestCode: null };

function load(): LoginState {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return EMPTY;
    const s = saved as Record<string, unknown>;
    return {
      from: null,
      email: typeof s.email === 'string' ? s.email : null,
      isNewUser: s.isNewUser === true,
      previousRequestCode: typeof s.previousRequestCode === 'number' ? s.previousRequestCode : null,
    };
  } catch {
    return EMPTY;
  }
}

function save({ email, isNewUser, previousRequestCode }: LoginState): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ email, isNewUser, previousRequestCode }));
  } catch {
    // Private mode or a full quota: the flow still works for this page's life.
  }
}

const LoginContext = createContext<LoginContextValue | null>(null);

export function LoginProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LoginState>(load);
  const update = useCallback((patch: Partial<LoginState>) => {
    setState((current) => {
      const next = { ...current, ...patch };
      save(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    save(EMPTY);
    setState(EMPTY);
  }, []);
  const value = useMemo(() => ({ ...state, update, clear }), [state, update, clear]);
  return <LoginContext.Provider value={value}>{children}</LoginContext.Provider>;
}

export function useLogin(): LoginContextValue {
  const value = useContext(LoginContext);
  if (!value) throw new Error('useLogin: wrap the app in <LoginProvider>');
  return value;
}
