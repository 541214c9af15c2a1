import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults, treating empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toEqual({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      distDir: path.resolve('dist'),
      jwtSecret: undefined,
      trustProxy: false,
      maxAnalysesPerUser: 1000,
      authRateLimitPerMinute: 10,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({ HOST: '0.0.0.0', PORT: '9000', DATABASE_URL: 'postgres://u:p@db/x', JWT_SECRET: 's'.repeat(32) });
    expect(config).toMatchObject({ host: '0.0.0.0', port: 9000, databaseUrl: 'postgres://u:p@db/x', jwtSecret: 's'.repeat(32) });
  });

  it('reads TRUST_PROXY as on/off, a hop count or addresses', () => {
    expect(['true', 'false', '1', '10.0.0.0/8, 127.0.0.1'].map((v) => loadConfig({ TRUST_PROXY: v }).trustProxy)).toEqual([
      true,
      false,
      1,
      '10.0.0.0/8, 127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow('TRUST_PROXY must be true, false');
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      'Invalid configuration: PORT must be an integer from 0 to 65535; DATABASE_URL must be a postgres:// or postgresql:// URL; JWT_SECRET must be at least 32 characters',
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer from 0 to 65535');
  });
});
