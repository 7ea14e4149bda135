import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { FREE_PLAN, PRO_PLAN } from '@panel/domain';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { Switch } from '../../components/switch';
import { es } from '../../i18n/es';
import { Card, Columns, Stack } from '../../layout';
import * as styles from './subscription-screen.css';

const t = es.subscription;

/** Plan ids: 'pro' or 'basic' (Gratis). */
export type SubscriptionPlan = 'pro' | 'basic';

/** Props of {@link SubscriptionScreen}. */
export interface SubscriptionScreenProps {
  /** '+ Aumentar productos': the app opens the subscription modal. */
  onIncreaseProducts: () => void;
  /** Plan selected at first. Default 'pro'. */
  plan?: SubscriptionPlan;
  /** Months left of the Pro plan. Default 3. */
  remainingMonths?: number;
}

/**
 * Plans (spec §2.14): Pro ($25/mes, 105 products, '+ Aumentar productos') and Gratis ($0/mes,
 * 'Cambiar') with a radio each, and the auto-renew switch, on by default. As in the spec, the
 * radios, the switch and 'Cambiar' change nothing and make no call.
 */
export function SubscriptionScreen({
  onIncreaseProducts,
  plan = 'pro',
  remainingMonths = 3,
}: SubscriptionScreenProps) {
  const [selected, setSelected] = useState<string>(plan);
  const [autoRenew, setAutoRenew] = useState(true);

  return (
    <div className={styles.root}>
      <PageHeader title={t.title} />
      <RadioGroup aria-label={t.planLabel} value={selected} onChange={setSelected}>
        <Columns template={{ sm: 2 }} className={styles.cards}>
          <Card gap="md" padding="xl">
            <Radio value={PRO_PLAN.id} className={styles.radio}>
              <span className={styles.dot} aria-hidden="true" />
              {t.pro.name}
            </Radio>
            <p className={styles.price}>{t.price(PRO_PLAN.price)}</p>
            <p className={styles.detail}>{t.pro.remaining(remainingMonths)}</p>
            <p className={styles.detail}>{t.pro.products(PRO_PLAN.products)}</p>
            <div className={styles.cardAction}>
              <Button variant="secondary" onPress={onIncreaseProducts}>
                {t.pro.increase}
              </Button>
            </div>
          </Card>
          <Card gap="md" padding="xl">
            <Radio value={FREE_PLAN.id} className={styles.radio}>
              <span className={styles.dot} aria-hidden="true" />
              {t.free.name}
            </Radio>
            <p className={styles.price}>{t.price(FREE_PLAN.price)}</p>
            <div className={styles.cardAction}>
              <Button variant="ghost">{t.free.change}</Button>
            </div>
          </Card>
        </Columns>
      </RadioGroup>
      <Stack gap="xs" className={styles.renew}>
        <Switch isSelected={autoRenew} onChange={setAutoRenew}>
          {t.autoRenew}
        </Switch>
        <p className={styles.detail}>{t.autoRenewHelp}</p>
      </Stack>
    </div>
  );
}
