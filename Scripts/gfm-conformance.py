#!/usr/bin/env python3
"""GitHub Flavored Markdown conformance, judged by cmark-gfm's own tests.

The extension examples of cmark-gfm's test/spec.txt (`example table`, `example strikethrough`, `example tagfilter`,
`example autolink`) and every example of test/extensions.txt run through Vitrine's Markdown pipeline
with raw HTML allowed, as cmark-gfm's test suite runs them (`--unsafe`). Each result must equal the
expected HTML modulo whitespace between and around tags, and modulo heading ids and anchor links (the
site adds them; cmark-gfm does not).

Then every CommonMark spec example goes through the same GFM pipeline and must still match the `cmark`
CLI (`--unsafe`, same normalization) unless its Markdown holds something GFM reads differently: a tilde,
`www.`, `://`, `@`, `[^`, `[ ]`, `[x]`, `[!`, a tag GFM's filter disarms (`<script`…) or a line that could be a table's delimiter row. That
catches GFM passes changing plain CommonMark. spec.txt is found as Scripts/commonmark-conformance.py
finds it.

By default every example becomes a page of one site built with `vitrine build` (a template that prints
only `{{{content}}}`), like Scripts/commonmark-conformance.py. With `--check PATH` the examples go
through the test-only `vitrine-markdown-check` tool instead (the same `MarkdownDocument`, no site).

The test files are not committed. They come from $CMARK_GFM_TESTS (a folder holding spec.txt and
extensions.txt), the cache in .cache/cmark-gfm-tests/, Debian's cmark-gfm source package through
`apt-get source` (needs deb-src), or that package's original tarball from deb.debian.org, checked
against the SHA-256 Debian publishes for it. Debian is used because CI reaches only Debian's
repositories and PyPI, and no PyPI package ships cmark-gfm's tests (the cmarkgfm sdist vendors its
sources without test/).

Usage: Scripts/gfm-conformance.py [--vitrine .build/debug/vitrine | --check .build/debug/vitrine-markdown-check]
Exit status 0 when every example that is not skipped matches.
"""
import argparse, glob, hashlib, html, importlib.util, os, re, shutil, subprocess, sys, tarfile, tempfile, urllib.request

FENCE = "`" * 32
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CACHE = os.path.join(ROOT, ".cache", "cmark-gfm-tests")
DEBIAN_VERSION = "0.29.0.gfm.6"
DEBIAN_TARBALL = f"cmark-gfm_{DEBIAN_VERSION}.orig.tar.gz"
# bookworm's cmark-gfm; the pool keeps it while any Debian release ships it.
DEBIAN_URL = f"https://deb.debian.org/debian/pool/main/c/cmark-gfm/{DEBIAN_TARBALL}"
DEBIAN_SHA256 = "b17d86164c0822b5db3818780b44cb130ff30e9c6ec6a64f199b6d142684dba0"
TEST_FILES = ("spec.txt", "extensions.txt")

# Examples left out, by file and the section heading they sit under, with the reason.
SKIPPED_SECTIONS = {}
SPEC_KINDS = {"table", "strikethrough", "autolink", "tagfilter"}
# `example disabled`: cmark-gfm itself does not run these (they show an older task list rendering); the
# task list examples it runs are in extensions.txt.


def find_tests(work):
    """The folder holding cmark-gfm's spec.txt and extensions.txt."""
    candidates = [os.environ.get("CMARK_GFM_TESTS"), CACHE]
    for folder in candidates:
        if folder and all(os.path.exists(os.path.join(folder, name)) for name in TEST_FILES):
            return folder
    source = None
    if shutil.which("apt-get") and subprocess.run(["apt-get", "source", "--download-only", "cmark-gfm"], cwd=work,
                                                  capture_output=True).returncode == 0:
        found = glob.glob(os.path.join(work, "cmark-gfm_*.orig.tar.*"))
        source = found[0] if found else None
    if source is None:
        source = os.path.join(work, DEBIAN_TARBALL)
        try:
            with urllib.request.urlopen(DEBIAN_URL, timeout=60) as response, open(source, "wb") as out:
                shutil.copyfileobj(response, out)
        except OSError as error:
            sys.exit(f"cannot download {DEBIAN_URL}: {error}; set CMARK_GFM_TESTS=/folder/with/spec.txt+extensions.txt")
        digest = hashlib.sha256(open(source, "rb").read()).hexdigest()
        if digest != DEBIAN_SHA256:
            sys.exit(f"{DEBIAN_URL} has SHA-256 {digest}, expected {DEBIAN_SHA256}")
    os.makedirs(CACHE, exist_ok=True)
    with tarfile.open(source) as archive:
        for member in archive.getmembers():
            if member.isfile() and os.path.dirname(member.name).endswith("/test") and os.path.basename(member.name) in TEST_FILES:
                with archive.extractfile(member) as data, open(os.path.join(CACHE, os.path.basename(member.name)), "wb") as out:
                    out.write(data.read())
    if not all(os.path.exists(os.path.join(CACHE, name)) for name in TEST_FILES):
        sys.exit(f"{source} holds no test/spec.txt and test/extensions.txt")
    return CACHE


def examples(path, kinds):
    """(name, markdown, expected, skip reason) of every example in `path` whose kind is in `kinds`;
    None in `kinds` stands for examples without a kind."""
    name = os.path.basename(path)
    found, section, state, markdown, expected, kind = [], "", None, [], [], None
    for line in open(path, encoding="utf-8").read().split("\n"):
        if state is None:
            if line.startswith("#"):
                section = line.lstrip("#").strip()
            elif line.startswith(FENCE + " example") or line == FENCE + " example":
                kind = line[len(FENCE + " example"):].strip() or None
                state, markdown, expected = "markdown", [], []
        elif state == "markdown":
            if line == ".":
                state = "html"
            else:
                markdown.append(line)
        elif line == FENCE:
            state = None
            if kind in kinds:
                reason = SKIPPED_SECTIONS.get((name, section))
                found.append((f"{name}:{len(found) + 1} ({section})", "\n".join(markdown).replace("→", "\t") + "\n",
                              "\n".join(expected).replace("→", "\t") + "\n", reason))
        else:
            expected.append(line)
    return found


ANCHOR = re.compile(r'<a class="anchor" href="#[^"]*" aria-label="[^"]*">#</a>')
HEADING_ID = re.compile(r'<(h[1-6]) id="[^"]*">')
# Table cells carry their alignment as a style (valid HTML5) where cmark-gfm writes the obsolete `align`.
ALIGN_STYLE = re.compile(r' style="text-align: (left|center|right)"')
# Task-list checkboxes carry a name for screen readers, which cmark-gfm's do not.
TASK_LABEL = re.compile(r' aria-label="(Done|To do)"')


def normalized(text):
    """HTML with heading anchors removed, alignment styles read as cmark-gfm's `align`, and whitespace
    around tags and in runs ignored."""
    text = HEADING_ID.sub(r"<\1>", ANCHOR.sub("", text))
    text = TASK_LABEL.sub("", ALIGN_STYLE.sub(r' align="\1"', text))
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s*(<[^>]*>)\s*", r"\1", text)
    return text.strip()


GFM_TRIGGERS = ("~", "www.", "://", "@", "[^", "[ ]", "[x]", "[X]", "[!")
# A table's delimiter row: dashes with a pipe or colon (dashes alone are a rule or a setext underline).
DELIMITER_ROW = re.compile(r"^[ \t>|:-]*-[ \t>|:-]*$", re.MULTILINE)
# A tag GFM's filter disarms when raw HTML is allowed.
DISALLOWED_TAG = re.compile(r"</?(title|textarea|style|xmp|iframe|noembed|noframes|script|plaintext)[\s/>]", re.IGNORECASE)


def uses_gfm_syntax(markdown):
    rows = [row for row in DELIMITER_ROW.findall(markdown) if "|" in row or ":" in row]
    return any(trigger in markdown for trigger in GFM_TRIGGERS) or bool(rows) or bool(DISALLOWED_TAG.search(markdown))


def commonmark_script():
    """Scripts/commonmark-conformance.py as a module: its spec finder and its site builder."""
    spec = importlib.util.spec_from_file_location("commonmark_conformance", os.path.join(ROOT, "Scripts", "commonmark-conformance.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def commonmark_examples(work):
    """The CommonMark spec's examples, from the spec Scripts/commonmark-conformance.py finds."""
    module = commonmark_script()
    return module.examples(module.find_spec(work))


def render_with_check(tool, cases):
    documents = "\0".join(markdown for _, markdown, _, _ in cases).encode()
    result = subprocess.run([tool, "--raw-html"], input=documents, capture_output=True)
    if result.returncode != 0:
        sys.exit(f"{tool} failed: {result.stderr.decode(errors='replace')[-4000:]}")
    return result.stdout.decode().split("\0")


def render_with_vitrine(vitrine, cases, work):
    output = commonmark_script().build_site(
        work, [markdown for _, markdown, _, _ in cases], vitrine, "title: GFM conformance\nrawHTML: true\n")
    pages = []
    for number in range(1, len(cases) + 1):
        with open(os.path.join(output, f"ex{number:04}", "index.html"), encoding="utf-8") as page:
            pages.append(page.read())
    return pages


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--vitrine", default=os.environ.get("VITRINE", ".build/debug/vitrine"))
    parser.add_argument("--check", help="the vitrine-markdown-check tool, instead of `vitrine build`")
    parser.add_argument("--verbose", action="store_true", help="show every failing example, not only the first ten")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        folder = find_tests(work)
        cases = examples(os.path.join(folder, "spec.txt"), SPEC_KINDS) + examples(os.path.join(folder, "extensions.txt"), {None})
        plain = [(f"CommonMark spec example {number}", markdown, None, None)
                 for number, markdown in enumerate(commonmark_examples(work), 1)]
        if arguments.check:
            pages = render_with_check(os.path.abspath(arguments.check), cases + plain)
        else:
            pages = render_with_vitrine(os.path.abspath(arguments.vitrine), cases + plain, os.path.join(work, "site"))
        pages, plain_pages = pages[:len(cases)], pages[len(cases):]
    passed, failed, skipped = 0, [], []
    for (name, markdown, expected, reason), actual in zip(cases, pages):
        if reason:
            skipped.append((name, reason))
        elif expected.strip() == "<IGNORE>" or normalized(actual) == normalized(expected):
            passed += 1
        else:
            failed.append(name)
            if len(failed) <= 10 or arguments.verbose:
                print(f"FAIL {name}\n--- markdown\n{markdown}--- expected\n{expected}--- got\n{actual}")
    for name, reason in skipped:
        print(f"skipped {name}: {reason}")
    print(f"GFM extension examples: {passed}/{len(cases) - len(skipped)} pass, {len(skipped)} skipped")
    unexplained, gfm_differences = [], 0
    for (name, markdown, _, _), actual in zip(plain, plain_pages):
        expected = subprocess.run(["cmark", "--unsafe"], input=markdown.encode(), capture_output=True).stdout.decode()
        if normalized(actual) == normalized(expected):
            continue
        if uses_gfm_syntax(markdown):
            gfm_differences += 1
            continue
        unexplained.append(name)
        if len(unexplained) <= 10 or arguments.verbose:
            print(f"CHANGED {name} without GFM syntax\n--- markdown\n{markdown}--- cmark\n{expected}--- got\n{actual}")
    print(f"CommonMark spec examples through GFM: {len(plain) - len(unexplained) - gfm_differences}/{len(plain)} as cmark, "
          f"{gfm_differences} changed by GFM syntax, {len(unexplained)} changed otherwise")
    sys.exit(1 if failed or unexplained else 0)


if __name__ == "__main__":
    main()
