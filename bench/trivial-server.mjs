// The cold-start anchor (bench/cold-start.ts): a trivial Node HTTP server, answering 200 with a tiny page on HOST/PORT.
import http from 'node:http';

http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>ok</title>');
  })
  .listen(Number(process.env.PORT ?? 8080), process.env.HOST ?? '127.0.0.1');
