// A request over node:http for the browserless member (browserless.ts) in tests whose
// global `fetch` is a DOM's (happy-dom enforces CORS and hides Set-Cookie, as a browser's
// script fetch does, where the member's own navigation does neither).
import { request } from 'node:http';
import type { BrowserlessResponse } from './browserless';

export function nodeSend(url: string, init: RequestInit = {}): Promise<BrowserlessResponse> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
            answer.append(name, v);
          }
        }
        resolve({
          status: res.statusCode ?? 0,
          headers: answer,
          text: async () => text,
          json: async () => JSON.parse(text) as unknown,
        });
      });
    });
    req.on('error', reject);
    if (typeof init.body === 'string') req.write(init.body);
    req.end();
  });
}
