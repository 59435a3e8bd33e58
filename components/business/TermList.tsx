/** A titled list of short terms (areas served, tags, business types) shown as chips. */
export function TermList({ id, title, terms }: { id: string; title: string; terms: string[] }) {
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="heading-md">
        {title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {terms.map((term) => (
          <li key={term} className="chip">
            {term}
          </li>
        ))}
      </ul>
    </section>
  );
}
