import type { CompanionFileEntry, DevelopersModel } from '@/lib/models/developers';
import { LICENSE_URL } from '@/lib/urls/paths';
import { twinUrl } from '@/lib/urls/twin-paths';
import { bulletList, heading, link } from './blocks';
import { citationFormatBlocks, fenced } from './citation-format';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { renderTwin } from './frame';

/** A list of files: each name linked to its URL, then what it holds. */
function companionFileList(files: readonly CompanionFileEntry[]): string {
  return bulletList(files.map((file) => `${link(file.name, file.url)}: ${file.description}`));
}

/**
 * The Markdown twin of the page for developers and AI: the same sections as the page, the
 * tools and endpoints as the server and the OpenAPI document list them.
 */
export function renderDevelopersTwin(model: DevelopersModel, ctx: MarkdownContext): string {
  const { t } = ctx;
  const { mcp, limits } = model;
  return renderTwin(
    {
      title: t('Developers.title'),
      pagePath: model.frame.path,
      blocks: [
        t('Developers.intro'),
        heading(2, t('Developers.filesHeading')),
        t('Developers.filesText'),
        companionFileList(model.files),
        heading(2, t('Developers.openDataHeading')),
        t('Developers.openDataText'),
        companionFileList(model.openData),
        t('Developers.sinceText', { example: model.sinceExample }),
        t('Developers.datasetLine', { name: model.dataset.name }),
        heading(2, t('Developers.apiHeading')),
        t('Developers.apiText'),
        companionFileList(model.apiDocuments),
        t('Developers.endpointsText'),
        bulletList(
          model.endpoints.map(
            (endpoint) =>
              `\`${endpoint.method} ${endpoint.path}\`: ${escapeInline(endpoint.summary)}`,
          ),
        ),
        heading(2, t('Developers.mcpHeading')),
        t('Developers.mcpText'),
        fenced(mcp.endpoint),
        bulletList([
          t('Developers.mcpClaude'),
          t('Developers.mcpChatGpt'),
          t('Developers.mcpGemini'),
        ]),
        fenced(mcp.geminiCommand, 'sh'),
        t('Developers.mcpEditors'),
        fenced(mcp.cursorJson, 'json'),
        fenced(mcp.vscodeJson, 'json'),
        `${t('Developers.serverCardText')} ${link(mcp.serverCard.name, mcp.serverCard.url)}`,
        heading(3, t('Developers.toolsHeading')),
        t('Developers.toolsText'),
        bulletList(
          mcp.tools.map((tool) => {
            const inputs = tool.inputs.map((name) => `\`${name}\``).join(', ');
            const note = inputs ? ` (${t('Developers.toolInputs', { inputs })})` : '';
            return `\`${tool.name}\`: ${escapeInline(tool.description)}${note}`;
          }),
        ),
        heading(2, t('Developers.limitsHeading')),
        t('Developers.limitsMcp', { burst: limits.burst, perMinute: limits.perMinute }),
        t('Developers.limitsFiles'),
        heading(2, t('Developers.licenseHeading')),
        t('Developers.licenseText'),
        ...citationFormatBlocks({
          format: model.attributionFormat,
          exampleIntro: t('Developers.citeExample'),
          example: model.attributionExample,
          canonical: t('Developers.canonicalText', { pattern: model.canonicalPattern }),
        }),
        `${t('About.licenseLink')} ${link(LICENSE_URL, LICENSE_URL)}`,
        `${t('Developers.aboutLead')} ${link(
          t('About.title'),
          twinUrl(ctx.siteUrl, model.frame.locale, '/about'),
        )}`,
      ],
    },
    ctx,
  );
}
