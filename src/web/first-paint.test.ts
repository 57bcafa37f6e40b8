import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages, PRODUCT_NAME } from '../shared/messages.ts';

describe('the first paint in index.html', () => {
  it('says what the login screen says, word for word', () => {
    const html = readFileSync(new URL('./index.html', import.meta.url), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    expect(html).toContain(`>${PRODUCT_NAME}</p>`);
    expect(html).toContain(` ${messages.app.tagline} `);
  });
});
