import type { Decorator } from '@storybook/react-vite';
import { vars } from '../../theme/vars.css';

/** Lays a field out in the form column's width, as the screens' forms do. */
export const formColumn: Decorator = (Story) => (
  <div style={{ maxWidth: vars.sizes.formColumn }}>
    <Story />
  </div>
);
