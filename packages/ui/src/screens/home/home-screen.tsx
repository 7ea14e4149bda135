import { greetingName } from '@panel/domain';
import { useState } from 'react';
import { Button, Link, OverlayArrow, Tooltip, TooltipTrigger } from 'react-aria-components';
import { Banner } from '../../components/banner';
import { Glyph, type GlyphName } from '../../components/glyph';
import { SelectField } from '../../components/select-field';
import { es } from '../../i18n/es';
import { Card, Columns, Inline, Section, Stack } from '../../layout';
import * as styles from './home-screen.css';
import { FirstOrderSteps, type FirstOrderProgress } from './first-order-steps';
import { NewOrdersLine } from './new-orders';

// A count the Spanish way: '1.250'.
const countFormat = new Intl.NumberFormat('es', { maximumFractionDigits: 0 });

// A period's change the way a Spanish reader writes it, signed: '+12 %', '-0,4 %'.
const changeFormat = new Intl.NumberFormat('es', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** Periods of the performance summary. */
export const homePeriods = ['day', 'week', 'month', 'year'] as const;

/** One of {@link homePeriods}. */
export type HomePeriod = (typeof homePeriods)[number];

/** One figure of a metric card. */
export interface HomeMetric {
  /** The figure as shown, e.g. '1.250' or '3,2 %'. */
  value: string;
  /**
   * Change against the previous period, in percent (e.g. 12 or -4.5); null shows '—' (nothing to compare
   * with); omitted hides it.
   */
  change?: number | null;
}

/** The four figures of the performance summary, for the selected period. */
export interface HomeMetrics {
  /** 'Visitas'. */
  visits: HomeMetric;
  /** 'Tasa de conversión'. */
  conversionRate: HomeMetric;
  /** 'Carritos totales'. */
  totalCarts: HomeMetric;
  /** 'Carritos abandonados'. */
  abandonedCarts: HomeMetric;
}

/** Routes the quick-access cards go to. */
export const homeHrefs = {
  addProduct: '/products/create',
  checkout: '/checkout',
  store: '/my-store',
} as const;

/** Props of {@link HomeScreen}. */
export interface HomeScreenProps {
  /** The user's name; the greeting uses its first word, or the welcome-back text without one. */
  userName?: string | null;
  /** Days of the free trial in the dismissible banner (a placeholder figure). */
  trialDays: number;
  /** Shows the trial banner. Default true. */
  showTrialInfo?: boolean;
  /** Called when the trial banner is closed (the screen hides it either way). */
  onDismissTrialInfo?: () => void;
  /** Selected period (controlled). Default: internal state starting at 'day'. */
  period?: HomePeriod;
  /** Called with the newly selected period; the host passes that period's `metrics`. */
  onPeriodChange?: (period: HomePeriod) => void;
  /** The four figures for the selected period. */
  metrics: HomeMetrics;
  /**
   * Number of products of the store; null while it is loading (the card shows 'Cargando...' and
   * cannot be chosen yet, so the limit is never skipped).
   */
  productCount: number | null;
  /** The store's product limit (default plan: 100). */
  productLimit: number;
  /**
   * Called instead of navigating when 'Agregar producto' is chosen at or above the limit: the host
   * opens the subscription modal.
   */
  onLimitReached: () => void;
  /** Orders waiting in 'nuevo': the home says 'Tienes N pedidos nuevos' when above 0. Default 0. */
  newOrders?: number;
  /** Where that line links to. Default '/orders'. */
  ordersHref?: string;
  /**
   * 'Pedidos sin confirmar' (issue 23): orders still 'nuevo' more than an hour after they were placed,
   * shown beside the four figures; null or omitted hides it (while unknown).
   */
  unconfirmedOrders?: number | null;
  /** Where it links to: 'Pedidos' filtered to them. Default '/orders?estado=sin-confirmar'. */
  unconfirmedHref?: string;
  /**
   * The steps to the store's first order (add a product, save the WhatsApp number, share the link), each
   * ticked when done; null or omitted hides them (the host passes null once the first order arrived, and
   * while it does not know yet).
   */
  firstOrder?: FirstOrderProgress | null;
  /** Called when the store's link is copied or shared from the steps (the host remembers it). */
  onLinkShared?: () => void;
}

const metricGlyphs: Record<keyof HomeMetrics, GlyphName> = {
  visits: 'eye',
  conversionRate: 'percent',
  totalCarts: 'cart',
  abandonedCarts: 'cartOff',
};

const metricOrder = ['visits', 'conversionRate', 'totalCarts', 'abandonedCarts'] as const;

/** §2.8 Home dashboard: greeting, trial banner, performance summary and quick access. */
export function HomeScreen({
  userName,
  trialDays,
  showTrialInfo = true,
  onDismissTrialInfo,
  period: controlledPeriod,
  onPeriodChange,
  metrics,
  productCount,
  productLimit,
  onLimitReached,
  newOrders = 0,
  ordersHref = '/orders',
  unconfirmedOrders = null,
  unconfirmedHref = '/orders?estado=sin-confirmar',
  firstOrder = null,
  onLinkShared,
}: HomeScreenProps) {
  const [ownPeriod, setOwnPeriod] = useState<HomePeriod>('day');
  const [bannerOpen, setBannerOpen] = useState(true);
  const period = controlledPeriod ?? ownPeriod;
  const first = greetingName(userName);
  const atLimit = productCount !== null && productCount >= productLimit;

  return (
    <Stack gap="xl" className={styles.page}>
      <h1 className={styles.greeting}>{first ? es.home.greeting(first) : es.home.welcomeBack}</h1>
      {showTrialInfo && bannerOpen && (
        <Banner
          dismissLabel={es.home.trialInfoDismiss}
          onDismiss={() => {
            setBannerOpen(false);
            onDismissTrialInfo?.();
          }}
        >
          {es.home.trialInfo(trialDays)}
        </Banner>
      )}
      <NewOrdersLine count={newOrders} href={ordersHref} />
      {firstOrder && (
        <FirstOrderSteps
          {...firstOrder}
          addProductHref={homeHrefs.addProduct}
          checkoutHref={homeHrefs.checkout}
          onLinkShared={onLinkShared}
        />
      )}

      <Section
        title={es.home.performance.title}
        actions={
          <div className={styles.period}>
            <SelectField<HomePeriod>
              label={es.home.performance.periodLabel}
              options={homePeriods.map((id) => ({ id, label: es.home.performance.periods[id] }))}
              value={period}
              onChange={(next) => {
                setOwnPeriod(next);
                onPeriodChange?.(next);
              }}
            />
          </div>
        }
      >
        {/* Two by two on a phone (issue 21), four in a row on a wide screen. */}
        <Columns as="ul" template={{ xs: 2, lg: 4 }} className={styles.list}>
          {metricOrder.map((key) => {
            const metric = metrics[key];
            const title = es.home.performance.metrics[key];
            const tooltip = `${es.home.performance.definitions[key]} ${es.home.performance.comparedTo[period]}.`;
            return (
              <Card as="li" key={key} gap="sm" padding="lg">
                <Inline gap="sm" wrap={false}>
                  <span className={styles.metricIcon}>
                    <Glyph name={metricGlyphs[key]} />
                  </span>
                  <h3 className={styles.metricTitle}>{title}</h3>
                  <TooltipTrigger delay={300}>
                    <Button className={styles.infoButton} aria-label={`${title}: ${tooltip}`}>
                      <Glyph name="info" size="1em" />
                    </Button>
                    <Tooltip className={styles.tooltip} offset={6}>
                      <OverlayArrow>
                        <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow}>
                          <path d="M0 0 L4 4 L8 0" />
                        </svg>
                      </OverlayArrow>
                      {tooltip}
                    </Tooltip>
                  </TooltipTrigger>
                </Inline>
                <p className={styles.metricValue}>{metric.value}</p>
                {metric.change === null ? (
                  <p className={styles.metricChange} data-trend="none">
                    {es.home.performance.noChange}
                  </p>
                ) : (
                  metric.change !== undefined && (
                    <p
                      className={styles.metricChange}
                      data-trend={metric.change < 0 ? 'down' : 'up'}
                    >
                      {`${changeFormat.format(metric.change)} %`}
                    </p>
                  )
                )}
              </Card>
            );
          })}
        </Columns>
        {unconfirmedOrders !== null && (
          <Link
            href={unconfirmedHref}
            className={styles.unconfirmed}
            data-pending={unconfirmedOrders > 0 || undefined}
          >
            <Stack as="span" gap="xxs">
              <span className={styles.metricTitle}>{es.home.unconfirmed.title}</span>
              <span className={styles.quickDetail}>{es.home.unconfirmed.detail}</span>
            </Stack>
            <span className={styles.unconfirmedValue}>{countFormat.format(unconfirmedOrders)}</span>
          </Link>
        )}
      </Section>

      <Section title={es.home.quickAccess.title}>
        <Columns as="ul" template={{ md: 3 }} className={styles.list}>
          <li>
            {productCount === null ? (
              <Button className={styles.quickCard} isDisabled>
                <QuickContent
                  glyph="plus"
                  title={es.home.quickAccess.addProduct}
                  detail={es.common.loading}
                />
              </Button>
            ) : atLimit ? (
              <Button className={styles.quickCard} onPress={onLimitReached}>
                <QuickContent
                  glyph="plus"
                  title={es.home.quickAccess.addProduct}
                  detail={es.home.quickAccess.productCount(productCount, productLimit)}
                  atLimit
                />
              </Button>
            ) : (
              <Link className={styles.quickCard} href={homeHrefs.addProduct}>
                <QuickContent
                  glyph="plus"
                  title={es.home.quickAccess.addProduct}
                  detail={es.home.quickAccess.productCount(productCount, productLimit)}
                />
              </Link>
            )}
          </li>
          <li>
            <Link className={styles.quickCard} href={homeHrefs.checkout}>
              <QuickContent glyph="cart" title={es.home.quickAccess.customizeCheckout} />
            </Link>
          </li>
          <li>
            <Link className={styles.quickCard} href={homeHrefs.store}>
              <QuickContent glyph="palette" title={es.home.quickAccess.customizeStore} />
            </Link>
          </li>
        </Columns>
      </Section>
    </Stack>
  );
}

function QuickContent({
  glyph,
  title,
  detail,
  atLimit = false,
}: {
  glyph: GlyphName;
  title: string;
  detail?: string;
  atLimit?: boolean;
}) {
  return (
    <>
      <span className={styles.quickIcon}>
        <Glyph name={glyph} />
      </span>
      <Stack as="span" gap="xxs">
        <span className={styles.quickTitle}>{title}</span>
        {detail && (
          <span className={styles.quickDetail} data-at-limit={atLimit || undefined}>
            {detail}
          </span>
        )}
      </Stack>
    </>
  );
}
