#!/usr/bin/env python3
"""CommonMark conformance of Vitrine's Markdown in its CommonMark flavor.

Every example of the CommonMark spec goes through `MarkdownDocument` in the `.commonmark` flavor without
heading anchors, by the test-only `vitrine-markdown-check` tool (`--check`), and must be byte-identical
to what the `cmark` CLI prints for the example with the same options, in safe mode and with raw HTML
allowed (`cmark --unsafe`).

With `--vitrine` instead, every example becomes a page (`Site/exNNNN/index.md`, after an empty front
matter block) of one site built with `vitrine build`, `markdown: commonmark` in its config, and a template
that prints only `{{{content}}}`: the whole pipeline, as `make test-conformance` runs it.

spec.txt is not committed. It is taken from $COMMONMARK_SPEC, a copy found on the machine, Debian's
cmark source package (`apt-get source cmark`, needs deb-src), or the commonmark sdist from PyPI.

Usage: Scripts/commonmark-conformance.py [--check .build/debug/vitrine-markdown-check | --vitrine .build/debug/vitrine]
Exit status 0 when every example matches.
"""
import argparse, glob, os, subprocess, sys, tarfile, tempfile

FENCE = "`" * 32


def find_spec(work):
    if os.environ.get("COMMONMARK_SPEC"):
        return os.environ["COMMONMARK_SPEC"]
    for pattern in ["/usr/share/doc/cmark*/spec.txt*", "/usr/share/**/commonmark*/spec.txt", "/tmp/**/spec.txt"]:
        for path in glob.glob(pattern, recursive=True):
            if path.endswith("spec.txt"):
                return path
    if subprocess.run(["apt-get", "source", "cmark"], cwd=work, capture_output=True).returncode == 0:
        found = glob.glob(os.path.join(work, "cmark-*", "test", "spec.txt"))
        if found:
            return found[0]
    if subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
                       "commonmark==0.9.1", "-d", work], capture_output=True).returncode == 0:
        with tarfile.open(os.path.join(work, "commonmark-0.9.1.tar.gz")) as archive:
            member = archive.getmember("commonmark-0.9.1/spec.txt")
            archive.extract(member, work)
            return os.path.join(work, member.name)
    sys.exit("cannot find the CommonMark spec.txt; set COMMONMARK_SPEC=/path/to/spec.txt")


def examples(spec_path):
    """The Markdown of every example, in spec order."""
    found, lines, inside, markdown = [], open(spec_path, encoding="utf-8").read().split("\n"), False, None
    for line in lines:
        if line.startswith(FENCE + " example"):
            inside, markdown = True, []
        elif inside and line == ".":
            inside = False
            found.append("\n".join(markdown).replace("→", "\t") + "\n")
        elif inside:
            markdown.append(line)
    return found


def build_site(root, cases, vitrine, config_text):
    """Each Markdown case as page exNNNN through `vitrine build` with templates that print the body alone;
    returns the output folder. `config_text` is the site's config.yml. The GFM script uses it too."""
    site, templates, output = (os.path.join(root, name) for name in ("Site", "Templates", "_site"))
    for number, markdown in enumerate(cases, 1):
        os.makedirs(os.path.join(site, f"ex{number:04}"), exist_ok=True)
        with open(os.path.join(site, f"ex{number:04}", "index.md"), "w", encoding="utf-8") as page:
            page.write("---\n---\n" + markdown)
    with open(os.path.join(site, "config.yml"), "w") as config:
        config.write(config_text)
    os.makedirs(templates, exist_ok=True)
    for name, text in {"page": "{{{content}}}", "catalog-page": "", "catalog-index": "", "404": ""}.items():
        with open(os.path.join(templates, name + ".mustache"), "w") as template:
            template.write(text)
    result = subprocess.run([vitrine, "build", "--site", site, "--templates", templates, "--output", output,
                             "--warn-links"], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("vitrine build failed:\n" + result.stderr[-4000:])
    return output


def render_with_check(tool, cases, raw_html):
    """Each example's HTML from `MarkdownDocument` in the CommonMark flavor without heading anchors."""
    documents = "\0".join(cases).encode()
    result = subprocess.run([tool, "--commonmark", "--no-anchors"] + (["--raw-html"] if raw_html else []),
                            input=documents, capture_output=True)
    if result.returncode != 0:
        sys.exit(f"{tool} failed: {result.stderr.decode(errors='replace')[-4000:]}")
    return result.stdout.split(b"\0")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--vitrine", default=None, help="build every example as a page with this vitrine")
    parser.add_argument("--check", default=os.environ.get("VITRINE_MARKDOWN_CHECK", ".build/debug/vitrine-markdown-check"),
                        help="the test-only vitrine-markdown-check tool (the default)")
    arguments = parser.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        cases = examples(find_spec(work))
        for raw_html in (False, True):
            if arguments.vitrine:
                root = os.path.join(work, "unsafe" if raw_html else "safe")
                config = f"title: Conformance\nmarkdown: commonmark\ncatalog: false\nrawHTML: {'true' if raw_html else 'false'}\n"
                output = build_site(root, cases, os.path.abspath(arguments.vitrine), config)
                pages = []
                for number in range(1, len(cases) + 1):
                    with open(os.path.join(output, f"ex{number:04}", "index.html"), "rb") as page:
                        pages.append(page.read())
            else:
                pages = render_with_check(os.path.abspath(arguments.check), cases, raw_html)
            mismatches = []
            for number, markdown in enumerate(cases, 1):
                expected = subprocess.run(["cmark"] + (["--unsafe"] if raw_html else []), input=markdown.encode(),
                                          capture_output=True).stdout
                actual = pages[number - 1]
                if actual != expected:
                    mismatches.append(number)
                    if len(mismatches) <= 5:
                        print(f"example {number}: expected {expected!r}\n  got {actual!r}")
            mode = "raw HTML allowed" if raw_html else "safe mode"
            print(f"{mode}: {len(cases) - len(mismatches)}/{len(cases)} examples identical to cmark")
            failures += len(mismatches)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
