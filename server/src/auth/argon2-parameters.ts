/**
 * The cost of every new password hash: argon2id, 64 MiB, 3 passes, one lane, above
 * OWASP's minimum (19 MiB, 2 passes, 1 lane). argon2 runs each lane on a thread of its
 * own, and lanes only split the same memory and passes: more of them finish one hash
 * sooner on idle cores but cost an attacker nothing more per guess, while on a busy
 * server they take every core (4 lanes on 2 cores doubled the home page's p99 during a
 * burst of sign-ins; one lane left a core to the site). Verifying reads the parameters
 * from the stored hash, so changing these never locks an existing account out, and a
 * sign-in replaces a hash made with other parameters (`hashIsOutdated`).
 */
export const ARGON2_PARAMETERS = { memoryCost: 65536, timeCost: 3, parallelism: 1 } as const;
