// The app's own pages (not found, a failed route): a title, a line of text and the ways on, laid out
// with the theme's tokens. Inside the shell they fill its <main>; elsewhere they are their own <main>.
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader, vars } from '@panel/ui';

const styles = {
  page: {
    display: 'grid',
    gap: vars.space.md,
    justifyItems: 'start',
    maxWidth: vars.sizes.formColumn,
  },
  standalone: { padding: vars.space.xl, margin: '0 auto', fontFamily: vars.font.family },
  text: { margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md },
  link: { color: vars.color.primaryText, fontWeight: vars.fontWeight.medium },
} satisfies Record<string, CSSProperties>;

/** Props of {@link AppMessage}. */
export interface AppMessageProps {
  title: string;
  text: string;
  /** Buttons and links under the text. */
  actions: ReactNode;
  /** Outside the shell: the page is its own <main>. */
  standalone?: boolean;
}

/** A title, a text and the ways on. */
export function AppMessage({ title, text, actions, standalone = false }: AppMessageProps) {
  const content = (
    <>
      <PageHeader title={title} />
      <p style={styles.text}>{text}</p>
      <div style={styles.actions}>{actions}</div>
    </>
  );
  return standalone ? (
    <main style={{ ...styles.page, ...styles.standalone }}>{content}</main>
  ) : (
    <div style={styles.page}>{content}</div>
  );
}

/** A link to a panel page, in the theme's link colour. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} style={styles.link}>
      {children}
    </Link>
  );
}
