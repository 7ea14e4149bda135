import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRequestCode } from '@panel/api';
import { LoginScreen } from '@panel/ui';
import { asServerError } from '../api';
import { safeRedirect } from '../guards';
import { useLogin } from '../login-context';

/** /login: asks for a code by e-mail, then goes to /verify. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const requestCode = useRequestCode();
  return (
    <LoginScreen
      defaultEmail={login.email ?? undefined}
      // Google sign-in in the browser (one-tap / code flow) is not wired yet: the server side exists.
      isGoogleAvailable={false}
      termsHref="/terminos.html"
      privacyHref="/privacidad.html"
      onSubmitEmail={async (email) => {
        try {
          await requestCode.mutateAsync(email);
        } catch (err) {
          throw asServerError(err);
        }
        const redirectTo = params.get('redirectTo');
        login.update({
          email,
          previousRequestCode: Date.now(),
          from: redirectTo ? safeRedirect(redirectTo) : null,
        });
        void navigate('/verify');
      }}
    />
  );
}
