"""The preview on a 1,000-page docs tree with the default theme: start-up, memory, and save-to-reload after
a body edit and after a title edit (which changes the menus that show the page).

Usage: python3 Benchmarks/serve/docs_scale.py --vitrine .build/release/vitrine [--pages 1000]
"""
import argparse, http.client, os, re, shutil, signal, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "build"))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
import bench, corpus, results  # noqa: E402

GOALS = {"first page": 2000, "body edit": 100, "title edit": 300, "memory": 128}


def first_page_after_start(vitrine, site, port, path):
    """Starts the server and returns (process, ms from start until `path` answers 200)."""
    started = time.perf_counter()
    proc = subprocess.Popen([vitrine, "serve", "--site", site, "--templates", os.path.join(ROOT, "Templates"), "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while time.perf_counter() - started < 60:
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            connection.request("GET", path)
            if connection.getresponse().status == 200:
                return proc, (time.perf_counter() - started) * 1000
        except OSError:
            time.sleep(0.005)
    proc.kill()
    sys.exit("the preview never answered")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vitrine", required=True)
    parser.add_argument("--pages", type=int, default=1000)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="vitrine-docs-serve-")
    try:
        corpus.docs_tree(work, args.pages)
        site = os.path.join(work, "Site")
        page = os.path.join(site, "section-03", "topic-1", "page-002.md")
        original = open(page).read()
        port = bench.free_port()
        proc, first = first_page_after_start(os.path.abspath(args.vitrine), site, port, "/section-03/topic-1/page-002/")
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port)
            for path in ["/", "/section-00/", "/section-03/topic-1/", "/search/"]:
                connection.request("GET", path)
                connection.getresponse().read()

            def body(round):
                with open(page, "a") as f:
                    f.write(f"\n\nEdit {round}.\n")

            def title(round):
                text = re.sub(r"^title: .*$", f"title: Renamed {round}", open(page).read(), count=1, flags=re.M)
                with open(page, "w") as f:
                    f.write(text)

            body_ms = bench.edit_to_reload(port, body)
            title_ms = bench.edit_to_reload(port, title)
            memory = bench.rss_mb(proc.pid)
        finally:
            proc.send_signal(signal.SIGINT)
            proc.wait(timeout=10)
            with open(page, "w") as f:
                f.write(original)
        rows = [("first page after start", first, "ms", GOALS["first page"]), ("body edit to reload", body_ms, "ms", GOALS["body edit"]),
                ("title edit to reload", title_ms, "ms", GOALS["title edit"]), ("resident memory", memory, "MB", GOALS["memory"])]
        print(f"\nPreview on a {args.pages}-page docs tree, default theme")
        print("-" * 62)
        for name, value, unit, goal in rows:
            print(f"{name:<24} {value:>7.0f} {unit:<3} goal < {goal} {unit}: {'met' if value < goal else 'NOT met'}")
        results.record(f"preview-{args.pages}", f"preview, {args.pages:,}-page tree",
                       [results.row(name, f"{value:.0f} {unit}", goal=f"< {goal} {unit}", met=value < goal) for name, value, unit, goal in rows])
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
