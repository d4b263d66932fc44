#!/usr/bin/env python3
"""Misspells a model member in every type-checked view of content/, one at a time, and says
whether `sitegen test` then exits 1 naming that article and line.

For each Apple block the last report shows as `typechecked`, the first code line (not hidden,
not a comment) that reaches a member through `viewModel.`, `viewStore.`, `model.`, `store.`
or `contador.` gets `Zq` added to that member's name, in a copy of content/. Prints one line
per view and a total; exits 1 when a misspelling went unnoticed.

    swift build && scripts/misspell-members.py
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SITEGEN = os.path.join(ROOT, ".build", "debug", "sitegen")
MEMBER = re.compile(r"\b(viewModel|viewStore|model|store|contador)\.([a-z][A-Za-z]*)\b")


def views(report):
    """(file, line, column, member) for the first model member of each type-checked view."""
    found = []
    for block in report["blocks"]:
        if block["kind"] != "apple" or block["checked"] != "typechecked":
            continue
        with open(os.path.join(ROOT, block["file"]), encoding="utf-8") as article:
            lines = article.read().split("\n")
        for number in range(block["line"] + 1, block["endLine"]):
            text = lines[number - 1]
            if text.lstrip().startswith(("#", "//")):
                continue
            match = MEMBER.search(text)
            if match:
                found.append((block["file"], number, match.start(2), match.group(2)))
                break
    return found


def main():
    work = tempfile.mkdtemp(prefix="sitegen-misspell-")
    try:
        cache = os.path.join(work, "cache")
        report_path = os.path.join(work, "report.json")
        subprocess.run([SITEGEN, "test", "--content", os.path.join(ROOT, "content"), "--cache", cache,
                        "--report", report_path], capture_output=True, check=False)
        with open(report_path, encoding="utf-8") as report:
            targets = views(json.load(report))
        caught = 0
        for path, number, column, member in targets:
            content = os.path.join(work, "content")
            shutil.rmtree(content, ignore_errors=True)
            shutil.copytree(os.path.join(ROOT, "content"), content)
            article = os.path.join(content, os.path.basename(path))
            with open(article, encoding="utf-8") as source:
                lines = source.read().split("\n")
            line = lines[number - 1]
            lines[number - 1] = line[:column] + member + "Zq" + line[column + len(member):]
            with open(article, "w", encoding="utf-8") as source:
                source.write("\n".join(lines))
            run = subprocess.run([SITEGEN, "test", "--content", content, "--cache", cache],
                                 capture_output=True, text=True, check=False)
            hit = run.returncode == 1 and f"{os.path.basename(path)}:{number}:" in run.stdout + run.stderr
            caught += hit
            print(f"{'caught' if hit else 'MISSED'}  {path}:{number}  {member}Zq  (exit {run.returncode})", flush=True)
        print(f"{caught} of {len(targets)} misspelled members fail their view at its line")
        return 0 if caught == len(targets) else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
