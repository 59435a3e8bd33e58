import type { AboutModel, CompanionFileEntry } from '@/lib/models/about';
import { LICENSE_URL } from '@/lib/urls/paths';
import { bulletList, heading, joinBlocks, link } from './blocks';
import type { MarkdownContext } from './context';
import { renderTwin } from './frame';

/** The list of machine-readable files, as on the About page. */
export function companionFileList(files: readonly CompanionFileEntry[]): string {
  return bulletList(files.map((file) => `${link(file.name, file.url)}: ${file.description}`));
}

/** The Markdown twin of the About page: license, how to cite, and the files for machines. */
export function renderAboutTwin(model: AboutModel, ctx: MarkdownContext): string {
  const { t, directoryName } = ctx;
  return renderTwin(
    {
      title: t('About.title'),
      pagePath: model.frame.path,
      blocks: [
        t('About.intro', { directoryName }),
        heading(2, t('About.licenseHeading')),
        `${t('About.licenseText')} ${LICENSE_URL}`,
        heading(2, t('About.citeHeading')),
        t('About.citeText'),
        '```text\n' + model.attributionFormat + '\n```',
        t('About.citeExample'),
        '```text\n' + model.attributionExample + '\n```',
        t('About.canonicalText', { pattern: model.canonicalPattern }),
        joinBlocks([
          heading(2, t('About.machinesHeading')),
          t('About.machinesText'),
          companionFileList(model.companionFiles),
          t('About.datasetLine', { name: model.dataset.name }),
        ]),
        joinBlocks([
          heading(2, t('About.assistantsHeading')),
          t('About.assistantsText'),
          '```text\n' + model.assistants.endpoint + '\n```',
          bulletList([
            t('About.assistantsClaude'),
            t('About.assistantsChatGpt'),
            t('About.assistantsGemini'),
          ]),
          '```sh\n' + model.assistants.geminiCommand + '\n```',
          t('About.assistantsEditors'),
          '```json\n' + model.assistants.cursorJson + '\n```',
          '```json\n' + model.assistants.vscodeJson + '\n```',
          t('About.assistantsLimits'),
        ]),
      ],
    },
    ctx,
  );
}
