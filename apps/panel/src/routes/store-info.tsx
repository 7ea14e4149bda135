import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useConfig, useSubmitStoreInfo, useUserInfo } from '@panel/api';
import { StoreInfoScreen } from '@panel/ui';
import { ANALYTICS_EVENTS, useAnalytics } from '../analytics';
import { asServerError } from '../api';

/** Onboarding step 2 (/login/store-info, /store-info): store name and link. */
export function Component() {
  const navigate = useNavigate();
  const userInfo = useUserInfo();
  const config = useConfig();
  const submit = useSubmitStoreInfo();
  const analytics = useAnalytics();
  // The submission itself raises the level to '3': that must lead to /create-success, not home.
  const [submitted, setSubmitted] = useState(false);
  if (userInfo.isError) return <Navigate to="/" replace />;
  if (!userInfo.data || !config.data) return null;
  const level = userInfo.data.userOnboarding.level;
  if (!userInfo.data.user.email) return <Navigate to="/" replace />;
  if (level === '1') return <Navigate to="/login/personal-info" replace />;
  if (level === '3' && !submitted) return <Navigate to="/" replace />;
  return (
    <StoreInfoScreen
      storeHost={config.data.storeHost}
      onSubmit={async (values) => {
        setSubmitted(true);
        try {
          await submit.mutateAsync(values);
        } catch (err) {
          setSubmitted(false);
          throw asServerError(err);
        }
        // Spec §7: an onboarding submission records an analytics event on success.
        analytics.track(ANALYTICS_EVENTS.storeInfo, { storeLink: values.storeLink });
        void navigate('/create-success', { replace: true });
      }}
    />
  );
}
