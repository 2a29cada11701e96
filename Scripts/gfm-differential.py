#!/usr/bin/env python3
"""Differential check of the GFM pipeline against cmark-gfm on real documentation.

Every `*.md` file under the given folders goes through `vitrine-markdown-check --raw-html` (the same
MarkdownDocument the site uses) and through Debian's `cmark-gfm` with every GFM extension; the two HTMLs
are compared as Scripts/gfm-conformance.py compares them (whitespace, heading anchors, alignment style and
task labels aside). Front matter is stripped, and `[!` is read as `[?` on both sides, since cmark-gfm 0.29
has no alerts. Prints the documents that differ and where.

Usage: Scripts/gfm-differential.py [--check .build/debug/vitrine-markdown-check] [--show 8] FOLDER...
(`apt-get install cmark-gfm`; `swift build --product vitrine-markdown-check`). Not part of `make test`: it
needs folders of other people's docs, which are not committed here.
"""
import argparse, difflib, importlib.util, os, re, subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("gfm_conformance", os.path.join(HERE, "gfm-conformance.py"))
conformance = importlib.util.module_from_spec(spec)
spec.loader.exec_module(conformance)
FRONT_MATTER = re.compile(r"^(---|\+\+\+)\n.*?\n\1\n", re.S)
CMARK_GFM = ["cmark-gfm", "--unsafe"] + [arg for ext in ("table", "strikethrough", "autolink", "tagfilter", "tasklist", "footnotes")
                                         for arg in ("-e", ext)]


def documents(folders):
    for folder in folders:
        for directory, _, files in sorted(os.walk(folder)):
            for name in sorted(files):
                if name.endswith(".md"):
                    path = os.path.join(directory, name)
                    text = open(path, encoding="utf-8", errors="replace").read()
                    match = FRONT_MATTER.match(text)
                    yield path, (text[match.end():] if match else text).replace("\0", "").replace("[!", "[?")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", default=os.path.join(HERE, "..", ".build", "debug", "vitrine-markdown-check"))
    parser.add_argument("--show", type=int, default=8)
    parser.add_argument("folders", nargs="+")
    arguments = parser.parse_args()
    docs = list(documents(arguments.folders))
    ours = subprocess.run([arguments.check, "--raw-html"], input="\0".join(text for _, text in docs).encode(),
                          capture_output=True, check=True).stdout.decode("utf-8", "replace").split("\0")
    differing = 0
    for (path, text), mine in zip(docs, ours):
        theirs = subprocess.run(CMARK_GFM, input=text.encode(), capture_output=True, check=True).stdout.decode("utf-8", "replace")
        a, b = conformance.normalized(mine), conformance.normalized(theirs)
        if a == b:
            continue
        differing += 1
        if differing <= arguments.show:
            operation = next(op for op in difflib.SequenceMatcher(None, a, b).get_opcodes() if op[0] != "equal")
            _, i1, i2, j1, j2 = operation
            print(f"{path}\n  vitrine:   {a[max(0, i1 - 80):i2 + 80]!r}\n  cmark-gfm: {b[max(0, j1 - 80):j2 + 80]!r}")
    print(f"{differing} of {len(docs)} documents differ from cmark-gfm")


if __name__ == "__main__":
    main()
