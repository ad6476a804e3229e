// SPDX-License-Identifier: GPL-3.0-or-later
// Takes a picture of an exported web page in headless Chromium, as the README shows it.
// Usage: node screenshot.mjs PAGE.html '#step=N' OUT.png
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const [file, hash, out] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.goto(pathToFileURL(file).href + hash);
await page.locator("#tree svg").waitFor();
await page.screenshot({ path: out });
await browser.close();
