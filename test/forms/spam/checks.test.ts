import { describe, expect, test } from 'bun:test';
import { isbot } from 'isbot';
import { createBotUserAgentCheck, isBotAgent } from '../../../plugins/forms/spam/checks/bot-user-agent.ts';
import { createDisposableEmailCheck, isDisposableDomain } from '../../../plugins/forms/spam/checks/disposable-email.ts';
import { createDuplicatePayloadCheck, payloadFingerprint } from '../../../plugins/forms/spam/checks/duplicate-payload.ts';
import { createFormVelocityCheck } from '../../../plugins/forms/spam/checks/form-velocity.ts';
import { createHoneypotCheck } from '../../../plugins/forms/spam/checks/honeypot.ts';
import { createIpVelocityCheck } from '../../../plugins/forms/spam/checks/ip-velocity.ts';
import { createLinkMarkupCheck } from '../../../plugins/forms/spam/checks/link-markup.ts';
import { countLinks, createLinksCheck } from '../../../plugins/forms/spam/checks/links.ts';
import { createMixedScriptCheck } from '../../../plugins/forms/spam/checks/mixed-script.ts';
import { createSpamPhrasesCheck } from '../../../plugins/forms/spam/checks/spam-phrases.ts';
import { createTooFastCheck } from '../../../plugins/forms/spam/checks/too-fast.ts';
import { DEFAULT_SPAM_CONFIG as C } from '../../../plugins/forms/spam/config.ts';
import { createMemoryWindowStore } from '../../../plugins/forms/spam/store.ts';
import { contextOf, messageContext, submission, T0 } from './helpers.ts';

const MINUTE = 60_000;

describe('honeypot', () => {
  const check = createHoneypotCheck(C.honeypot);
  const withGotcha = (value: unknown) => contextOf({ payload: { ...submission().payload, _gotcha: value } });

  test('fires when the default _gotcha field is filled', () => {
    expect(check.reason).toBe('honeypot');
    expect(check.evaluate(withGotcha('http://spam.example'))).toBe(1);
    expect(check.evaluate(withGotcha(true))).toBe(1);
    expect(check.evaluate(withGotcha(0))).toBe(1);
  });

  test('does not fire when left empty, blank, false, null or absent', () => {
    for (const value of ['', '   ', false, null, undefined]) expect(check.evaluate(withGotcha(value))).toBe(0);
    expect(check.evaluate(contextOf({ payload: { name: 'A', message: 'B' } }))).toBe(0);
  });

  test('uses the configured field name', () => {
    const settings = { honeypotField: 'website' };
    expect(check.evaluate(contextOf({ settings, payload: { email: 'a@gmail.com', website: 'x' } }))).toBe(1);
    expect(check.evaluate(contextOf({ settings, payload: { email: 'a@gmail.com', _gotcha: 'x' } }))).toBe(0);
  });

  test('never mistakes a real form field of that name for the honeypot, and screens its value as content', () => {
    const context = contextOf({
      settings: { honeypotField: 'website' },
      formFieldNames: ['name', 'website'],
      payload: { name: 'Rachel', website: 'https://greenleafcafe.com' },
    });
    expect(context.honeypotActive).toBe(false);
    expect(check.evaluate(context)).toBe(0);
    expect(context.text).toContain('https://greenleafcafe.com');
  });

  test('an active honeypot is kept out of the values the content checks see', () => {
    expect(contextOf({ payload: { message: 'hi', _gotcha: 'https://spam.example' } }).text).toBe('hi');
  });
});

describe('too fast', () => {
  const check = createTooFastCheck(C.tooFast);
  const at = (completionSeconds: number | null, minSeconds?: number) => check.evaluate(contextOf({ completionSeconds, settings: { minSeconds } }));

  test('sub-second (below half the 2 s default) is certain', () => {
    expect(check.reason).toBe('too_fast');
    expect(at(0.3)).toBe(1);
    expect(at(0.99)).toBe(1);
  });

  test('between half the minimum and the minimum is only suspicious', () => {
    expect(at(1)).toBe(0.5);
    expect(at(1.9)).toBe(0.5);
  });

  test('an autofilling human at or above the minimum passes', () => {
    expect(at(2)).toBe(0);
    expect(at(2.3)).toBe(0);
    expect(at(300)).toBe(0);
  });

  test('no view token (null) or a non-number is no signal', () => {
    expect(at(null)).toBe(0);
    expect(at(Number.NaN)).toBe(0);
  });

  test('honours the form minimum', () => {
    expect(at(2.5, 3)).toBe(0.5);
    expect(at(1.4, 3)).toBe(1);
    expect(at(1.6, 1.5)).toBe(0);
  });
});

describe('IP velocity', () => {
  const run = (check = createIpVelocityCheck(createMemoryWindowStore(), C.ipVelocity)) => ({
    check,
    submit: (seconds: number, overrides = {}) => check.evaluate(contextOf({ now: T0 + seconds * 1000, ...overrides })),
  });

  test('five from one IP in the window pass, the sixth is suspicious, the eleventh certain', () => {
    const { check, submit } = run();
    expect(check.reason).toBe('ip_velocity');
    const strengths = Array.from({ length: 12 }, (_, index) => submit(index * 10));
    expect(strengths).toEqual([0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 1, 1]);
  });

  test('the window slides: old submissions stop counting', () => {
    const { submit } = run();
    for (let index = 0; index < 5; index++) submit(index);
    expect(submit(10 * 60 + 5)).toBe(0);
  });

  test('counts per form and per IP; no IP is no signal', () => {
    const { submit } = run();
    for (let index = 0; index < 5; index++) submit(index);
    expect(submit(6, { formId: 'frm_other' })).toBe(0);
    expect(submit(7, { ip: '203.0.113.9' })).toBe(0);
    expect(submit(8, { ip: null })).toBe(0);
    expect(submit(9)).toBe(0.5);
  });
});

describe('form velocity', () => {
  test('fires (weakly) past 30 submissions a minute to one form, and the window slides', () => {
    const check = createFormVelocityCheck(createMemoryWindowStore(), C.formVelocity);
    expect(check.reason).toBe('form_velocity');
    expect(check.weight).toBeLessThan(1);
    const submit = (ms: number, ip: string) => check.evaluate(contextOf({ now: T0 + ms, ip }));
    for (let index = 0; index < 30; index++) expect(submit(index * 1000, `198.18.0.${index}`)).toBe(0);
    expect(submit(30_000, '198.18.1.1')).toBe(1);
    expect(submit(30_000 + MINUTE + 1000, '198.18.1.2')).toBe(0);
  });
});

describe('duplicate payload', () => {
  const newCheck = () => createDuplicatePayloadCheck(createMemoryWindowStore(), C.duplicatePayload);
  const payload = { name: 'Jack', email: 'jack@gmail.com', message: 'We can fix your website.' };

  test('first copy passes, one repeat is a double click, the third copy is a burst', () => {
    const check = newCheck();
    expect(check.reason).toBe('duplicate_payload');
    const strengths = [0, 1, 2, 3].map((index) => check.evaluate(contextOf({ payload, now: T0 + index * 1000 })));
    expect(strengths).toEqual([0, 0.5, 1, 1]);
  });

  test('field order, case, spacing, Unicode form and the honeypot do not make a payload new', () => {
    const variant = { message: '  We  can FIX your\nwebsite. ', email: 'JACK@gmail.com', name: 'Jack', _gotcha: '' };
    expect(payloadFingerprint(contextOf({ payload: variant }))).toBe(payloadFingerprint(contextOf({ payload })));
    expect(payloadFingerprint(contextOf({ payload: { ...payload, name: 'ｊａｃｋ' } }))).toBe(payloadFingerprint(contextOf({ payload })));
  });

  test('a different value, another form or an expired window is not a duplicate', () => {
    const check = newCheck();
    check.evaluate(contextOf({ payload }));
    expect(check.evaluate(contextOf({ payload: { ...payload, name: 'Jill' } }))).toBe(0);
    expect(check.evaluate(contextOf({ payload, formId: 'frm_other' }))).toBe(0);
    expect(check.evaluate(contextOf({ payload, now: T0 + 61 * MINUTE }))).toBe(0);
  });

  test('an empty or tiny payload (a bare rating) is never a duplicate: many people send the same one', () => {
    const check = newCheck();
    for (let index = 0; index < 3; index++) expect(check.evaluate(contextOf({ payload: { message: '' } }))).toBe(0);
    for (let index = 0; index < 5; index++) expect(check.evaluate(contextOf({ payload: { rating: 5, comment: 'Great!' } }))).toBe(0);
  });
});

describe('links', () => {
  const check = createLinksCheck(C.links);
  const links = (count: number) => Array.from({ length: count }, (_, index) => `https://site${index}.example/page`).join(' ');

  test('counts URLs with a scheme or www., not e-mail addresses', () => {
    expect(countLinks('see https://a.example, http://b.example/x?y=1 and www.c.example')).toBe(3);
    expect(countLinks('write to anna@tcs-mail.com')).toBe(0);
    expect(countLinks('<a href="https://a.example">x</a> [url=https://b.example]y[/url]')).toBe(2);
  });

  test('one pasted link is normal; more climb a ladder up to certain at five', () => {
    expect(check.reason).toBe('links');
    expect([0, 1, 2, 3, 4, 5, 9].map((count) => check.evaluate(messageContext(`hello ${links(count)}`)))).toEqual([0, 0, 0.3, 0.6, 0.6, 1, 1]);
  });

  test('links in any field count', () => {
    const context = contextOf({ payload: { name: 'https://a.example', email: 'x@gmail.com', message: 'https://b.example' } });
    expect(check.evaluate(context)).toBe(0.3);
  });
});

describe('link markup', () => {
  const check = createLinkMarkupCheck(C.linkMarkup);
  test('fires on HTML anchors and BBCode links, not on plain URLs or other markup', () => {
    expect(check.reason).toBe('link_markup');
    expect(check.evaluate(messageContext('<a href="https://x.example">cheap</a>'))).toBe(1);
    expect(check.evaluate(messageContext('[url=https://x.example]cheap[/url]'))).toBe(1);
    expect(check.evaluate(messageContext('[URL]https://x.example[/URL]'))).toBe(1);
    expect(check.evaluate(messageContext('see https://x.example'))).toBe(0);
    expect(check.evaluate(messageContext('<script src="https://cdn.example/w.js"></script> breaks'))).toBe(0);
  });
});

describe('spam phrases', () => {
  const check = createSpamPhrasesCheck(C.spamPhrases);
  const strength = (message: string) => check.evaluate(messageContext(message));

  test('English phrases add their weights, capped at 1', () => {
    expect(check.reason).toBe('spam_phrases');
    expect(strength('buy viagra today')).toBe(0.6);
    expect(strength('viagra and cialis, online pharmacy, cheap pills')).toBe(1);
  });

  test('matches whole words: a specialist is not cialis, a casino-free message is clean', () => {
    expect(strength('Our specialist will call you')).toBe(0);
    expect(strength('Do you ship to Canada?')).toBe(0);
  });

  test('ignores case, accents, punctuation and line breaks inside phrases', () => {
    expect(strength('ONLINE\nCASINO!!!')).toBeCloseTo(0.9);
    expect(strength('Online-Casíno')).toBeCloseTo(0.9);
  });

  test('Cyrillic phrases, including inflected forms by prefix', () => {
    expect(strength('Лучшее казино')).toBe(0.5);
    expect(strength('100 фриспинов за регистрацию')).toBe(0.6);
    expect(strength('Бездепозитный бонус')).toBe(0.6);
  });

  test('prefix phrases do not catch ordinary words (потенциал is not a pharma word)', () => {
    expect(strength('Видим большой потенциал в сотрудничестве')).toBe(0);
  });

  test('CJK phrases match inside unspaced text', () => {
    expect(strength('最新在线赌场，百家乐')).toBe(1);
    expect(strength('人気のオンラインカジノで')).toBeCloseTo(0.9);
    expect(strength('안전한 토토사이트 추천')).toBe(0.6);
    expect(strength('客服态度很好，问题很快就解决了')).toBe(0);
  });

  test('sees through look-alike letters from other scripts', () => {
    expect(strength('Buy vіagra')).toBe(0.6); // Cyrillic і
    expect(strength('саsinо bоnus')).toBeCloseTo(0.9); // Cyrillic с, а, о
    expect(strength('cheap ρills')).toBe(0.6); // Greek ρ
    expect(strength('лучшее кaзинo')).toBe(0.5); // Latin a, o inside a Russian word
  });

  test('sees through digits in words, fullwidth letters and zero-width characters', () => {
    expect(strength('v1agra')).toBe(0.6);
    expect(strength('ＦＲＥＥ ＳＰＩＮＳ')).toBe(0.6);
    expect(strength('vi\u200bagra')).toBe(0.6);
  });

  test('phrase lists can be replaced', () => {
    const custom = createSpamPhrasesCheck(C.spamPhrases, [{ topic: 'test', text: 'blue widgets', weight: 0.7 }]);
    expect(custom.evaluate(messageContext('Cheap BLUE widgets!'))).toBe(0.7);
    expect(custom.evaluate(messageContext('viagra'))).toBe(0);
  });
});

describe('mixed script', () => {
  const check = createMixedScriptCheck(C.mixedScript);
  const strength = (message: string) => check.evaluate(messageContext(message));

  test('one mixed word may be a keyboard slip, two are obfuscation', () => {
    expect(check.reason).toBe('mixed_script');
    expect(strength('экспорт в Еxcel не работает')).toBe(0.5);
    expect(strength('Веst саsinо')).toBe(1);
  });

  test('single-script words side by side, and Latin next to CJK, are normal', () => {
    expect(strength('Тариф Pro, браузер Chrome')).toBe(0);
    expect(strength('iPhone15的手机壳有黑色吗')).toBe(0);
    expect(strength('Γεια σας, το Microsoft Teams δεν ανοίγει')).toBe(0);
  });
});

describe('disposable e-mail', () => {
  const check = createDisposableEmailCheck(C.disposableEmail);
  const withEmail = (email: string) => contextOf({ payload: { name: 'A', email, message: 'hi' } });

  test("fires on domains from mailchecker's list, also for subdomains and any case", () => {
    expect(check.reason).toBe('disposable_email');
    expect(check.evaluate(withEmail('bot@yopmail.com'))).toBe(1);
    expect(check.evaluate(withEmail('bot@inbox.getnada.com'))).toBe(1);
    expect(check.evaluate(withEmail('Bot@MAILINATOR.COM'))).toBe(1);
    expect(isDisposableDomain('guerrillamail.com.')).toBe(true);
  });

  test('does not fire on mainstream providers, company domains or IDN mailboxes', () => {
    for (const email of ['sarah@gmail.com', 'e.smirnova@yandex.ru', 'wangfang@163.com', 'j@jdesign.studio', 'почта@пример.рф']) {
      expect(check.evaluate(withEmail(email))).toBe(0);
    }
  });

  test('only whole values that are addresses count', () => {
    expect(check.evaluate(contextOf({ payload: { message: 'my old address was bot@yopmail.com' } }))).toBe(0);
  });
});

describe('bot user agent', () => {
  const check = createBotUserAgentCheck(C.botUserAgent);
  test('fires on crawlers, headless browsers and HTTP libraries; not on browsers or a missing agent', () => {
    expect(check.reason).toBe('bot_user_agent');
    expect(check.weight).toBeLessThan(1);
    for (const agent of ['curl/8.4.0', 'python-requests/2.31.0', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36']) {
      expect(check.evaluate(contextOf({ userAgent: agent }))).toBe(1);
    }
    expect(check.evaluate(contextOf())).toBe(0);
    expect(check.evaluate(contextOf({ userAgent: null }))).toBe(0);
  });

  test('a remembered verdict is the verdict: asked again, past the memory bound, and for agents too long to remember', () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    const agents = [browser, 'curl/8.4.0', `${browser} ${'x'.repeat(600)}`, `curl/8.4.0 ${'x'.repeat(600)}`];
    for (let index = 0; index < 1500; index++) agents.push(index % 2 ? `Mozilla/5.0 Firefox/${index}.0` : `crawler-${index}/1.0`);
    for (let pass = 0; pass < 2; pass++) for (const agent of agents) expect(isBotAgent(agent)).toBe(isbot(agent));
  });
});
