// SPDX-License-Identifier: GPL-3.0-or-later
// Plays an exported web page in headless Chromium, opened from disk as a student would:
// the arrow key steps it (the counter, the narration and the drawn tree change), the
// address names the step, and a page opened at #step=36 starts there.
// Usage: node player.test.mjs RUN.html [LESSON.html [MCTS.html]]
import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const [runPage, lessonPage, mctsPage] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox"],
});

const text = (page, selector) => page.locator(selector).innerText();
const frame = (page) => page.locator("#tree").innerHTML();

async function open(file, hash = "") {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const requests = [];
  page.on("request", (request) => { if (!request.url().startsWith("file:")) requests.push(request.url()); });
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(pathToFileURL(file).href + hash);
  await page.locator("#tree svg").waitFor();
  return { page, requests, errors };
}

async function stepsWithTheArrowKey() {
  const { page, requests, errors } = await open(runPage);
  assert.match(await text(page, "#stepText"), /^Step: 0 of \d+$/);
  const narration = await text(page, "#narration");
  const before = await frame(page);
  await page.keyboard.press("ArrowRight");
  assert.match(await text(page, "#stepText"), /^Step: 1 of \d+$/);
  assert.notEqual(await text(page, "#narration"), narration, "the narration follows the step");
  assert.notEqual(await frame(page), before, "the tree is drawn anew");
  assert.ok(page.url().endsWith("#step=1"), `the address names the step: ${page.url()}`);
  await page.keyboard.press("ArrowLeft");
  assert.match(await text(page, "#stepText"), /^Step: 0 of \d+$/);
  assert.equal(await frame(page), before, "a step back draws the tree as before");
  await page.keyboard.press("End");
  const total = /of (\d+)/.exec(await text(page, "#stepText"))[1];
  assert.equal(await text(page, "#stepText"), `Step: ${total} of ${total}`);
  await page.keyboard.press("Home");
  assert.match(await text(page, "#stepText"), /^Step: 0 of/);
  await page.locator("#forward").click();
  assert.match(await text(page, "#stepText"), /^Step: 1 of/);
  assert.equal(await page.locator("#code li.current").count(), 1, "one pseudocode line is lit");
  assert.deepEqual(requests, [], "nothing is fetched");
  assert.deepEqual(errors, []);
  await page.close();
}

async function opensAtTheStepItsAddressNames() {
  const { page, errors } = await open(runPage, "#step=36");
  assert.match(await text(page, "#stepText"), /^Step: 36 of \d+$/);
  assert.equal(await page.locator("#slider").inputValue(), "36");
  await page.keyboard.press("ArrowRight");
  assert.match(await text(page, "#stepText"), /^Step: 37 of/);
  assert.deepEqual(errors, []);
  await page.close();
}

async function showsTheLessonsCaptions() {
  const { page, errors } = await open(lessonPage);
  assert.equal(await page.locator("#lessonBox").isVisible(), true);
  await page.keyboard.press("End");
  assert.match(await text(page, "#position"), /stop \d+ of \d+/i);
  assert.ok((await text(page, "#lesson")).length > 10, "the stop's caption is shown");
  assert.deepEqual(errors, []);
  await page.close();
}

// An address past the page's last step shows the last, and names it.
async function correctsAnAddressPastItsSteps() {
  const { page, errors } = await open(runPage, "#step=5000");
  const total = /of (\d+)/.exec(await text(page, "#stepText"))[1];
  assert.equal(await text(page, "#stepText"), `Step: ${total} of ${total}`);
  assert.ok(page.url().endsWith(`#step=${total}`), `the address is corrected: ${page.url()}`);
  assert.equal(await page.locator("#nextStop").isVisible(), false, "a run without a lesson has no stops");
  assert.deepEqual(errors, []);
  await page.close();
}

// Page Down and Page Up, and the buttons, go from stop to stop as in the window.
async function goesFromStopToStop() {
  const { page, errors } = await open(lessonPage);
  const position = () => text(page, "#position");
  const first = /^Stop 1 of (\d+) \(step 0\)$/.exec(await position());
  assert.ok(first, `the lesson opens at its first stop: ${await position()}`);
  const count = Number(first[1]);
  assert.equal(await page.locator("#previousStop").isDisabled(), true);
  await page.keyboard.press("PageDown");
  const second = /^Stop 2 of \d+ \(step (\d+)\)$/.exec(await position());
  assert.ok(second, await position());
  assert.ok(page.url().endsWith(`#step=${second[1]}`), page.url());
  await page.keyboard.press("ArrowRight");
  assert.match(await position(), /^After stop 2 of/);
  await page.keyboard.press("PageUp");
  assert.match(await position(), /^Stop 2 of/, "Page Up after a stop goes back to it");
  await page.keyboard.press("PageUp");
  assert.match(await position(), /^Stop 1 of/);
  await page.locator("#nextStop").click();
  assert.match(await position(), /^Stop 2 of/);
  await page.keyboard.press("End");
  assert.equal(await page.locator("#nextStop").isDisabled(), true, "no stop after the last step");
  const lastIsAStop = (await position()).startsWith(`Stop ${count} `);
  await page.locator("#previousStop").click();
  assert.match(await position(), new RegExp(`^Stop ${lastIsAStop ? count - 1 : count} of`));
  assert.deepEqual(errors, []);
  await page.close();
}

// A Monte Carlo page charts each root move's share of the visits, its marker at the step's
// iterations; a page of another search has no chart.
async function chartsMonteCarlo() {
  const { page, errors } = await open(mctsPage);
  assert.equal(await page.locator("#chartBox").isVisible(), true);
  assert.equal(await page.locator("#chart polyline.move").count(), 9, "a line for each of the nine first moves");
  assert.equal(await page.locator("#chartLegend > span").count(), 9);
  const marker = () => page.locator("#marker").getAttribute("x1").then(Number);
  const start = await marker();
  await page.keyboard.press("End");
  assert.ok(await marker() > start + 100, `the marker moves with the iterations: ${start} → ${await marker()}`);
  assert.deepEqual(errors, []);
  await page.close();
  const other = await open(runPage);
  assert.equal(await other.page.locator("#chartBox").isVisible(), false);
  await other.page.close();
}

try {
  await stepsWithTheArrowKey();
  await opensAtTheStepItsAddressNames();
  await correctsAnAddressPastItsSteps();
  if (lessonPage) {
    await showsTheLessonsCaptions();
    await goesFromStopToStop();
  }
  if (mctsPage) await chartsMonteCarlo();
  console.log("web page plays in Chromium: ok");
} finally {
  await browser.close();
}
