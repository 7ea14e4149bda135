import { StrokedSvg, type StrokedIconProps } from './stroked-svg';

// Small inline icons (24 px grid, stroked with currentColor) so screens need no icon font or CDN.
// Decorative by default: the control that holds an icon carries the accessible name.

const paths = {
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  more: 'M12 5.5h.01M12 12h.01M12 18.5h.01',
  openInNew: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  close: 'M6 6l12 12M18 6L6 18',
  rotate: 'M20 11a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  flipHorizontal: 'M12 3v18M8 7l-5 5 5 5V7zM16 7l5 5-5 5V7z',
  flipVertical: 'M3 12h18M7 8l5-5 5 5H7zM7 16l5 5 5-5H7z',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  replace: 'M4 12a8 8 0 0 1 14-5.3M20 4v4h-4M20 12a8 8 0 0 1-14 5.3M4 20v-4h4',
  info: 'M12 8h.01M11 12h1v5h1M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  whatsapp:
    'M4 20l1.3-4A8 8 0 1 1 8 18.7L4 20zM9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2L9 9.5z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a7 7 0 0 1 4 7',
  image: 'M4 4h16v16H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01',
} as const;

/** Name of an {@link Icon}. */
export type IconName = keyof typeof paths;

/** Props of {@link Icon}. */
export type IconProps = StrokedIconProps<IconName>;

/** A decorative stroked icon (`aria-hidden`); name the control that holds it instead. */
export function Icon({ name, ...props }: IconProps) {
  return <StrokedSvg {...props} d={paths[name]} />;
}
