// The login flow's memory (spec §3 "Login context", §4): how the user is signing in (Google or an
// e-mailed code), the e-mail the code went to, whether the account is new and when the last code was
// requested. E-mail, flag and timestamp (ms) survive a reload in localStorage; the method does not.
// Where to go after signing in is not kept here: it travels as the `redirectTo` query value.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** How the user signs in. */
export type LoginMethod = 'google' | 'code';

export interface LoginState {
  /** The sign-in method in progress, null before one is chosen. */
  from: LoginMethod | null;
  /** The address the code was sent to. */
  email: string | null;
  /** Whether the account still has onboarding to do (the server's `isNewUser`). */
  isNewUser: boolean;
  /** When the last code was requested, ms since epoch: drives the verify countdown and resend. */
  previousRequestCode: number | null;
  /** What the last sign-in mail carries: a code, or a link (too many wrong codes for the address). */
  delivery: 'code' | 'link';
}

interface LoginContextValue extends LoginState {
  update: (patch: Partial<LoginState>) => void;
  clear: () => void;
}

/** localStorage key of the persisted part of the state. */
export const LOGIN_STORAGE_KEY = 'panel.login';
const EMPTY: LoginState = {
  from: null,
  email: null,
  isNewUser: false,
  previousRequestCode: null,
  delivery: 'code',
};

function load(): LoginState {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(LOGIN_STORAGE_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return EMPTY;
    const s = saved as Record<string, unknown>;
    return {
      from: null,
      email: typeof s.email === 'string' && s.email !== '' ? s.email : null,
      isNewUser: s.isNewUser === true,
      previousRequestCode:
        typeof s.previousRequestCode === 'number' && Number.isFinite(s.previousRequestCode)
          ? s.previousRequestCode
          : null,
      delivery: s.delivery === 'link' ? 'link' : 'code',
    };
  } catch {
    return EMPTY; // unreadable JSON or storage blocked: start afresh
  }
}

function save({ email, isNewUser, previousRequestCode, delivery }: LoginState): void {
  try {
    localStorage.setItem(
      LOGIN_STORAGE_KEY,
      JSON.stringify({ email, isNewUser, previousRequestCode, delivery }),
    );
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
