"""Independent tasks spread over worker processes on this machine or over a Dask cluster, their results yielded as
they finish: what a study's games, a game review's positions and the games mined for puzzles share.

Kept light (no pandas, pyarrow or Dask at import): a local worker imports it to run its initializer.

A local run either works or says why it cannot: the workers come from a ``ProcessPoolExecutor``, which reports a
worker that fails to start (``BrokenProcessPool``) instead of starting it again forever, as a
``multiprocessing.Pool`` would; the caller turns that into advice. A Dask address that does not answer is given up
after ``CONNECT_TIMEOUT`` seconds.
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import os
import signal
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from .errors import clip, shorten
from .progress import close_reporter, reporter

MAX_WORKERS = 1024  # local processes: more than any machine has cores; a larger number is a mistake
CONNECT_TIMEOUT = 5  # seconds to reach a Dask scheduler (distributed's own default waits 30)


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def ignore_interrupts() -> None:
    """A local worker's initializer. Ctrl-C reaches the whole process group: the parent alone decides what to
    keep, and stops the workers."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def process_context(preload=()):
    """Where the worker processes come from. Not a plain fork: a notebook kernel runs threads, and forking a
    threaded process can deadlock. A fork server (one clean process, started once, with ``preload`` imported)
    forks workers in milliseconds; where there is none (Windows, macOS' default), fresh interpreters."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    ctx = multiprocessing.get_context("forkserver")
    if preload:
        # Imported once in the server, not in every worker; this takes effect when the server starts, at the
        # first run in this process.
        ctx.set_forkserver_preload(list(preload))
    return ctx


def in_processes(fn, payload, chunks, workers: int, preload=()):
    """``fn(payload, chunk)`` for every chunk, in ``workers`` local processes, yielded as they finish. Closing
    the generator (or an error) stops the workers at once. A worker that dies or cannot start raises
    ``concurrent.futures.process.BrokenProcessPool``, for the caller to explain.

    ``chunks`` is read as the run goes, a few chunks ahead of the workers: it may be a queue the caller fills
    from the results (it is read again after each result, until it and the workers are both empty)."""
    if hasattr(chunks, "__len__"):
        workers = min(workers, len(chunks))
    pool = ProcessPoolExecutor(workers, mp_context=process_context(preload), initializer=ignore_interrupts)
    pending, queue = set(), iter(chunks)
    try:
        while True:
            # a few chunks per worker in flight: a million tasks do not make a million futures at once
            for chunk in queue:
                pending.add(pool.submit(fn, payload, chunk))
                if len(pending) >= 2 * workers:
                    break
            if not pending:
                return
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
    finally:
        stop(pool)


def in_processes_or_advice(fn, payload, chunks: list, workers: int, preload, error, what: str, alone: str):
    """``in_processes``, where workers that stop or cannot start raise ``error("workers", advice)``: a worker
    starts by importing the script that started the run, so a run ``what`` ("study", "review") read from standard
    input, or without a main guard, cannot have workers. ``alone``: what ``workers=1`` does instead."""
    try:
        yield from in_processes(fn, payload, chunks, workers, preload)
    except BrokenProcessPool as e:
        raise error(
            "workers",
            f"the worker processes stopped or could not start ({clip(str(e), 200)}). "
            f"A worker starts by importing the script that runs the {what}, so the {what} "
            f"must run from a script file (not from standard input) "
            f'inside `if __name__ == "__main__":`, or from a notebook; workers=1 '
            f"{alone}",
        ) from None


def collect(
    results, total: int, *, count=len, done: int = 0, progress=True, unit: str = "games", cancel=None, each=None
) -> tuple[list, bool]:
    """The results as they finish, and whether the run went to its end. ``count(result)``: how many of the
    ``total`` units a result holds (``done`` of them were there before). ``progress``: True for a bar, a function
    ``progress(done, total)``, or False. ``cancel()``, asked after each result, stops the run; so does an
    interrupt (Ctrl-C, a notebook's stop button), quietly: what finished is kept. ``each(results, done)`` runs
    after every result (to save a checkpoint, say). Closing ``results`` stops the workers or cancels what is left
    on the cluster."""
    kept: list = []
    report = reporter(progress, unit, total=total, done=done)  # a bar counts what was done before too
    complete = True
    try:
        for result in results:
            kept.append(result)
            done += count(result)
            if report is not None:
                report(done, total)
            if each is not None:
                each(kept, done)
            if cancel is not None and done < total and cancel():
                complete = False
                break
    except KeyboardInterrupt:
        complete = False
    finally:
        if hasattr(results, "close"):
            results.close()
        close_reporter(report)
    return kept, complete


@contextlib.contextmanager
def dask_client(client, error):
    """The Dask client a run uses (None: local processes). An address or a cluster is connected to for the run
    and closed after it; a Client is used as it is; anything else is ``error("client", ...)``."""
    own = owns_client(client)
    if own:
        client = connect(client, error)
    elif client is not None and not is_client(client):
        raise error("client", f"a distributed.Client, a cluster or a scheduler address, got {shorten(client)}")
    try:
        yield client
    finally:
        if own:
            client.close()


def stop(pool: ProcessPoolExecutor) -> None:
    """Stop the workers now, not after their current chunk: an interrupt should not wait for a long task."""
    # taken before the shutdown, which forgets them (not public before Python 3.14)
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for p in processes:
        if p.is_alive():
            p.terminate()
    for p in processes:
        p.join()


def on_dask(client, fn, payload, chunks):
    """``fn(payload, chunk)`` for every chunk on a Dask cluster, yielded as they finish; closing the generator
    cancels what is left. ``chunks`` is read as in ``in_processes``: a few per worker thread ahead."""
    from distributed import as_completed

    ahead = 2 * max(1, sum(client.nthreads().values()))
    queue, running = iter(chunks), as_completed(with_results=True)
    futures = set()  # not yet returned (a future held keeps its result on the cluster)
    try:
        while True:
            for chunk in queue:
                future = client.submit(fn, payload, chunk, pure=False)
                futures.add(future)
                running.add(future)
                if running.count() >= ahead:
                    break
            if running.is_empty():
                return
            future, result = next(running)
            futures.discard(future)
            yield result
    finally:
        client.cancel(list(futures))


def connect(address, error):
    """A Client for an address or a cluster, within ``CONNECT_TIMEOUT`` seconds; otherwise ``error("client",
    message)`` is raised (the caller's own field error)."""
    from distributed import Client

    where = address if isinstance(address, str) else getattr(address, "scheduler_address", address)
    try:
        return Client(address, timeout=CONNECT_TIMEOUT)
    except Exception as e:  # a malformed address (ValueError), no answer (OSError), ... : all the same to the user
        why = f"{type(e).__name__}: {clip(str(e), 200)}"
    # The Client that failed is left in reference cycles (its frames were in the traceback). Collected later, in
    # whichever thread the collector happens to run, its __del__ waits for distributed's event-loop lock; if that
    # thread is one the next Client is starting while holding that lock, both wait forever. Collect it now.
    gc.collect()
    raise error(
        "client",
        f"could not reach a Dask scheduler at {shorten(where)} within {CONNECT_TIMEOUT} s "
        f"({why}); give the address `dask scheduler` prints, like 'tcp://host:8786'",
    )


def dask_slots(client, error) -> int:
    """The threads of the cluster's workers (waiting up to 30 s for a first worker); ``error("client",
    message)`` when none comes."""
    if not client.nthreads():
        try:
            client.wait_for_workers(1, timeout=30)
        except TimeoutError:
            raise error(
                "client",
                f"the Dask cluster at {client.scheduler.address} has no workers: start "
                f"some with `dask worker {client.scheduler.address}`",
            ) from None
    return max(1, sum(client.nthreads().values()))


def owns_client(client) -> bool:
    """Whether ``client`` is an address or a cluster, for which a Client is opened (and closed) by the run."""
    return isinstance(client, str) or hasattr(client, "scheduler_address")


def is_client(client) -> bool:
    return hasattr(client, "nthreads")
