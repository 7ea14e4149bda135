import { StrokedSvg, type StrokedIconProps } from '../icon/stroked-svg';

// Navigation and status icons of the shell, home and notifications (24 px grid, stroked with
// currentColor). Decorative: the control or text beside a glyph carries the accessible name.
// (Kept apart from components/icon, which holds the product screens' icons; both draw through
// StrokedSvg.)
const paths = {
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  box: 'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8',
  cart: 'M3 4h2l2 11h11l2-8H6.2M9 20h.01M17 20h.01',
  store: 'M4 10v10h16V10M3 4h18l-1 6H4zM10 20v-5h4v5',
  sales: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  /** 'Pedidos': a receipt with a torn bottom edge. */
  receipt: 'M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5zM9 8h6M9 12h6M9 16h3',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  info: 'M12 8h.01M11 12h1v5h1M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  success: 'M8 12l3 3 5-6M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  warning: 'M12 4l9 16H3zM12 10v4M12 17h.01',
  error: 'M12 8v5M12 16h.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  plus: 'M12 5v14M5 12h14',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  percent: 'M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  cartOff: 'M3 4h2l2 11h11l2-8H6.2M9 20h.01M17 20h.01M4 4l16 16',
  palette:
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.4-4-8.5-9-8.5zM7.5 11h.01M10 7h.01M15 7h.01',
  chevronDown: 'M6 9l6 6 6-6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
} as const;

/** Name of a {@link Glyph}. */
export type GlyphName = keyof typeof paths;

/** Props of {@link Glyph}. */
export type GlyphProps = StrokedIconProps<GlyphName>;

/** A decorative stroked glyph (`aria-hidden`). */
export function Glyph({ name, ...props }: GlyphProps) {
  return <StrokedSvg {...props} d={paths[name]} />;
}
