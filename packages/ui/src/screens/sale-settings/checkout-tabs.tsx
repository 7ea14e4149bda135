import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { PageHeader } from '../../components/page-header';
import { es } from '../../i18n/es';
import * as tabs from '../store-profile/store-profile-screen.css';

const t = es.saleSettings.tabs;

/** The tabs of 'Checkout': the WhatsApp checkout, 'Entrega' and 'Cobro'. */
export const CHECKOUT_TABS = ['whatsapp', 'delivery', 'payment'] as const;
/** One of {@link CHECKOUT_TABS}. */
export type CheckoutTab = (typeof CHECKOUT_TABS)[number];

/** Props of {@link CheckoutTabs}. */
export interface CheckoutTabsProps {
  /** The tab shown (the host keeps it in the URL). */
  selected: CheckoutTab;
  /** Called when the merchant picks another tab. */
  onSelect: (tab: CheckoutTab) => void;
  /** The selected tab's content (the host renders only the one shown). */
  children: ReactNode;
}

/** 'Checkout' → 'WhatsApp', 'Entrega' and 'Cobro' (issue 23): the page's title, then tabs over one panel. */
export function CheckoutTabs({ selected, onSelect, children }: CheckoutTabsProps) {
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => onSelect(key as CheckoutTab)}>
      <PageHeader title={es.checkout.title} />
      <TabList aria-label={t.label} className={tabs.tabList}>
        {CHECKOUT_TABS.map((tab) => (
          <Tab key={tab} id={tab} className={tabs.tab}>
            {t[tab]}
          </Tab>
        ))}
      </TabList>
      {CHECKOUT_TABS.map((tab) => (
        <TabPanel key={tab} id={tab}>
          {tab === selected ? children : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
