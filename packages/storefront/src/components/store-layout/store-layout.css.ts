import { globalStyle } from '@vanilla-extract/css';
import { cx } from '../../theme/classes';
import { vars } from '../../theme/vars.css';

const c = (name: string) => `.${name}`;

globalStyle(c(cx.header), {
  background: vars.color.surface,
  borderBottom: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
});
globalStyle(c(cx.bar), {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '60px',
});
globalStyle(c(cx.brand), {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.font.size.lg,
});
globalStyle(`${c(cx.brand)} span`, {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
globalStyle(c(cx.logo), {
  width: vars.sizes.logo,
  height: vars.sizes.logo,
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.full,
});
globalStyle(c(cx.cartLink), {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: vars.sizes.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${c(cx.cartLink)}:hover`, { background: vars.color.background });
globalStyle(`${c(cx.cartLink)} [data-cart-count]`, {
  minWidth: '22px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: '22px',
  textAlign: 'center',
});
globalStyle(c(cx.main), {
  flex: 1,
  paddingBlock: vars.space.xl,
  outline: 'none',
});
globalStyle(`${c(cx.footer)} ${c(cx.stack)}`, { alignItems: 'center' });
globalStyle(c(cx.tagline), { color: vars.color.textMuted, overflowWrap: 'anywhere' });
globalStyle(c(cx.footer), {
  paddingBlock: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
