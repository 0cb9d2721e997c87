/** What the pool needs of an engine: a way to end it (its own thread keeps Node alive). */
export interface Engine {
  terminate(): Promise<unknown>;
}

export interface EnginePoolOptions<E extends Engine> {
  /** Starts one engine (seconds of CPU, tens of MB). */
  start(): Promise<E>;
  /** The most engines running at once. */
  maxEngines: number;
  /** Engines with nothing to read for this long stop, giving their memory back. */
  idleMs: number;
}

interface Job<E> {
  work(engine: E): Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  signal: AbortSignal | undefined;
  /** Drops the job from the queue; listens to `signal` only while the job waits there. */
  onAbort(): void;
}

interface Running<E> {
  engine: Promise<E>;
  busy: boolean;
}

/**
 * OCR engines shared by whatever in this process reads scans: each starts when a scan
 * finds every running engine busy (never before the first scan), up to `maxEngines`, and
 * reads pages in the order they were asked for. An engine is worth keeping: starting one
 * and optimising its code costs about 1.2 s of CPU, twice what it then takes to read a
 * page. The engines therefore outlive a conversion when the process is kept for the next
 * (see keepBetweenConversions) and stop once they have had nothing to read for `idleMs`.
 */
export class EnginePool<E extends Engine> {
  private readonly running: Array<Running<E>> = [];
  private readonly queue: Array<Job<E>> = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private users = 0;
  private kept = false;

  constructor(private readonly options: EnginePoolOptions<E>) {}

  /**
   * Runs `work` on the first engine free, starting one if none is and there is room.
   * Work still waiting when `signal` aborts is dropped, failing with the signal's reason;
   * so is work asked for once it has aborted, as a rejection, never a throw: a page
   * worker's scan can arrive after its conversion ended, in a message listener, where a
   * throw would end the converter process.
   */
  run<T>(work: (engine: E) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const job: Job<E> = {
        work,
        resolve: resolve as (value: unknown) => void,
        reject,
        signal,
        onAbort: () => this.drop(job),
      };
      signal?.addEventListener("abort", job.onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** How many engines are running (started or starting). */
  get size(): number {
    return this.running.length;
  }

  /**
   * Marks a conversion as using the pool; the function returned marks its end. When the
   * last one ends in a process that does not keep engines, they stop at once (a CLI run
   * or a test then ends without waiting for them to idle).
   */
  use(): () => Promise<void> {
    this.users += 1;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0 && !this.kept) await this.stop();
    };
  }

  /** From now on, engines stay between conversions until they idle (a kept converter process). */
  keepBetweenConversions(): void {
    this.kept = true;
  }

  /** Stops every engine; work still waiting fails. */
  async stop(): Promise<void> {
    this.clearIdleTimer();
    for (const job of this.queue.splice(0)) job.reject(new Error("OCR engines stopped"));
    const stopping = this.running.splice(0);
    await Promise.all(stopping.map(({ engine }) => endEngine(engine)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let free = this.running.find((entry) => !entry.busy);
      if (!free && this.running.length < this.options.maxEngines) {
        free = { engine: this.options.start(), busy: false };
        this.running.push(free);
      }
      if (!free) return;
      this.clearIdleTimer();
      const job = this.queue.shift() as Job<E>;
      // A conversion's signal lives as long as the conversion: left listening, every page
      // read would keep its job, and the scan's pixels with it, until the conversion ends.
      job.signal?.removeEventListener("abort", job.onAbort);
      this.runOn(free, job);
    }
  }

  private runOn(entry: Running<E>, job: Job<E>): void {
    entry.busy = true;
    entry.engine.then(job.work).then(
      (value) => {
        entry.busy = false;
        job.resolve(value);
        this.afterJob();
      },
      (error: unknown) => {
        // An engine that failed to start, or failed while reading, is not trusted again.
        this.discard(entry);
        job.reject(error);
        this.afterJob();
      },
    );
  }

  private afterJob(): void {
    this.dispatch();
    if (this.queue.length === 0 && this.running.every((entry) => !entry.busy)) {
      this.startIdleTimer();
    }
  }

  private drop(job: Job<E>): void {
    const at = this.queue.indexOf(job);
    if (at < 0) return;
    this.queue.splice(at, 1);
    job.reject(job.signal?.reason);
  }

  private discard(entry: Running<E>): void {
    const at = this.running.indexOf(entry);
    if (at >= 0) this.running.splice(at, 1);
    void endEngine(entry.engine);
  }

  private startIdleTimer(): void {
    this.clearIdleTimer();
    if (this.running.length === 0) return;
    this.idleTimer = setTimeout(() => void this.stop(), this.options.idleMs);
    // An idle engine never keeps the process alive on its own account.
    this.idleTimer.unref();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

/** Ends an engine, if it started: one that failed to start has nothing to end. */
async function endEngine<E extends Engine>(engine: Promise<E>): Promise<void> {
  await engine.then(
    (started) => started.terminate(),
    () => {},
  );
}
