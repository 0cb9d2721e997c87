import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "../../server/src/test-support/sample-pdf.js";
import { newUser, signUpViaApi } from "../support/api.js";
import {
  type ClusterProcess,
  type ClusterServices,
  clusterServicesReachable,
  converterProcesses,
  startClusterProcess,
  startClusterServices,
  waitFor,
} from "../support/cluster.js";
import { getWithToken, uploadViaApi } from "../support/uploads.js";

const reachable = await clusterServicesReachable();
if (!reachable) console.warn("Worker spare test skipped: it needs PostgreSQL and Redis.");

interface MyBooks {
  books: Array<{ book_name: string; status: string; bindery_pages_count: number }>;
}

/**
 * A worker-only process, the one that converts at scale, keeps a converter process loaded
 * ahead of the next upload, as the single-process default does: before its first upload
 * and again once a conversion has ended.
 */
describe.skipIf(!reachable)("A worker-only process", () => {
  let services: ClusterServices;
  let api: ClusterProcess;
  let worker: ClusterProcess;

  beforeAll(async () => {
    services = await startClusterServices();
    [api, worker] = await Promise.all([
      startClusterProcess("api", services.env),
      startClusterProcess("worker", services.env),
    ]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([api, worker].map((process) => process?.stop()));
    await services?.close();
  }, 60_000);

  it("keeps a converter process ready before and after a conversion", async () => {
    const converters = async () => {
      const found = await converterProcesses(worker.pid);
      return found.length > 0 ? found : undefined;
    };
    // One, not one per conversion slot: the others start with their uploads.
    expect(await waitFor(converters, 30_000)).toHaveLength(1);

    const user = await signUpViaApi(api.baseUrl, newUser());
    const upload = await uploadViaApi(api.baseUrl, user.access, "Kept warm", samplePdf(3).bytes);
    expect(upload.status).toBe(202);
    const book = await waitFor(async () => {
      const mine = await getWithToken(api.baseUrl, "/api/v1/pdf_parser/my_books/", user.access);
      const [first] = (mine.body as MyBooks).books;
      return first?.status === "ready" ? first : undefined;
    }, 120_000);
    expect(book.book_name).toBe("Kept warm");
    expect(book.bindery_pages_count).toBeGreaterThan(0);

    // The next upload finds a converter ready again (the one that converted, kept).
    expect(await waitFor(converters, 30_000)).toHaveLength(1);
  });
});
