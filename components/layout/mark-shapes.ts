/**
 * The shapes of the directory's mark on its 32-unit tile: the awning over a window, then the
 * front with its window and door. One source for the header's mark, the share cards and the
 * apple icon (app/icon.svg, a static file, repeats them).
 */
export const MARK_AWNING =
  'M6.5 8h19v3.5a2.375 2.375 0 0 1-4.75 0 2.375 2.375 0 0 1-4.75 0 2.375 2.375 0 0 1-4.75 0 2.375 2.375 0 0 1-4.75 0z';
export const MARK_FRONT = 'M8 15.5h16V25H8zm2.5 2v3.5h5v-3.5zm7.5 0V25h3.5v-7.5z';
