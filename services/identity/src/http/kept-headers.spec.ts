import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepHeaders } from './kept-headers';

async function answer(listener: RequestListener): Promise<Response> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await response.arrayBuffer();
    return response;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('keepHeaders', () => {
  const kept = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" };

  it('survives a handler that removes every header before answering, as Koa does on an error', async () => {
    const response = await answer((_req, res) => {
      keepHeaders(res, kept);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.statusCode = 500;
      res.end('Internal Server Error');
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sets them at once, for code that reads them before answering', async () => {
    const response = await answer((_req, res) => {
      keepHeaders(res, kept);
      res.setHeader('X-Seen-Policy', String(res.getHeader('Content-Security-Policy')));
      res.end();
    });
    expect(response.headers.get('x-seen-policy')).toBe("default-src 'none'");
  });

  it('lets an answer set its own value, through setHeader or writeHead', async () => {
    const viaWriteHead = await answer((_req, res) => {
      keepHeaders(res, kept);
      res.writeHead(200, { 'Content-Security-Policy': "default-src 'self'" });
      res.end();
    });
    expect(viaWriteHead.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(viaWriteHead.headers.get('x-content-type-options')).toBe('nosniff');
    const viaSetHeader = await answer((_req, res) => {
      keepHeaders(res, kept);
      res.setHeader('Content-Security-Policy', "default-src 'self'");
      res.end();
    });
    expect(viaSetHeader.headers.get('content-security-policy')).toBe("default-src 'self'");
  });
});
