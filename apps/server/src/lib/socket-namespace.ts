/** The type of a namespace's sockets, read off the namespace so its four type arguments are written once. */
export type SocketOf<N extends { sockets: Map<string, unknown> }> =
  N['sockets'] extends Map<string, infer S> ? S : never;

/**
 * The error a namespace's handshake middleware refuses a socket with: the client's `connect_error`
 * carries an error's `data` as sent, so the message rides there too, in the same shape on every namespace.
 */
export const handshakeRefusal = (message: string) => Object.assign(new Error(message), { data: { message } });
