import v8 from "node:v8";

/**
 * V8's allocation-site pretenuring moves objects from sites whose objects mostly
 * survived a young collection straight into the old generation. In a busy server, a
 * request's short-lived objects (headers, replies, streams' state) can be caught
 * in flight and their sites judged long-lived; from then on, every request fills the
 * old generation and full collections take about a third of the process's time. Which
 * process gets caught is chance: the same build served the public list at 0.55 to 1.2
 * times a bare Fastify route's rate, process by process. Without pretenuring every
 * process served it at 0.9 or more. Set before any other module is evaluated (the entry
 * point imports this first), so no code has been compiled with the old setting.
 */
v8.setFlagsFromString("--no-allocation-site-pretenuring");
