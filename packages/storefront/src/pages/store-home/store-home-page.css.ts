import { globalStyle } from '@vanilla-extract/css';
import { cx } from '../../theme/classes';
import { media, vars } from '../../theme/vars.css';

const c = (name: string) => `.${name}`;

globalStyle(c(cx.toolbar), { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
globalStyle(c(cx.search), { flex: '1 1 180px' });
globalStyle(`${c(cx.toolbar)} > ${c(cx.field)}`, { flex: '1 1 140px' });

globalStyle(c(cx.grid), {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
globalStyle(c(cx.card), {
  background: vars.color.surface,
  border: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
globalStyle(`${c(cx.card)} > a`, {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  color: vars.color.text,
  textDecoration: 'none',
});
globalStyle(`${c(cx.card)} > a:hover ${c(cx.cardName)}`, { textDecoration: 'underline' });
globalStyle(c(cx.cardMedia), {
  position: 'relative',
  aspectRatio: '1',
  background: vars.color.background,
});
globalStyle(`${c(cx.cardMedia)} img`, { width: '100%', height: '100%', objectFit: 'cover' });
globalStyle(`${c(cx.cardMedia)} ${c(cx.badge)}`, {
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
});
globalStyle(c(cx.noPicture), { width: '100%', height: '100%' });
globalStyle(c(cx.cardBody), {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});
globalStyle(c(cx.cardName), {
  fontSize: vars.font.size.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

globalStyle(c(cx.pagination), {
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
});
globalStyle(`${c(cx.pagination)} > :first-child`, { justifySelf: 'start' });
globalStyle(`${c(cx.pagination)} > :last-child`, { justifySelf: 'end' });
globalStyle(`${c(cx.pagination)} > [aria-current]`, {
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
