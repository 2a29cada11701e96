"""Fixtures for the interactive catalog's browser tests: the repository's site served by `vitrine serve`
(live controls) and built by `vitrine build` (static, served by python's http.server), both from a copy
in a temporary folder. The browser is the shared session `driver` of Tests/Browser/conftest.py."""
import contextlib, functools, http.server, os, shutil, signal, socket, subprocess, threading, time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]


def vitrine_binary():
    path = os.path.abspath(os.path.join(REPO, os.environ.get("VITRINE", ".build/debug/vitrine")))
    assert os.access(path, os.X_OK), f"vitrine binary not found: {path} (build with `swift build` or set VITRINE)"
    return path


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def source(tmp_path_factory):
    """A copy of Site/ and Templates/ the tests may add pages to."""
    folder = tmp_path_factory.mktemp("interactive-site")
    shutil.copytree(REPO / "Site", folder / "Site")
    shutil.copytree(REPO / "Templates", folder / "Templates")
    return folder


@pytest.fixture(scope="session")
def served(source):
    """`vitrine serve` on the copy; yields the base URL (ending in /)."""
    port = free_port()
    proc = subprocess.Popen(
        [vitrine_binary(), "serve", "--site", "Site", "--templates", "Templates", "--port", str(port)],
        cwd=source, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()
    assert f"http://127.0.0.1:{port}/" in line, line
    yield f"http://127.0.0.1:{port}/"
    proc.send_signal(signal.SIGINT)
    proc.wait(timeout=60)


@contextlib.contextmanager
def http_server(folder):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


def build(source, output):
    result = subprocess.run(
        [vitrine_binary(), "build", "--site", "Site", "--templates", "Templates", "--output", str(output)],
        cwd=source, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return output


@pytest.fixture(scope="session")
def static(source, tmp_path_factory):
    """`vitrine build` of the copy, served statically; yields (base URL, output folder)."""
    output = build(source, tmp_path_factory.mktemp("interactive-out") / "site")
    with http_server(output) as url:
        yield url, output


def wait_for(condition, timeout=60.0):
    """Polls `condition` until it holds; the timeout only turns a hang into a failure."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        try:
            if condition():
                return
        except Exception:
            pass
        time.sleep(0.02)
    pytest.fail(f"not within {timeout} s")
