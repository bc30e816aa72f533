"""Runs layoutshot-host-fuzz (random layouts driven through the UIKit host, in-process) in chunks of cases,
each chunk under a wall-clock and address-space limit, so a crash or hang is caught and named by its case.

The executable prints `case K` before case K and `K: outcomes` after it; a chunk that dies or is killed
reports the last case it started, and the rest of the chunk runs again from the case after it.
"""

import concurrent.futures
import os
import signal
import subprocess
import sys
import time


def run_chunk(binary, seed, start, count, limits):
    """Runs cases start..<start+count; returns (finished count, finding or None)."""
    process = subprocess.Popen([binary, "--seed", str(seed), "--start", str(start), "--cases", str(count)],
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               preexec_fn=limits.apply, start_new_session=True,
                               env={**os.environ, "SWIFT_BACKTRACE": "enable=no"})
    try:
        stdout, stderr = process.communicate(timeout=limits.seconds)
        hung = False
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        hung = True
    started = finished = None
    for line in stdout.decode(errors="replace").splitlines():
        if line.startswith("case "):
            started = int(line[5:])
        elif ":" in line and line.split(":")[0].isdigit():
            finished = int(line.split(":")[0])
    done = 0 if finished is None else finished - start + 1
    if not hung and process.returncode == 0 and done == count:
        return done, None
    culprit = started if started is not None else start
    message = stderr.decode(errors="replace").strip().splitlines()
    fatal = [line for line in message if "Fatal error" in line or "rror:" in line]
    detail = (fatal or message or [""])[0][:240]
    if hung:
        kind = "hang", f"chunk killed after {limits.seconds} s in this case"
    elif process.returncode < 0:
        kind = "crash", f"signal {signal.Signals(-process.returncode).name}: {detail}"
    else:
        kind = "exit", f"exit {process.returncode}: {detail}"
    return culprit - start + 1, (culprit, *kind)


def run(options):
    """Runs options.host_cases host cases from options.host_start; returns (passed, failed) and prints findings."""
    chunk = options.host_chunk
    first, total = options.host_start, options.host_cases
    starts = range(first, first + total, chunk)
    passed = failed = 0
    begun = time.monotonic()

    def work(start):
        count = min(chunk, first + total - start)
        findings, at = [], start
        while at < start + count:
            done, finding = run_chunk(options.host_binary, options.seed, at, start + count - at, options.host_limits)
            at += max(done, 1)
            if finding:
                findings.append(finding)
        return count, findings

    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for count, findings in pool.map(work, starts):
            for index, kind, detail in findings:
                print(f"FAIL host case {index} [{kind}]: {detail}\n"
                      f"    reproduce: {options.host_binary} --seed {options.seed} --start {index} --cases 1", flush=True)
            failed += len(findings)
            passed += count - len(findings)
            if (passed + failed) % (chunk * 20) == 0:
                print(f"fuzz: {passed + failed} host cases, {failed} failed, {time.monotonic() - begun:.0f} s",
                      flush=True, file=sys.stderr)
    return passed, failed
