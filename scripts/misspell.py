#!/usr/bin/env python3
"""Misspells one name at a time in every verified Swift block of content/ and says whether
`sitegen test` then exits 1 naming that article and line.

Four kinds of names, each where a block uses it on a visible code line (not hidden, not a
comment, not inside a string):
  member  a member reached through a value (`viewModel.items`, `self.route`, `store.send`)
  action  a TCA action sent or matched (`viewStore.send(.addButtonTapped)`, `case .dismiss…`)
  type    a capitalized type name the block uses but does not declare (`AlarmItem`, `Text`)
  local   a local the block declares and uses on a later line (`let cell = …` … `cell.bind`)
For each block the last report shows as `run`, `compiled` or `typechecked` (and passed), the
first use of each kind gets `Zq` added, in a copy of content/. Prints one line per mutation
and a total per kind; exits 1 when a misspelling went unnoticed (passed, or only unverified).

    swift build && scripts/misspell.py [--kinds member,action,type,local] [--files a.md,b.md]
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SITEGEN = os.path.join(ROOT, ".build", "debug", "sitegen")

PATTERNS = {
    "member": re.compile(r"\b(?:viewModel|viewStore|model|store|contador|self|item|alarmItem)\.([a-z][A-Za-z0-9]*)\b"),
    "action": re.compile(r"(?:send\(|case(?: let)? )\.([a-z][A-Za-z0-9]*)\b"),
    "type": re.compile(r"(?<![\w.])([A-Z][A-Za-z0-9]+)\b"),
}
DECLARATION = re.compile(r"\b(?:struct|class|enum|protocol|extension|typealias|actor|case|func|import)\s+$")
LOCAL = re.compile(r"\b(?:let|var)\s+([a-z][A-Za-z0-9]*)\s*(?::|=)")
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def code_lines(block, lines):
    """(number, text) of the block's visible code lines, strings and trailing comments blanked out."""
    for number in range(block["line"] + 1, block["endLine"]):
        text = lines[number - 1]
        stripped = text.lstrip()
        if stripped.startswith(("#", "//")) or not stripped:
            continue
        text = STRING.sub(lambda m: '"' + " " * (len(m.group(0)) - 2) + '"', text)
        # `print(x) // Prints "…"`: a name in the comment is no use of it.
        comment = text.find("//")
        if comment >= 0:
            text = text[:comment] + " " * (len(text) - comment)
        yield number, text


def candidates(block, lines, kinds):
    """{kind: (line, column, name)} for the first use of each kind in the block."""
    found = {}
    visible = list(code_lines(block, lines))
    for kind in kinds:
        if kind == "local":
            declared = {}
            for number, text in visible:
                for match in LOCAL.finditer(text):
                    declared.setdefault(match.group(1), number)
            for number, text in visible:
                for name, at in declared.items():
                    if number <= at:
                        continue
                    match = re.search(r"(?<![\w.])(?<!let )(?<!var )(?<!case let )" + re.escape(name) + r"\b(?!\s*:)", text)
                    # A name bound by a pattern (`case let .items(id: id, …)`, `if let item`)
                    # is a declaration: renaming it is valid Swift when another `id` is in scope.
                    if match and re.search(r"\b(?:case|let|var)\b[^=]*$", text[:match.start()]):
                        match = None
                    if match:
                        found[kind] = (number, match.start(), name)
                        break
                if kind in found:
                    break
            continue
        for number, text in visible:
            for match in PATTERNS[kind].finditer(text):
                before = text[:match.start()]
                # A declaration (`struct Name`, a generic parameter `func f<Item, …>`) is not a use.
                if kind == "type" and (DECLARATION.search(before) or match.group(1) in ("Self",)
                                       or re.search(r"\b(?:func|struct|class|enum|init)\b[^(]*<[^>]*$", before)):
                    continue
                found[kind] = (number, match.start(1), match.group(1))
                break
            if kind in found:
                break
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kinds", default="member,action,type,local")
    parser.add_argument("--files", default="")
    arguments = parser.parse_args()
    kinds = arguments.kinds.split(",")
    only = set(filter(None, arguments.files.split(",")))
    work = tempfile.mkdtemp(prefix="sitegen-misspell-")
    cache = os.path.join(work, "cache")
    try:
        report_path = os.path.join(work, "report.json")
        subprocess.run([SITEGEN, "test", "--report", report_path, "--cache", cache], cwd=ROOT,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(report_path, encoding="utf-8") as handle:
            report = json.load(handle)
        results = {kind: [0, 0] for kind in kinds}
        missed = []
        for block in report["blocks"]:
            name_of_file = os.path.basename(block["file"])
            if block["status"] != "passed" or block["checked"] not in ("run", "compiled", "typechecked"):
                continue
            if only and name_of_file not in only:
                continue
            with open(os.path.join(ROOT, block["file"]), encoding="utf-8") as handle:
                text = handle.read()
            lines = text.split("\n")
            if "compile_fail" in lines[block["line"] - 1]:
                continue  # it must fail anyway: a misspelling changes nothing it promises
            for kind, (number, column, name) in sorted(candidates(block, lines, kinds).items()):
                copy = os.path.join(work, "content")
                shutil.rmtree(copy, ignore_errors=True)
                shutil.copytree(os.path.join(ROOT, "content"), copy)
                changed = list(lines)
                line = changed[number - 1]
                changed[number - 1] = line[:column] + name + "Zq" + line[column + len(name):]
                with open(os.path.join(copy, os.path.relpath(block["file"], "content")), "w", encoding="utf-8") as handle:
                    handle.write("\n".join(changed))
                run = subprocess.run([SITEGEN, "test", "--content", copy, "--cache", cache, "--filter", name_of_file],
                                     cwd=ROOT, capture_output=True, text=True)
                place = f"{copy}/{os.path.relpath(block['file'], 'content')}:{number}:"
                caught = run.returncode == 1 and any(l.startswith(place) and "error:" in l for l in run.stdout.splitlines())
                results[kind][0 if caught else 1] += 1
                verdict = "fails at its line" if caught else "NOT CAUGHT"
                print(f"{block['file']}:{number} {kind} {name}Zq: {verdict}", flush=True)
                if not caught:
                    missed.append(f"{block['file']}:{number} {kind} {name}")
        for kind, (caught, not_caught) in results.items():
            print(f"{kind}: {caught} caught, {not_caught} not caught")
        return 1 if missed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
