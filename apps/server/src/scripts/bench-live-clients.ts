/**
 * The client side of `npm run bench:live`, a process of its own so the server's CPU is not the
 * clients'. Driven by messages from bench-live.ts: open N sockets, note when each receives an
 * event, or poll the clock over HTTP. Only 127.0.0.1.
 */
import { io, type Socket } from 'socket.io-client';

type Command =
  | { cmd: 'connect'; urls: string[]; count: number; displayToken?: string; tournamentId?: string }
  | { cmd: 'expect'; event: string; timeoutMs: number }
  | { cmd: 'poll'; url: string; cookie: string; clients: number; durationMs: number; warmupMs: number }
  | {
      cmd: 'connect-live';
      url: string;
      browsers: Array<{ cookie: string; scopes: string[] }>;
      perUser: number;
      total: number;
    }
  | { cmd: 'record-live' }
  | { cmd: 'collect-live' }
  | { cmd: 'close' };

let sockets: Socket[] = [];
const send = (message: unknown) => process.send?.(message);

async function connectAll(c: Extract<Command, { cmd: 'connect' }>) {
  const opened: Socket[] = [];
  const wave = 200;
  for (let i = 0; i < c.count; i += wave) {
    const batch = Array.from({ length: Math.min(wave, c.count - i) }, (_, j) => {
      const url = c.urls[(i + j) % c.urls.length]!;
      const socket = io(c.tournamentId ? `${url}/tournaments` : url, {
        transports: ['websocket'],
        reconnection: false,
        auth: c.displayToken ? { displayToken: c.displayToken } : {},
      });
      opened.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () => {
          if (!c.tournamentId) return resolve();
          socket.once('tournament-joined', () => resolve());
          socket.once('tournament-error', (e: { message: string }) => reject(new Error(e.message)));
          socket.emit('join-tournament', { tournamentId: c.tournamentId, displayToken: c.displayToken });
        });
      });
    });
    await Promise.all(batch);
  }
  sockets = opened;
}

/** The live feed's sockets: each browser's cookie opens `perUser` of them, each following its scopes. */
let liveScopesOf: string[][] = [];
let receptions: Array<[number, string, number]> = [];
let recording = false;
async function connectLive(c: Extract<Command, { cmd: 'connect-live' }>) {
  const opened: Socket[] = [];
  liveScopesOf = [];
  const wave = 200;
  for (let i = 0; i < c.total; i += wave) {
    const batch = Array.from({ length: Math.min(wave, c.total - i) }, (_, j) => {
      const index = i + j;
      const browser = c.browsers[Math.floor(index / c.perUser) % c.browsers.length]!;
      const socket = io(`${c.url}/live`, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie: browser.cookie },
      });
      opened.push(socket);
      liveScopesOf.push(browser.scopes);
      socket.on('changed', (scope: string) => {
        if (recording) receptions.push([index, scope, Date.now()]);
      });
      return new Promise<void>((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () => {
          socket.emit('subscribe', { scopes: browser.scopes }, (answer: { ok: boolean; message?: string }) =>
            answer.ok ? resolve() : reject(new Error(answer.message)),
          );
        });
      });
    });
    await Promise.all(batch);
  }
  sockets = opened;
}

function expectEvent(c: Extract<Command, { cmd: 'expect' }>) {
  const times: number[] = [];
  let bytes = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    for (const s of sockets) s.off(c.event);
    send({ times, bytes, expected: sockets.length });
  };
  for (const s of sockets)
    s.once(c.event, (payload: unknown) => {
      times.push(Date.now());
      if (bytes === 0) bytes = JSON.stringify(payload).length;
      if (times.length === sockets.length) finish();
    });
  setTimeout(finish, c.timeoutMs);
  send({ armed: true });
}

async function poll(c: Extract<Command, { cmd: 'poll' }>) {
  // Requests started in the warm-up (the phones arriving and opening their connections) are kept
  // apart: `latencies` is the steady state, as the HTTP bench measures after its warm-up.
  const latencies: number[] = [];
  const warmup: number[] = [];
  let failures = 0;
  const steadyFrom = performance.now() + c.warmupMs;
  const end = Date.now() + c.warmupMs + c.durationMs;
  const client = async (offset: number) => {
    await new Promise((r) => setTimeout(r, offset));
    while (Date.now() < end) {
      const started = performance.now();
      try {
        const res = await fetch(c.url, { headers: { cookie: c.cookie } });
        await res.arrayBuffer();
        if (res.status === 200) (started < steadyFrom ? warmup : latencies).push(performance.now() - started);
        else failures++;
      } catch {
        failures++;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - started))));
    }
  };
  // Spread over the first second, as phones are.
  await Promise.all(Array.from({ length: c.clients }, (_, i) => client((i * 1000) / c.clients)));
  send({ latencies, warmup, failures });
}

process.on('message', (message: Command) => {
  if (message.cmd === 'connect')
    connectAll(message).then(
      () => send({ connected: sockets.length }),
      (error: Error) => send({ error: error.message }),
    );
  else if (message.cmd === 'connect-live')
    connectLive(message).then(
      () => send({ connected: sockets.length }),
      (error: Error) => send({ error: error.message }),
    );
  else if (message.cmd === 'record-live') {
    receptions = [];
    recording = true;
    send({ recording: true });
  } else if (message.cmd === 'collect-live') {
    recording = false;
    const socketsOfScope: Record<string, number> = {};
    for (const scopes of liveScopesOf)
      for (const scope of scopes) socketsOfScope[scope] = (socketsOfScope[scope] ?? 0) + 1;
    send({ receptions, socketsOfScope });
  } else if (message.cmd === 'expect') expectEvent(message);
  else if (message.cmd === 'poll') void poll(message);
  else if (message.cmd === 'close') {
    for (const s of sockets) s.disconnect();
    sockets = [];
    send({ closed: true });
  }
});
