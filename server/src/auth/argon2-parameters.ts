/**
 * The cost of every new password hash: argon2id, 64 MiB, 3 passes, 4 lanes, above OWASP's
 * minimum (19 MiB, 2 passes, 1 lane). argon2 runs each lane on a thread of its own, so
 * one hash keeps up to `parallelism` cores busy. Verifying reads the parameters from the
 * stored hash, so changing these never locks an existing account out.
 */
export const ARGON2_PARAMETERS = { memoryCost: 65536, timeCost: 3, parallelism: 4 } as const;
