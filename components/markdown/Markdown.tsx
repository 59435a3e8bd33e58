import { useTranslations } from 'next-intl';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { toHast } from 'mdast-util-to-hast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { parseMarkdownBody } from '@/lib/text/markdown-body';

interface MarkdownProps {
  children: string;
  /**
   * Heading level the Markdown's shallowest heading takes, so it nests under the page's
   * headings without skipping a level.
   */
  topHeadingLevel?: 2 | 3 | 4;
  /**
   * Prefix of the ids the Markdown generates (footnotes), unique per block when one page shows
   * several Markdown bodies, so that their footnote links do not point at each other.
   */
  idPrefix?: string;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** A GFM task list's checkboxes get their item's text as accessible name (axe: label). */
function nameTaskCheckboxes(node: HastRoot | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const checkbox = child.children.find(
      (item): item is Element =>
        item.type === 'element' && item.tagName === 'input' && item.properties.type === 'checkbox',
    );
    if (child.tagName === 'li' && checkbox)
      checkbox.properties.ariaLabel = child.children.map(textOf).join('').trim();
    nameTaskCheckboxes(child);
  }
}

const components: Partial<Components> = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} rel={href.startsWith('#') ? undefined : 'nofollow ugc noopener'}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Wide tables and code scroll inside their column (globals.css, the typography plugin): a
  // keyboard user must be able to reach them to scroll them (axe: scrollable-region-focusable).
  table: ({ children }) => <table tabIndex={0}>{children}</table>,
  pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
  // Remote images of any size from the API: next/image would make the site an image proxy.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      // eslint-disable-next-line @next/next/no-img-element -- see above
      <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" referrerPolicy="no-referrer" />
    ) : null,
};

/**
 * Markdown from the API, rendered as React elements from the sanitized tree of
 * lib/markdown/body (raw HTML dropped, URLs through the site's policy, headings placed), the
 * same tree the Markdown twins serialize, so untrusted text only ever becomes text, links and
 * images.
 */
export function Markdown({
  children,
  topHeadingLevel = 2,
  idPrefix = 'user-content-',
}: MarkdownProps) {
  const t = useTranslations('Markdown');
  const tree = parseMarkdownBody(children, { topHeadingLevel });
  const hast = toHast(tree, {
    clobberPrefix: idPrefix,
    // The footnotes' label names their section (aria-labelledby) without being a heading of
    // the body: the twin's outline, the same tree serialized, has none there either.
    footnoteLabel: t('footnotes'),
    footnoteLabelTagName: 'p',
    footnoteLabelProperties: { className: ['font-semibold'] },
    footnoteBackLabel: (referenceIndex, rereferenceIndex) =>
      t('backToReference', {
        reference: `${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ''}`,
      }),
  }) as HastRoot;
  nameTaskCheckboxes(hast);
  // A readable measure (about 70 characters a line); colours come from the tokens (globals.css).
  return (
    <div className="prose max-w-[70ch]">
      {toJsxRuntime(hast, { Fragment, jsx, jsxs, components })}
    </div>
  );
}
