"""The figures a benchmark hands to `make bench`'s report: one JSON file per benchmark run, under
.build/bench-results/, that Benchmarks/report.py turns into the table in Benchmarks/README.md."""
import json
import os

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "bench-results")


def row(measure, vitrine, anchor="", ratio="", goal="", met=None):
    """One line of the table: what was measured, vitrine's figure, the anchor's beside it, their ratio, the goal
    and whether it was met (None where there is no goal)."""
    return {"measure": measure, "vitrine": vitrine, "anchor": anchor, "ratio": ratio, "goal": goal, "met": met}


def record(name, title, rows):
    """Writes one benchmark's rows as .build/bench-results/NAME.json."""
    os.makedirs(FOLDER, exist_ok=True)
    with open(os.path.join(FOLDER, f"{name}.json"), "w") as out:
        json.dump({"title": title, "rows": rows}, out, indent=1, ensure_ascii=False)
