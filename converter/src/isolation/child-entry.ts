import { convertBookFile } from "../convert-book.js";
import { conversionMessages, serializeError } from "../errors.js";
import { convertPdf, prepareConversion } from "../pipeline/convert-pdf.js";
import { type FromChild, SPARE_ARG, type TestFault, type ToChild } from "./child-protocol.js";

/**
 * The child process of convertPdfIsolated and convertBookFileIsolated: converts one file,
 * streaming back what it makes. Started as a spare (SPARE_ARG), it first loads what a
 * conversion needs and says so; a conversion that arrives meanwhile simply waits for it.
 */

function send(message: FromChild): Promise<void> {
  return new Promise((resolve, reject) => {
    process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

function injectTestFault(fault: TestFault | undefined): void {
  if (fault === "crash") process.kill(process.pid, "SIGKILL");
  if (fault === "hang") for (;;);
  if (fault === "grow") {
    const hoard: Buffer[] = [];
    setInterval(() => hoard.push(Buffer.alloc(64 * 1024 * 1024, 1)), 20);
  }
}

// Nobody is waiting for the book any more when the parent is gone.
process.once("disconnect", () => process.exit(1));

/** Set when the conversion arrives: a spare still loading then stops working ahead of it. */
let asked = false;

if (process.argv.includes(SPARE_ARG)) {
  prepareConversion(undefined, () => !asked).then(
    () => send({ type: "ready" }),
    // Nothing is lost: the conversion loads what it needs itself, and reports any failure.
    () => {},
  );
}

process.once("message", async (message: ToChild) => {
  asked = true;
  injectTestFault(message.testFault);
  let reply: FromChild;
  try {
    const convert = message.job === "book" ? convertBookFile : convertPdf;
    const result = await convert(message.input, {
      ...message.options,
      // Progress is best effort: a lost update is not worth failing over.
      onOpen: (info) => void send({ type: "opened", info }).catch(() => {}),
      onProgress: (percent, pagesRead) =>
        void send({ type: "progress", percent, pagesRead }).catch(() => {}),
      onPages: (pages) => send({ type: "pages", pages }),
    });
    const { pages: _sent, ...rest } = result;
    reply = { type: "done", result: rest };
  } catch (error) {
    const crashed =
      message.job === "book" ? conversionMessages.importCrashed : conversionMessages.crashed;
    reply = { type: "failed", error: serializeError(error, crashed) };
  }
  await send(reply);
  process.exit(0);
});
