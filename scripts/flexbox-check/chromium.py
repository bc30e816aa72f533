"""Runs headless Chromium on a local page and returns the DOM after its scripts ran."""

import shutil
import subprocess

INSTALL_HINT = ("Chromium was not found. On Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium "
                "(or pass --chromium PATH).")


def find(explicit=None):
    """The Chromium executable: `explicit`, else the first of the usual names on PATH."""
    if explicit:
        return explicit
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit(INSTALL_HINT)


def dump_dom(executable, page_path, timeout=300):
    """`--dump-dom` of `page_path` at device scale 1; `--no-sandbox` because CI and containers run as root."""
    command = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--force-device-scale-factor=1", "--dump-dom", f"file://{page_path}"]
    completed = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    if completed.returncode != 0 or "flexbox-result" not in completed.stdout:
        raise SystemExit(f"chromium failed on {page_path} (exit {completed.returncode}):\n{completed.stderr[-2000:]}")
    return completed.stdout
