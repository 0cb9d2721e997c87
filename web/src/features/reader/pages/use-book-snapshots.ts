import type { Snapshot } from "@bindery/contract";
import { snapshotChunkQuery } from "./reader-api";
import type { ReaderSource } from "./reader-source";
import { useChunks } from "./use-chunks";

export type SnapshotState =
  | { state: "ready"; snapshot: Snapshot }
  | { state: "loading" }
  | { state: "error" }
  | { state: "missing" };

/** The original PDF pages around the basic view's position, in chunks of 20 like pages. */
export function useBookSnapshots(
  source: ReaderSource,
  position: number,
  count: number,
  enabled: boolean,
) {
  const chunks = useChunks({
    query: (chunk) => snapshotChunkQuery(source, chunk),
    position,
    count,
    enabled,
  });
  return (index: number): SnapshotState => {
    const chunk = chunks.stateAt(index);
    if (chunk.state !== "ready") return chunk.state === "error" ? { state: "error" } : chunk;
    const snapshot = chunk.data.snapshots.find((candidate) => candidate.page_number === index);
    return snapshot ? { state: "ready", snapshot } : { state: "missing" };
  };
}
