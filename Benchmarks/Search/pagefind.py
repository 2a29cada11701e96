#!/usr/bin/env python3
"""vitrine's search beside Pagefind's on the same built sites: index size, bytes a query downloads, time to the
first result in Chromium and, on a real multilingual site, recall.

Each site (the 1,000-page benchmark corpus, the 10,000-page docs tree, optionally a real docs folder) is built
once with vitrine into a temporary folder, then Pagefind indexes that folder (`--root-selector main`, and
`data-pagefind-body` on the <main> of the pages vitrine indexes: the same pages, no menus). Measured:
- index size, on disk and gzip -6 (a file counts as the smaller of the two: Pagefind's are compressed):
  vitrine's search/ data (index.json, terms, postings, pages) against Pagefind's (entry, meta, index, fragments).
- bytes fetched (gzip, code included) for one query on a fresh page load (median over the queries) and for ten
  queries one after another in one page session, from the server's request log (Pagefind fetches in a web
  worker, whose requests the page's resource timings miss); the browser cache is off.
- time to the first result, fresh page load per query, median over the queries: vitrine through its search
  box (input event to the list rendered, as measure.py), Pagefind through its API (search() to the top ten
  data() resolved: no UI rendering); both with their startup files loaded (index.json; init()).
- recall (real site): 10 queries each of exact rare words, unseen inflections, typos, words without their
  accents and Chinese/Japanese two-character words, drawn with a fixed seed from the text inside <main>;
  found when a page holding the source word is in the top ten. Queries and answers: pagefind-queries.tsv.

Usage: Benchmarks/Search/pagefind.py [--vitrine .build/release/vitrine] [--real DIR] [--skip-10k] [--results DIR] [--seed N]
"""
import argparse, collections, ctypes, datetime, functools, gzip, html.parser, http.server, json, random, re
import statistics, subprocess, sys, tempfile, threading, time, unicodedata, urllib.parse
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "Benchmarks" / "build"))
GENERATED_QUERIES = ["spinner", "keyboard", "orientation", "landscape device", "standalone", "catalog", "emphasis",
                     "progress", "render preview", "loading view"]
CATEGORIES = ["exact", "inflection", "typo", "accents", "cjk"]
LOCALES = {"es", "fr", "pl", "pt-br", "de", "it", "ja", "zh-cn", "zh", "ko", "ru", "uk"}
ACCENTED, CJK_LOCALES = {"es", "fr", "pl", "pt-br", "de", "it"}, {"ja", "zh-cn", "zh"}
TOKEN, CJK_RUN = re.compile(r"[^\W_]+"), re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+")
HAN_WORD = re.compile(r"(?<![\u3400-\u9fff])[\u3400-\u4dbf\u4e00-\u9fff]{2}(?![\u3400-\u9fff])")  # two Han characters standing alone
CLEAN = re.compile(r"(?<![\w\-./:@#$'])([^\W\d_]+)(?![\w\-/:@']|\.\w)")  # a word standing alone, not in an identifier
# English suffixes swapped for an inflection: the first that applies.
INFLECTIONS = [("ies", "y"), ("sses", "ss"), ("ches", "ch"), ("ing", "ed"), ("ed", "ing"), ("ss", "sses"), ("as", None), ("is", None),
               ("us", None), ("s", ""), ("ly", None), ("y", "ies"), ("tion", "tions"), ("ment", "ments"), ("er", "ers"), ("or", "ors")]
LETTERS = {"ł": "l", "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d"}

VITRINE_QUERY = """
const [query, done] = arguments;
const input = document.getElementById("search-input"), status = document.querySelector(".search [role=status]");
const start = performance.now();
new MutationObserver((_, observer) => {
  observer.disconnect();
  done({ ms: performance.now() - start, urls: [...document.querySelectorAll("#search-results a")].map(a => new URL(a.href).pathname) });
}).observe(status, { childList: true, characterData: true, subtree: true });
input.value = query;
input.dispatchEvent(new Event("input"));
"""
PAGEFIND_QUERY = """
const [queries, done] = arguments;
(async () => {
  const pf = await import("/pagefind/pagefind.js"), answers = [];
  await pf.options({}), await pf.init();
  for (const query of queries) {
    const start = performance.now(), found = await pf.search(query);
    const top = await Promise.all(found.results.slice(0, 10).map(r => r.data()));
    answers.push({ ms: performance.now() - start, urls: top.map(d => new URL(d.url, location.href).pathname) });
  }
  done(answers);
})().catch(error => done([{ error: String(error) }]));
"""


def index_folders(folder):
    """vitrine's search indexes: the site's, and each other language's in its folder (`fr/search/`)."""
    return [folder / "search"] + sorted(p.parent for p in folder.glob("*/search/index.json"))


def vitrine_pages(folder):
    """The URLs of the pages in vitrine's indexes, in their order."""
    urls = []
    for index in index_folders(folder):
        manifest = json.loads((index / "index.json").read_text())
        for n in range(-(-manifest["pages"] // manifest["pagesPerFile"])):
            urls += [page[0] for page in json.loads((index / "pages" / f"{n}.json").read_text())]
    return urls


def html_file(folder, url):
    return folder / (url if url.endswith(".html") else url + "index.html")


def build(vitrine, site, folder, name):
    """vitrine's build, then Pagefind's index of the same folder, restricted to the pages vitrine indexes."""
    start = time.monotonic()
    subprocess.run([vitrine, "build", "--site", str(site), "--output", str(folder), "--warn-links"], cwd=folder.parent, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    print(f"{name}: vitrine build {time.monotonic() - start:.1f} s", flush=True)
    for url in vitrine_pages(folder):
        path = html_file(folder, url)
        path.write_text(path.read_text().replace("<main", "<main data-pagefind-body", 1))
    subprocess.run([sys.executable, "-m", "pagefind_bin", "--site", str(folder), "--root-selector", "main", "--quiet"], check=True)
    return folder


def stored(path):
    """A file's bytes on disk and as served compressed (gzip -6, or as is if that is smaller)."""
    data = path.read_bytes()
    return len(data), min(len(data), len(gzip.compress(data, 6)))


def index_size(folder):
    """Index data (not the code) of each tool: files, bytes on disk, bytes compressed."""
    vitrine = [p for index in index_folders(folder) for p in [index / "index.json"] + [f for d in ("terms", "postings", "pages") for f in (index / d).iterdir()]]
    pagefind = [p for p in (folder / "pagefind").rglob("*") if p.is_file() and
                (p.parent.name in ("index", "fragment") or p.name == "pagefind-entry.json" or p.suffix == ".pf_meta")]
    pages = json.loads((folder / "pagefind" / "pagefind-entry.json").read_text())["languages"]
    print(f"  pages indexed: vitrine {len(vitrine_pages(folder))}, Pagefind {sum(l['page_count'] for l in pages.values())}")
    return {tool: [len(files)] + [sum(x) for x in zip(*map(stored, files))] for tool, files in (("vitrine", vitrine), ("Pagefind", pagefind))}


class MainText(html.parser.HTMLParser):
    """The text inside <main>, without navigation, scripts, styles and drawings; block tags separate words."""
    SKIP, INLINE = {"nav", "script", "style", "svg", "template"}, set("a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s "
                                                                  "samp small span strong sub sup time u var".split())
    def __init__(self):
        super().__init__()
        self.inside, self.skip, self.parts = False, 0, []

    def handle_starttag(self, tag, attrs):
        self.inside |= tag == "main"
        self.skip += self.inside and tag in self.SKIP
        self.parts.append("" if tag in self.INLINE else " ")

    def handle_endtag(self, tag):
        self.skip -= self.inside and self.skip > 0 and tag in self.SKIP
        self.inside &= tag != "main"
        self.parts.append("" if tag in self.INLINE else " ")

    def handle_data(self, data):
        self.parts += [data] if self.inside and not self.skip else []


def english_stemmer():
    library = ctypes.CDLL("/usr/lib/x86_64-linux-gnu/libstemmer.so.0d")
    library.sb_stemmer_new.restype, library.sb_stemmer_new.argtypes = ctypes.c_void_p, [ctypes.c_char_p, ctypes.c_char_p]
    library.sb_stemmer_stem.restype = ctypes.POINTER(ctypes.c_char)
    library.sb_stemmer_stem.argtypes, library.sb_stemmer_length.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int], [ctypes.c_void_p]
    stemmer = library.sb_stemmer_new(b"english", b"UTF_8")

    @functools.lru_cache(maxsize=None)
    def stem(word):
        data = word.encode()
        return library.sb_stemmer_stem(stemmer, data, len(data))[:library.sb_stemmer_length(stemmer)].decode()
    return stem


def fold(word):
    return "".join(c for c in unicodedata.normalize("NFD", "".join(LETTERS.get(c, c) for c in word)) if not unicodedata.combining(c))


def make_queries(folder, urls, seed=2026):
    """10 queries per category from the text in <main> of `urls`, each with the pages holding its source word.

    Words as vitrine cuts them (letters and digits, lowercased); a source word stands alone in some page's text
    (not inside an identifier, path or camelCase name) and is rare: on 1-3 pages. exact: an ASCII word of 6+
    letters. inflection: an English page's word whose stem's words are on 3 pages at most, its suffix swapped
    (INFLECTIONS) for a form with the same Snowball stem that no page has. typo: a word of 7+ letters less one
    interior letter, on no page. accents: a word with accents from an es/fr/pl/pt-BR page, folded to ASCII.
    cjk: two Han characters standing alone in a Japanese (5) or Chinese (5) page's text, on 1-3 pages."""
    rng, stem, pages_of, clean, bigrams = random.Random(seed), english_stemmer(), *(collections.defaultdict(set) for _ in range(3))
    han_words = set()
    locale = {url: (url.split("/")[0].lower() if url.split("/")[0].lower() in LOCALES else "en") for url in urls}
    for url in urls:
        page = html_file(folder, url).read_text()
        # A stand-in for a missing translation repeats its original: a word on it is not one more page's.
        if 'class="fallback-note"' in page:
            continue
        parser = MainText()
        parser.feed(page)
        text = unicodedata.normalize("NFC", "".join(parser.parts))
        for token in {t.lower() for t in TOKEN.findall(text)}:
            pages_of[token].add(url)
        for word in {w.lower() for w in CLEAN.findall(text) if w[1:] == w[1:].lower()}:  # not camelCase
            clean[word].add(url)
        for pair in {run[i:i + 2] for run in CJK_RUN.findall(text) for i in range(len(run) - 1)}:
            bigrams[pair].add(url)
        han_words |= {(w, locale[url]) for w in HAN_WORD.findall(text)}
    rare = lambda word, least=6: len(word) >= least and 1 <= len(pages_of[word]) <= 3
    ascii_words = sorted(w for w in clean if w.isascii() and rare(w))
    queries, used = [], set()

    def add(category, query, source, expected):
        queries.append({"category": category, "query": query, "source": source, "expected": sorted(expected)})
        used.add(source)
    for word in rng.sample(ascii_words, 10):
        add("exact", word, word, pages_of[word])
    group = collections.defaultdict(set)  # English stem: the pages holding one of its words
    for token in pages_of:
        if token.isascii() and token.isalpha():
            group[stem(token)] |= pages_of[token]
    english = [w for w in ascii_words if w not in used and all(locale[u] == "en" for u in pages_of[w]) and len(group[stem(w)]) <= 3]
    for word in rng.sample(english, len(english)):
        suffix, ending = next(((a, b) for a, b in INFLECTIONS if word.endswith(a)), ("", None))
        form = ending is not None and word[:len(word) - len(suffix)] + ending
        if form and form not in pages_of and stem(form) == stem(word) and sum(q["category"] == "inflection" for q in queries) < 10:
            add("inflection", form, word, pages_of[word])
    for word in rng.sample([w for w in ascii_words if len(w) >= 7 and w not in used], 40):
        at = rng.randrange(1, len(word) - 1)
        typo = word[:at] + word[at + 1:]
        if typo not in pages_of and sum(q["category"] == "typo" for q in queries) < 10:
            add("typo", typo, word, pages_of[word])
    accented = sorted(w for w in clean if not w.isascii() and re.fullmatch(r"[a-zà-ɏ]+", w) and rare(w, 5)
                      and all(locale[u] in ACCENTED for u in pages_of[w]))
    for word in rng.sample(accented, 10):
        add("accents", fold(word), word, pages_of[word])
    for group_locales in ({"ja"}, CJK_LOCALES - {"ja"}):
        pairs = sorted({p for p, where in han_words if where in group_locales and 1 <= len(bigrams[p]) <= 3})
        for pair in rng.sample(pairs, min(5, len(pairs))):
            add("cjk", pair, pair, bigrams[pair])
    return queries


class Browser:
    """Headless Chromium, cache off, on an http.server of `folder` that logs the paths it serves."""

    def __init__(self, folder):
        self.folder, self.fetched = folder, []
        fetched = self.fetched

        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                fetched.append(urllib.parse.unquote(self.path.split("?")[0]))
                super().do_GET()

            def end_headers(self):  # every page load fetches afresh
                self.send_header("Cache-Control", "no-store")
                super().end_headers()
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-cache", "--window-size=1200,900"):
            options.add_argument(argument)
        options.binary_location = "/usr/bin/chromium"
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.driver.set_script_timeout(60)
        self.driver.execute_cdp_cmd("Network.enable", {})
        self.driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})

    def load(self, page):
        self.fetched.clear()
        self.driver.get(self.url + page)

    def kilobytes(self, tool):
        """gzip KB of the search files served since the page load."""
        mine = (lambda p: p == "/search.js" or (p.startswith("/search/") and not p.endswith(".html"))) if tool == "vitrine" \
            else (lambda p: p.startswith("/pagefind/"))
        return sum(stored(self.folder / p.lstrip("/"))[1] for p in list(self.fetched) if mine(p)) / 1024

    def close(self):
        self.driver.quit()
        self.server.shutdown()


def vitrine_queries(browser, page, queries):
    """Loads `page`, focuses the box, waits for index.json, types each query in one go: [(ms, urls)], KB."""
    browser.load(page)
    browser.driver.execute_script("document.getElementById('search-input').focus()")
    deadline = time.monotonic() + 10
    while not browser.driver.execute_script("return performance.getEntriesByType('resource').some(e => e.name.endsWith('/search/index.json'))"):
        assert time.monotonic() < deadline, "search/index.json never loaded"
        time.sleep(0.01)
    answers = [browser.driver.execute_async_script(VITRINE_QUERY, query) for query in queries]
    return answers, browser.kilobytes("vitrine")


def pagefind_queries(browser, page, queries):
    """Loads `page`, imports pagefind.js and init()s it, then searches each query: [(ms, urls)], KB."""
    browser.load(page)
    answers = browser.driver.execute_async_script(PAGEFIND_QUERY, queries)
    assert "error" not in answers[0], answers[0]
    return answers, browser.kilobytes("Pagefind")


def measure(name, folder, queries, session):
    """Size, bytes and time for both tools on one site; recall when the queries have expected pages."""
    result = {"size": index_size(folder)}
    browser = Browser(folder)
    try:
        for q in queries:  # a fresh page load per query and tool
            page = q["expected"][0] if q.get("expected") else ""
            for tool, run in (("vitrine", vitrine_queries), ("Pagefind", pagefind_queries)):
                [answer], kb = run(browser, page, [q["query"]])
                q[tool] = {"ms": answer["ms"], "kb": kb, "urls": answer["urls"],
                           "found": bool({urllib.parse.unquote(u) for u in answer["urls"]} & {"/" + u for u in q.get("expected", [])})}
        result["session"] = {tool: run(browser, "", session)[1] for tool, run in (("vitrine", vitrine_queries), ("Pagefind", pagefind_queries))}
    finally:
        browser.close()
    for tool in ("vitrine", "Pagefind"):
        result[tool] = {"ms": statistics.median(q[tool]["ms"] for q in queries), "kb": statistics.median(q[tool]["kb"] for q in queries)}
        if queries[0].get("expected"):
            result[tool]["recall"] = {c: [q[tool]["found"] for q in queries if q["category"] == c] for c in CATEGORIES}
    for tool in ("vitrine", "Pagefind"):  # sanity: an exact word on the site must find something
        if not any(q[tool]["urls"] for q in queries if q["category"] in ("exact", "generated")):
            print(f"  WARNING: {tool} found nothing for any exact word on {name}")
    print("  examples (query: vitrine's top result | Pagefind's):")
    for q in queries[::max(1, len(queries) // 8)]:
        print(f"    {q['query']!r}: {(q['vitrine']['urls'] or ['-'])[0]} | {(q['Pagefind']['urls'] or ['-'])[0]}")
    return result


def table(results, pagefind_version):
    """The closing Markdown table: one row per measure and site."""
    rows = []
    def add(measure, site, v, p, unit="", digits=1):
        rows.append(f"| {measure} | {site} | {v:,.{digits}f}{unit} | {p:,.{digits}f}{unit} | {f'{v / p:.2f}' if p else '–'} |")
    for measure, pick in (("index files", lambda r, t: r["size"][t][0]), ("index size on disk, KB", lambda r, t: r["size"][t][1] / 1024),
                          ("index size gzip, KB", lambda r, t: r["size"][t][2] / 1024),
                          ("first query, fresh page: KB fetched (gzip, median)", lambda r, t: r[t]["kb"]),
                          ("10 queries in one session: KB fetched (gzip)", lambda r, t: r["session"][t]),
                          ("time to first result, ms (median; Pagefind: API, no UI)", lambda r, t: r[t]["ms"])):
        for site, r in results.items():
            add(measure, site, pick(r, "vitrine"), pick(r, "Pagefind"), digits=0 if measure == "index files" else 1)
    for site, r in results.items():
        if "recall" in r["vitrine"]:
            for category in CATEGORIES + ["all"]:
                hits = {t: sum(r[t]["recall"].values(), []) if category == "all" else r[t]["recall"][category] for t in ("vitrine", "Pagefind")}
                add(f"recall@10, {category} ({len(hits['vitrine'])} queries)", site, *(100 * sum(h) / max(1, len(h)) for h in hits.values()), " %", 0)
    return "\n".join([f"Search: vitrine vs Pagefind {pagefind_version}, {datetime.date.today()} (Chromium headless, cache off; "
                      "vitrine timed through its search box, Pagefind through its API without UI rendering)", "",
                      "| measure | site | vitrine | Pagefind | vitrine / Pagefind |", "|---|---|---:|---:|---:|"] + rows +
                     ["", "Both index the same pages (those in vitrine's index: `data-pagefind-body` on their <main>). Pagefind is "
                      "`pagefind_bin` (not the extended build, which segments Chinese and Japanese). Recall: a page holding the "
                      "query's source word in the top ten (queries in pagefind-queries.tsv)."])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--vitrine", default=str(REPO / ".build" / "release" / "vitrine"))
    parser.add_argument("--real", help="a real docs folder to build (recall is measured on it)")
    parser.add_argument("--skip-10k", action="store_true", help="leave out the 10,000-page docs tree")
    parser.add_argument("--results", default=".", help="where pagefind-results.md and pagefind-queries.tsv go")
    parser.add_argument("--seed", type=int, default=2026, help="draws another fixed list of recall queries")
    arguments = parser.parse_args()
    import corpus, run  # Benchmarks/build
    version = subprocess.run([sys.executable, "-m", "pagefind_bin", "--version"], capture_output=True, text=True).stdout.split()[-1]
    results, lines = {}, ["category\tquery\tsource\texpected\tvitrine found\tvitrine top\tPagefind found\tPagefind top"]
    with tempfile.TemporaryDirectory(prefix="vitrine-pagefind-") as temporary:
        work = Path(temporary)
        def generated_site(make, name, count):
            make(str(work / name), count)
            return work / name / "Site"
        sites = [("1,000-page corpus", lambda: generated_site(run.make_corpus, "c1k", 1000))]
        if not arguments.skip_10k:
            sites.append(("10,000-page docs tree", lambda: generated_site(corpus.docs_tree, "c10k", 10000)))
        if arguments.real:
            sites.append((Path(arguments.real).name, lambda: Path(arguments.real).resolve()))
        for number, (name, make) in enumerate(sites):
            folder = build(arguments.vitrine, make(), work / f"site{number}", name)
            real = arguments.real and number == len(sites) - 1
            queries = make_queries(folder, vitrine_pages(folder), arguments.seed) if real else [{"category": "generated", "query": q} for q in GENERATED_QUERIES]
            # The session, from the home page: the first exact, inflection and typo queries (4 + 3 + 3).
            session = [q["query"] for c, n in (("exact", 4), ("inflection", 3), ("typo", 3)) for q in [x for x in queries if x["category"] == c][:n]] \
                if real else GENERATED_QUERIES
            results[name] = measure(name, folder, queries, session)
            for q in (q for q in queries if "expected" in q):
                lines.append("\t".join([q["category"], q["query"], q["source"], " ".join(q["expected"])] +
                                       [f"{q[t]['found']}\t{(q[t]['urls'] or ['-'])[0]}" for t in ("vitrine", "Pagefind")]))
    text = table(results, version)
    out = Path(arguments.results)
    out.mkdir(parents=True, exist_ok=True)
    (out / "pagefind-results.md").write_text(text + "\n")
    (out / "pagefind-queries.tsv").write_text("\n".join(lines) + "\n")
    print("\n" + text + f"\n\n(queries and answers: {out / 'pagefind-queries.tsv'})")


if __name__ == "__main__":
    main()
