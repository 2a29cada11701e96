#!/usr/bin/env python3
"""Benchmark: a generated 10,000-page docs tree (20 sections x 5 subsections, ~4 KB pages, front matter with a
date), vitrine with its default theme beside Hugo with a docs layout of the usual kind (top sections,
breadcrumbs, the current section's pages, prev/next), the two taking turns round by round.

Usage: Benchmarks/build/docs_tree.py [--vitrine .build/release/vitrine] [--pages 10000] [--runs 3]

Then cold builds beside their floor (`cold_builds`: an empty output folder and no cache, as a deploy from a fresh clone
builds, against reading the sources, cmark over every page in one process and `cp -r` of the same output), and the
same tree as a git repository, built with `lastUpdated: git` beside without (`git_dates`).

Prints the two medians and their ratio, each tool's peak memory (max RSS), and the median page size.
100,000 pages (`--pages 100000`) is for a run by hand, not `make bench`.
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import corpus  # noqa: E402
from run import interleaved_medians  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import results  # noqa: E402

GOAL_HUGO, GOAL_MEMORY_SHARE, GOAL_MEMORY_MB, GOAL_PAGE_KB, GOAL_GIT_SHARE = 3.0, 1 / 3, 500, 16, 0.15
# #33's goals: a cold build within the floor (the output copied plus 1.3 times cmark's time) and memory per page.
GOAL_CMARK_SHARE, GOAL_MEMORY_PER_PAGE_KB = 1.3, 10


def peak_mb(command):
    result = subprocess.run(["/usr/bin/time", "-f", "%M", "sh", "-c", command + " > /dev/null 2>&1"], capture_output=True, text=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def median_page_kb(folder):
    sizes = [os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(folder) for f in files if f.endswith(".html")]
    return statistics.median(sizes) / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vitrine", default=".build/release/vitrine")
    parser.add_argument("--pages", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-hugo", action="store_true", help="cold builds and their floor alone (for 100,000 pages)")
    args = parser.parse_args()
    vitrine = os.path.abspath(args.vitrine)
    work = tempfile.mkdtemp(prefix="vitrine-docs-tree-")
    try:
        pages = len(corpus.docs_tree(work, args.pages))
        if args.no_hugo:
            cold_builds(work, vitrine, pages, args.runs)
            return
        corpus.hugo_docs_site(work)
        commands = {
            "vitrine": f"{vitrine} build --site {work}/Site --templates {ROOT}/Templates --output {work}/out-vitrine",
            "hugo": f"hugo --quiet --source {work}/hugo --destination {work}/out-hugo",
        }
        median = {name: ms / 1000 for name, ms in interleaved_medians(commands, args.runs, warmup=1).items()}
        memory = {name: peak_mb(command) for name, command in commands.items()}
        ratio, share = median["hugo"] / median["vitrine"], memory["vitrine"] / memory["hugo"]
        page_kb = median_page_kb(f"{work}/out-vitrine")
        verdict = lambda ok: "met" if ok else "NOT met"
        print(f"\nDocs tree benchmark, {pages} pages, default theme (medians of interleaved runs)")
        print("-" * 72)
        print(f"{'vitrine build':<22} {median['vitrine']:>8.2f} s")
        print(f"{'hugo':<22} {median['hugo']:>8.2f} s")
        print(f"{'hugo / vitrine':<22} {ratio:>8.2f}x   goal >= {GOAL_HUGO:g}x: {verdict(ratio >= GOAL_HUGO)}")
        print(f"{'vitrine peak memory':<22} {memory['vitrine']:>8.0f} MB  goal < {GOAL_MEMORY_MB} MB: {verdict(memory['vitrine'] < GOAL_MEMORY_MB)}")
        print(f"{'hugo peak memory':<22} {memory['hugo']:>8.0f} MB  vitrine / hugo {share:.2f}, goal <= 0.33: {verdict(share <= GOAL_MEMORY_SHARE)}")
        print(f"{'median page (vitrine)':<22} {page_kb:>8.1f} KB  goal < {GOAL_PAGE_KB} KB: {verdict(page_kb < GOAL_PAGE_KB)}")
        print(f"{'median page (hugo)':<22} {median_page_kb(f'{work}/out-hugo'):>8.1f} KB")
        row = results.row
        results.record(f"docs-tree-{pages}", f"{pages:,}-page docs tree", [
            row("build, against Hugo", f"{median['vitrine']:.2f} s", f"Hugo {median['hugo']:.2f} s", f"{ratio:.2f}x faster",
                f">= {GOAL_HUGO:g}x", ratio >= GOAL_HUGO),
            row("peak memory", f"{memory['vitrine']:.0f} MB", f"Hugo {memory['hugo']:.0f} MB", f"{share:.2f} of Hugo's",
                f"< {GOAL_MEMORY_MB} MB, <= 0.33", memory["vitrine"] < GOAL_MEMORY_MB and share <= GOAL_MEMORY_SHARE),
            row("median page", f"{page_kb:.1f} KB", "", "", f"< {GOAL_PAGE_KB} KB", page_kb < GOAL_PAGE_KB),
        ])
        cold_builds(work, vitrine, pages, args.runs)
        git_dates(work, vitrine, pages, args.runs, templates=f"{ROOT}/Templates")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def cold_builds(work, vitrine, pages, runs):
    """A cold build (an empty output folder and no cache beside it) beside its floor, round by round on the same
    run: the sources read, cmark over every page in one process, and `cp -r` of the output it wrote (the same files
    and sizes). The goal is the copy's time plus 1.3 times cmark's; and, for memory, the cold build's peak per page."""
    site, out, copy = f"{work}/Site", f"{work}/out-cold", f"{work}/out-copy"
    sources = sorted(os.path.join(d, f) for d, _, names in os.walk(site) for f in names)
    with open(f"{work}/sources.txt", "wb") as listing:
        listing.write(b"\0".join(path.encode() for path in sources))
    with open(f"{work}/pages.txt", "wb") as listing:
        listing.write(b"\0".join(path.encode() for path in sources if path.endswith(".md")))
    build = f"{vitrine} build --site {site} --templates {ROOT}/Templates --output {out}"

    def clear(folder):
        parent, name = os.path.split(folder)
        for path in (folder, os.path.join(parent, f".{name}.vitrine-cache")):
            shutil.rmtree(path, ignore_errors=True)
        for path in (os.path.join(parent, f".{name}.vitrine-manifest"),):
            if os.path.exists(path):
                os.remove(path)

    def timed(command):
        started = time.perf_counter()
        subprocess.run(["sh", "-c", command + " > /dev/null 2>&1"], check=True)
        return time.perf_counter() - started

    samples = {"cold": [], "read": [], "cmark": [], "copy": []}
    for round_number in range(runs + 1):
        clear(out)
        clear(copy)
        measured = {
            "cold": timed(build),
            "read": timed(f"xargs -0 cat < {work}/sources.txt"),
            "cmark": timed(f"xargs -0 cat < {work}/pages.txt | cmark"),
            "copy": timed(f"cp -r {out} {copy}"),
        }
        if round_number > 0:  # the first round warms the caches
            for name, seconds in measured.items():
                samples[name].append(seconds)
    median = {name: statistics.median(values) for name, values in samples.items()}
    floor = median["copy"] + GOAL_CMARK_SHARE * median["cmark"]
    clear(out)
    peak = peak_mb(build)
    per_page = peak * 1024 / pages
    # What any build holds whatever its size (the executable, the runtime, the theme): a one-page site's peak.
    single, single_out = f"{work}/single", f"{work}/out-single"
    os.makedirs(single, exist_ok=True)
    with open(f"{single}/index.md", "w") as page:
        page.write("# One page\n\nText.\n")
    clear(single_out)
    base = peak_mb(f"{vitrine} build --site {single} --templates {ROOT}/Templates --output {single_out}")
    above = (peak - base) * 1024 / pages
    within = median["cold"] <= floor
    print(f"{'vitrine cold build':<22} {median['cold']:>8.2f} s  floor {floor:.2f} s (cp -r {median['copy']:.2f} s + 1.3 x cmark "
          f"{median['cmark']:.2f} s; reading the sources {median['read']:.2f} s): {median['cold'] / floor:.2f}x the floor,"
          f" {'met' if within else 'NOT met'}")
    print(f"{'cold peak memory':<22} {peak:>8.0f} MB  {per_page:.1f} KB a page ({above:.1f} KB above a one-page site's {base:.0f} MB), goal < {GOAL_MEMORY_PER_PAGE_KB} KB: "
          f"{'met' if per_page < GOAL_MEMORY_PER_PAGE_KB else 'NOT met'}")
    results.record(f"cold-{pages}", f"{pages:,}-page docs tree, cold", [
        results.row("cold build (empty output, no cache)", f"{median['cold']:.2f} s",
                    f"floor {floor:.2f} s (cp -r {median['copy']:.2f} s, cmark {median['cmark']:.2f} s)",
                    f"{median['cold'] / floor:.2f}x the floor", "<= the floor", within),
        results.row("peak memory per page, cold", f"{per_page:.1f} KB",
                    f"{peak:.0f} MB in all; {above:.1f} KB a page above a one-page site's {base:.0f} MB", "",
                    f"< {GOAL_MEMORY_PER_PAGE_KB} KB", per_page < GOAL_MEMORY_PER_PAGE_KB),
    ])


def git_dates(work, vitrine, pages, runs, templates, commits=50):
    """`lastUpdated: git` on the same tree made a repository of `commits` commits, each dated a day apart and
    touching its share of the pages: the build with it beside the build without, interleaved. The goal is the
    share of the build git's dates take (one `git log` for the whole site)."""
    site, dated = f"{work}/Site", f"{work}/Site-git"
    shutil.copytree(site, dated)
    environment = dict(os.environ, GIT_AUTHOR_NAME="Bench", GIT_AUTHOR_EMAIL="bench@example.org",
                       GIT_COMMITTER_NAME="Bench", GIT_COMMITTER_EMAIL="bench@example.org")
    git = lambda *arguments, **extra: subprocess.run(["git", "-C", dated, *arguments], check=True, capture_output=True,
                                                     env=dict(environment, **extra))
    git("init", "-q")
    files = sorted(os.path.relpath(os.path.join(d, f), dated) for d, _, names in os.walk(dated) if ".git" not in d for f in names)
    share = -(-len(files) // commits)
    for number in range(commits):
        batch = files[number * share:(number + 1) * share]
        if not batch:
            break
        git("add", "--", *batch)
        day = f"2026-01-01T12:00:00 +0000" if number == 0 else f"2026-{1 + number // 28:02d}-{1 + number % 28:02d}T12:00:00 +0000"
        git("commit", "-q", "-m", f"Commit {number}", GIT_AUTHOR_DATE=day, GIT_COMMITTER_DATE=day)
    with open(f"{dated}/config.yml", "a") as config:
        config.write("lastUpdated: git\n")
    commands = {
        "without": f"{vitrine} build --site {site} --templates {templates} --output {work}/out-plain",
        "git": f"{vitrine} build --site {dated} --templates {templates} --output {work}/out-git",
    }
    median = {name: ms / 1000 for name, ms in interleaved_medians(commands, runs, warmup=1).items()}
    cost = max(0.0, median["git"] - median["without"]) / median["git"]
    ok = cost < GOAL_GIT_SHARE
    print(f"{'lastUpdated: git':<22} {median['git']:>8.2f} s  without {median['without']:.2f} s, git's share {cost:.0%},"
          f" goal < {GOAL_GIT_SHARE:.0%}: {'met' if ok else 'NOT met'}")
    results.record(f"git-dates-{pages}", f"{pages:,}-page docs tree, dates from git", [
        results.row("build with lastUpdated: git", f"{median['git']:.2f} s", f"without {median['without']:.2f} s", f"{cost:.0%} of the build",
                    f"< {GOAL_GIT_SHARE:.0%}", ok),
    ])


if __name__ == "__main__":
    main()
