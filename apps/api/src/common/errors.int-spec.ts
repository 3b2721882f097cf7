import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/no-such-thing' });
  });

  it('answers malformed JSON with a JSON 400 and a reason', async () => {
    const res = await request(t.http).post('/api/health').set('Content-Type', 'application/json').send('{"username": ').expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await request(t.http)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body.message).toBe('The request body is too large.');
  });

  it('sets protective headers', async () => {
    const res = await request(t.http).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
