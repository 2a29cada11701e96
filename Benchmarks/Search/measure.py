#!/usr/bin/env python3
"""What a search query costs on a large site: bytes downloaded (gzip, as a static host serves text) and time
to the answer in Chromium.

Builds the index of a generated site with vitrine-search-benchmarks (release), writes a page holding the
search box (Templates/search-box.mustache) with search.js and search.css, serves the folder with python's
http.server, and for each query loads the page afresh (an empty cache: the worst case), focuses the box, then
types the query in one go and times from the input event to the rendered answer. The files the query fetched
come from the browser's resource timings; their sizes are gzip -6 of the files on disk.

Usage: Benchmarks/Search/measure.py [--pages 10000] [--benchmark .build/release/vitrine-search-benchmarks]
"""
import argparse, functools, gzip, http.server, os, shutil, subprocess, tempfile, threading, time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BUDGET_KB, BUDGET_MS = 300, 50
# Common, topical, prefixes of two to four letters, several words, rare and absent words.
QUERIES = ["the", "th", "configuration", "co", "con", "conf", "te", "install server", "the search index", "render preview output",
           "st", "template", "default value", "zzzqx"]

TIMED_QUERY = """
const [query, done] = arguments;
const input = document.getElementById("search-input"), status = document.querySelector(".search [role=status]");
performance.clearResourceTimings();
const start = performance.now();
new MutationObserver((_, observer) => {
  observer.disconnect();
  done({ ms: performance.now() - start, status: status.textContent, results: document.querySelectorAll("#search-results a").length,
         files: performance.getEntriesByType("resource").map(e => new URL(e.name).pathname),
         spans: performance.getEntriesByType("resource").map(e => [new URL(e.name).pathname, Math.round(e.startTime - start), Math.round(e.responseEnd - start)]) });
}).observe(status, { childList: true, characterData: true, subtree: true });
input.value = query;
input.dispatchEvent(new Event("input"));
"""


def harness(folder):
    box = (REPO / "Templates" / "search-box.mustache").read_text().replace("{{root}}", "./")
    (folder / "index.html").write_text(f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Search measurement</title>
<link rel="stylesheet" href="search.css"></head><body><header>{box}</header><main><h1>Search measurement</h1></main></body></html>""")
    for name in ("search.js", "search.css"):
        shutil.copy(REPO / "Templates" / "static" / name, folder / name)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=10000)
    parser.add_argument("--benchmark", default=str(REPO / ".build" / "release" / "vitrine-search-benchmarks"))
    arguments = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="vitrine-search-measure-"))
    try:
        subprocess.run([arguments.benchmark, "--pages", str(arguments.pages), "--runs", "1", "--write", str(folder)], check=True)
        harness(folder)
        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args):
                pass

        handler = functools.partial(Quiet, directory=str(folder))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"

        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-cache", "--window-size=1200,900"):
            options.add_argument(argument)
        options.binary_location = "/usr/bin/chromium"
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        gzipped = functools.lru_cache(maxsize=None)(lambda path: len(gzip.compress((folder / path.lstrip("/")).read_bytes(), 6)))
        rows = []
        for query in QUERIES:
            timings, warm = [], []
            for attempt in range(3):
                driver.get(url)
                driver.find_element("id", "search-input").click()
                deadline = time.monotonic() + 5
                while not driver.execute_script("return !!document.querySelector('.search').dataset.ready") and time.monotonic() < deadline:
                    time.sleep(0.01)
                answer = driver.execute_async_script(TIMED_QUERY, query)
                timings.append(answer["ms"])
                # The same query again: every file is loaded, so this is the script's own work.
                warm.append(driver.execute_async_script(TIMED_QUERY, query)["ms"])
            if os.environ.get("SPANS"): print(query, answer["spans"])
            # search/index.json is fetched when search.js loads, before the query: it counts all the same.
            files = ["/search/index.json"] + [path for path in answer["files"] if "/search/" in path and not path.endswith("index.json")]
            rows.append((query, answer["results"], answer["status"], len(files), sum(gzipped(path) for path in files) / 1024,
                         sorted(timings)[1], sorted(warm)[1]))
        driver.quit()
        server.shutdown()
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    print(f"\nSearch queries on {arguments.pages} generated pages (empty cache; time: median of 3, warm: with every file loaded; size: gzip -6)")
    print(f"{'query':<24} {'shown':>5} {'files':>5} {'KB gz':>7} {'ms':>6} {'warm ms':>8}  status")
    for query, shown, status, count, kilobytes, ms, warm_ms in rows:
        print(f"{query:<24} {shown:>5} {count:>5} {kilobytes:>7.1f} {ms:>6.1f} {warm_ms:>8.1f}  {status}")
    worst_kb, worst_ms = max(row[4] for row in rows), max(row[5] for row in rows)
    print(f"worst: {worst_kb:.1f} KB (goal < {BUDGET_KB} KB: {'met' if worst_kb < BUDGET_KB else 'NOT met'}), "
          f"{worst_ms:.1f} ms (goal < {BUDGET_MS} ms: {'met' if worst_ms < BUDGET_MS else 'NOT met'})")


if __name__ == "__main__":
    main()
