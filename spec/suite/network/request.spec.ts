/**
 * The network APIs on a real browser's XMLHttpRequest, with Playwright's request interception standing in
 * for the server and `page.clock` for time.
 */
import type { Page, Route } from '@playwright/test';
import { fill, v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { expect, test } from '../../harness/browser.ts';

// The dev server's live-reload socket is cut off: a reload it sends while the page clock is paused would
// fire inside `runFor` and wipe the request under test (other files of the tree change during a run).
test.beforeEach(async ({ page }) => {
  await page.routeWebSocket(/./, () => {});
});

/** A same-origin path only these routes answer. */
const api = (path: string) => `/__network-suite/${path}`;

/** Starts `uni[name](options)` in the page and keeps its result in `window.__outcomes[key]`; may abort its task. */
async function begin(page: Page, key: string, name: string, options: Record<string, unknown>, abort = false) {
  await page.evaluate(([k, n, opts, ab]) => {
    const w = window as any;
    w.__outcomes ??= {};
    const task = w.uni[n]({ ...opts, complete: (res: unknown) => { w.__outcomes[k] = JSON.parse(JSON.stringify(res)); } });
    if (ab) w.__tasks = { ...w.__tasks, [k]: task };
  }, [key, name, options, abort] as const);
}
const outcome = (page: Page, key: string) => page.evaluate((k) => (window as any).__outcomes?.[k], key);
/** Any failure of `api`: `<api>:fail`, with or without a detail. */
const failed = (api: string) => new RegExp(`^${fill(v('device.api.errmsg').fail, { api })}`);

/** Takes over the page's clock, paused, so only `runFor` moves time. */
async function stopClock(page: Page) {
  const start = new Date('2026-01-01T00:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test('uni.request sends an object body as JSON and reports a 404 through success [net.request.json-body, net.request.status-is-success]', async ({ page, openApp, uniCall }) => {
  await openApp(basicApp);
  let sent: { method: string; type?: string; body: unknown } | undefined;
  await page.route(`**${api('items')}`, async (route) => {
    const request = route.request();
    sent = { method: request.method(), type: await request.headerValue('content-type') ?? undefined, body: request.postDataJSON() };
    await route.fulfill({ status: 404, contentType: 'application/json', headers: { 'X-Trace': 'abc' }, body: '{"missing":true}' });
  });
  const data = { name: 'Ada', list: [1, 2] };
  const result = await uniCall('request', { url: api('items'), method: 'POST', data });
  expect(sent).toEqual({ method: 'POST', type: v('net.request.json-body').contentType, body: data });
  expect(result).toMatchObject({ ok: true, res: { errMsg: v('net.request.status-is-success').errMsg, statusCode: 404, data: { missing: true }, header: { 'x-trace': 'abc' } } });
  // The browser ends the raw header list with a line break: no header comes of it.
  expect(Object.keys(result.res.header), 'a header without a name').not.toContain('');
});

test('uni.request times out after 60000 ms of the page clock, not a millisecond earlier [net.request.default-timeout]', async ({ page, openApp }) => {
  const { timeoutMs } = v('net.request.default-timeout');
  await stopClock(page);
  await openApp(basicApp);
  const held: Route[] = [];
  await page.route(`**${api('slow')}`, (route) => { held.push(route); });
  await begin(page, 'slow', 'request', { url: api('slow') });
  await expect.poll(() => held.length).toBe(1);
  await page.clock.runFor(timeoutMs - 1);
  expect(await outcome(page, 'slow')).toBeUndefined();
  await page.clock.runFor(1);
  // Only that it fails then; the message is net.request.timeout's.
  await expect.poll(() => outcome(page, 'slow')).toEqual({ errMsg: expect.stringMatching(failed('request')) });
});

test('uni.request fails with request:fail abort when its task is aborted [net.request.abort]', async ({ page, openApp }) => {
  // The page clock stands still: the result cannot come from the request's timeout.
  await stopClock(page);
  await openApp(basicApp);
  const held: Route[] = [];
  await page.route(`**${api('held')}`, (route) => { held.push(route); });
  await begin(page, 'held', 'request', { url: api('held') }, true);
  await expect.poll(() => held.length).toBe(1);
  await page.evaluate(() => (window as any).__tasks.held.abort());
  await expect.poll(() => outcome(page, 'held')).toEqual({ errMsg: v('net.request.abort').errMsg });
});

test('uni.request fails with request:fail on a network error [net.request.network-error]', async ({ page, openApp }) => {
  // The page clock stands still: the result cannot come from the request's timeout.
  await stopClock(page);
  await openApp(basicApp);
  await page.route(`**${api('down')}`, (route) => route.abort('connectionrefused'));
  await begin(page, 'down', 'request', { url: api('down') });
  await expect.poll(() => outcome(page, 'down')).toEqual({ errMsg: v('net.request.network-error').errMsg });
});

test('downloadFile GETs a file into a temporary path that uploadFile POSTs as a multipart form [net.download-file.get, net.upload-file.multipart]', async ({ page, openApp, uniCall }) => {
  await openApp(basicApp);
  const methods: string[] = [];
  await page.route(`**${api('file.txt')}`, (route) => {
    methods.push(route.request().method());
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'downloaded content' });
  });
  let upload: { method: string; type?: string; body: string } | undefined;
  await page.route(`**${api('upload')}`, async (route) => {
    const request = route.request();
    upload = { method: request.method(), type: await request.headerValue('content-type') ?? undefined, body: request.postData() ?? '' };
    return route.fulfill({ status: 201, body: 'stored' });
  });
  const download = await uniCall('downloadFile', { url: api('file.txt') });
  expect(methods).toEqual([v('net.download-file.get').method]);
  expect(download.res).toMatchObject({ errMsg: v('net.download-file.get').errMsg, statusCode: 200 });
  expect(download.res.tempFilePath).toMatch(/^blob:/);
  const uploaded = await uniCall('uploadFile', { url: api('upload'), filePath: download.res.tempFilePath, name: 'doc', formData: { user: 'ada' } });
  expect(uploaded.res).toMatchObject({ errMsg: fill(v('device.api.ok').ok, { api: 'uploadFile' }), statusCode: 201, data: 'stored' });
  expect(upload!.method).toBe(v('net.upload-file.multipart').method);
  expect(upload!.type).toMatch(/^multipart\/form-data; boundary=/);
  expect(upload!.body).toMatch(/name="user"\r\n\r\nada\r\n/);
  expect(upload!.body).toMatch(/name="doc"; filename="file.txt"\r\nContent-Type: text\/plain\r\n\r\ndownloaded content\r\n/);
});

test('uploadFile with a files entry that has neither a file nor a uri fails with file error and sends nothing, though the server answers any path with the app\'s page [net.upload-file.file-error]', async ({ page, openApp, uniCall }) => {
  await openApp(basicApp);
  const uploads: string[] = [];
  await page.route(`**${api('upload-none')}`, (route) => { uploads.push(route.request().method()); return route.fulfill({ status: 201, body: 'stored' }); });
  const result = await uniCall('uploadFile', { url: api('upload-none'), files: [{ name: 'file' }] });
  expect(result.res.errMsg).toBe(fill(v('device.api.errmsg').failWithDetail, { api: 'uploadFile', detail: v('net.upload-file.file-error').detail }));
  expect(uploads).toEqual([]);
});

test('uploadFile times out after 60000 ms of the page clock, not a millisecond earlier [net.upload-file.default-timeout]', async ({ page, openApp }) => {
  const { timeoutMs } = v('net.upload-file.default-timeout');
  await stopClock(page);
  await openApp(basicApp);
  const held: Route[] = [];
  await page.route(`**${api('upload-slow')}`, (route) => { held.push(route); });
  await begin(page, 'upload', 'uploadFile', { url: api('upload-slow'), filePath: `data:text/plain;base64,${Buffer.from('x').toString('base64')}`, name: 'file' });
  await expect.poll(() => held.length).toBe(1);
  await page.clock.runFor(timeoutMs - 1);
  expect(await outcome(page, 'upload')).toBeUndefined();
  await page.clock.runFor(1);
  await expect.poll(() => outcome(page, 'upload')).toEqual({ errMsg: expect.stringMatching(failed('uploadFile')) });
});

test('the temporary file downloadFile hands back is named from the Content-Disposition filename, else from the last segment of the url path, as a later upload shows [net.download-file.get]', async ({ page, openApp, uniCall }) => {
  await openApp(basicApp);
  await page.route(`**${api('files/export')}`, (route) => route.fulfill({ body: 'a,b\n', headers: { 'Content-Disposition': 'attachment; filename="quarterly.csv"' } }));
  await page.route(`**${api('files/export-plain')}`, (route) => route.fulfill({ body: 'a,b\n', headers: { 'Content-Disposition': 'attachment; filename=quarterly.csv' } }));
  await page.route(`**${api('files/2024/report.txt')}?version=2`, (route) => route.fulfill({ body: 'text' }));
  const names: string[] = [];
  await page.route(`**${api('upload-back')}`, async (route) => {
    names.push(/filename="([^"]*)"/.exec(route.request().postData() ?? '')?.[1] ?? '');
    await route.fulfill({ body: 'ok' });
  });
  for (const url of [api('files/export'), api('files/export-plain'), `${api('files/2024/report.txt')}?version=2#summary`]) {
    const down = await uniCall('downloadFile', { url });
    expect(down).toMatchObject({ ok: true });
    expect(await uniCall('uploadFile', { url: api('upload-back'), filePath: down.res.tempFilePath, name: 'file' })).toMatchObject({ ok: true });
  }
  expect(names).toEqual(['quarterly.csv', 'quarterly.csv', 'report.txt']);
});
