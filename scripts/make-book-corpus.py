#!/usr/bin/env python3
"""Writes a book-like corpus of plain-Swift chapters for the doctest benchmark: ARTICLES
articles (default 9) of BLOCKS blocks (default 34), each block using what earlier blocks of its
chapter declared — values, functions, types, a list that steps append to — and saying what it
prints with `// Prints`, as a language book's listings do; one `compile_fail` listing per
chapter. Every block is valid Swift that prints what it says (the corpus must verify with 0
failures).

    scripts/make-book-corpus.py OUT_FOLDER [ARTICLES] [BLOCKS]
"""
import os
import sys


def chapter(number, blocks):
    parts = [f"---\ntitle: \"Capítulo {number}\"\norder: {number}\n---\n"]
    total = 0
    values = []
    for index in range(1, blocks + 1):
        name = f"valor{index}"
        if index == 1:
            code = f"let {name} = {number}\nprint({name}) // Prints \"{number}\""
            total = number
        elif index % 7 == 0:
            code = (f"struct Caja{index} {{\n  var contenido: Int\n  func doble() -> Int {{ contenido * 2 }}\n}}\n"
                    f"let {name} = Caja{index}(contenido: {values[-1][0]}).doble()\nprint({name}) // Prints \"{total * 2}\"")
            total = total * 2
        elif index % 5 == 0:
            code = (f"func suma{index}(_ a: Int, _ b: Int) -> Int {{ a + b }}\n"
                    f"let {name} = suma{index}({values[-1][0]}, {index})\nprint({name}) // Prints \"{total + index}\"")
            total = total + index
        elif index == 3:
            code = f"var historial = [{values[-1][0]}]\nhistorial.append({index})\nprint(historial.count) // Prints \"2\""
            values.append((values[-1][0], total))
            parts.append(f"Listado {index}:\n\n```swift\n{code}\n```\n")
            continue
        elif index == 9:
            code = f"historial.append({values[-1][0]})\nprint(historial.count) // Prints \"3\""
            values.append((values[-1][0], total))
            parts.append(f"Listado {index}:\n\n```swift\n{code}\n```\n")
            continue
        else:
            code = f"let {name} = {values[-1][0]} + {index}\nprint({name}) // Prints \"{total + index}\""
            total = total + index
        values.append((name, total))
        parts.append(f"Listado {index}:\n\n```swift\n{code}\n```\n")
        if index == blocks // 2:
            parts.append(f"Esto da un error, porque una constante no cambia:\n\n```swift compile_fail\n{name} = 0\n```\n")
    return "\n".join(parts)


def main():
    out = sys.argv[1]
    articles = int(sys.argv[2]) if len(sys.argv) > 2 else 9
    blocks = int(sys.argv[3]) if len(sys.argv) > 3 else 34
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "site.yml"), "w", encoding="utf-8") as site:
        site.write("title: Libro\ndescription: Capítulos de prueba\nlanguage: es\n")
    for number in range(1, articles + 1):
        with open(os.path.join(out, f"capitulo-{number:02}.md"), "w", encoding="utf-8") as article:
            article.write(chapter(number, blocks))
    print(f"wrote {articles} articles of {blocks} blocks (+1 compile_fail each) into {out}")


if __name__ == "__main__":
    main()
