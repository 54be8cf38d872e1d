import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUS_EVENT_TYPES } from './event-bus';
import { HOST_API_VERSION, HOST_WINDOW_PROPERTIES } from '../domain/host-api';

/** docs/host-api.md is the contract hosts read: it must name what the code holds them to. */
const doc = readFileSync(path.resolve(__dirname, '../../docs/host-api.md'), 'utf8');

describe('docs/host-api.md', () => {
  it('states the current version and has a changelog entry for it', () => {
    expect(HOST_API_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc).toContain(`**Version ${HOST_API_VERSION}**`);
    expect(doc).toMatch(new RegExp(`## Changelog[\\s\\S]*\\*\\*${HOST_API_VERSION.replace(/\./g, '\\.')}\\*\\*`));
  });

  it('lists every bus event with its schema', () => {
    for (const type of BUS_EVENT_TYPES) {
      expect(doc).toContain(`| \`${type}\` | [${type.replace(':', '-')}](host-api/events/${type.replace(':', '-')}.schema.json) |`);
    }
  });

  it('lists every window property the bundle may add', () => {
    for (const name of HOST_WINDOW_PROPERTIES) expect(doc).toContain(`| \`${name}\` |`);
  });
});
