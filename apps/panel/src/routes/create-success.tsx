import { useNavigate } from 'react-router-dom';
import { CreateSuccessScreen } from '@panel/ui';

/** /create-success: the end of onboarding; home after 5 s. */
export function Component() {
  const navigate = useNavigate();
  return (
    <CreateSuccessScreen homeHref="/" onRedirect={() => void navigate('/', { replace: true })} />
  );
}
