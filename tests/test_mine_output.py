"""The command line's output: one run at a time on it (a second run, of any spec, is refused at once, naming both);
a pack of another spec written there while mining is never replaced; a class set (several runs) is refused
clearly. The mining itself is replaced by a quick stand-in: these tests are about the output file."""

import os
import signal
import subprocess
import sys

import pytest

from innovation_nb import files
from innovation_nb.puzzles import pack
from innovation_nb.puzzles.mine import MineError, MineSpec, mine
from innovation_nb.puzzles.mine import __main__ as cli


def _spec(tmp_path, name: str, seed: int):
    path = tmp_path / f"{name}.yaml"
    path.write_text(f"name: {name}\ngames: 2\npositions: 4\nbudgets: [1]\nseed: {seed}\n")
    return path


def _empty(spec):
    """The pack of a run of ``spec`` that found no puzzle."""
    return pack.frame([], MineSpec.load(spec), range(MineSpec.load(spec).games))


@pytest.fixture
def quick(monkeypatch):
    """Mining that finds nothing, at once (what it is given is kept in ``calls``)."""
    calls = []

    def mine(spec, client=None, *, checkpoint=None, **kw):
        calls.append({"spec": spec, "checkpoint": checkpoint, **kw})
        return _empty(spec)

    monkeypatch.setattr(cli, "mine", mine)
    return calls


# A run that mines until it is killed, holding its output all the while.
RUNNING = """
import sys, time
from innovation_nb.puzzles.mine import __main__ as cli

def mine(spec, client=None, **kw):
    print("mining", flush=True)
    time.sleep(120)

cli.mine = mine
cli.main([sys.argv[1], "-o", sys.argv[2], "--quiet"])
"""


def test_a_second_run_on_an_output_in_use_is_refused_at_once_naming_both_specs(tmp_path, quick, capsys):
    first, second = _spec(tmp_path, "first", 1), _spec(tmp_path, "second", 2)
    out = tmp_path / "pack.parquet"
    child = subprocess.Popen([sys.executable, "-c", RUNNING, str(first), str(out)], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "mining"
        for spec in (second, first):  # another spec, or the same one: one run per output
            assert cli.main([str(spec), "-o", str(out), "--quiet"]) == 2
            err = capsys.readouterr().err
            assert "being mined by another run" in err and "'first'" in err and f"'{spec.stem}'" in err
            assert str(first) in err and str(spec) in err
        assert quick == [] and not out.exists()  # refused before mining anything
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=60)
        child.stdout.close()
    assert cli.main([str(second), "-o", str(out), "--quiet"]) == 0  # the dead run holds nothing
    assert pack.load_frame(out).attrs["spec"]["name"] == "second"
    assert sorted(os.listdir(tmp_path)) == ["first.yaml", "pack.parquet", "second.yaml"]  # no lock file left


def test_a_run_holds_its_output_while_it_runs(tmp_path, monkeypatch):
    spec, out = _spec(tmp_path, "mine", 1), tmp_path / "pack.parquet"
    seen = []

    def mine(spec, client=None, *, checkpoint=None, **kw):
        with pytest.raises(files.Held) as e:
            with files.held(out, "another"):
                pass
        seen.append(e.value.note)
        return _empty(spec)

    monkeypatch.setattr(cli, "mine", mine)
    assert cli.main([str(spec), "-o", str(out), "--quiet"]) == 0
    assert len(seen) == 1 and "spec 'mine'" in seen[0] and str(spec) in seen[0]


@pytest.mark.parametrize("when", ["checkpoint", "end"])
def test_a_pack_of_another_spec_written_while_mining_is_not_replaced(tmp_path, monkeypatch, capsys, when):
    ours, theirs = _spec(tmp_path, "ours", 1), _spec(tmp_path, "theirs", 2)
    out = tmp_path / "pack.parquet"

    def mine(spec, client=None, *, checkpoint=None, **kw):
        pack.save(_empty(theirs), out)  # written by other means while this run mines
        if when == "checkpoint":
            checkpoint(_empty(spec))
        return _empty(spec)

    monkeypatch.setattr(cli, "mine", mine)
    assert cli.main([str(ours), "-o", str(out), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "not saved" in err and "'theirs'" in err and "'ours'" in err
    assert pack.load_frame(out).attrs["spec"]["name"] == "theirs"


def test_fresh_replaces_the_pack_it_found_but_checks_every_save_after(tmp_path, monkeypatch, capsys):
    ours, theirs = _spec(tmp_path, "ours", 1), _spec(tmp_path, "theirs", 2)
    out = tmp_path / "pack.parquet"
    pack.save(_empty(theirs), out)
    saves = []

    def mine(spec, client=None, *, checkpoint=None, **kw):
        checkpoint(_empty(spec))  # replaces the pack --fresh was given
        saves.append(pack.load_frame(out).attrs["spec"]["name"])
        return _empty(spec)

    monkeypatch.setattr(cli, "mine", mine)
    assert cli.main([str(ours), "-o", str(out), "--quiet"]) == 2  # without --fresh: another spec's pack
    assert "was mined from another spec, 'theirs'" in capsys.readouterr().err and saves == []
    assert cli.main([str(ours), "-o", str(out), "--quiet", "--fresh"]) == 0
    assert saves == ["ours"] and pack.load_frame(out).attrs["spec"]["name"] == "ours"


def test_a_class_set_as_output_is_refused_clearly(tmp_path, quick, capsys):
    spec, out = _spec(tmp_path, "tiny", 1), tmp_path / "class-set.parquet"
    pack.save(pack.load(themes=["demand"], as_frame=True).head(5), out)
    before = out.read_bytes()
    assert cli.main([str(spec), "-o", str(out), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert f"holds {len(pack.SHIPPED)} runs (a class set or several packs), not one run of a spec" in err
    assert "--fresh" in err and out.read_bytes() == before and quick == []
    assert cli.main([str(spec), "-o", str(out), "--quiet", "--fresh"]) == 0
    assert pack.load_frame(out).attrs["spec"]["name"] == "tiny"


def test_a_class_set_is_no_run_to_resume(tmp_path):
    class_set = pack.load(themes=["demand"], as_frame=True).head(5)
    with pytest.raises(MineError, match=f"holds {len(pack.SHIPPED)} runs \\(a class set or several packs\\)") as e:
        mine(_spec(tmp_path, "tiny", 1), workers=1, progress=False, resume=class_set)
    assert e.value.field == "resume"


@pytest.mark.parametrize(
    "case, words",
    [
        ("folder", "is a folder"),
        ("pipe", "is not a regular file"),
        ("missing folder", "its folder does not exist"),
        ("long", "the path is too long"),
    ],
)
def test_an_output_that_cannot_be_written_is_refused_before_mining(tmp_path, quick, capsys, case, words):
    spec = _spec(tmp_path, "tiny", 1)
    out = tmp_path / {"folder": "pack", "pipe": "pack", "missing folder": "no/pack.parquet", "long": "x" * 5000}[case]
    if case == "folder":
        out.mkdir()
    elif case == "pipe":
        os.mkfifo(out)
    assert cli.main([str(spec), "-o", str(out), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err) < 300 and quick == []
