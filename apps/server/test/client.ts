/** A cookie-keeping HTTP client, like one browser: what a test does through it, a user could do. */
let devices = 0;

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Each client is its own device with its own address (the test server trusts X-Forwarded-For). */
  readonly ip: string;
  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' },
  ) {
    devices += 1;
    this.ip = `198.51.${Math.floor(devices / 250) % 250}.${(devices % 250) + 1}`;
  }

  async request<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...this.defaultHeaders,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: parseBody(text, res.headers) as T, headers: res.headers };
  }

  get = <T = any>(url: string) => this.request<T>('GET', url);
  post = <T = any>(url: string, body?: unknown) => this.request<T>('POST', url, body);
  put = <T = any>(url: string, body?: unknown) => this.request<T>('PUT', url, body);
  patch = <T = any>(url: string, body?: unknown) => this.request<T>('PATCH', url, body);
  delete = <T = any>(url: string) => this.request<T>('DELETE', url);

  /** A second device: a new client with a copy of nothing. */
  fresh() {
    return new TestClient(this.baseUrl, this.defaultHeaders);
  }
}

/** JSON answers parsed; a report (PDF, CSV) kept as text. */
function parseBody(text: string, headers: Headers) {
  if (!text) return undefined;
  return (headers.get('content-type') ?? '').includes('json') || /^[[{"]/.test(text)
    ? JSON.parse(text)
    : text;
}

let counter = 0;
/** The 404 envelope for a path no route serves. */
export const routeNotFoundBody = {
  success: false,
  error: { message: 'The requested resource was not found.', code: 'NOT_FOUND' },
};

/** The password of every account `newUser` (and so `signedIn`) registers. */
export const fixturePassword = 'Str0ng!Pass';

export function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${Date.now()}.${counter}@example.com`,
    password: fixturePassword,
    confirmPassword: fixturePassword,
    role: 'host',
    acceptTerms: true,
    ...overrides,
  };
}

/** The same browser (its cookies) talking to another instance behind the balancer. */
export function sameBrowserOn(url: string, client: TestClient) {
  const other = new TestClient(url);
  for (const [k, v] of client.cookies) other.cookies.set(k, v);
  return other;
}
