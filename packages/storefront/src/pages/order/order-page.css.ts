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
