/**
 * A number that changes with every write to books made by this process (books.repo), so
 * answers derived from the catalog can be kept until it moves. Writes by other processes
 * are not seen: whatever keys on this keeps its answers only seconds as well.
 */
let version = 0;

export const catalogVersion = (): number => version;

export function catalogChanged(): void {
  version += 1;
}
