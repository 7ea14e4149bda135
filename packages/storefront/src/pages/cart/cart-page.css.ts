import { globalStyle } from '@vanilla-extract/css';
import { cx } from '../../theme/classes';
import { media, vars } from '../../theme/vars.css';

const c = (name: string) => `.${name}`;

globalStyle(c(cx.cart), {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.sizes.formColumn,
});
globalStyle(`${c(cx.cart)} h1`, { fontSize: vars.font.size.xl });
globalStyle(`${c(cx.cart)} h2`, { fontSize: vars.font.size.lg });
globalStyle(c(cx.lines), { margin: 0, padding: 0, listStyle: 'none' });
globalStyle(c(cx.line), {
  display: 'grid',
  gridTemplateColumns: `${vars.sizes.thumb} 1fr auto`,
  gap: vars.space.md,
  alignItems: 'start',
  paddingBlock: vars.space.md,
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
});
globalStyle(`${c(cx.line)}:first-child`, { paddingTop: 0 });
globalStyle(c(cx.lineThumb), {
  width: vars.sizes.thumb,
  height: vars.sizes.thumb,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
globalStyle(c(cx.lineInfo), {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${c(cx.lineInfo)} a`, { color: vars.color.text, fontWeight: vars.fontWeight.medium });
// The line's controls take the whole width under the picture and name on a phone.
globalStyle(`${c(cx.line)} > :last-child`, {
  gridColumn: '1 / -1',
  '@media': { [media.sm]: { gridColumn: '2 / -1' } },
});
globalStyle(c(cx.lineForms), {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
globalStyle(c(cx.totals), {
  display: 'flex',
  justifyContent: 'space-between',
  paddingTop: vars.space.md,
  fontSize: vars.font.size.lg,
});
globalStyle(c(cx.radios), {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});
globalStyle(`${c(cx.radios)} legend`, { marginBottom: vars.space.xs, padding: 0 });
globalStyle(c(cx.radio), {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.sizes.control,
  paddingInline: vars.space.md,
  border: `${vars.sizes.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
});
globalStyle(`${c(cx.radio)} input`, { width: '20px', height: '20px', margin: 0 });
globalStyle(c(cx.honeypot), {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

// The cart's sale (issue 23).
globalStyle(`${c(cx.radio)}:has(${c(cx.optionText)})`, { paddingBlock: vars.space.sm });
globalStyle(c(cx.optionText), { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
globalStyle(c(cx.optionName), {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
});
globalStyle(`${c(cx.optionText)} ${c(cx.muted)}`, { fontSize: vars.font.size.sm });
globalStyle(c(cx.inline), { display: 'flex', gap: vars.space.sm });
globalStyle(`${c(cx.inline)} > input`, { flex: 1, minWidth: 0 });
// The address is asked for a zone only: hidden once an option other than an Envío zone is chosen (a
// browser without :has() shows it always, with its hint).
globalStyle(
  `form:has([data-kind]:checked):not(:has([data-kind="envio"]:checked)) ${c(cx.address)}`,
  { display: 'none' },
);
globalStyle(`${c(cx.summary)} dl`, { margin: 0 });
globalStyle(c(cx.summaryRow), {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
});
globalStyle(`${c(cx.summaryRow)} dd`, { margin: 0, whiteSpace: 'nowrap' });
globalStyle(c(cx.summaryTotal), {
  borderTop: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  marginTop: vars.space.xs,
  paddingTop: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.medium,
});
globalStyle(c(cx.freeHint), { marginTop: vars.space.sm, fontWeight: vars.fontWeight.medium });
