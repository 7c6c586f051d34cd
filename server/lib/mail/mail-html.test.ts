import { describe, expect, test } from 'vitest';
import { escapeHtml, renderMail } from './mail-html.ts';

const HOSTILE = `<script>alert(1)</script> & "quoted" 'single'`;

describe('escapeHtml', () => {
  test('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  test('leaves ordinary text, accents and line breaks alone', () => {
    expect(escapeHtml('Mississauga, ON — Émile\nline two')).toBe('Mississauga, ON — Émile\nline two');
  });
});

describe('renderMail', () => {
  test('escapes every value it places in the HTML', () => {
    const { html } = renderMail({
      heading: HOSTILE,
      paragraphs: [HOSTILE],
      rows: [{ label: HOSTILE, value: HOSTILE }],
      sections: [{ heading: HOSTILE, rows: [{ label: HOSTILE, value: HOSTILE }] }],
      action: { href: 'https://yard.example/ReqestInformation/7?a=1&b="2"', label: HOSTILE },
      closing: HOSTILE,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(`"quoted"`);
    expect(html).not.toContain(`'single'`);
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot; &#39;single&#39;';
    // The heading three times (title, aria-label, h1), the paragraph, the row's label and value,
    // the section's heading, label and value, the action's label and the closing.
    expect(html.split(escaped).length - 1).toBe(11);
  });

  test('is an English document with a table of labelled values and a link', () => {
    const { html } = renderMail({
      heading: 'New booking application',
      paragraphs: ['A new application is waiting.'],
      rows: [{ label: 'Reference', value: 'SY-12345' }],
      action: { href: 'https://yard.example/ReqestInformation/7', label: 'Open the application' },
    });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('<title>New booking application</title>');
    expect(html).toMatch(/<th scope="row"[^>]*>Reference<\/th><td[^>]*>SY-12345<\/td>/);
    expect(html).toMatch(/<a href="https:\/\/yard\.example\/ReqestInformation\/7"[^>]*>Open the application<\/a>/);
  });

  test('keeps line breaks of multi-line values visible', () => {
    const { html } = renderMail({
      heading: 'Enquiry',
      paragraphs: [],
      rows: [{ label: 'Message', value: 'one\ntwo<b>' }],
    });
    expect(html).toContain('one<br>two&lt;b&gt;');
  });

  test('writes a plain-text alternative with the raw values and the link', () => {
    const { text } = renderMail({
      heading: 'We received your booking application',
      paragraphs: ['Hello <Ann>,', 'Thank you.'],
      rows: [{ label: 'Reference', value: 'SY-12345' }],
      sections: [{ heading: 'Move-in', rows: [{ label: 'Date', value: '2026-12-01' }] }],
      action: { href: 'https://yard.example/request', label: 'Book again' },
      closing: 'SafeYard Truck Parking',
    });
    expect(text).toContain('We received your booking application\n====');
    expect(text).toContain('Hello <Ann>,\n\nThank you.');
    expect(text).toContain('Reference: SY-12345');
    expect(text).toContain('Move-in\n-------\nDate: 2026-12-01');
    expect(text).toContain('Book again: https://yard.example/request');
    expect(text.trimEnd().endsWith('SafeYard Truck Parking')).toBe(true);
    expect(text).not.toContain('&lt;');
  });

  test.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/relative/path',
    'mailto:a@b.example',
  ])('refuses a link that is not absolute http(s): %s', (href) => {
    expect(() => renderMail({ heading: 'x', paragraphs: [], action: { href, label: 'Go' } })).toThrow(/E-mail link/);
  });

  test('a picture is an attachment of the message, by a plain content id, with its words for the text part', () => {
    const image = { cid: 'access-pass-qr', alt: 'QR code of your code <7KQ4-MX2P>', size: 180 };
    const { html, text } = renderMail({ heading: 'x', paragraphs: [], image });
    expect(html).toContain(
      '<img src="cid:access-pass-qr" alt="QR code of your code &lt;7KQ4-MX2P&gt;" width="180" height="180"',
    );
    expect(text).toContain('QR code of your code <7KQ4-MX2P>');
    for (const cid of ['https://yard.example/qr.png', 'x" onerror="alert(1)', 'a b']) {
      expect(() => renderMail({ heading: 'x', paragraphs: [], image: { ...image, cid } })).toThrow(/content id/);
    }
  });
});
