// Signs a Playwright browser context in through the API (with the CSRF token the web app sends).
export async function signIn(context, baseUrl, username = 'admin', password = process.env.DEMO_PASSWORD ?? 'pathdesk-demo') {
  const { csrfToken } = await (await context.request.get(`${baseUrl}/api/auth/csrf`)).json();
  const response = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { username, password },
    headers: { 'x-csrf-token': csrfToken },
  });
  if (!response.ok()) throw new Error(`Sign-in as ${username} failed: ${response.status()} ${await response.text()}`);
}
