#!/usr/bin/env python3
"""Writes Tests/requirements.txt from Tests/requirements.in: each pinned package with the
SHA-256 of every file pip may install for it on CPython 3.11 (Debian 12's Python) on x86_64 and
aarch64 Linux — wheels, or the source distribution where a package has no wheel.

Run it after changing a pin; it downloads the files into a temporary folder (PyPI access
needed), hashes them and leaves nothing else behind."""
import hashlib
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
PLATFORMS = {
    "x86_64": ["manylinux2014_x86_64", "manylinux_2_17_x86_64", "manylinux_2_28_x86_64"],
    "aarch64": ["manylinux2014_aarch64", "manylinux_2_17_aarch64", "manylinux_2_28_aarch64"],
}


def normalized(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def download(pin, folder, platforms):
    """The files pip would take for `pin` on those platforms (binary only); [] when none."""
    arguments = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
                 pin, "-d", str(folder), "--python-version", "3.11", "--only-binary=:all:"]
    for platform in platforms:
        arguments += ["--platform", platform]
    result = subprocess.run(arguments, capture_output=True, text=True)
    return sorted(folder.iterdir()) if result.returncode == 0 else []


def main():
    pins = [line.split("#")[0].strip() for line in (ROOT / "Tests/requirements.in").read_text().splitlines()]
    pins = [pin for pin in pins if pin]
    header = [line for line in (ROOT / "Tests/requirements.txt").read_text().splitlines() if line.startswith("#")]
    entries = []
    for pin in pins:
        if "==" not in pin:
            sys.exit(f"lock-python: '{pin}' is not pinned (name==version)")
        hashes = set()
        with tempfile.TemporaryDirectory() as temporary:
            for arch, platforms in PLATFORMS.items():
                folder = pathlib.Path(temporary) / arch
                folder.mkdir()
                hashes.update(hashlib.sha256(path.read_bytes()).hexdigest() for path in download(pin, folder, platforms))
            if not hashes:
                folder = pathlib.Path(temporary) / "source"
                folder.mkdir()
                result = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
                                         "--no-deps", "--no-binary=:all:", pin, "-d", str(folder)], capture_output=True, text=True)
                if result.returncode != 0:
                    sys.exit(f"lock-python: cannot download {pin}:\n{result.stderr}")
                hashes.update(hashlib.sha256(path.read_bytes()).hexdigest() for path in folder.iterdir())
        entries.append(pin + " \\\n" + " \\\n".join(f"    --hash=sha256:{digest}" for digest in sorted(hashes)))
        print(f"{pin}: {len(hashes)} file(s)", file=sys.stderr)
    (ROOT / "Tests/requirements.txt").write_text("\n".join(header) + "\n" + "\n".join(entries) + "\n")


if __name__ == "__main__":
    main()
