// The store's font stylesheet (Lexend's @font-face), apart from the page stylesheet: a page links it after
// its load (scripts/build.mjs, document/document.tsx), so on a slow network the first pictures do not
// share the connection with the font. The build and Storybook import this module.
import './theme/fonts.css';
