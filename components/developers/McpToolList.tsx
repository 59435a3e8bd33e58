import type { Locale } from '@/lib/i18n/routing';
import type { McpToolSummary } from '@/lib/models/developers';

interface McpToolListProps {
  tools: readonly McpToolSummary[];
  locale: Locale;
  /** "input: {inputs}" in the page's language. */
  inputsLabel: (inputs: string) => string;
}

/**
 * The MCP server's tools as it lists them itself. Their descriptions are the server's, written
 * in English for every client, so they are marked as English on the French page.
 */
export function McpToolList({ tools, locale, inputsLabel }: McpToolListProps) {
  return (
    <ul data-testid="mcp-tools">
      {tools.map((tool) => (
        <li key={tool.name} data-testid="mcp-tool" data-tool={tool.name}>
          <code>{tool.name}</code>:{' '}
          <span lang={locale === 'en' ? undefined : 'en'}>{tool.description}</span>
          {tool.inputs.length > 0 ? (
            <>
              {' ('}
              {inputsLabel(tool.inputs.join(', '))})
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
