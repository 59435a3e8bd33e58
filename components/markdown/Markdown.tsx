import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { remarkRaiseHeadings } from '@/lib/markdown/heading-levels';
import { safeMarkdownUrl } from '@/lib/markdown/safe-url';

interface MarkdownProps {
  children: string;
  /**
   * Heading level the Markdown's top heading maps to, so it nests under the page's headings
   * without skipping a level (a document that starts at `##` is raised first).
   */
  topHeadingLevel?: 2 | 3;
  /**
   * Prefix of the ids the Markdown generates (footnotes), unique per block when one page shows
   * several Markdown bodies, so that their footnote links do not point at each other.
   */
  idPrefix?: string;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function shiftedHeading(level: number, top: number): HeadingTag {
  return `h${Math.min(6, level + top - 1)}` as HeadingTag;
}

function headingComponents(top: number): Components {
  const components: Components = {};
  for (const level of [1, 2, 3, 4, 5, 6] as const) {
    const Tag = shiftedHeading(level, top);
    components[`h${level}`] = ({ children, id }) => <Tag id={id}>{children}</Tag>;
  }
  return components;
}

/**
 * Markdown from the API, rendered as React elements. Raw HTML inside the Markdown is dropped
 * (skipHtml), never parsed, and every URL goes through the site's link policy, so untrusted
 * text can only ever become text, links and images.
 */
export function Markdown({
  children,
  topHeadingLevel = 2,
  idPrefix = 'user-content-',
}: MarkdownProps) {
  const components: Components = {
    ...headingComponents(topHeadingLevel),
    a: ({ href, children: content }) =>
      href ? (
        <a href={href} rel={href.startsWith('#') ? undefined : 'nofollow ugc noopener'}>
          {content}
        </a>
      ) : (
        <span>{content}</span>
      ),
    // Remote images of any size from the API: next/image would make the site an image proxy.
    img: ({ src, alt }) =>
      typeof src === 'string' && src ? (
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img
          src={src}
          alt={alt ?? ''}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
        />
      ) : null,
  };
  return (
    <div className="prose prose-slate max-w-none prose-a:text-blue-800">
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkRaiseHeadings]}
        skipHtml
        remarkRehypeOptions={{ clobberPrefix: idPrefix }}
        urlTransform={(url, key) => safeMarkdownUrl(url, key === 'src' ? 'image' : 'link')}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
