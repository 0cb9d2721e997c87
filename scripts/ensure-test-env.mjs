// Before the suite: the browser tests need Debian's Chromium (Playwright's own browser
// download cannot work here), the EPUB export tests Debian's EPUBCheck (a Java program).
// Installs them when this user may, otherwise says how.
import { execSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const needed = [];
if (!fs.existsSync(CHROMIUM)) needed.push("chromium");
if (!fs.existsSync("/usr/share/fonts/opentype/noto")) needed.push("fonts-noto-cjk");
if (!fs.existsSync("/usr/share/fonts/truetype/noto")) needed.push("fonts-noto-core");
if (!fs.existsSync("/usr/bin/epubcheck") || !fs.existsSync("/usr/bin/java"))
  needed.push("epubcheck");

if (needed.length > 0) {
  const command = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${needed.join(" ")}`;
  if (process.getuid?.() === 0) {
    console.log(`Installing ${needed.join(", ")} for the browser tests…`);
    execSync(command, { stdio: "inherit", shell: "/bin/bash" });
  } else {
    console.error(`The browser tests need ${needed.join(", ")}. Run as root: ${command}`);
    process.exit(1);
  }
}
