import { Navigate, useNavigate } from 'react-router-dom';
import { useRequestCode, useSubmitEmailCode } from '@panel/api';
import { VerifyScreen } from '@panel/ui';
import { asServerError } from '../api';
import { useLogin } from '../login-context';

/** /verify: the 4-digit code; a new account goes on to onboarding, an existing one home. */
export function Component() {
  const navigate = useNavigate();
  const login = useLogin();
  const submitCode = useSubmitEmailCode();
  const requestCode = useRequestCode();
  const email = login.email;
  if (!email) return <Navigate to="/" replace />;
  return (
    <VerifyScreen
      email={email}
      lastRequestAt={login.previousRequestCode}
      onVerify={async (otpCode) => {
        let isNewUser: boolean;
        try {
          ({ isNewUser } = await submitCode.mutateAsync({ email, otpCode }));
        } catch (err) {
          throw asServerError(err);
        }
        login.update({ isNewUser });
        void navigate(isNewUser ? '/login/personal-info' : (login.from ?? '/'), { replace: true });
      }}
      onResend={async () => {
        try {
          await requestCode.mutateAsync(email);
        } catch (err) {
          throw asServerError(err);
        }
        login.update({ previousRequestCode: Date.now() });
      }}
    />
  );
}
