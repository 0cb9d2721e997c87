import { setImmediate as nextCheckPhase } from "node:timers/promises";

/**
 * Runs `steps`, work done ahead of need, each after a turn of the event loop, while
 * `aheadOfNeed` says nothing more urgent has arrived: a message that comes during one
 * step (a spare converter process's conversion, a page worker's PDF) is handled before
 * the next, which is then not run. Resolves with the number of steps run.
 */
export async function stepsAhead(
  steps: Array<() => void>,
  aheadOfNeed: () => boolean,
): Promise<number> {
  let done = 0;
  for (const step of steps) {
    await afterPendingMessages();
    if (!aheadOfNeed()) break;
    step();
    done++;
  }
  return done;
}

/**
 * Resolves once the event loop has polled for messages. One setImmediate is not enough:
 * called before the loop's check phase (from a file read's callback, say), it runs in that
 * same turn, before messages the next turn's poll delivers, such as those a page worker's
 * port held until its listener was attached.
 */
async function afterPendingMessages(): Promise<void> {
  await nextCheckPhase();
  await nextCheckPhase();
}
