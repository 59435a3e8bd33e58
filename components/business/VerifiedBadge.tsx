export function VerifiedBadge({ label }: { label: string }) {
  return (
    <span className="verified-badge">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" fill="currentColor">
        <path d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1L12.7 5z" />
      </svg>
      {label}
    </span>
  );
}
