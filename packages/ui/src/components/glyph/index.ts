export { Glyph, type GlyphName, type GlyphProps } from './glyph';
