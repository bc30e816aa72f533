"""Runs headless Chromium on a local page and returns the DOM after its scripts ran."""

import shutil
import subprocess
import sys

INSTALL_HINT = ("Chromium was not found. On Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium "
                "(or pass --chromium PATH).")


def find(explicit=None):
    """The Chromium executable: `explicit`, else the first of the usual names on PATH."""
    if explicit:
        if shutil.which(explicit):
            return explicit
        print(f"{explicit} is not an executable. {INSTALL_HINT}", file=sys.stderr)
        raise SystemExit(2)
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    print(INSTALL_HINT, file=sys.stderr)
    raise SystemExit(2)


def dump_dom(executable, page_path, timeout=300):
    """`--dump-dom` of `page_path` at device scale 1; `--no-sandbox` because CI and containers run as root."""
    command = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--force-device-scale-factor=1", "--dump-dom", f"file://{page_path}"]
    completed = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    if completed.returncode != 0 or "flexbox-result" not in completed.stdout:
        print(f"chromium failed on {page_path} (exit {completed.returncode}):\n{completed.stderr[-2000:]}", file=sys.stderr)
        raise SystemExit(2)
    return completed.stdout
