// The store home: the same 24 products as Panel's store home (data/store.json, written by the bench after
// it made them in Panel) as a server component, as a store reading its catalogue would; pictures through
// next/image from public/pictures. Rendered per request at / and cached by Next at /isr.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Image from 'next/image';

const money = new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function store() {
  return JSON.parse(await readFile(join(process.cwd(), 'data', 'store.json'), 'utf8'));
}

export async function generateMetadata() {
  const { name } = await store();
  return { title: name, description: `Los productos de ${name}, con precios y fotos.` };
}

export async function StoreHome() {
  const { name, products } = await store();
  return (
    <>
      <header className="header">
        <h1>{name}</h1>
      </header>
      <main>
        <ul className="grid">
          {products.map((p, i) => (
            <li key={p.slug} className="card">
              <a href={`/${p.slug}`}>
                <Image
                  src={`/pictures/${p.file}`}
                  alt={p.name}
                  width={p.width}
                  height={p.height}
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                  loading={i < 2 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                />
                <span className="name">{p.name}</span>
                <span className="price">$ {money.format(p.price)}</span>
              </a>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
