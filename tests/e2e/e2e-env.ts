/** Settings shared by the end-to-end server (serve.js) and the tests. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3210),
  get baseURL() {
    return `http://localhost:${this.port}`;
  },
  admin: { email: "admin@e2e.awadhestates.in", password: "e2e-admin-Gomti-2026" },
};
