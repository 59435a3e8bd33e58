import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CorrectionsContact } from './CorrectionsContact';
import { OperatorNote } from './OperatorNote';

const CORRECTIONS_TEXTS = { contact: 'Write to us:', noContact: 'No address for corrections.' };
const OPERATOR_TEXTS = {
  named: 'Run by Plateau.',
  unnamed: 'Names no operator.',
  website: 'Site:',
};

describe('CorrectionsContact', () => {
  it('links the configured address as mailto:', () => {
    const html = renderToStaticMarkup(
      <CorrectionsContact
        corrections={{ email: 'fix@d.example', href: 'mailto:fix@d.example' }}
        texts={CORRECTIONS_TEXTS}
      />,
    );
    expect(html).toBe(
      '<p data-testid="corrections">Write to us: <a href="mailto:fix@d.example">fix@d.example</a></p>',
    );
  });

  it('gives no link at all without an address', () => {
    const html = renderToStaticMarkup(
      <CorrectionsContact corrections={null} texts={CORRECTIONS_TEXTS} />,
    );
    expect(html).toBe('<p data-testid="corrections">No address for corrections.</p>');
  });
});

describe('OperatorNote', () => {
  it('names the operator and links their website when configured', () => {
    const html = renderToStaticMarkup(
      <OperatorNote
        operator={{ name: 'Plateau', url: 'https://plateau.example/' }}
        texts={OPERATOR_TEXTS}
      />,
    );
    expect(html).toContain('<p data-testid="operator">Run by Plateau.</p>');
    expect(html).toContain('Site: <a href="https://plateau.example/">https://plateau.example/</a>');
  });

  it('says the copy names no operator, and links nothing, when none is configured', () => {
    const html = renderToStaticMarkup(<OperatorNote operator={null} texts={OPERATOR_TEXTS} />);
    expect(html).toBe('<p data-testid="operator">Names no operator.</p>');
    expect(
      renderToStaticMarkup(
        <OperatorNote operator={{ name: 'Plateau', url: null }} texts={OPERATOR_TEXTS} />,
      ),
    ).not.toContain('<a');
  });
});
