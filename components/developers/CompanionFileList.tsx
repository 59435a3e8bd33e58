import type { CompanionFileEntry } from '@/lib/models/developers';

/** Files for machines: route handlers, not pages, so plain links without client navigation. */
export function CompanionFileList({ files }: { files: readonly CompanionFileEntry[] }) {
  return (
    <ul>
      {files.map((file) => (
        <li key={file.path}>
          <a href={file.path}>{file.name}</a>: {file.description}
        </li>
      ))}
    </ul>
  );
}
