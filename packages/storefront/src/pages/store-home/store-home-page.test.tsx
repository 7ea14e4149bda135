import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleHome } from '../../fixtures';
import { StoreHomePage } from './store-home-page';
import type { ProductCard } from '../../model';

/** Every `<img …>` tag of the markup, in order. */
const images = (html: string) => html.match(/<img [^>]*>/g) ?? [];

describe('StoreHomePage pictures', () => {
  const html = renderToStaticMarkup(<StoreHomePage {...sampleHome} />);
  const [logo = '', ...cards] = images(html);

  it('fetches only the first card’s picture with high priority', () => {
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(cards[0]).toContain('fetchPriority="high"');
    expect(cards[0]).toContain('loading="eager"');
  });

  it('loads the next three cards and the logo at once, at the browser’s priority, and the rest lazily', () => {
    expect(logo).toContain('class="sf-logo"');
    expect(logo).toContain('loading="eager"');
    expect(logo).not.toContain('fetchPriority');
    for (const card of cards.slice(1, 4)) {
      expect(card).toContain('loading="eager"');
      expect(card).not.toContain('fetchPriority');
    }
    expect(cards.length).toBeGreaterThan(4);
    for (const card of cards.slice(4)) expect(card).toContain('loading="lazy"');
  });
});

describe('StoreHomePage prices (issue 22)', () => {
  it("says 'Desde' before a card's lowest price when its variants' prices differ", () => {
    const [first, second] = sampleHome.products as [ProductCard, ProductCard];
    const html = renderToStaticMarkup(
      <StoreHomePage
        {...sampleHome}
        products={[
          { ...first, price: 9900, priceFrom: true },
          { ...second, price: 9900 },
        ]}
      />,
    );
    expect(html.match(/Desde \$9\.900,00/g)).toHaveLength(1);
    expect(html.match(/\$9\.900,00/g)).toHaveLength(2);
  });
});
