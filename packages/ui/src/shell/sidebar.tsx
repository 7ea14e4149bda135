import { TRIAL_BANNER, unreadCountBySource } from '@panel/domain';
import { useState, type ReactNode } from 'react';
import { Button, Link, ProgressBar } from 'react-aria-components';
import { Glyph, type GlyphName } from '../components/glyph';
import { es } from '../i18n/es';
import { Inline, Stack } from '../layout';
import type { PanelNotification, PanelNotificationSource } from '../notifications/types';
import { Avatar } from './avatar';
import { shellHrefs } from './hrefs';
import * as styles from './shell.css';

interface Entry {
  label: string;
  href: string;
  glyph: GlyphName;
  /** The notifications whose unread count is the entry's badge; none: no badge. */
  source?: PanelNotificationSource;
}

const manageEntries: Entry[] = [
  { label: es.shell.sidebar.orders, href: shellHrefs.orders, glyph: 'receipt', source: 'orders' },
  { label: es.shell.sidebar.products, href: shellHrefs.products, glyph: 'box', source: 'products' },
  {
    label: es.shell.sidebar.checkout,
    href: shellHrefs.checkout,
    glyph: 'cart',
    source: 'checkout',
  },
  { label: es.shell.sidebar.coupons, href: shellHrefs.coupons, glyph: 'percent' },
  {
    label: es.shell.sidebar.myStore,
    href: shellHrefs.myStore,
    glyph: 'store',
    source: 'personalization',
  },
];

/** Props of the sidebar content (shared by the permanent sidebar and the drawer). */
export interface SidebarProps {
  storeName: string;
  storePicture?: string | null;
  notifications: readonly PanelNotification[];
  /**
   * The store's orders in 'nuevo' (`newOrders` of the orders list): the 'Pedidos' badge. Without it
   * (undefined) the badge counts unread order notifications.
   */
  newOrders?: number;
  currentPath: string;
  showTrialBanner: boolean;
  onTrialAction: () => void;
  onLogout: () => void;
  onNavigate?: () => void;
}

/** The sidebar's content: store, navigation with badges, trial banner, logout. */
export function SidebarContent({
  storeName,
  storePicture,
  notifications,
  newOrders,
  currentPath,
  showTrialBanner,
  onTrialAction,
  onLogout,
  onNavigate,
}: SidebarProps) {
  const counts = unreadCountBySource(notifications);
  const [trialOpen, setTrialOpen] = useState(true);

  const entry = ({ label, href, glyph, source }: Entry) => (
    <li key={href}>
      <Link
        href={href}
        className={styles.navLink}
        aria-current={currentPath === href ? 'page' : undefined}
        onPress={onNavigate}
      >
        <Glyph name={glyph} />
        <span className={styles.navLabel}>{label}</span>
        {source === 'orders' && newOrders !== undefined ? (
          <Badge count={newOrders} text={es.shell.sidebar.newOrders(newOrders)} />
        ) : source === undefined ? null : (
          <Badge count={counts[source]} />
        )}
      </Link>
    </li>
  );

  return (
    <Stack className={styles.sidebarContent}>
      <Inline gap="md" wrap={false}>
        <Avatar name={storeName} picture={storePicture} size="md" />
        <Stack gap="none" className={styles.storeText}>
          <span className={styles.storeName}>{storeName}</span>
          <Link href={shellHrefs.myStore} className={styles.editProfile} onPress={onNavigate}>
            {es.shell.sidebar.editProfile}
          </Link>
        </Stack>
      </Inline>
      <Stack as="nav" gap="xs" aria-label={es.shell.sidebar.navLabel}>
        <NavList>
          {entry({
            label: es.shell.sidebar.panel,
            href: shellHrefs.home,
            glyph: 'home',
            source: 'reports',
          })}
        </NavList>
        <h2 className={styles.navHeading}>{es.shell.sidebar.manage}</h2>
        <NavList>{manageEntries.map(entry)}</NavList>
        <h2 className={styles.navHeading}>
          {es.shell.sidebar.physicalStore}
          <span className={styles.soon}>{es.common.soon}</span>
        </h2>
        <NavList>
          {entry({
            label: es.shell.sidebar.sales,
            href: shellHrefs.sales,
            glyph: 'sales',
            source: 'sales',
          })}
        </NavList>
        <NavList>
          <li>
            <Button className={styles.navLink} onPress={onLogout}>
              <Glyph name="logout" />
              <span className={styles.navLabel}>{es.shell.sidebar.logout}</span>
            </Button>
          </li>
        </NavList>
      </Stack>
      {showTrialBanner && trialOpen && (
        <TrialBanner onAction={onTrialAction} onDismiss={() => setTrialOpen(false)} />
      )}
    </Stack>
  );
}

function NavList({ children }: { children: ReactNode }) {
  return (
    <Stack as="ul" gap="xxs" className={styles.navList}>
      {children}
    </Stack>
  );
}

function Badge({ count, text }: { count: number; text?: string }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={styles.visuallyHidden}>{text ?? es.shell.sidebar.unread(count)}</span>
    </span>
  );
}

function TrialBanner({ onAction, onDismiss }: { onAction: () => void; onDismiss: () => void }) {
  const t = es.shell.trialBanner;
  return (
    <Stack as="section" gap="sm" aria-label={t.title} className={styles.trial}>
      <Inline gap="sm" alignY="start" wrap={false}>
        <h2 className={styles.trialTitle}>{t.title}</h2>
        <Button aria-label={t.dismiss} className={styles.iconButton} onPress={onDismiss}>
          <Glyph name="close" size="1em" />
        </Button>
      </Inline>
      <ProgressBar
        aria-label={t.progressLabel}
        value={TRIAL_BANNER.progressPercent}
        className={styles.progress}
      >
        {({ percentage }) => (
          <div className={styles.progressTrack}>
            <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        )}
      </ProgressBar>
      <p className={styles.trialText}>
        {t.offer(TRIAL_BANNER.discountPercent, TRIAL_BANNER.offerDays)}
      </p>
      <Button className={styles.trialAction} onPress={onAction}>
        {t.action}
      </Button>
    </Stack>
  );
}
