#!/usr/bin/env python3
"""Benchmark: `vitrine build` (release) vs Hugo vs the cmark CLI on a generated 1,000-page corpus.

Pages are ~4 KB of CommonMark with front matter; every 10th page holds a `vitrine` component fence
(Hugo and cmark see it as an ordinary code block). vitrine uses its default theme (Templates/: menu,
breadcrumbs, prev/next, search), and again with `search: false` to show what the search index adds;
Hugo a minimal layout with highlighting off; cmark converts all pages in one process. The four take turns, round by round, and the medians are
compared. The search index's share is the median of each round's pair (with and without search), in wall and in CPU time.

Usage: Benchmarks/build/run.py [--vitrine .build/release/vitrine] [--pages 1000] [--runs 15] [--code]

Prints a summary table: the medians, hugo/vitrine, vitrine/cmark and the search index's share against the goals, and the peak
memory (max RSS) of one vitrine build.
"""
import argparse, collections, os, random, resource, shutil, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import corpus  # noqa: E402
import results  # noqa: E402

OTHER_LANGUAGES = ["python", "json", "shell", "yaml"]


def page(number, rng, code=False):
    # Half the pages with code end with a Swift block, the others with one of four other languages.
    language = "swift" if number % 2 == 0 else OTHER_LANGUAGES[(number // 2) % len(OTHER_LANGUAGES)]
    return corpus.page_text(f"Page {number}", number, rng, order=number, fence=number % 10 == 0,
                            code_languages=[language] if code else [])


def make_corpus(root, count, code=False):
    rng = random.Random(42)
    site, content = os.path.join(root, "Site"), os.path.join(root, "hugo", "content")
    os.makedirs(site), os.makedirs(content)
    with open(os.path.join(site, "config.yml"), "w") as config:
        config.write("title: Bench\n")
    markdown_only = []
    for number in range(1, count + 1):
        text = page(number, rng, code)
        for folder in (site, content):
            with open(os.path.join(folder, f"page-{number:04}.md"), "w") as out:
                out.write(text)
        markdown_only.append(os.path.join(site, f"page-{number:04}.md"))
    hugo = os.path.join(root, "hugo")
    os.makedirs(os.path.join(hugo, "layouts", "_default"))
    with open(os.path.join(hugo, "config.toml"), "w") as config:
        config.write('baseURL = "/"\ntitle = "Bench"\ndisableKinds = ["taxonomy", "term", "RSS"]\n'
                     f"[markup.highlight]\ncodeFences = {'true' if code else 'false'}\nnoClasses = false\n"
                     "[markup.goldmark.renderer]\nunsafe = false\n")
    single = '<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body>{{ .Content }}</body></html>'
    for name in ("single.html", "list.html"):
        with open(os.path.join(hugo, "layouts", "_default", name), "w") as layout_file:
            layout_file.write(single)
    return markdown_only


GOAL_HUGO, GOAL_CMARK, GOAL_MEMORY_MB, GOAL_SEARCH_SHARE = 3.0, 1.5, 150, 0.15
DEFAULT_THEME = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "Templates")


def summary(pages, median, search, peak_mb, code=False):
    """The closing table: the medians, the two ratios and the search index's share against the goals, vitrine's
    peak memory."""
    hugo_ratio, cmark_ratio = median["hugo"] / median["vitrine"], median["vitrine"] / median["cmark"]
    verdict = lambda ok: "met" if ok else "NOT met"
    rows = [
        ("vitrine build", f"{median['vitrine']:.0f} ms", ""),
        ("  without search", f"{median['vitrine-no-search']:.0f} ms", "(search: false)"),
        ("hugo", f"{median['hugo']:.0f} ms", ""),
        ("cmark (one process)", f"{median['cmark']:.0f} ms", ""),
        ("hugo / vitrine", f"{hugo_ratio:.2f}x", f"goal >= {GOAL_HUGO:g}x: {verdict(hugo_ratio >= GOAL_HUGO)}"),
        ("vitrine / cmark", f"{cmark_ratio:.2f}x", f"goal <= {GOAL_CMARK:g}x: {verdict(cmark_ratio <= GOAL_CMARK)}"),
        ("search index share", f"{100 * search['wall']:.1f} %", f"goal < {100 * GOAL_SEARCH_SHARE:g} %: {verdict(search['wall'] < GOAL_SEARCH_SHARE)} (median of the rounds' pairs)"),
        ("  of CPU time", f"{100 * search['cpu']:.1f} %", f"(+{search['cpu_ms']:.0f} ms of {search['cpu_total_ms']:.0f})"),
        ("vitrine peak memory", f"{peak_mb:.0f} MB", f"goal < {GOAL_MEMORY_MB} MB: {verdict(peak_mb < GOAL_MEMORY_MB)}"),
    ]
    width = max(len(row[0]) for row in rows)
    title = f"{pages} pages, a code block on each, highlighting on in both" if code else f"{pages} pages"
    lines = [f"\nBuild benchmark, {title} (medians of interleaved runs)", "-" * 62]
    lines += [f"{name:<{width}}  {value:>9}  {note}".rstrip() for name, value, note in rows]
    return "\n".join(lines)


def record(pages, median, search, peak_mb, code):
    """The same figures for `make bench`'s table."""
    hugo_ratio, cmark_ratio = median["hugo"] / median["vitrine"], median["vitrine"] / median["cmark"]
    row = results.row
    results.record(f"build-{pages}" + ("-code" if code else ""), f"{pages:,} pages" + (", code on each" if code else ""), [
        row("build, against Hugo", f"{median['vitrine']:.0f} ms", f"Hugo {median['hugo']:.0f} ms", f"{hugo_ratio:.2f}x faster",
            f">= {GOAL_HUGO:g}x", hugo_ratio >= GOAL_HUGO),
        row("build, against cmark alone", f"{median['vitrine']:.0f} ms", f"cmark {median['cmark']:.0f} ms", f"{cmark_ratio:.2f}x its time",
            f"<= {GOAL_CMARK:g}x", cmark_ratio <= GOAL_CMARK),
        row("search index's share", f"{100 * search['wall']:.1f} %", "", "", f"< {100 * GOAL_SEARCH_SHARE:g} %", search["wall"] < GOAL_SEARCH_SHARE),
        row("peak memory", f"{peak_mb:.0f} MB", "", "", f"< {GOAL_MEMORY_MB} MB", peak_mb < GOAL_MEMORY_MB),
    ])


def search_share(runs):
    """What the search index adds, as a share of the build with it: the median over rounds of each round's
    pair (the two builds of a round run close together, so a machine that slows down part way weighs on both),
    in wall time and in CPU time (every thread)."""
    pairs = list(zip(runs["vitrine"], runs["vitrine-no-search"]))
    return {
        "wall": statistics.median((with_search.wall - without.wall) / with_search.wall for with_search, without in pairs),
        "cpu": statistics.median((with_search.cpu - without.cpu) / with_search.cpu for with_search, without in pairs),
        "cpu_ms": statistics.median(with_search.cpu - without.cpu for with_search, without in pairs),
        "cpu_total_ms": statistics.median(with_search.cpu for with_search, _ in pairs),
    }


Run = collections.namedtuple("Run", "wall cpu")


def interleaved_runs(commands, runs, warmup=2):
    """Each command's timed runs (wall and CPU time in ms), the commands taking turns round by round (each
    round in another order), so a machine that slows down or speeds up part way through weighs on every tool
    alike; hyperfine runs one command's runs back to back."""
    names = list(commands)
    timed = {name: [] for name in names}
    for round_number in range(warmup + runs):
        order = names[round_number % len(names):] + names[:round_number % len(names)]
        for name in order:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(commands[name], shell=True, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wall = (time.perf_counter() - start) * 1000
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000
            if round_number >= warmup:
                timed[name].append(Run(wall, cpu))
    return timed


def interleaved_medians(commands, runs, warmup=2):
    """Median wall time (ms) of each command, run as `interleaved_runs` runs them."""
    return {name: statistics.median(run.wall for run in timed) for name, timed in interleaved_runs(commands, runs, warmup).items()}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vitrine", default=".build/release/vitrine")
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=15, help="timed runs per tool, after 2 warm-up runs")
    parser.add_argument("--code", action="store_true", help="a fenced code block on every page (half Swift), highlighted by both")
    arguments = parser.parse_args()
    vitrine = os.path.abspath(arguments.vitrine)
    root = tempfile.mkdtemp(prefix="vitrine-bench-")
    try:
        files = make_corpus(root, arguments.pages, arguments.code)
        # The same pages with `search: false`: what the search index adds to a build.
        shutil.copytree(os.path.join(root, "Site"), os.path.join(root, "Site-no-search"))
        with open(os.path.join(root, "Site-no-search", "config.yml"), "a") as config:
            config.write("search: false\n")
        with open(os.path.join(root, "cmark-files.txt"), "w") as listing:
            listing.write(" ".join(files))
        commands = {
            "vitrine": f"{vitrine} build --site {root}/Site --templates {DEFAULT_THEME} --output {root}/out-vitrine --warn-links",
            "vitrine-no-search": f"{vitrine} build --site {root}/Site-no-search --templates {DEFAULT_THEME} --output {root}/out-no-search --warn-links",
            "hugo": f"hugo --quiet --source {root}/hugo --destination {root}/out-hugo",
            "cmark": f"cmark $(cat {root}/cmark-files.txt) > /dev/null",
        }
        runs = interleaved_runs(commands, arguments.runs)
        median = {name: statistics.median(run.wall for run in timed) for name, timed in runs.items()}
        peak = subprocess.run(["/usr/bin/time", "-f", "%M", "sh", "-c", commands["vitrine"] + " > /dev/null"],
                              capture_output=True, text=True).stderr.strip().splitlines()[-1]
        search = search_share(runs)
        print(summary(arguments.pages, median, search, int(peak) / 1024, arguments.code))
        record(arguments.pages, median, search, int(peak) / 1024, arguments.code)
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
