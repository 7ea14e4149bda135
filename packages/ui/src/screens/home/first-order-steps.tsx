import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../components/button';
import { button } from '../../components/button/button.css';
import { Glyph } from '../../components/glyph';
import { es } from '../../i18n/es';
import { Card, Inline, Stack } from '../../layout';
import { toast } from '../../provider/toast';
import * as styles from './first-order-steps.css';

const t = es.home.firstOrder;

/** What a new store has done on the way to its first order (issue 21). */
export interface FirstOrderProgress {
  /** The store has at least one product. */
  hasProduct: boolean;
  /** A WhatsApp number is saved in 'Checkout': without it the store cannot take orders. */
  whatsappSaved: boolean;
  /** The merchant copied or shared the store's link from here (the host remembers it). */
  linkShared: boolean;
  /** The store's public address (`https://ana.tiendas.com/`), copied and shared. */
  storeUrl: string;
}

/** Props of {@link FirstOrderSteps}. */
export interface FirstOrderStepsProps extends FirstOrderProgress {
  /** Where 'Agregar producto' goes. */
  addProductHref: string;
  /** Where 'Ir a Checkout' goes. */
  checkoutHref: string;
  /** Called when the link is copied or 'Compartir por WhatsApp' is chosen. */
  onLinkShared?: () => void;
}

/** The WhatsApp share address of a store link: `https://wa.me/?text=…` (no number: the merchant picks the chat). */
export const whatsappShareUrl = (storeUrl: string) =>
  `https://wa.me/?text=${encodeURIComponent(t.share.message(storeUrl))}`;

/**
 * The steps to a store's first order: add a product, save the WhatsApp number, share the link; each
 * ticked when done. The host shows it until the first order arrives.
 */
export function FirstOrderSteps({
  hasProduct,
  whatsappSaved,
  linkShared,
  storeUrl,
  addProductHref,
  checkoutHref,
  onLinkShared,
}: FirstOrderStepsProps) {
  const done = [hasProduct, whatsappSaved, linkShared].filter(Boolean).length;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(storeUrl);
      toast.success(t.share.copied);
      onLinkShared?.();
    } catch {
      toast.error(t.share.copyFailed);
    }
  };
  return (
    <Card title={t.title} gap="md">
      <Stack gap="xxs">
        <p className={styles.muted}>{t.intro}</p>
        <p className={styles.progress}>{t.progress(done, 3)}</p>
      </Stack>
      <ol className={styles.steps}>
        <Step number={1} done={hasProduct} title={t.product.title} text={t.product.text}>
          {!hasProduct && (
            <Link href={addProductHref} className={button({ variant: 'primary' })}>
              {t.product.action}
            </Link>
          )}
        </Step>
        <Step number={2} done={whatsappSaved} title={t.whatsapp.title} text={t.whatsapp.text}>
          {!whatsappSaved && (
            <Link href={checkoutHref} className={button({ variant: 'primary' })}>
              {t.whatsapp.action}
            </Link>
          )}
        </Step>
        <Step number={3} done={linkShared} title={t.share.title} text={t.share.text}>
          {storeUrl && (
            <>
              <span className={styles.url}>{storeUrl}</span>
              <Inline gap="sm">
                <Button variant="secondary" onPress={() => void copy()}>
                  {t.share.copy}
                </Button>
                <Link
                  href={whatsappShareUrl(storeUrl)}
                  target="_blank"
                  rel="noreferrer"
                  className={button({ variant: 'secondary' })}
                  onPress={() => onLinkShared?.()}
                >
                  <Glyph name="external" size="1em" />
                  {t.share.whatsapp}
                </Link>
              </Inline>
            </>
          )}
        </Step>
      </ol>
    </Card>
  );
}

function Step({
  number,
  done,
  title,
  text,
  children,
}: {
  number: number;
  done: boolean;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <li className={styles.step} data-done={done || undefined}>
      <span className={styles.mark} aria-hidden="true">
        {done ? <Glyph name="success" /> : number}
      </span>
      <Stack gap="xs" className={styles.body}>
        <h3 className={styles.stepTitle}>
          {title}
          <span className={styles.srOnly}>{` (${done ? t.done : t.pending})`}</span>
        </h3>
        <p className={styles.muted}>{text}</p>
        {children}
      </Stack>
    </li>
  );
}
