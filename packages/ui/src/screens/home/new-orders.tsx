import { Link } from 'react-aria-components';
import { Glyph } from '../../components/glyph';
import { es } from '../../i18n/es';
import * as styles from './new-orders.css';

/** 'Tienes N pedidos nuevos', linking to the orders (issue 13); nothing when there are none. */
export function NewOrdersLine({ count, href }: { count: number; href: string }) {
  if (count <= 0) return null;
  return (
    <Link href={href} className={styles.line}>
      <Glyph name="sales" />
      {es.orders.homeNew(count)}
    </Link>
  );
}
