import { Navigate, useNavigate } from 'react-router-dom';
import { useSubmitPersonalInfo, useUserInfo } from '@panel/api';
import { PersonalInfoScreen } from '@panel/ui';
import { ANALYTICS_EVENTS, useAnalytics } from '../analytics';
import { asServerError } from '../api';

/** Onboarding step 1 (/login/personal-info, /personal-info): the merchant's name. */
export function Component() {
  const navigate = useNavigate();
  const userInfo = useUserInfo();
  const submit = useSubmitPersonalInfo();
  const analytics = useAnalytics();
  if (userInfo.isError) return <Navigate to="/" replace />;
  if (!userInfo.data) return null;
  const { user, userOnboarding } = userInfo.data;
  if (!user.email) return <Navigate to="/" replace />;
  if (userOnboarding.level === '2') return <Navigate to="/login/store-info" replace />;
  if (userOnboarding.level === '3') return <Navigate to="/" replace />;
  return (
    <PersonalInfoScreen
      defaultName={user.name}
      email={user.email}
      country={user.country}
      onSubmit={async (name) => {
        try {
          await submit.mutateAsync(name);
        } catch (err) {
          throw asServerError(err);
        }
        // Spec §7: an onboarding submission records an analytics event on success.
        analytics.track(ANALYTICS_EVENTS.personalInfo);
        void navigate('/login/store-info', { replace: true });
      }}
    />
  );
}
