import { globalStyle } from '@vanilla-extract/css';
import { cx } from '../../theme/classes';
import { media, vars } from '../../theme/vars.css';

const c = (name: string) => `.${name}`;

globalStyle(c(cx.product), {
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});
globalStyle(`${c(cx.gallery)} img, ${c(cx.gallery)} video`, {
  width: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
globalStyle(`${c(cx.gallery)} > img`, { aspectRatio: '1', objectFit: 'contain' });
globalStyle(c(cx.thumbs), {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
});
globalStyle(`${c(cx.thumbs)} img`, { aspectRatio: '1', objectFit: 'cover' });
globalStyle(`${c(cx.info)} h1`, { fontSize: vars.font.size.xl });
globalStyle(`${c(cx.info)} [data-size="lg"]`, { fontSize: vars.font.size.xl });
globalStyle(c(cx.buyForm), { display: 'flex', flexDirection: 'column', gap: vars.space.md });
globalStyle(c(cx.actions), {
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});
// The options (issue 22): up to 8 values as buttons (radios), a select beyond.
globalStyle(c(cx.option), { border: 0, margin: 0, padding: 0, minWidth: 0 });
globalStyle(`${c(cx.option)} legend`, {
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.xs,
});
globalStyle(c(cx.choices), { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
globalStyle(`${c(cx.choice)} input`, { position: 'absolute', opacity: 0, width: 1, height: 1 });
globalStyle(`${c(cx.choice)} > span`, {
  display: 'inline-block',
  minWidth: vars.sizes.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.sizes.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  cursor: 'pointer',
});
globalStyle(`${c(cx.choice)} input:checked + span`, {
  borderColor: vars.color.primary,
  boxShadow: `inset 0 0 0 ${vars.sizes.borderWidth} ${vars.color.primary}`,
});
globalStyle(`${c(cx.choice)} input:focus-visible + span`, {
  outline: `${vars.sizes.focusRingWidth} solid ${vars.color.focusRing}`,
});
globalStyle(`${c(cx.choice)} input:disabled + span`, {
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  cursor: 'not-allowed',
});
globalStyle(`${c(cx.choice)} [data-sold-out]`, {
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
globalStyle(c(cx.description), { whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

// The merchant's preview banner (issue 21): apart from the product below it.
globalStyle(c(cx.preview), { marginBottom: vars.space.lg });
