"""A judge-cli process under an address-space cap that runs command lines sent to it, one JSON per line.

    python tests/capped_worker.py CAP_BYTES

Each request on standard input is ``{"argv": [...], "env": {...}, "cwd": "...", "stdin": "<base64>" | null}``
(``stdin`` null: standard input closed); the answer on standard output is
``{"code": int | str, "out": str, "err": str, "maxrss_kb": int}``.  The command
line runs through judge-cli's real entry point (``judge_cli.cli.app.main``)
with the request's environment, arguments and working folder, its standard
streams replaced by buffers.  ``code`` is a string when something escaped the
entry point (then ``err`` holds the traceback, which the tests refuse).

``resource.setrlimit(RLIMIT_AS)`` caps the whole process before judge-cli is
imported: a reader whose memory blows up gets a MemoryError (or dies), so the
test fails instead of the machine.  Running many cases in one process keeps
the hostile suite fast; the tests start a new worker when one dies.
"""

from __future__ import annotations

import base64
import io
import json
import os
import resource
import sys
import traceback


def _serve(requests: io.BufferedReader, answers: io.BufferedWriter) -> None:
    from judge_cli.cli.app import main

    for line in requests:
        case = json.loads(line)
        os.environ.clear()
        os.environ.update(case["env"])
        os.chdir(case.get("cwd") or "/")
        data = case.get("stdin")
        sys.stdin = None if data is None else io.TextIOWrapper(io.BytesIO(base64.b64decode(data)), encoding="utf-8")
        out, err = io.BytesIO(), io.BytesIO()
        # Kept in locals: replacing sys.stdout must not let the wrapper (and its buffer) be collected and closed.
        out_text = sys.stdout = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
        err_text = sys.stderr = io.TextIOWrapper(err, encoding="utf-8", write_through=True)
        sys.argv = ["judge", *case["argv"]]
        code: int | str
        try:
            main()
            code = 0
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
        except BaseException as error:  # noqa: BLE001 - reported to the test, which fails on it
            code = f"escaped: {type(error).__name__}"
            err.write(traceback.format_exc().encode())
        finally:
            sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
        for wrapper in (out_text, err_text):
            wrapper.flush()
            wrapper.detach()
        answer = {"code": code, "out": out.getvalue().decode("utf-8", "replace"),
                  "err": err.getvalue().decode("utf-8", "replace"),
                  "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}
        answers.write(json.dumps(answer).encode() + b"\n")
        answers.flush()


def main() -> None:
    cap = int(sys.argv[1])
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    # The protocol runs on copies of the original descriptors; judge's own stdin/stdout are replaced per case.
    requests = os.fdopen(os.dup(0), "rb")
    answers = os.fdopen(os.dup(1), "wb")
    null = os.open(os.devnull, os.O_RDWR)
    for descriptor in (0, 1):  # a stray print cannot corrupt the protocol
        os.dup2(null, descriptor)
    _serve(requests, answers)


if __name__ == "__main__":
    main()
