// Reached only for requests that never enter a locale (the proxy routes every page path into
// one); a bare, self-contained 404 document.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Page not found</h1>
          <p>
            <a href="/">Back to the directory</a>
          </p>
        </main>
      </body>
    </html>
  );
}
