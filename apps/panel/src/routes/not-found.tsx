import { es } from '@panel/ui';
import { AppMessage, PageLink } from '../app-message';

/** Any address the panel does not have: a Spanish page inside the shell with a link home. */
export function Component() {
  const t = es.app.notFound;
  return (
    <AppMessage title={t.title} text={t.text} actions={<PageLink to="/">{t.home}</PageLink>} />
  );
}
