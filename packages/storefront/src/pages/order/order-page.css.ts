import { globalStyle } from '@vanilla-extract/css';
import { cx } from '../../theme/classes';
import { vars } from '../../theme/vars.css';

const c = (name: string) => `.${name}`;

globalStyle(c(cx.table), { width: '100%', borderCollapse: 'collapse', marginTop: vars.space.md });
globalStyle(`${c(cx.table)} th, ${c(cx.table)} td`, {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
globalStyle(`${c(cx.table)} th:not(:first-child), ${c(cx.table)} td:not(:first-child)`, {
  textAlign: 'right',
  whiteSpace: 'nowrap',
});
globalStyle(`${c(cx.table)} tfoot th, ${c(cx.table)} tfoot td`, {
  borderBottom: 0,
  fontSize: vars.font.size.lg,
});
globalStyle(`${c(cx.panel)} dl`, { margin: `${vars.space.md} 0 0` });
globalStyle(`${c(cx.panel)} dt`, { fontWeight: vars.fontWeight.medium });
globalStyle(`${c(cx.panel)} dd`, { margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
globalStyle(c(cx.message), { fontSize: vars.font.size.sm, resize: 'vertical' });

// How to pay (issue 23): each value beside its copy button, the Pix QR at a size a phone scans.
globalStyle(c(cx.payValue), {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
globalStyle(`${c(cx.payValue)} code`, {
  fontFamily: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
globalStyle(c(cx.qr), { width: '240px', maxWidth: '100%', height: 'auto', alignSelf: 'center' });
// The breakdown's rows (an order placed before it has its total row alone, as it was).
globalStyle(
  `${c(cx.table)} tfoot ${c(cx.breakdownRow)} th, ${c(cx.table)} tfoot ${c(cx.breakdownRow)} td`,
  {
    fontSize: vars.font.size.md,
    fontWeight: vars.fontWeight.regular,
  },
);
globalStyle(
  `${c(cx.table)} tfoot ${c(cx.breakdownTotal)} th, ${c(cx.table)} tfoot ${c(cx.breakdownTotal)} td`,
  {
    borderTop: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  },
);
