#!/usr/bin/env python3
"""Walks the original's example apps, served by the live server from their own `App`, in headless
Chromium over WebDriver, and saves screenshots at 390 and 1280 px.

usage: walk.py SCRATCH OUT APP...   (APP: Todos, SyncUps, Search; built by run.sh)
Each step waits for what it expects (bounded by a deadline) and fails the walk with the page's text
when it does not come. Exit status: the number of apps whose walk failed.
"""
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

CHROMEDRIVER = next((p for p in ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver")
                     if os.path.exists(p)), None)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WalkFailed(Exception):
    pass


class Browser:
    """A WebDriver session of Debian's Chromium, headless."""

    def __init__(self, width):
        self.port = free_port()
        self.driver = subprocess.Popen([CHROMEDRIVER, f"--port={self.port}"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + 20
        while True:
            try:
                urllib.request.urlopen(self.base + "/status", timeout=2).read()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise WalkFailed("chromedriver did not start in 20 s")
                time.sleep(0.1)  # polling chromedriver's status until its deadline
        caps = {"capabilities": {"alwaysMatch": {"goog:chromeOptions": {"args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            f"--window-size={width},900", "--no-first-run", "--disable-extensions"]}}}}
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.load(response)["value"]
        except urllib.error.HTTPError as error:
            raise WalkFailed(f"WebDriver {method} {path}: {error.read()[:300]!r}")

    def s(self, method, path, body=None):
        return self.call(method, f"/session/{self.session}{path}", body)

    def get(self, url):
        self.s("POST", "/url", {"url": url})

    def js(self, script, *args):
        return self.s("POST", "/execute/sync", {"script": script, "args": list(args)})

    def text(self):
        return self.js("return document.body ? document.body.innerText : ''")

    def wait(self, what, script, *args, seconds=10):
        deadline = time.monotonic() + seconds
        while True:
            if self.js(script, *args):
                return
            if time.monotonic() > deadline:
                raise WalkFailed(f"waited {seconds} s for {what}; the page shows:\n{self.text()[:1500]}")
            time.sleep(0.05)  # polling the page for a condition until its deadline

    def wait_text(self, text, present=True, seconds=10):
        self.wait(f"{'' if present else 'no '}'{text}'",
                  "return document.body.innerText.toLowerCase().includes(arguments[0].toLowerCase())"
                  " === arguments[1]",
                  text, present, seconds=seconds)

    def element(self, xpath):
        deadline = time.monotonic() + 10
        while True:
            found = self.s("POST", "/elements", {"using": "xpath", "value": xpath})
            # The first one shown: a screen under a pushed one, or a hidden menu, may match too.
            for element in (list(f.values())[0] for f in found):
                if self.s("GET", f"/element/{element}/displayed"):
                    return element
            if time.monotonic() > deadline:
                raise WalkFailed(f"no element {xpath}; the page shows:\n{self.text()[:1500]}")
            time.sleep(0.05)  # polling for the element until its deadline

    def count(self, xpath):
        return len(self.s("POST", "/elements", {"using": "xpath", "value": xpath}))

    def click(self, xpath):
        try:
            self.s("POST", f"/element/{self.element(xpath)}/click", {})
        except WalkFailed as failure:
            raise WalkFailed(f"clicking {xpath}: {str(failure)[:200]}; the page shows:\n"
                             f"{self.text()[:1500]}")

    def type(self, xpath, text):
        self.s("POST", f"/element/{self.element(xpath)}/value", {"text": text})

    def screenshot(self, path):
        open(path, "wb").write(base64.b64decode(self.s("GET", "/screenshot")))

    def close(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        except Exception:
            pass
        self.driver.terminate()
        self.driver.wait(10)


def button(label):
    return f"//button[normalize-space(.)='{label}' or @aria-label='{label}']"


def walk_todos(b, url, shot):
    b.get(url)
    b.wait_text("Todos")
    shot("todos-1-empty")
    for description in ("Buy milk", "Walk the dog", "Call Mom"):
        before = b.count("//input[@placeholder='Untitled Todo']")
        b.click(button("Add Todo"))
        b.wait("a new row", "return document.querySelectorAll(\"input[placeholder='Untitled Todo']\").length"
               " === arguments[0]", before + 1)
        # A new todo is inserted first, with an empty description.
        b.type("(//input[@placeholder='Untitled Todo'])[1]", description)
        b.wait(f"'{description}' in state", "return [...document.querySelectorAll(\"input[placeholder="
               "'Untitled Todo']\")].some(i => i.value === arguments[0])", description)
    shot("todos-2-added")
    # Complete "Walk the dog": the button in its row.
    row = "//input[@placeholder='Untitled Todo' and @value='{0}']/ancestor::*[.//button][1]"
    b.click(row.format("Walk the dog") + "//button[not(contains(@class,'tca-row-delete'))]")
    b.wait("'Clear Completed' enabled", "const b = [...document.querySelectorAll('button')]"
           ".find(b => b.innerText.trim() === 'Clear Completed'); return !!b && !b.disabled")
    shot("todos-3-completed")
    # Filter: Completed shows only it; Active the other two; All every one.
    for name, expected in (("Completed", 1), ("Active", 2), ("All", 3)):
        b.click(f"//*[normalize-space(text())='{name}']/ancestor-or-self::*[self::button or self::label"
                f" or self::option][1]")
        b.wait(f"{expected} rows under {name}",
               "return document.querySelectorAll(\"input[placeholder='Untitled Todo']\").length"
               " === arguments[0]", expected)
        if name == "Completed":
            shot("todos-4-filter-completed")
    # Delete "Call Mom" with its row's Delete button.
    b.click(row.format("Call Mom").replace("[.//button][1]", "[.//button[contains(@class,"
            "'tca-row-delete')]][1]") + "//button[contains(@class,'tca-row-delete')]")
    b.wait("'Call Mom' deleted", "return ![...document.querySelectorAll(\"input[placeholder="
           "'Untitled Todo']\")].some(i => i.value === 'Call Mom')")
    b.wait("the other two kept", "return document.querySelectorAll(\"input[placeholder='Untitled "
           "Todo']\").length === 2")
    shot("todos-5-deleted")


def walk_syncups(b, url, shot):
    b.get(url)
    b.wait_text("Daily Sync-ups")
    shot("syncups-1-list")
    # Add: the toolbar's "plus" button opens the form in a sheet.
    b.click("//button[.//*[@data-symbol='plus']]")
    b.wait_text("New sync-up")
    b.type("//input[@placeholder='Title']", "Design review")
    b.type("(//input[@placeholder='Name'])[1]", "Blob")
    b.click(button("New attendee"))
    b.wait("a second attendee", "return document.querySelectorAll(\"input[placeholder='Name']\")"
           ".length >= 2")
    b.type("(//input[@placeholder='Name'])[last()]", "Blob Jr")
    shot("syncups-2-form")
    b.click(button("Add"))
    b.wait_text("New sync-up", present=False)
    b.wait_text("Design review")
    shot("syncups-3-added")
    # The detail, then a meeting: the timer runs on its own.
    b.click("//*[normalize-space(.)='Design review']/ancestor-or-self::*[self::a or self::button][1]")
    b.wait_text("Start Meeting")
    b.wait_text("Blob Jr")
    shot("syncups-4-detail")
    b.click("//*[normalize-space(.)='Start Meeting']/ancestor-or-self::button[1]")
    b.wait_text("End meeting")
    b.wait("the timer to tick", "return /Time Elapsed\\s*[1-9]\\d* sec/.test(document.body.innerText)",
           seconds=15)
    shot("syncups-5-meeting")
    b.click(button("End meeting"))
    b.wait_text("End meeting?")
    b.click(button("Save and end"))
    b.wait_text("Past meetings")
    shot("syncups-6-saved")
    # Delete, confirmed in an alert: back on the list, without it.
    b.click("//button[normalize-space(.)='Delete' and not(contains(@class,'tca-row-delete'))]")
    b.wait_text("Delete?")
    shot("syncups-7-delete-alert")
    b.click(button("Yes"))
    b.wait_text("Daily Sync-ups")
    b.wait_text("Design review", present=False)
    shot("syncups-8-deleted")


WALKS = {"Todos": walk_todos, "SyncUps": walk_syncups}


def main():
    scratch, out = sys.argv[1], sys.argv[2]
    apps = sys.argv[3:]
    os.makedirs(out, exist_ok=True)
    if not CHROMEDRIVER:
        print("walk: chromedriver not found (apt-get install chromium chromium-driver)")
        return len(apps)
    failed = 0
    for app in apps:
        for width in (390, 1280):
            port = free_port()
            binary = os.path.join(scratch, ".build", "debug", f"Peer{app}")
            # Directories of its own, so that what an app persists (SyncUps' sync-ups file in
            # `.documentsDirectory`) starts empty and the user's own are untouched. Foundation on
            # Linux finds the home from the user database, not $HOME; it reads XDG's user-dirs.
            home = tempfile.mkdtemp(prefix=f"peer-{app}-home-")
            os.makedirs(os.path.join(home, "config"))
            with open(os.path.join(home, "config", "user-dirs.dirs"), "w") as dirs:
                dirs.write(f"XDG_DOCUMENTS_DIR={home}/Documents\n")
            environment = {**os.environ, "HOME": home, "XDG_CONFIG_HOME": f"{home}/config",
                           "XDG_DATA_HOME": f"{home}/data", "XDG_CACHE_HOME": f"{home}/cache"}
            server = subprocess.Popen([binary, "--port", str(port)], stdout=subprocess.PIPE,
                                      stderr=subprocess.STDOUT, start_new_session=True,
                                      env=environment)
            browser = None
            try:
                # The server prints its address when it listens.
                deadline = time.monotonic() + 60
                line = b""
                while b"127.0.0.1" not in line:
                    line = server.stdout.readline()
                    if not line and server.poll() is not None:
                        raise WalkFailed(f"Peer{app} exited with status {server.returncode}")
                    if time.monotonic() > deadline:
                        raise WalkFailed(f"Peer{app} printed no address in 60 s")
                browser = Browser(width)
                shots = []

                def shot(name):
                    path = os.path.join(out, f"{name}-{width}.png")
                    browser.screenshot(path)
                    shots.append(path)

                WALKS[app](browser, f"http://127.0.0.1:{port}/", shot)
                print(f"walk {app} at {width} px: passed ({len(shots)} screenshots in {out})")
            except WalkFailed as failure:
                failed += 1
                print(f"walk {app} at {width} px: FAILED: {failure}")
            finally:
                if browser:
                    browser.close()
                server.terminate()
                try:
                    server.wait(10)
                except subprocess.TimeoutExpired:
                    server.kill()
                shutil.rmtree(home, ignore_errors=True)
    return failed


if __name__ == "__main__":
    sys.exit(main())
