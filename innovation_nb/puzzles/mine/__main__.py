"""``python -m innovation_nb.puzzles.mine SPEC -o PACK [--workers N] [--scheduler ADDRESS] [--fresh]``: mine the
puzzles of a spec file into a pack file. The pack is saved as mining goes (at most every minute, each time whole
or not at all), and a PACK already there from the same spec is carried on from (``--fresh`` starts again); a spec
that differs only in its number of games carries on too, keeping the puzzles of the games it still has."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

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
        resume = None
        if out.exists() and not args.fresh:
            resume = pack.load_frame(out)
            if not same_games(MineSpec.load(resume.attrs["spec"]), spec):
                raise MineError("output", f"{out} was mined from another spec: give another file, or --fresh")
        df = mine(spec, args.scheduler, workers=args.workers, progress=not args.quiet, resume=resume,
                  checkpoint=lambda part: pack.save(part, out))
        pack.save(df, out)
    except (MineError, pack.PackError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    state = "complete" if df.attrs["complete"] else "interrupted (run again to carry on)"
    print(f"{len(df)} puzzles from {len(df.attrs['games'])} games, {state}: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
