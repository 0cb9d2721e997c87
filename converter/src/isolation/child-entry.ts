import { convertBookFile } from "../convert-book.js";
import { conversionMessages, serializeError } from "../errors.js";
import { ocrEngines } from "../ocr/engines.js";
import { convertPdf, prepareConversion } from "../pipeline/convert-pdf.js";
import { userPdfOpenedOnThisThread } from "../pipeline/pdf-on-this-thread.js";
import {
  FIRST_PREPARATION,
  type FromChild,
  MAX_CONVERSIONS_PER_PROCESS,
  SPARE_ARG,
  type TestFault,
  type ToChild,
} from "./child-protocol.js";

/**
 * The child process of convertPdfIsolated and convertBookFileIsolated: converts a file,
 * streaming back what it makes. Started as a spare (SPARE_ARG), it first loads what a
 * conversion needs and says so; a conversion that arrives meanwhile simply waits for it.
 * After a conversion that ended cleanly it waits for the next, or to load again.
 */

function send(message: FromChild): Promise<void> {
  return new Promise((resolve, reject) => {
    process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

/** What the "hold" fault keeps for the process's life, outside the JavaScript heap. */
const held: Buffer[] = [];

function injectTestFault(fault: TestFault | undefined): void {
  if (fault === "crash") process.kill(process.pid, "SIGKILL");
  if (fault === "hang") for (;;);
  if (fault === "grow") {
    const hoard: Buffer[] = [];
    setInterval(() => hoard.push(Buffer.alloc(64 * 1024 * 1024, 1)), 20);
  }
  if (fault === "hold") held.push(Buffer.alloc(600 * 1024 * 1024, 1));
}

// Nobody is waiting for the book any more when the parent is gone.
process.once("disconnect", () => process.exit(1));

// A process kept for the next conversion keeps the OCR engines its scans started, until
// they idle: the next upload of scans then reads its first page at full speed.
ocrEngines.keepBetweenConversions();

let conversionsDone = 0;

/** Set when a conversion arrives: loading ahead then stops working ahead of it. */
let asked = false;

/** Loads what a conversion needs, then says "ready" (a conversion arriving meanwhile waits for it). */
function prepare(id: number): void {
  asked = false;
  prepareConversion(undefined, () => !asked).then(
    () => send({ type: "ready", id }),
    // Nothing is lost: the conversion loads what it needs itself, and reports any failure.
    () => {},
  );
}

if (process.argv.includes(SPARE_ARG)) prepare(FIRST_PREPARATION);

process.on("message", (message: ToChild) => {
  if (message.type === "prepare") prepare(message.id);
  else void convert(message);
});

async function convert(message: Extract<ToChild, { type: "convert" }>): Promise<void> {
  asked = true;
  injectTestFault(message.testFault);
  let reply: FromChild;
  try {
    const run = message.job === "book" ? convertBookFile : convertPdf;
    const result = await run(message.input, {
      ...message.options,
      // Progress is best effort: a lost update is not worth failing over.
      onOpen: (info) => void send({ type: "opened", info }).catch(() => {}),
      onProgress: (percent, pagesRead) =>
        void send({ type: "progress", percent, pagesRead }).catch(() => {}),
      onPages: (pages) => send({ type: "pages", pages }),
    });
    const { pages: _sent, ...rest } = result;
    conversionsDone += 1;
    const reusable = conversionsDone < MAX_CONVERSIONS_PER_PROCESS && !userPdfOpenedOnThisThread();
    reply = { type: "done", result: rest, reusable };
  } catch (error) {
    const crashed =
      message.job === "book" ? conversionMessages.importCrashed : conversionMessages.crashed;
    reply = { type: "failed", error: serializeError(error, crashed) };
  }
  await send(reply);
  // Not kept (a failed conversion may have met a damaged PDF, for one): the process ends.
  if (reply.type !== "done" || !reply.reusable) process.exit(0);
}
