import { Markdown } from '@/components/markdown/Markdown';
import type { FaqQuestion } from '@/lib/api';

/** A question as a native disclosure, which opens without JavaScript; its answer below it. */
export function FaqPreviewItem({ entry }: { entry: FaqQuestion }) {
  return (
    <details className="group rounded-lg border border-line bg-surface" data-testid="faq-preview">
      <summary className="flex min-h-11 cursor-pointer list-none items-center px-4 py-2 font-semibold text-ink marker:hidden hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="mr-2 inline-block text-ink-muted transition-transform group-open:rotate-90"
        >
          ▸
        </span>
        {entry.question}
      </summary>
      <div className="border-t border-line px-4 py-3" data-testid="faq-preview-answer">
        <Markdown topHeadingLevel={3} idPrefix={`preview-${entry.anchor}-`}>
          {entry.answerMarkdown}
        </Markdown>
      </div>
    </details>
  );
}
