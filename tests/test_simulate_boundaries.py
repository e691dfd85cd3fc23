"""The edges of studies: a study read from a file never runs code (its bots are registered names), bad input of
every kind is a StudyError, a results file is checked against its checksum and is never left half written, and a
run that cannot start its workers or reach its cluster says so instead of waiting or retrying forever."""

import json
import os
import pickle
import signal
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from innovation_nb import InnovationError, simulate
from innovation_nb.bots import BOTS, UnknownBot, register_bot
from innovation_nb.simulate import Study, StudyError, UncheckedResults, runner
from innovation_nb.simulate.results import META_KEY

ROOT = Path(__file__).resolve().parent.parent
SPEC = {"players": 2, "games": 6, "seed": 3, "bots": ["greedy", "random"]}


def _python(code: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300, **kw)


@pytest.fixture(scope="module")
def results():
    return simulate.run(SPEC, workers=1, progress=False)


@pytest.fixture()
def saved(results, tmp_path):
    return simulate.save(results, tmp_path / "study.parquet")


# --- bots named in a study ---------------------------------------------------------------------------------------


def test_a_study_naming_a_module_is_refused_without_importing_it(results, tmp_path):
    # A results file whose study names a module: reading it must not import that module either.
    path = simulate.save(results, tmp_path / "named.parquet", study={**SPEC, "bots": ["this:x", "os:getcwd"]})
    code = textwrap.dedent(f"""
        import json, sys
        from innovation_nb import simulate
        from innovation_nb.simulate import Study, StudyError
        for name in ["this:x", "os:getcwd", "builtins:len", "json.dumps", "this"]:
            for spec in (json.dumps({{"games": 2, "bots": [name, "random"]}}), {{"games": 2, "bots": name}}):
                try:
                    Study.load(spec)
                except StudyError as e:
                    assert e.field == "bots" and repr(name) in str(e), e
                else:
                    raise AssertionError(name)
        try:
            simulate.run({{"games": 2, "bots": "this:x"}}, workers=1, progress=False)
        except StudyError as e:
            assert "never imports a module" in str(e) and "import_bots=True" in str(e), e
        df = simulate.load({str(path)!r})
        assert df.attrs["study"]["bots"] == ["this:x", "os:getcwd"]
        try:
            simulate.run(simulate.study_of(df), workers=1, progress=False)
        except StudyError as e:
            assert e.field == "bots" and "seat 1" in str(e), e
        else:
            raise AssertionError("ran")
        assert "this" not in sys.modules
        print("checked")
    """)
    done = _python(code)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "checked\n"  # `this` prints the Zen of Python when imported


def test_an_imported_bot_must_be_able_to_move():
    # Only with import_bots=True is a dotted path imported; even then only a bot factory is accepted.
    for name in ("os:getcwd", "builtins:len"):
        with pytest.raises(StudyError, match=rf"bots: seat 1: bot '{name}' is <built-in function \w+>, not a bot"):
            Study.load({"games": 2, "bots": [name, "random"]}, import_bots=True)
    for name in ("nowhere.module:Bot", "json:nothing"):
        with pytest.raises(StudyError, match=rf"bot '{name}' cannot be imported"):
            Study.load({"games": 2, "bots": [name, "random"]}, import_bots=True)
    try:
        study = Study.load({"games": 4, "bots": ["random", "json:dumps"]}, import_bots=True)
        for workers in (1, 2):  # checked before any game, in this process: the same error either way
            with pytest.raises(StudyError, match="bots: seat 2: bot 'json:dumps' made '.*', which has no move"):
                simulate.run(study, workers=workers, progress=False)
    finally:
        for name in ("json:dumps",):
            BOTS.pop(name, None)
    with pytest.raises(StudyError, match="import_bots: True or False"):
        Study.load({"games": 2}, import_bots="yes")


def test_a_bot_class_or_factory_is_checked_when_given():
    with pytest.raises(UnknownBot, match="the class dict has no move"):
        register_bot("mapping", dict)
    with pytest.raises(UnknownBot, match="not a bot"):
        register_bot("length", len)
    with pytest.raises(StudyError, match="bots: seat 1: bot 'builtins:len' is <built-in function len>"):
        Study(games=2, bots=[len, "random"])
    with pytest.raises(StudyError, match="bots: seat 2: .*could not be made from a seed .*TypeError"):
        simulate.run({"games": 2, "bots": ["random", lambda: None]}, workers=1, progress=False)
    BOTS.pop(f"{__name__}:<lambda>", None)
    assert "mapping" not in BOTS and "length" not in BOTS


def test_a_study_error_survives_the_trip_from_a_worker():
    e = pickle.loads(pickle.dumps(StudyError("bots", "seat 1: no", [("bots", "seat 1: no"), ("games", "x")])))
    assert (e.field, e.message, e.errors) == ("bots", "seat 1: no", [("bots", "seat 1: no"), ("games", "x")])
    assert str(e).startswith("2 problems in the study")


# --- strict fields -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "spec,field",
    [
        ({"games": True}, "games"),
        ({"games": 10.0}, "games"),
        ({"games": "10"}, "games"),
        ({"games": 10, "players": 2.0}, "players"),
        ({"games": 10, "relics": "yes"}, "relics"),
        ({"games": 10, "players": 4, "teams": "yes"}, "teams"),
        ({"games": 10, "players": 4, "teams": 1}, "teams"),
        ({"games": 10, "seed": False}, "seed"),
        ({"games": 10, "seed": 1.5}, "seed"),
    ],
)
def test_numbers_and_switches_are_not_coerced(spec, field):
    for given in (spec, json.dumps(spec)):
        with pytest.raises(StudyError) as e:
            Study.load(given)
        assert e.value.field == field and isinstance(e.value, InnovationError)


def test_whole_numbers_of_any_kind_are_numbers():
    study = Study.load({"games": np.int64(5), "players": np.int8(4), "teams": True, "seed": np.uint32(7)})
    assert (study.games, study.players, study.seed) == (5, 4, 7) and type(study.games) is int
    assert Study.load('{"games": 5, "teams": false, "relics": false}').games == 5


# --- results files -----------------------------------------------------------------------------------------------


def _with_metadata(results, path: Path, raw: bytes) -> Path:
    table = pa.Table.from_pandas(results, preserve_index=False).replace_schema_metadata({META_KEY: raw})
    pq.write_table(table, path)
    return path


def _good_metadata(saved) -> bytes:
    return pq.read_schema(saved).metadata[META_KEY]


def _flip(raw: bytes, old: bytes, new: bytes) -> bytes:
    assert raw.count(old) == 1
    return raw.replace(old, new)


@pytest.mark.parametrize(
    "case,words",
    [
        ("not json", "metadata is not valid JSON"),
        ("not utf-8", "not UTF-8"),
        ("a list", "metadata is list, not an object"),
        ("a string", "metadata is str, not an object"),
        ("deeply nested", "nests deeper"),
        ("no study", "has no 'study'"),
        ("study not a dict", "'study' should be a dict"),
        ("no complete", "has no 'complete'"),
        ("no checksum", "has no 'sha256'"),
        ("bad study", "the study in its metadata is not valid: games"),
        ("flipped bit in a number", "is damaged"),
        ("flipped bit in a key", "has no 'study'"),
        ("flipped bit in a text", "is damaged"),
        ("flipped high bit", "not UTF-8"),
        ("other version", "unknown results format"),
    ],
)
def test_malformed_metadata_is_a_study_error_naming_the_file(results, saved, tmp_path, case, words):
    good = _good_metadata(saved)
    meta = json.loads(good)
    raw = {
        "not json": b"{study: 1",
        "not utf-8": b'{"format": "\xff\xfe"}',
        "a list": b"[1, 2]",
        "a string": b'"study"',
        "deeply nested": b"[" * 100_000,
        "no study": json.dumps({k: v for k, v in meta.items() if k != "study"}).encode(),
        "study not a dict": json.dumps({**meta, "study": [1]}).encode(),
        "no complete": json.dumps({k: v for k, v in meta.items() if k != "complete"}).encode(),
        "no checksum": json.dumps({k: v for k, v in meta.items() if k != "sha256"}).encode(),
        "bad study": json.dumps({**meta, "study": {**meta["study"], "games": "many"}}).encode(),
        "flipped bit in a number": _flip(good, b'"seed": 3', b'"seed": 2'),  # '3' ^ 1
        "flipped bit in a key": _flip(good, b'"study"', b'"stude"'),
        "flipped bit in a text": _flip(good, b'"greedy"', b'"greefy"'),
        "flipped high bit": _flip(good, b'"greedy"', b'"gr\xe5edy"'),
        "other version": json.dumps({**meta, "version": 3}).encode(),
    }[case]
    path = _with_metadata(results, tmp_path / "bad.parquet", raw)
    with pytest.raises(StudyError) as e:
        simulate.load(path)
    assert e.value.field == "path" and str(path) in str(e.value) and words in str(e.value)
    assert len(str(e.value)) < 600


@pytest.mark.parametrize(
    "case,words",
    [
        ("missing", "there is no results file"),
        ("folder", "is a folder"),
        ("text", "cannot read"),
        ("empty", "cannot read"),
        ("truncated", "cannot read"),
        ("plain parquet", "holds no study"),
    ],
)
def test_what_is_not_a_results_file_is_a_study_error(saved, tmp_path, case, words):
    path = tmp_path / "x.parquet"
    if case == "folder":
        path.mkdir()
        pd.DataFrame({"a": [1]}).to_parquet(path / "part.parquet")  # a Parquet dataset, still not a file
    elif case == "text":
        path.write_text("not parquet")
    elif case == "empty":
        path.write_bytes(b"")
    elif case == "truncated":
        path.write_bytes(saved.read_bytes()[:-100])
    elif case == "plain parquet":
        pd.DataFrame({"a": [1]}).to_parquet(path)
    with pytest.raises(StudyError) as e:
        simulate.load(path)
    assert e.value.field == "path" and str(path) in str(e.value) and words in str(e.value)


def test_a_damaged_data_byte_is_caught_by_the_checksum(results, saved, tmp_path):
    data = saved.read_bytes()
    damaged = tmp_path / "damaged.parquet"
    caught = 0
    for i in range(4, len(data) - 8, 7):  # every seventh byte, in the data and in the footer
        copy = bytearray(data)
        copy[i] ^= 0x04
        damaged.write_bytes(bytes(copy))
        try:
            back = simulate.load(damaged)
        except StudyError:
            caught += 1
            continue
        # A flip that loads (in statistics or padding, say) must not have changed anything.
        pd.testing.assert_frame_equal(back, results)
        assert back.attrs == results.attrs
    assert caught > 0


def test_a_value_changed_behind_the_checksum_is_refused(results, saved, tmp_path):
    # A change that leaves a valid Parquet file (a rewritten value, same metadata): only the checksum sees it.
    table = pq.read_table(saved)
    turns = pa.array(table["turns"].to_numpy() + np.array([0, 0, 1, 0, 0, 0]))
    changed = table.set_column(table.schema.get_field_index("turns"), "turns", turns)
    pq.write_table(changed.replace_schema_metadata(table.schema.metadata), tmp_path / "changed.parquet")
    with pytest.raises(StudyError, match="is damaged: its data or study no longer match the checksum"):
        simulate.load(tmp_path / "changed.parquet")
    pq.write_table(table, tmp_path / "same.parquet")  # the same values written again load
    pd.testing.assert_frame_equal(simulate.load(tmp_path / "same.parquet"), results)


def test_a_file_from_before_checksums_loads_with_a_warning(results, saved, tmp_path):
    meta = json.loads(_good_metadata(saved))
    del meta["sha256"]
    path = _with_metadata(results, tmp_path / "old.parquet", json.dumps({**meta, "version": 1}).encode())
    with pytest.warns(UncheckedResults, match="saved before results files carried a checksum"):
        back = simulate.load(path)
    pd.testing.assert_frame_equal(back, results)


def test_a_results_file_loads_without_its_bots_registered(results, tmp_path):
    register_bot("somebody", BOTS["random"])
    try:
        path = simulate.save(results, tmp_path / "s.parquet", study={**SPEC, "bots": ["somebody", "random"]})
    finally:
        del BOTS["somebody"]
    back = simulate.load(path)  # reading needs no bot
    assert simulate.study_of(back).bots == ("somebody", "random")
    simulate.save(back, tmp_path / "again.parquet")
    with pytest.raises(StudyError, match="bots: seat 1: unknown bot 'somebody'"):
        simulate.run(simulate.study_of(back), workers=1, progress=False)


def test_saving_where_a_file_cannot_be_is_a_study_error(results, tmp_path):
    (tmp_path / "folder").mkdir()
    for path in (tmp_path / "folder", tmp_path / "no" / "such" / "folder" / "x.parquet"):
        with pytest.raises(StudyError, match="path: cannot write"):
            simulate.save(results, path)
    assert os.listdir(tmp_path / "folder") == []  # no temporary file left behind


@pytest.mark.parametrize("when", ["halfway", "before the rename"])
def test_a_save_killed_midway_leaves_the_previous_file(results, saved, tmp_path, when):
    # The child saves a bigger table over the file and is killed (SIGKILL: no cleanup runs) while writing it.
    code = textwrap.dedent(f"""
        import os, signal
        import pyarrow.parquet as pq
        from innovation_nb import simulate

        real = pq.write_table

        def write_and_die(t, where, **kw):
            real(t, where, **kw)
            if {when!r} == "halfway":
                with open(where, "r+b") as f:
                    f.truncate(os.path.getsize(where) // 2)
            os.kill(os.getpid(), signal.SIGKILL)

        pq.write_table = write_and_die  # the module every results file is written through
        df = simulate.run({{"games": 20, "seed": 9}}, workers=1, progress=False)
        simulate.save(df, {str(saved)!r})
    """)
    done = _python(code)
    assert done.returncode == -signal.SIGKILL, done.stderr
    back = simulate.load(saved)
    pd.testing.assert_frame_equal(back, results)


# --- running -----------------------------------------------------------------------------------------------------


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize("address", ["nonsense", "tcp://", "foo://host:1", "closed port"])
def test_a_bad_or_unreachable_scheduler_address_is_a_study_error(address):
    if address == "closed port":
        address = f"tcp://127.0.0.1:{_closed_port()}"
    with pytest.raises(StudyError) as e:
        simulate.run({"games": 2}, client=address, progress=False)
    assert e.value.field == "client" and "could not reach a Dask scheduler at" in str(e.value)
    assert address in str(e.value)
    # the Client that failed is gone already: left to the garbage collector, its close could run inside the start
    # of the next Client and wait for the lock that start holds (a hang seen in CI)
    import gc

    from distributed import Client

    assert not [o for o in gc.get_objects() if isinstance(o, Client) and o.status != "closed"]


@pytest.mark.parametrize("workers", [0, -1, True, 2.0, "2", 10**6])
def test_absurd_worker_counts_are_refused(workers):
    with pytest.raises(StudyError, match="workers: a number of processes, 1 to"):
        simulate.run({"games": 2}, workers=workers, progress=False)


def test_chunk_size_is_a_whole_number():
    with pytest.raises(StudyError, match="chunk_size: a number of games"):
        simulate.run({"games": 2}, chunk_size=True, progress=False)


def test_never_more_worker_processes_than_games(monkeypatch):
    started = []
    real = runner._in_processes

    def spy(payload, chunks, workers):
        started.append(workers)
        return real(payload, chunks, workers)

    monkeypatch.setattr(runner, "_in_processes", spy)
    df = simulate.run({"games": 3}, workers=64, progress=False)
    assert len(df) == 3 and started == [3]


def test_a_study_read_from_standard_input_stops_with_advice():
    # The workers import the script that started them; from standard input there is none, and each worker
    # fails at start. The run must stop at the first failure and say what to do, not start them again forever.
    script = textwrap.dedent("""
        from innovation_nb import simulate
        simulate.run({"games": 8}, workers=2, chunk_size=2, progress=False)
        print("finished")
    """)
    done = subprocess.run([sys.executable, "-"], input=script, capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 1 and "finished" not in done.stdout
    # the failed workers' own tracebacks may come after it
    prefix = "innovation_nb.simulate.study.StudyError: workers: the worker processes stopped or could not start"
    error = [line for line in done.stderr.splitlines() if line.startswith(prefix)]
    assert len(error) == 1 and 'if __name__ == "__main__":' in error[0] and "workers=1" in error[0]


def test_a_script_without_the_main_guard_stops_with_advice(tmp_path):
    script = tmp_path / "study.py"
    script.write_text(
        "from innovation_nb import simulate\nsimulate.run({'games': 8}, workers=2, chunk_size=2, progress=False)\n"
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 1
    assert "StudyError: workers: the worker processes stopped or could not start" in done.stderr
    assert 'if __name__ == "__main__":' in done.stderr


def test_a_script_with_the_guard_runs_on_worker_processes(tmp_path):
    script = tmp_path / "study.py"
    script.write_text(
        "from innovation_nb import simulate\n"
        "if __name__ == '__main__':\n"
        "    print(len(simulate.run({'games': 8}, workers=2, chunk_size=2, progress=False)))\n"
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "8\n"
