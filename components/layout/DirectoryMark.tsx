import { MARK_AWNING, MARK_FRONT } from '@/components/layout/mark-shapes';

/**
 * The directory's mark: a shop front (awning over a window and a door) on the accent tile. Drawn
 * with the theme's tokens, so it inverts with the page in the dark theme; app/icon.svg is the
 * same drawing with the light theme's colours. Decorative: the directory's name goes with it.
 */
export function DirectoryMark({ size = 32 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width={size} height={size} className="shrink-0">
      <rect width="32" height="32" rx="7" className="fill-accent" />
      <path className="fill-surface" d={MARK_AWNING} />
      <path className="fill-surface" fillRule="evenodd" d={MARK_FRONT} />
    </svg>
  );
}
