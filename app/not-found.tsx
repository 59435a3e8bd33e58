import Link from 'next/link';

// Reached only for requests that never enter a locale (the proxy routes every page path into
// one); a bare, self-contained 404 document.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Page not found</h1>
          <p>
            <Link href="/">Back to the directory</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
