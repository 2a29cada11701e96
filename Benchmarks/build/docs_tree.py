#!/usr/bin/env python3
"""Benchmark: a generated 10,000-page docs tree (20 sections x 5 subsections, ~4 KB pages, front matter with a
date), vitrine with its default theme beside Hugo with a docs layout of the usual kind (top sections,
breadcrumbs, the current section's pages, prev/next), the two taking turns round by round.

Usage: Benchmarks/build/docs_tree.py [--vitrine .build/release/vitrine] [--pages 10000] [--runs 3]

Prints the two medians and their ratio, each tool's peak memory (max RSS), and the median page size.
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import corpus  # noqa: E402
from run import interleaved_medians  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import results  # noqa: E402

GOAL_HUGO, GOAL_MEMORY_SHARE, GOAL_MEMORY_MB, GOAL_PAGE_KB = 3.0, 1 / 3, 500, 16


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
    args = parser.parse_args()
    vitrine = os.path.abspath(args.vitrine)
    work = tempfile.mkdtemp(prefix="vitrine-docs-tree-")
    try:
        pages = len(corpus.docs_tree(work, args.pages))
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
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
