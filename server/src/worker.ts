// `npm run worker`: a process that runs background jobs only (BINDERY_ROLES=worker).
process.env.BINDERY_ROLES = "worker";
await import("./main.js");
