import { FADE_STEP_MS, SUCCESS_REDIRECT_MS } from '@panel/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { AuthCard } from '../../components/auth-card';
import * as card from '../../components/auth-card/auth-card.css';
import { es } from '../../i18n/es';
import { Stack } from '../../layout';
import * as styles from './create-success-screen.css';

/** Props of {@link CreateSuccessScreen}. */
export interface CreateSuccessScreenProps {
  /** Called once, 5 s after the screen shows: the host goes to the home route. */
  onRedirect: () => void;
  /** Target of the 'click here' link (the home route). Default '/'. */
  homeHref?: string;
}

/** §2.7 Registration success: thanks fading in 250 ms apart, then the panel after 5 s. */
export function CreateSuccessScreen({ onRedirect, homeHref = '/' }: CreateSuccessScreenProps) {
  const lines = es.createSuccess.thanks;
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const timers = lines.map((_, i) => setTimeout(() => setShown(i + 1), FADE_STEP_MS * (i + 1)));
    return () => timers.forEach(clearTimeout);
  }, [lines]);

  useEffect(() => {
    const timer = setTimeout(onRedirect, SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [onRedirect]);

  return (
    <AuthCard>
      <h1 className={card.heading}>{es.createSuccess.heading}</h1>
      <p className={card.lead}>{es.createSuccess.redirectNotice(SUCCESS_REDIRECT_MS / 1000)}</p>
      <Stack as="ul" gap="sm" className={styles.lines}>
        {lines.map((line, i) => (
          <li key={line} className={styles.line} data-visible={i < shown || undefined}>
            {line}
          </li>
        ))}
      </Stack>
      <p className={card.lead}>
        {es.createSuccess.fallbackPrompt}{' '}
        <Link className={card.link} href={homeHref}>
          {es.createSuccess.fallbackLink}
        </Link>
      </p>
    </AuthCard>
  );
}
