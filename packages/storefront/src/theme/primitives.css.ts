import { globalStyle } from '@vanilla-extract/css';
import { cx } from './classes';
import { media, vars } from './vars.css';

const c = (name: string) => `.${name}`;

globalStyle(c(cx.skip), {
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.surface,
  zIndex: 10,
});
globalStyle(`${c(cx.skip)}:focus`, { top: vars.space.sm });

globalStyle(c(cx.container), {
  width: '100%',
  maxWidth: vars.sizes.page,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});
globalStyle(c(cx.narrow), { maxWidth: vars.sizes.formColumn });
globalStyle(c(cx.stack), { display: 'flex', flexDirection: 'column', gap: vars.space.lg });

globalStyle(c(cx.button), {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.sizes.control,
  paddingInline: vars.space.lg,
  border: `${vars.sizes.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  textAlign: 'center',
});
globalStyle(c(cx.primary), { background: vars.color.primary, color: vars.color.onPrimary });
globalStyle(`${c(cx.primary)}:hover`, { background: vars.color.primaryHover });
globalStyle(c(cx.secondary), {
  background: vars.color.surface,
  color: vars.color.secondary,
  borderColor: vars.color.secondary,
});
globalStyle(`${c(cx.secondary)}:hover`, { background: vars.color.background });
globalStyle(c(cx.whatsapp), { background: vars.color.whatsapp, color: vars.color.onWhatsapp });
globalStyle(`${c(cx.whatsapp)}:hover`, { background: vars.color.whatsappHover });
globalStyle(c(cx.block), { width: '100%' });
globalStyle(`${c(cx.button)}:disabled`, { opacity: 0.55, cursor: 'not-allowed' });

globalStyle(c(cx.field), { display: 'flex', flexDirection: 'column', gap: vars.space.xs });
globalStyle(c(cx.label), { fontWeight: vars.fontWeight.medium, fontSize: vars.font.size.sm });
globalStyle(c(cx.hint), { fontSize: vars.font.size.sm, color: vars.color.textMuted });
globalStyle(c(cx.input), {
  width: '100%',
  minHeight: vars.sizes.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.sizes.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // 16 px: phones zoom into smaller inputs.
  fontSize: vars.font.size.md,
});
globalStyle(`${c(cx.input)}[aria-invalid="true"]`, { borderColor: vars.color.error });
globalStyle(c(cx.fieldError), { fontSize: vars.font.size.sm, color: vars.color.error });

globalStyle(c(cx.notice), {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
});
globalStyle(c(cx.warning), { background: vars.color.warningSubtle });
globalStyle(c(cx.errorBox), { background: vars.color.errorSubtle, color: vars.color.text });
globalStyle(`${c(cx.notice)} h2`, { fontSize: vars.font.size.md, marginBottom: vars.space.xs });
globalStyle(`${c(cx.errorBox)} ul`, { margin: 0, paddingInlineStart: vars.space.xl });

globalStyle(c(cx.badge), {
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(c(cx.srOnly), {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

globalStyle(c(cx.price), { fontWeight: vars.fontWeight.heading });
globalStyle(c(cx.muted), { color: vars.color.textMuted, fontSize: vars.font.size.sm });

globalStyle(c(cx.panel), {
  background: vars.color.surface,
  border: `${vars.sizes.borderWidth} solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  '@media': { [media.sm]: { padding: vars.space.xl } },
});
