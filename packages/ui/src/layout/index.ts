// Layout primitives: screens compose these, so a screen's stylesheet holds only what is its own.
export { Stack, type StackProps } from './stack';
export { Inline, type InlineProps } from './inline';
export { Columns, type ColumnsProps } from './columns';
export { Card, type CardProps } from './card';
export { Section, type SectionProps } from './section';
// The Stack's class, for an element that is another component's root (a react-aria RadioGroup, a TabPanel).
export { stack } from './stack.css';
export type { ColumnTemplate } from './columns.css';
export type { Space } from './space';
export type { BoxTag } from './box';
