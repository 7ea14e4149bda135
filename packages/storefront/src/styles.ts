// The storefront's page stylesheet: the build (scripts/build.mjs) and Storybook import this module, and
// vanilla-extract turns every `.css.ts` below into CSS. Pages never import it (see theme/classes.ts).
// The font's @font-face is a stylesheet of its own (fonts.ts).
import './theme/theme.css';
import './theme/primitives.css';
import './components/store-layout/store-layout.css';
import './components/quantity-field/quantity-field.css';
import './pages/store-home/store-home-page.css';
import './pages/product/product-page.css';
import './pages/cart/cart-page.css';
import './pages/order/order-page.css';
