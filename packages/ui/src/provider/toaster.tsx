// The toaster, in its own chunk with sonner: PanelProvider loads it after the first paint, or at once
// when a toast is waiting to be shown. No `.css.ts` here: a stylesheet in a lazy chunk would split the
// library's single CSS file, so the class comes from the provider.
import { useEffect, type CSSProperties } from 'react';
import { toast, Toaster } from 'sonner';
import { es } from '../i18n/es';
import { connectToaster } from './toast';
import { toastSettings } from './toast-settings';

export default function PanelToaster({ className }: { className: string }) {
  // Runs after sonner's own Toaster has subscribed (a child's effects run first), so the toasts that
  // waited are shown.
  useEffect(() => connectToaster(toast), []);
  return (
    <Toaster
      className={className}
      theme="light"
      position="bottom-right"
      duration={toastSettings.duration}
      visibleToasts={toastSettings.visibleToasts}
      gap={toastSettings.gap}
      style={{ '--width': `${toastSettings.width}px` } as CSSProperties}
      containerAriaLabel={es.toaster.label}
    />
  );
}
