import { Logo } from '../../components/logo';
import { es } from '../../i18n/es';
import { Stack } from '../../layout';
import * as styles from './home-placeholder.css';

/** §2.8 The placeholder home page: logo, 'Vamos por más' and 'A evitar que las PyMEs mueran'. */
export function HomePlaceholder() {
  return (
    <Stack gap="md" align="center" className={styles.page}>
      <Logo size="64px" withWordmark={false} />
      <h1 className={styles.title}>{es.home.placeholder.title}</h1>
      <p className={styles.subtitle}>{es.home.placeholder.subtitle}</p>
    </Stack>
  );
}
