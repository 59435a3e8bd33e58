import { NOW, type HostileBusiness, validBusiness, emptySections } from './hostile-business';

/*
 * The hostile business hostile-megabyte: a megabyte of Markdown in the business and in an
 * article, a very long name and a website address far wider than a phone.
 */

/** About a megabyte of varied Markdown: long paragraphs, deep lists, wide tables, one huge line. */
function megabyteMarkdown(): string {
  const section = (n: number) =>
    `## Section ${n}\n\n${'Lorem ipsum dolor sit amet, **consectetur** adipiscing _elit_, sed do eiusmod tempor. '.repeat(20)}\n\n` +
    `${Array.from({ length: 8 }, (_, depth) => `${'  '.repeat(depth)}- nested level ${depth}`).join('\n')}\n\n` +
    `| ${Array.from({ length: 12 }, (_, column) => `col ${column}`).join(' | ')} |\n|${'---|'.repeat(12)}\n` +
    `${Array.from({ length: 5 }, (_, row) => `| ${Array.from({ length: 12 }, (_, column) => `r${row}c${column}`).join(' | ')} |`).join('\n')}\n\n`;
  let markdown = `# A megabyte of Markdown\n\n${'x'.repeat(50_000)}\n\n`;
  for (let n = 1; Buffer.byteLength(markdown) < 1_048_576; n += 1) markdown += section(n);
  return markdown;
}

export function megabyte(): HostileBusiness {
  const slug = 'hostile-megabyte';
  const markdown = megabyteMarkdown();
  const article = {
    slug: 'megabyte-article',
    title: 'A megabyte article',
    description: 'One megabyte of Markdown.',
    publishedDate: NOW,
    updatedAt: NOW,
  };
  const base = emptySections(slug, {
    ...validBusiness(slug, `Megabyte ${'Very Long Name '.repeat(40)}`.trim(), 'PUBLIC'),
    // A valid address far wider than a phone, with no place to break.
    website: `https://www.example.com/${'averyveryverylongpathsegment'.repeat(12)}?ref=${'x'.repeat(80)}`,
    mdContent: markdown,
  });
  return {
    ...base,
    articleList: { articles: [article], total: 1 },
    articles: {
      'megabyte-article': {
        ...article,
        content: markdown,
        contentPublic: `<p>${'x'.repeat(1_000)}</p>`,
        keywords: 'big',
      },
    },
  };
}
