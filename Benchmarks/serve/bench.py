"""Preview server benchmark: vitrine serve beside nginx, on loopback, with bounded wrk runs.

Measures what issue 4 asks for and prints one table:
  * a ~4 KB SVG at 64 connections: requests/s and p99 for both servers, and the ratio;
  * a catalog page with all its assets over 6 keep-alive connections (browser-like), time per page load;
  * the first request after start against the median of the next hundred (warm start);
  * save-to-reload: an edit to a Markdown file until the reload event reaches an open stream;
  * the server's resident memory while being browsed.
"""
import argparse, urllib.parse, http.client, os, re, shutil, signal, socket, statistics, subprocess, sys, tempfile, threading, time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import results  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(port, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return
        except OSError:
            time.sleep(0.02)
    sys.exit(f"nothing listening on {port}")


def start_vitrine(vitrine, work, port):
    """Starts `vitrine serve` and returns (process, seconds until it printed its URL)."""
    started = time.perf_counter()
    proc = subprocess.Popen(
        [vitrine, "serve", "--site", f"{work}/Site", "--templates", f"{work}/Templates", "--port", str(port)],
        cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in proc.stdout:
        if f"http://127.0.0.1:{port}" in line:
            break
    else:
        sys.exit("vitrine serve exited before listening")
    threading.Thread(target=lambda: [None for _ in proc.stdout], daemon=True).start()
    return proc, time.perf_counter() - started


def start_nginx(root, port, work):
    conf = f"{work}/nginx.conf"
    user = f"user {os.environ.get('USER', 'root')};" if os.geteuid() == 0 else ""
    with open(conf, "w") as f:
        f.write(f"""{user}
worker_processes auto; pid {work}/nginx.pid; error_log {work}/nginx-error.log; daemon off;
events {{ worker_connections 2048; }}
http {{
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nodelay on; keepalive_requests 100000;
  client_body_temp_path {work}/ncb; proxy_temp_path {work}/np; fastcgi_temp_path {work}/nf; uwsgi_temp_path {work}/nu; scgi_temp_path {work}/ns;
  server {{ listen 127.0.0.1:{port}; root {root}; add_header Cache-Control no-cache; }}
}}
""")
    proc = subprocess.Popen(["nginx", "-p", work, "-c", conf], stderr=subprocess.DEVNULL)
    wait_port(port)
    return proc


def wrk(url, connections, seconds):
    out = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", url],
                         capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    value, unit = re.search(r"99%\s+([\d.]+)(us|ms|s)", out).groups()
    p99 = float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]
    return rps, p99


def get(conn, path):
    conn.request("GET", path, headers={"Host": "127.0.0.1"})
    response = conn.getresponse()
    body = response.read()
    if response.status != 200:
        raise RuntimeError(f"{path}: {response.status}")
    return body


def page_load(port, page, assets, connections=6):
    """One browser-like load: the page, then its assets spread over 6 keep-alive connections."""
    conns = [http.client.HTTPConnection("127.0.0.1", port) for _ in range(connections)]
    started = time.perf_counter()
    get(conns[0], page)
    threads = [threading.Thread(target=lambda c=c, mine=assets[i::connections]: [get(c, a) for a in mine])
               for i, c in enumerate(conns)]
    for t in threads: t.start()
    for t in threads: t.join()
    elapsed = time.perf_counter() - started
    for c in conns: c.close()
    return elapsed


def assets_of(html, page):
    """What a browser fetches for the page: stylesheets, scripts, images (links to other pages are not)."""
    refs = re.findall(r'<(?:link[^>]*?href|script[^>]*?src|img[^>]*?src)="([^"#?]+)"', html)
    resolved = {urllib.parse.urlsplit(urllib.parse.urljoin(page, r)).path for r in refs}
    return sorted(r for r in resolved if r.startswith("/") and not r.endswith("/") and "__vitrine" not in r)


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1)) / 1024


def save_to_reload(port, markdown, rounds=5):
    def append(round):
        with open(markdown, "a") as f:
            f.write(f"\n\nEdit {round}.\n")
    return edit_to_reload(port, append, rounds)


def edit_to_reload(port, edit, rounds=5, timeout=10):
    """Median ms from a save (`edit(round)`) until the reload event reaches an open stream."""
    times = []
    for round in range(rounds):
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(b"GET /__vitrine/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        buffer = b""
        while b"event: hello" not in buffer:
            buffer += s.recv(4096)
        time.sleep(0.3)
        edit(round)
        started = time.perf_counter()
        buffer = b""
        s.settimeout(timeout)
        while b"event: reload" not in buffer:
            chunk = s.recv(4096)
            if not chunk:
                break
            buffer += chunk
        times.append((time.perf_counter() - started) * 1000)
        s.close()
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vitrine", required=True)
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--page", default="/catalog/")
    args = parser.parse_args()
    vitrine = os.path.abspath(args.vitrine)

    work = tempfile.mkdtemp(prefix="vitrine-bench-")
    try:
        shutil.copytree(f"{ROOT}/Site", f"{work}/Site")
        if os.path.isdir(f"{ROOT}/Templates"):
            shutil.copytree(f"{ROOT}/Templates", f"{work}/Templates")
        subprocess.run([vitrine, "build", "--site", f"{work}/Site", "--templates", f"{work}/Templates",
                        "--output", f"{work}/_site"], check=True, stdout=subprocess.DEVNULL)
        svgs = [os.path.join(d, f) for d, _, fs in os.walk(f"{work}/_site") for f in fs if f.endswith(".svg")]
        svg = min(svgs, key=lambda p: abs(os.path.getsize(p) - 4096))
        svg_path = "/" + os.path.relpath(svg, f"{work}/_site")

        vport, nport = free_port(), free_port()
        nginx = start_nginx(f"{work}/_site", nport, work)
        serve, startup = start_vitrine(vitrine, work, vport)
        try:
            rows = []
            # Warm start: the first request, then the median of a hundred more, each on a fresh connection
            # as the first one has to be.
            def one():
                c = http.client.HTTPConnection("127.0.0.1", vport)
                t = time.perf_counter(); get(c, args.page); lap = (time.perf_counter() - t) * 1000
                c.close()
                return lap
            first = one()
            laps = [one() for _ in range(100)]
            median = statistics.median(laps)
            rows.append(("first request vs median", f"{first:.2f} ms vs {median:.2f} ms", f"{first / median:.1f}x (goal <= 2x)"))

            v_rps, v_p99 = wrk(f"http://127.0.0.1:{vport}{svg_path}", 64, args.seconds)
            rss_browsing = rss_mb(serve.pid)
            n_rps, n_p99 = wrk(f"http://127.0.0.1:{nport}{svg_path}", 64, args.seconds)
            rows.append((f"{os.path.getsize(svg)} B SVG, 64 conns: vitrine", f"{v_rps:,.0f} req/s, p99 {v_p99:.2f} ms", ""))
            rows.append((f"{os.path.getsize(svg)} B SVG, 64 conns: nginx", f"{n_rps:,.0f} req/s, p99 {n_p99:.2f} ms",
                         f"vitrine/nginx {v_rps / n_rps:.0%} (goal >= 25 %, p99 < 10 ms)"))

            html = get(http.client.HTTPConnection("127.0.0.1", nport), args.page).decode()
            assets = assets_of(html, args.page)
            loads = {}
            for name, port in (("vitrine", vport), ("nginx", nport)):
                samples = [page_load(port, args.page, assets) for _ in range(30)]
                loads[name] = statistics.median(samples) * 1000
                rss_browsing = max(rss_browsing, rss_mb(serve.pid)) if name == "vitrine" else rss_browsing
            rows.append((f"{args.page} + {len(assets)} assets, 6 conns",
                         f"vitrine {loads['vitrine']:.2f} ms, nginx {loads['nginx']:.2f} ms",
                         f"{loads['vitrine'] / loads['nginx']:.1f}x (goal <= 2x)"))

            markdown = next(os.path.join(d, f) for d, _, fs in os.walk(f"{work}/Site") for f in sorted(fs) if f.endswith(".md"))
            reload_ms = save_to_reload(vport, markdown)
            rows.append(("save to reload event", f"{reload_ms:.0f} ms (median of 5)", "goal < 300 ms"))
            rows.append(("vitrine RSS while browsing", f"{rss_browsing:.1f} MB", "goal < 64 MB"))
            rows.append(("vitrine start to URL", f"{startup * 1000:.0f} ms", ""))

            width = max(len(r[0]) for r in rows)
            for label, value, note in rows:
                print(f"{label:<{width}}  {value:<40}  {note}")
            row = results.row
            results.record("serve", "serving the built site", [
                row("SVG file, 64 connections", f"{v_rps:,.0f} req/s, p99 {v_p99:.2f} ms", f"nginx {n_rps:,.0f} req/s",
                    f"{v_rps / n_rps:.0%} of nginx's", ">= 25 %, p99 < 10 ms", v_rps / n_rps >= 0.25 and v_p99 < 10),
                row(f"{args.page} with its assets", f"{loads['vitrine']:.2f} ms", f"nginx {loads['nginx']:.2f} ms",
                    f"{loads['vitrine'] / loads['nginx']:.1f}x its time", "<= 2x", loads["vitrine"] / loads["nginx"] <= 2),
                row("first request, against the median", f"{first:.2f} ms", f"median {median:.2f} ms", f"{first / median:.1f}x",
                    "<= 2x", first / median <= 2),
                row("save to reload event", f"{reload_ms:.0f} ms", goal="< 300 ms", met=reload_ms < 300),
                row("resident memory while browsing", f"{rss_browsing:.1f} MB", goal="< 64 MB", met=rss_browsing < 64),
            ])
        finally:
            serve.send_signal(signal.SIGINT)
            t = time.perf_counter()
            serve.wait(timeout=10)
            print(f"{'vitrine exit after SIGINT':<{width}}  {(time.perf_counter() - t) * 1000:.0f} ms")
            nginx.send_signal(signal.SIGQUIT)
            nginx.wait(timeout=10)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
