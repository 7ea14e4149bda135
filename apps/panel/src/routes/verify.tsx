import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useConfig, useRequestCode, useSubmitEmailCode } from '@panel/api';
import { VerifyScreen } from '@panel/ui';
import { asServerError } from '../api';
import { safeRedirect } from '../guards';
import { useLogin } from '../login-context';

/**
 * /verify: the 4-digit code (spec §2.4, §4). A new account goes on to onboarding, an existing one to
 * `redirectTo` or home. The countdown and the resend run from the login context's last request time;
 * an expired code is resent by the screen itself through `onResend`.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const submitCode = useSubmitEmailCode();
  const requestCode = useRequestCode();
  const config = useConfig();
  const email = login.email;
  if (!email) return <Navigate to="/" replace />;
  return (
    <VerifyScreen
      email={email}
      lastRequestAt={login.previousRequestCode}
      delivery={login.delivery}
      isGoogleAvailable={Boolean(config.data?.googleClientId)}
      loginHref="/login"
      onVerify={async (otpCode) => {
        let isNewUser: boolean;
        try {
          ({ isNewUser } = await submitCode.mutateAsync({ email, otpCode }));
        } catch (err) {
          throw asServerError(err);
        }
        login.update({ isNewUser });
        const next = isNewUser ? '/login/personal-info' : safeRedirect(params.get('redirectTo'));
        void navigate(next, { replace: true });
      }}
      onResend={async () => {
        let delivery: 'code' | 'link';
        try {
          delivery = await requestCode.mutateAsync(email);
        } catch (err) {
          throw asServerError(err);
        }
        login.update({ from: 'code', previousRequestCode: Date.now(), delivery });
      }}
    />
  );
}
