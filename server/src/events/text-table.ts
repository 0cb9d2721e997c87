/**
 * A plain-text table: the first column left-aligned, the others (numbers) right-aligned,
 * columns two spaces apart.
 */
export function renderTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? "").length)),
  );
  return cells
    .map((row) =>
      row
        .map((cell, column) => {
          const width = widths[column] ?? 0;
          return column === 0 ? cell.padEnd(width) : cell.padStart(width);
        })
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
