"""``python -m innovation_nb.puzzles.mine SPEC -o PACK [--workers N] [--scheduler ADDRESS] [--fresh]``: mine the
puzzles of a spec file into a pack file. The pack is saved as mining goes (at most every minute, each time whole
or not at all), and a PACK already there from the same spec is carried on from (``--fresh`` starts again); a spec
that differs only in its number of games carries on too, keeping the puzzles of the games it still has.

One output, one run: a run holds a lock on its PACK (a hidden ``.PACK.lock`` beside it, naming the run's spec) from
start to end, and a second run on the same PACK, of any spec, is refused at once, naming both. Each save checks
again that a pack on disk is of this run's spec, so that a pack written there by other means is not replaced."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from pathlib import Path

from ... import files
from ...errors import clip, shorten, shown_path
from .. import pack
from .run import mine, same_games
from .spec import MineError, MineSpec


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m innovation_nb.puzzles.mine", description=__doc__.split("\n\n")[0])
    ap.add_argument("spec", help="the mining spec (.yaml or .json)")
    ap.add_argument("-o", "--output", required=True, help="the pack file to write (.parquet)")
    ap.add_argument("--workers", type=int, default=None, help="local processes (default: one per core)")
    ap.add_argument("--scheduler", default=None, help="a Dask scheduler's address, to mine on a cluster")
    ap.add_argument("--fresh", action="store_true", help="ignore a pack already at OUTPUT")
    ap.add_argument("--quiet", action="store_true", help="no progress bar")
    args = ap.parse_args(argv)
    try:
        spec = MineSpec.load(Path(args.spec))
        out = Path(args.output)
        this = f"spec {spec.name!r} from {clip(os.path.abspath(args.spec), 200)}"
        with _one_run(out, this):
            resume = None if args.fresh else _resume(out, spec, this)
            save = _saver(out, spec, this, fresh=args.fresh)
            df = mine(
                spec, args.scheduler, workers=args.workers, progress=not args.quiet, resume=resume, checkpoint=save
            )
            save(df)
    except (MineError, pack.PackError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    state = "complete" if df.attrs["complete"] else "interrupted (run again to carry on)"
    print(f"{len(df)} puzzles from {len(df.attrs['games'])} games, {state}: {out}")
    return 0


@contextlib.contextmanager
def _one_run(out: Path, this: str):
    """Hold the output's lock for the whole run; refuse at once when another run holds it, or when the output
    cannot be written (a folder, a pipe, a missing folder, a path too long: better now than after the mining)."""
    name = shown_path(out)
    with contextlib.ExitStack() as stack:
        try:
            files.check_replaceable(out)
            stack.enter_context(files.held(out, f"{this} (process {os.getpid()})"))
        except files.Held as e:
            running = clip(e.note, 300) if e.note else "a spec it has not named yet"
            raise MineError(
                "output",
                f"{name} is being mined by another run, of {running}; this run is of "
                f"{this}: one run per output at a time (wait for it to end, or give another "
                f"output)",
            ) from None
        except (OSError, ValueError) as e:
            raise MineError("output", f"cannot write {name}: {files.reason(e, writing=True)}") from None
        yield


def _resume(out: Path, spec: MineSpec, this: str):
    """The pack at ``out`` to carry on from (None when there is none), which must be one run of the same spec."""
    if not os.path.exists(out):
        return None
    resume = pack.load_frame(out)
    _same_spec(out, resume, spec, this)
    return resume


def _same_spec(out: Path, df, spec: MineSpec, this: str) -> None:
    name = shown_path(out)
    runs = pack.runs_of(df)
    if len(runs) != 1:
        raise MineError(
            "output",
            f"{name} holds {len(runs)} runs (a class set or several packs), not one run of a "
            f"spec: give another output, or --fresh",
        )
    theirs = runs[0]["spec"]
    if not same_games(MineSpec.load(theirs), spec):
        raise MineError(
            "output",
            f"{name} was mined from another spec, {shorten(theirs.get('name'))}; this run is "
            f"of {this}: give another file, or --fresh",
        )


def _saver(out: Path, spec: MineSpec, this: str, fresh: bool):
    """The function that saves the pack so far (at each checkpoint and at the end). Before each save the pack on
    disk is checked again to be of this spec (another writer may have put one there since), except the file
    ``--fresh`` found at the start, which it replaces."""
    replaced = _identity(out) if fresh else None

    def save(df) -> None:
        now = _identity(out)
        if now is not None and now != replaced:
            try:
                disk = pack.load_frame(out)
            except pack.PackError as e:
                raise MineError(
                    "output",
                    f"not saved: {shown_path(out)} changed while this run mined and is no "
                    f"pack of it ({clip(e.message, 200)}): give another output",
                ) from None
            try:
                _same_spec(out, disk, spec, this)
            except MineError as e:
                raise MineError("output", f"not saved: {e.message} (it was written while this run mined)") from None
        pack.save(df, out)

    return save


def _identity(path: Path):
    """What tells one file at ``path`` from another written there since (None when there is none)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino, st.st_mtime_ns, st.st_size


if __name__ == "__main__":
    sys.exit(main())
