/** The success half of the envelope; failures are shaped by the error handler. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
