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
