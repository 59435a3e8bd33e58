import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ItemThumbnail } from './ItemThumbnail';

const URL = 'https://img.example/jam.png';

describe('ItemThumbnail', () => {
  it('sizes the image for the catalog card or the smaller profile preview', () => {
    expect(renderToStaticMarkup(<ItemThumbnail url={URL} size="card" />)).toMatch(
      /^<img src="https:\/\/img.example\/jam.png" alt="" width="128" height="96" /,
    );
    expect(renderToStaticMarkup(<ItemThumbnail url={URL} size="preview" />)).toMatch(
      /^<img [^>]*width="96" height="72" [^>]*style="width:96px;height:72px"\/>$/,
    );
  });

  it('keeps an empty box of the same size, hidden from screen readers, without an image', () => {
    expect(renderToStaticMarkup(<ItemThumbnail url={null} size="preview" />)).toBe(
      '<span aria-hidden="true" class="shrink-0 rounded bg-surface-muted" style="width:96px;height:72px"></span>',
    );
  });

  it('greys out the image of an item that cannot be had, where the card states its status', () => {
    const ended = renderToStaticMarkup(<ItemThumbnail url={URL} size="card" status="ended" />);
    expect(ended).toMatch(/^<span class="shrink-0 opacity-60 grayscale"><img /);
    const available = renderToStaticMarkup(
      <ItemThumbnail url={URL} size="card" status="available" />,
    );
    expect(available).toMatch(/^<span class="shrink-0"><img /);
  });
});
