import request from 'supertest';
import { CSRF_COOKIE, CSRF_HEADER } from '@pathdesk/contracts';
import { DEMO_PASSWORD, type TestApp } from './test-app.js';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * A browser-like client of the API: keeps cookies, and sends the CSRF token with every
 * state-changing call, as the web app does.
 */
export class ApiClient {
  private constructor(
    readonly agent: ReturnType<typeof request.agent>,
    private csrf: string,
  ) {}

  static async anonymous(t: TestApp): Promise<ApiClient> {
    const agent = request.agent(t.http);
    const res = await agent.get('/api/auth/csrf').expect(200);
    return new ApiClient(agent, res.body.csrfToken);
  }

  static async signedIn(t: TestApp, username: string, password = DEMO_PASSWORD): Promise<ApiClient> {
    const client = await ApiClient.anonymous(t);
    const res = await client.post('/api/auth/login', { username, password });
    if (res.status !== 200) throw new Error(`Sign-in as ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return client;
  }

  /** The token the next state-changing call sends (for requests built by hand). */
  get csrfToken(): string {
    return this.csrf;
  }

  call(method: Method, path: string, body?: unknown) {
    const req = this.agent[method](path);
    if (method !== 'get') req.set(CSRF_HEADER, this.csrf);
    // Sign-in and sign-out renew the token (it is bound to the session): follow it, as the web app does.
    req.on('response', (res: request.Response) => {
      const renewed = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${CSRF_COOKIE}=`));
      if (renewed) this.csrf = decodeURIComponent(renewed.slice(CSRF_COOKIE.length + 1).split(';')[0]!);
    });
    return body === undefined ? req : req.send(body as object);
  }

  get(path: string) {
    return this.call('get', path);
  }

  post(path: string, body?: unknown) {
    return this.call('post', path, body);
  }

  put(path: string, body?: unknown) {
    return this.call('put', path, body);
  }

  delete(path: string, body?: unknown) {
    return this.call('delete', path, body);
  }
}
