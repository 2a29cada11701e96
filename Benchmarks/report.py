#!/usr/bin/env python3
"""Writes the figures of the last `make bench` into Benchmarks/README.md: the date, the machine and one table,
in place of the previous ones (between the two marker comments). Usage: python3 Benchmarks/report.py"""
import datetime
import glob
import json
import os
import platform
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
README = os.path.join(HERE, "README.md")
START, END = "<!-- make bench: start -->", "<!-- make bench: end -->"
# The order benchmarks run in under `make bench`.
ORDER = ["render-png", "build-1000", "build-1000-code", "docs-tree-10000", "git-dates-10000", "serve", "preview-1000"]


def machine():
    model = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.machine())
    memory_kb = next(int(line.split()[1]) for line in open("/proc/meminfo") if line.startswith("MemTotal"))
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=HERE).stdout.strip()
    hugo = subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout.split(" ")[1:2] if has("hugo") else []
    return f"{os.cpu_count()} cores ({model}), {memory_kb / 1024 / 1024:.0f} GiB, {platform.system()} {platform.release()}; " \
           f"vitrine at {commit}" + (f", Hugo {hugo[0]}" if hugo else "")


def has(command):
    return subprocess.run(["sh", "-c", f"command -v {command}"], capture_output=True).returncode == 0


def table(results):
    lines = ["| benchmark | measure | vitrine | anchor | ratio | goal | met |", "|---|---|---|---|---|---|---|"]
    for name in sorted(results, key=lambda n: ORDER.index(n) if n in ORDER else len(ORDER)):
        result = results[name]
        for index, row in enumerate(result["rows"]):
            met = {True: "yes", False: "**no**", None: ""}[row["met"]]
            title = result["title"] if index == 0 else ""
            lines.append(f"| {title} | {row['measure']} | {row['vitrine']} | {row['anchor']} | {row['ratio']} | {row['goal']} | {met} |")
    return "\n".join(lines)


def main():
    folder = os.path.join(HERE, "..", ".build", "bench-results")
    results = {os.path.basename(path)[:-5]: json.load(open(path)) for path in glob.glob(os.path.join(folder, "*.json"))}
    if not results:
        raise SystemExit("no results in .build/bench-results: run `make bench`")
    today = datetime.date.today().isoformat()
    section = f"{START}\n**{today}**, {machine()}.\n\n{table(results)}\n{END}"
    text = open(README).read()
    before, _, rest = text.partition(START)
    _, _, after = rest.partition(END)
    open(README, "w").write(before + section + after)
    print(f"Benchmarks/README.md: {sum(len(r['rows']) for r in results.values())} rows of {len(results)} benchmarks, {today}")


if __name__ == "__main__":
    main()
