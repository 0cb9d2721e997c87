import { Queue } from "bullmq";
import { bullmqQueueName } from "../jobs/bullmq-queue.js";

/**
 * Delivers an upload task's conversion once more, at the front of the queue, under a job
 * id of its own so BullMQ does not fold it into the first: what an at-least-once queue
 * does when a worker's lock lapses while the worker still runs. Only the task's claim
 * then keeps the upload from being converted twice at once.
 */
export function duplicateDelivery(redisUrl: string) {
  const queue = new Queue(bullmqQueueName("convert-upload"), {
    connection: { url: redisUrl, maxRetriesPerRequest: null },
  });
  return {
    deliverAgain: (taskId: string) =>
      queue
        .add(
          "convert-upload",
          { taskId },
          { jobId: `again-${taskId}`, lifo: true, removeOnComplete: true, removeOnFail: true },
        )
        .then(() => undefined),
    close: () => queue.close(),
  };
}
