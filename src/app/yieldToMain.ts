/**
 * Ends the current task and resumes in a new one queued behind what is already waiting, so the
 * browser can paint, start the requests just made and take network answers in between: start-up is
 * a chain of such steps, not one long task (a phone at 4× CPU saw one of 400+ ms). A zero-delay
 * timeout, not `scheduler.yield()`: that one resumes ahead of queued tasks, and the list requests
 * issued just before then went out only after the whole start-up.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
