// `@panel/ui/theme`: the contract, breakpoints and focus ring only. Safe to import from any `.css.ts` (it pulls in no
// React, Radix or react-aria code, and emits no CSS); the values are applied by PanelProvider.
export { vars, type PanelVars } from './vars.css';
export { breakpoints, breakpointNames, media, type Breakpoint } from './breakpoints';
export { radixTheme } from './radix';
export { focusRing, focusRingInset } from './focus-ring';
