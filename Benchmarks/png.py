#!/usr/bin/env python3
"""Times `vitrine render --all --format png --scale 1,2,3` into an empty folder (the median of three runs) and
records it for `make bench`'s table. Usage: python3 Benchmarks/png.py --vitrine .build/release/vitrine"""
import argparse, os, shutil, statistics, subprocess, tempfile, time

import results

GOAL_SECONDS = 5


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vitrine", default=".build/release/vitrine")
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="vitrine-png-")
    try:
        laps = []
        for run in range(arguments.runs):
            folder = os.path.join(work, str(run))
            started = time.perf_counter()
            subprocess.run([arguments.vitrine, "render", "--all", "--site", "/nonexistent-site", "--format", "png", "--scale", "1,2,3", "-o", folder],
                           check=True, stdout=subprocess.DEVNULL)
            laps.append(time.perf_counter() - started)
        files = sum(len(names) for _, _, names in os.walk(os.path.join(work, "0")))
        seconds = statistics.median(laps)
        print(f"render --all --format png --scale 1,2,3: {files} files in {seconds:.2f} s (median of {arguments.runs}), goal < {GOAL_SECONDS} s")
        results.record("render-png", "every preset as PNG", [
            results.row(f"{files} PNG files at @1x, @2x, @3x", f"{seconds:.2f} s", goal=f"< {GOAL_SECONDS} s", met=seconds < GOAL_SECONDS)])
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
