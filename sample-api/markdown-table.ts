function splitRow(row: string): string[] {
  return row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/**
 * A GFM table (the header row, the delimiter row, body rows) of the sample API's Markdown, each
 * cell's text rendered by `renderCell` (the inline renderer).
 */
export function renderTable(rows: string[], renderCell: (text: string) => string): string {
  const [header = '', delimiter = '', ...body] = rows;
  const aligns = splitRow(delimiter).map((cell) => {
    if (cell.startsWith(':') && cell.endsWith(':')) return ' style="text-align:center"';
    if (cell.endsWith(':')) return ' style="text-align:right"';
    if (cell.startsWith(':')) return ' style="text-align:left"';
    return '';
  });
  const cells = (row: string, tag: 'th' | 'td') =>
    splitRow(row)
      .map((cell, column) => `<${tag}${aligns[column] ?? ''}>${renderCell(cell)}</${tag}>`)
      .join('');
  const bodyRows = body.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('\n');
  return `<table>\n<thead>\n<tr>${cells(header, 'th')}</tr>\n</thead>\n<tbody>\n${bodyRows}\n</tbody>\n</table>`;
}
