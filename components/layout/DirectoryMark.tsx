/**
 * The directory's mark: a shop front (awning over a window and a door) on the accent tile. Drawn
 * with the theme's tokens, so it inverts with the page in the dark theme; app/icon.svg is the
 * same drawing with the light theme's colours. Decorative: the directory's name goes with it.
 */
export function DirectoryMark({ size = 32 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width={size} height={size} className="shrink-0">
      <rect width="32" height="32" rx="7" className="fill-accent" />
      <path
        className="fill-surface"
        d="M6.5 8h19v3.5a2.375 2.375 0 0 1-4.75 0 2.375 2.375 0 0 1-4.75 0 2.375 2.375 0 0 1-4.75 0 2.375 2.375 0 0 1-4.75 0z"
      />
      <path
        className="fill-surface"
        fillRule="evenodd"
        d="M8 15.5h16V25H8zm2.5 2v3.5h5v-3.5zm7.5 0V25h3.5v-7.5z"
      />
    </svg>
  );
}
