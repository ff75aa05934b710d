import { describe, expect, it } from 'vitest';
import { errorText } from '~/ui/apiClient.ts';

describe('errorText (docs/rules.md#error-texts)', () => {
  it('joins additionalInfo lines with line breaks under the message', () => {
    const body = { message: { fa: 'خطا', en: 'Invalid' }, additionalInfo: ['a: too long', 'b: required'] };
    expect(errorText(400, body, null, 'en')).toBe('Invalid\na: too long\nb: required');
  });

  it('says internal server error for a 500 without a message', () => {
    expect(errorText(500, null, null, 'fa')).toBe('مشکلی پیش آمد. لطفاً کمی بعد دوباره امتحان کنید.');
    expect(errorText(500, { additionalInfo: [] }, null, 'en')).toBe('Something went wrong. Please try again in a moment.');
  });

  it("uses the server's message in the visitor's language, falling back to the Persian one", () => {
    expect(errorText(404, { message: { fa: 'پیدا نشد', en: 'Not found' } }, null, 'en')).toBe('Not found');
    expect(errorText(404, { message: { fa: 'پیدا نشد' } }, null, 'en')).toBe('پیدا نشد');
  });

  it("falls back to the error's own text, then to the connection error", () => {
    expect(errorText(0, null, new Error('timeout'), 'en')).toBe('timeout');
    expect(errorText(0, null, null, 'fa')).toBe('اتصال برقرار نشد. اینترنت خود را بررسی کنید و دوباره امتحان کنید.');
  });
});
