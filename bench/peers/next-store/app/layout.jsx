import './globals.css';

export const metadata = {
  title: 'Tienda',
  description: 'Los productos de la tienda, con precios y fotos.',
};

export const viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
