/** The success half of the envelope; failures are shaped by the error handler. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/** The `data` a typed reply accepts in its success envelope (the contract's response schema). */
type SuccessDataOf<Reply> = Reply extends { send(payload: infer P): unknown }
  ? P extends { success: true; data: infer D }
    ? D
    : never
  : never;

/**
 * Answers 201 Created with the success envelope: what a route sends when it made something. The
 * data is checked against the endpoint's response type like a returned answer is.
 */
export function created<Reply extends { status(code: number): Reply; send(payload: never): Reply }>(
  reply: Reply,
  data: SuccessDataOf<Reply>,
): Reply {
  return (reply.status(201) as unknown as { send(payload: unknown): Reply }).send(ok(data));
}

/**
 * Sends a success envelope already encoded by the endpoint's own response serializer (see
 * tournaments/clock-reads.ts): with a JSON content type set, Fastify sends the bytes as they are.
 */
export function sendEncoded<Reply extends { type(contentType: string): Reply }>(
  reply: Reply,
  body: Buffer,
): Reply {
  return (reply.type('application/json; charset=utf-8') as unknown as { send(payload: Buffer): Reply }).send(
    body,
  );
}
