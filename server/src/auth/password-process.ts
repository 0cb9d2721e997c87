import { type ChildProcess, fork } from "node:child_process";
import { moduleEntry } from "../lib/module-entry.js";
import type { PasswordReply, PasswordRequest } from "./password-worker.js";

/**
 * How much lower than the server the hashing process runs (nice 10: about a tenth of the
 * CPU share of a thread at the server's priority when both want a core). argon2id is
 * built to eat CPU and memory; at the server's own priority, 200 sign-ins at once took
 * both cores and the home page took seconds. Niced, requests that are not sign-ins go
 * first. Not 19: there sign-ins starved outright on a busy machine (200 did not finish in
 * four minutes at load average 20), and a sign-in must still end in seconds.
 */
export const HASHING_NICENESS = 10;

type Settle = { resolve(value: string | boolean): void; reject(error: Error): void };

let child: ChildProcess | null = null;
const pending = new Map<number, Settle>();
let nextId = 0;

function start(): ChildProcess {
  const entry = moduleEntry(new URL("./password-worker.js", import.meta.url));
  const started = fork(entry.path, [String(HASHING_NICENESS)], {
    execArgv: entry.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // Passwords come over the channel; the environment's secrets stay with the server.
    env: { PATH: process.env.PATH ?? "" },
  });
  started.on("message", (reply: PasswordReply) => {
    const settle = pending.get(reply.id);
    if (!settle) return;
    pending.delete(reply.id);
    if (pending.size === 0) started.channel?.unref();
    if (reply.ok) settle.resolve(reply.value);
    else settle.reject(new Error(reply.error));
  });
  started.on("exit", () => {
    if (child === started) child = null;
    for (const settle of pending.values()) settle.reject(new Error("password process ended"));
    pending.clear();
  });
  // An idle hashing process never keeps the server (or a CLI, or a test) running.
  started.unref();
  started.channel?.unref();
  return started;
}

/** Runs one hashing request in the niced process, started on first use. */
type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

export function inPasswordProcess(request: WithoutId<PasswordRequest>): Promise<string | boolean> {
  child ??= start();
  const id = nextId++;
  const target = child;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.channel?.ref();
    target.send({ ...request, id } as PasswordRequest);
  });
}

/** The hashing process's pid once started (tests check its priority). */
export const passwordProcessPid = (): number | undefined => child?.pid;
