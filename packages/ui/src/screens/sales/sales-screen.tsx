import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import * as styles from './sales-screen.css';

/** Props of {@link SalesScreen}. */
export interface SalesScreenProps {
  /** Product name in the coming-soon toast. Default 'Panel'. */
  productName?: string;
}

/**
 * Sales of the physical store (spec §2.15): only physical-store sales are recorded here; 'Agregar
 * venta' only tells that managing both stores together is coming soon.
 */
export function SalesScreen({ productName = es.common.logoAlt }: SalesScreenProps) {
  return (
    <div className={styles.root}>
      <PageHeader
        title={es.sales.title}
        actions={
          <Button onPress={() => toast.info(es.sales.comingSoon(productName))}>
            {es.sales.add}
          </Button>
        }
      />
      <p className={styles.note}>{es.sales.note}</p>
    </div>
  );
}
