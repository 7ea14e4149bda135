import { Icon } from '../../components/icon';
import { PageHeader } from '../../components/page-header';
import { es } from '../../i18n/es';
import { Stack } from '../../layout';
import { title } from '../../layout/card.css';
import { soonBadge } from '../soon-badge.css';
import * as styles from './users-screen.css';

/** The users screen (/users): the spec does not show its content, so it says it is coming soon. */
export function UsersScreen() {
  return (
    <div className={styles.root}>
      <PageHeader title={es.users.title} />
      <Stack
        as="section"
        gap="md"
        align="center"
        className={styles.placeholder}
        aria-labelledby="users-coming-soon"
      >
        <Icon name="users" size="48px" className={styles.icon} />
        <span className={soonBadge}>{es.common.soon}</span>
        <h2 id="users-coming-soon" className={title}>
          {es.users.comingSoonTitle}
        </h2>
        <p className={styles.text}>{es.users.comingSoon}</p>
      </Stack>
    </div>
  );
}
