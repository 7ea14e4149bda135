// The only public entry of @panel/ui. The theme contract also has its own light entry,
// `@panel/ui/theme`, for `.css.ts` files (importing this barrel from a `.css.ts` would make
// vanilla-extract evaluate Radix and react-aria at build time).
export { PanelProvider, type PanelProviderProps } from './provider/panel-provider';
export {
  toast,
  type ToastId,
  type ToastOptions,
  type ToastPromiseMessages,
} from './provider/toast';
export { toastSettings } from './provider/toast-settings';
export { es, type Catalogue } from './i18n/es';
export { TextField, type TextFieldProps } from './components/text-field';
export { Button, buttonVariants, type ButtonProps, type ButtonVariant } from './components/button';
export {
  vars,
  breakpoints,
  breakpointNames,
  media,
  type PanelVars,
  type Breakpoint,
} from './theme';
