/**
 * A number that changes with every write to the catalog made through this deps instance
 * (one per process: deps.ts), so answers derived from the catalog can be kept until it
 * moves. Writes by other processes are not seen: whatever keys on this keeps its answers
 * only seconds as well.
 */
export function createCatalogVersion() {
  let version = 0;
  return {
    current: (): number => version,
    changed(): void {
      version += 1;
    },
  };
}

export type CatalogVersion = ReturnType<typeof createCatalogVersion>;

declare module "../feature-deps.js" {
  interface Deps {
    /** Moves with every catalog write of this process (books and their pages). */
    catalogVersion: CatalogVersion;
  }
}
