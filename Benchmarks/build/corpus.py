"""Generated Markdown corpora for the build benchmarks: written for vitrine and Hugo alike, never committed."""
import os, random

PARAGRAPH = ("Vitrine draws *classic* loading components as **standalone** SVG files, with `code`, "
             "[links](https://example.org/) and lists. ")
WORDS = ("activity indicator loading view veil keyboard key progress spinner message orientation portrait "
         "landscape device template section page menu search build serve preview catalog render").split()


def page_text(title, number, rng, date=None, order=None, fence=False, code_languages=()):
    """About 4 KB of CommonMark with a front matter header, headings, lists, code and paragraphs."""
    header = f"---\ntitle: {title}\ndescription: Generated page {number}\n"
    if order is not None:
        header += f"order: {order}\n"
    if date:
        header += f"date: {date}\n"
    parts = [header + "---\n", f"# {title}\n"]
    while sum(map(len, parts)) < 3800:
        kind = rng.randrange(4)
        if kind == 0:
            parts.append(f"## Section {len(parts)} about {rng.choice(WORDS)}\n")
        elif kind == 1:
            parts.append("".join(f"- item {i} with *emphasis* on {rng.choice(WORDS)}\n" for i in range(5)))
        elif kind == 2:
            parts.append("```\nlet x = 1\nprint(x)\n```\n")
        parts.append(PARAGRAPH * 3 + "\n")
    for language in code_languages:
        parts.append(CODE[language])
    if fence:
        parts.append("```vitrine activity-indicator style=gray\nA spinner.\n```\n")
    return "\n".join(parts)


CODE = {
    "swift": "```swift\nimport Vitrine\n\nstruct Demo {\n    let veil = Veil(message: \"Searching…\", orientation: .landscapeLeft)\n"
             "    func render() -> String { veil.svg }\n}\n// A comment\nlet count = 42\n```\n",
    "python": "```python\nimport os\n\ndef main(path: str) -> int:\n    # count the files\n    return len(os.listdir(path))\n```\n",
    "json": "```json\n{\"name\": \"vitrine\", \"pages\": 1000, \"draft\": false, \"tags\": [\"a\", \"b\"]}\n```\n",
    "shell": "```sh\nvitrine build --site Site --output _site  # build it\necho \"done: $?\"\n```\n",
    "yaml": "```yaml\ntitle: Demo\norder: 3\ntags: [a, b]\n```\n",
}


def docs_tree(root, count, sections=20, subsections=5, date="2026-11-22"):
    """A docs tree of `count` pages: top sections, each with subsections, each folder with an index page.

    Written twice: `Site/` for vitrine and `hugo/content/` for Hugo (`_index.md` for section pages).
    Returns the list of vitrine Markdown files.
    """
    rng = random.Random(42)
    site, content = os.path.join(root, "Site"), os.path.join(root, "hugo", "content")
    files = []
    per_folder = max(1, count // (sections * (subsections + 1)))
    number = 0

    def write(relative, text, hugo_name=None):
        for base, name in ((site, relative), (content, hugo_name or relative)):
            path = os.path.join(base, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as out:
                out.write(text)
        files.append(os.path.join(site, relative))

    write("index.md", page_text("Home", 0, rng, date=date), "_index.md")
    for s in range(sections):
        folders = [f"section-{s:02}"] + [f"section-{s:02}/topic-{t}" for t in range(subsections)]
        for order, folder in enumerate(folders):
            number += 1
            write(f"{folder}/index.md", page_text(f"{folder.split('/')[-1].replace('-', ' ').title()}", number, rng,
                                                  date=date, order=order), f"{folder}/_index.md")
            for p in range(per_folder - 1):
                if number >= count - 1:
                    break
                number += 1
                write(f"{folder}/page-{p:03}.md", page_text(f"Page {number}", number, rng, date=date, order=p))
    with open(os.path.join(site, "config.yml"), "w") as config:
        config.write("title: Bench\ncatalog: false\n")
    return files


HUGO_BASEOF = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} · {{ .Site.Title }}</title>
<link rel="stylesheet" href="{{ "style.css" | relURL }}"></head>
<body><header><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a></header>
<nav class="sidebar"><ul>
{{ range .Site.Sections }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a>
{{ if $.IsDescendant . }}<ul>{{ range $.CurrentSection.Pages }}<li><a href="{{ .RelPermalink }}"{{ if eq . $ }} aria-current="page"{{ end }}>{{ .LinkTitle }}</a></li>{{ end }}</ul>{{ end }}
</li>{{ end }}
</ul></nav>
<main>{{ block "main" . }}{{ end }}</main>
</body></html>
"""
HUGO_SINGLE = """{{ define "main" }}<nav class="breadcrumbs"><ol>{{ range .Ancestors.Reverse }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}<li>{{ .Title }}</li></ol></nav>
<article>{{ with .Date }}<p><time>{{ .Format "2006-01-02" }}</time></p>{{ end }}{{ .Content }}</article>
<nav>{{ with .PrevInSection }}<a rel="prev" href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}{{ with .NextInSection }}<a rel="next" href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav>{{ end }}
"""
HUGO_LIST = """{{ define "main" }}<nav class="breadcrumbs"><ol>{{ range .Ancestors.Reverse }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}<li>{{ .Title }}</li></ol></nav>
<article>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></article>{{ end }}
"""


def hugo_docs_site(root, highlight=False):
    """Hugo's side of the docs benchmark: top sections, breadcrumbs, the current section's pages, prev/next."""
    hugo = os.path.join(root, "hugo")
    layouts = os.path.join(hugo, "layouts", "_default")
    os.makedirs(layouts, exist_ok=True)
    with open(os.path.join(hugo, "config.toml"), "w") as config:
        config.write('baseURL = "/"\ntitle = "Bench"\ndisableKinds = ["taxonomy", "term", "RSS"]\n'
                     f"[markup.highlight]\ncodeFences = {'true' if highlight else 'false'}\nnoClasses = false\n"
                     "[markup.goldmark.renderer]\nunsafe = false\n")
    for name, text in (("baseof.html", HUGO_BASEOF), ("single.html", HUGO_SINGLE), ("list.html", HUGO_LIST)):
        with open(os.path.join(layouts, name), "w") as out:
            out.write(text)
    os.makedirs(os.path.join(hugo, "static"), exist_ok=True)
    with open(os.path.join(hugo, "static", "style.css"), "w") as css:
        css.write("body { font-family: sans-serif; }\n")
