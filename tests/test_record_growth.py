"""A learner's record over years: the attempts beyond those listed are counted, never refused or lost; the reader's
limits follow from the record's schema; the files of earlier versions still load."""

import json
import subprocess
import sys
from types import SimpleNamespace

from innovation_nb.puzzles import PuzzleRecord, record
from innovation_nb.puzzles.rating import Rating
from innovation_nb.puzzles.record import Tally


def _puzzle(name):
    return SimpleNamespace(name=name, title=name.title())  # all that attempt() reads of a puzzle


def _names(count):
    return [f"starter-{i:05d}-041" for i in range(count)]


def _attempt(i, puzzle, **number):
    """The i-th attempt as a file holds it: solved every third time."""
    return {
        **number,
        "puzzle": puzzle,
        "solved": i % 3 == 0,
        "when": f"2025-05-04T10:14:03.{i:06d}",
        "rating": 1500.0 + i % 100,
        "rd": 80.0,
        "vol": 0.06,
    }


def _solves(names):
    return {
        n: {"title": "Score 42", "moves": ["dogma Writing", "Agriculture, Pottery"], "when": "2025-05-04T10:12"}
        for n in names
    }


def test_a_version_2_record_at_its_old_caps_loads_and_takes_more(tmp_path):
    # what the version-2 trainer wrote after long use: 2,500 attempts, 1,500 solves, 2,000 puzzles rated (about
    # 900 KB; version 2 refused it from about 1,430 attempts on, for holding more values than a puzzle file may)
    names = _names(2000)
    attempts = [_attempt(i, names[i % 2000]) for i in range(2500)]
    path = tmp_path / "p.json"
    path.write_text(
        json.dumps(
            {
                "version": 2,
                "learner": "Ann",
                "solved": _solves(names[:1500]),
                "rating": {k: attempts[-1][k] for k in ("rating", "rd", "vol")},
                "attempts": attempts,
                "puzzles": {n: {"rating": 1500.0, "rd": 200.0, "vol": 0.06} for n in names},
            },
            indent=1,
        )
    )
    r = PuzzleRecord(path)
    assert r.total == Tally(attempts=2500, solved=834) and len(r.solved) == 1500
    assert [a.n for a in r.attempts] == list(range(1, 2501))  # numbered by their place in the file
    assert r.puzzle_ratings[names[0]] == Rating(rating=1500, rd=200)
    r.check_writable("a-new-one")
    added = r.attempt(_puzzle("a-new-one"), True, Rating(rating=1600), Rating(rating=1400), moves=["draw"])
    assert added.n == 2501 and r.rating == Rating(rating=1600)
    again = PuzzleRecord(path)
    assert again.total == Tally(attempts=2501, solved=835) and len(again.solved) == 1501
    assert again.rating == Rating(rating=1600) and again.puzzle_ratings["a-new-one"] == Rating(rating=1400)
    # the oldest attempt is counted now, no longer listed
    assert len(again.attempts) == 2500 and again.attempts[0].n == 2
    data = json.loads(path.read_text())
    assert data["version"] == 3 and data["earlier"] == {"n": 1, "puzzles": {names[0]: {"attempts": 1, "solved": 1}}}
    assert again.results[names[0]] == Tally(attempts=2, solved=1)  # attempts 0 and 2000


def test_a_record_of_100000_attempts_loads_and_takes_one_more(tmp_path):
    names = _names(4123)  # as many as the shipped pack holds
    earlier: dict = {}
    for i in range(1, 97_501):
        t = earlier.setdefault(names[i % len(names)], {"attempts": 0, "solved": 0})
        t["attempts"] += 1
        t["solved"] += i % 3 == 0
    listed = [_attempt(i, names[i % len(names)], n=i) for i in range(97_501, 100_001)]
    last = {a["puzzle"]: a["n"] for a in listed}
    path = tmp_path / "p.json"
    path.write_text(
        json.dumps(
            {
                "version": 3,
                "learner": "Ann",
                "solved": _solves(names[::2]),
                "rating": {"rating": 1600.0, "rd": 80.0, "vol": 0.06},
                "attempts": listed,
                "earlier": {"n": 97_500, "puzzles": earlier},
                "puzzles": {n: {"rating": 1500.0, "rd": 200.0, "vol": 0.06, "n": last.get(n, 0)} for n in names},
            },
            indent=1,
        )
    )
    r = PuzzleRecord(path)
    assert r.total == Tally(attempts=100_000, solved=33_333) and len(r.results) == len(names)
    r.check_writable(names[1])
    r.attempt(_puzzle(names[1]), True, Rating(rating=1610), Rating(rating=1390), moves=["draw"])
    again = PuzzleRecord(path)
    assert again.total == Tally(attempts=100_001, solved=33_334) and again.rating == Rating(rating=1610)
    assert again.attempts[-1].n == 100_001 and again.attempts[0].n == 97_502 and len(again.attempts) == 2500
    assert again.results[names[1]] == Tally(
        attempts=earlier[names[1]]["attempts"] + 1 + sum(a["puzzle"] == names[1] for a in listed),
        solved=earlier[names[1]]["solved"] + 1 + sum(a["puzzle"] == names[1] and a["solved"] for a in listed),
    )
    assert again.puzzle_ratings[names[1]] == Rating(rating=1390) and names[1] in again.solved


def test_attempts_beyond_those_listed_are_counted_once_with_two_records_on_one_file(tmp_path, monkeypatch):
    monkeypatch.setattr(record, "MAX_ATTEMPTS", 3)
    path = tmp_path / "p.json"
    a, b = PuzzleRecord(path), PuzzleRecord(path)
    saved = []
    for i in range(10):  # each record saves what the other wrote since, and folds the oldest
        who = (a, b, b, a, b)[i % 5]
        saved.append(who.attempt(_puzzle("xyz"[i % 3]), i % 4 == 0, Rating(rating=1500 + i), Rating(rating=1400 + i)))
    assert [x.n for x in saved] == list(range(1, 11))
    on_disk = PuzzleRecord(path)
    assert [x.n for x in on_disk.attempts] == [8, 9, 10] and on_disk.rating == Rating(rating=1509)
    assert on_disk.total == Tally(attempts=10, solved=3)
    assert on_disk.results == {
        "x": Tally(attempts=4, solved=1),
        "y": Tally(attempts=3, solved=1),
        "z": Tally(attempts=3, solved=1),
    }
    assert {k: r.rating for k, r in on_disk.puzzle_ratings.items()} == {"x": 1409, "y": 1407, "z": 1408}
    a.save()  # a, behind by one attempt, adds nothing twice
    assert PuzzleRecord(path).total == Tally(attempts=10, solved=3) and a.total == Tally(attempts=10, solved=3)


def test_the_readers_limits_hold_a_record_at_every_cap_with_its_largest_entries():
    # built from the values each field accepts (validated), not from the limits' own construction
    def largest(field=None):
        def names(f):
            return [chr(1) * (record.NAME - 1) + chr(2 + i) for i in range(2 if f == field else 1)]

        rated = {"rating": -999.9999999999999, "rd": 30.000000000000004, "vol": 0.010000000000000002}
        count = 2 if field == "attempts" else 1
        return record.RecordFile.model_validate(
            {  # control characters: the file writes each as six bytes
                "version": 3,
                "learner": chr(1) * record.LEARNER,
                "solved": {
                    k: {
                        "title": chr(1) * record.TITLE,
                        "when": chr(1) * record.WHEN,
                        "moves": [chr(1) * (record.MAX_LINE // record.MAX_MOVES)] * record.MAX_MOVES,
                    }
                    for k in names("solved")
                },
                "rating": rated,
                "attempts": [
                    {
                        "n": record.MAX_COUNT - count + i + 1,
                        "puzzle": chr(1) * record.NAME,
                        "solved": False,
                        "when": chr(1) * record.WHEN,
                        **rated,
                    }
                    for i in range(count)
                ],
                "puzzles": {k: {**rated, "n": record.MAX_COUNT} for k in names("puzzles")},
                "earlier": {
                    "n": record.MAX_COUNT - 2,
                    "puzzles": {
                        k: {"attempts": record.MAX_COUNT, "solved": record.MAX_COUNT} for k in names("earlier")
                    },
                },
            }
        )

    one = record._size(largest())
    most = list(one)
    for field, cap in (
        ("solved", record.MAX_PUZZLES),
        ("attempts", record.MAX_ATTEMPTS),
        ("puzzles", record.MAX_PUZZLES),
        ("earlier", record.MAX_PUZZLES),
    ):
        two = record._size(largest(field))
        assert two[0] > one[0]
        most = [m + (cap - 1) * (t - o) for m, t, o in zip(most, two, one)]
    assert most[0] <= record.MAX_BYTES and most[1] <= record.MAX_VALUES
    assert record.MAX_PUZZLES >= 100_000  # each of 100,000 attempts may meet a new puzzle


def test_a_version_2_file_as_the_trainer_wrote_it_loads(tmp_path):
    path = tmp_path / "p.json"
    path.write_text("""{
 "version": 2,
 "learner": null,
 "solved": {
  "starter-00000-070": {
   "title": "Score 42",
   "moves": [
    "dogma Writing"
   ],
   "when": "2026-11-28T11:48"
  }
 },
 "rating": {
  "rating": 1546.7470943133642,
  "rd": 234.96523101887672,
  "vol": 0.06000080375281717
 },
 "attempts": [
  {
   "puzzle": "starter-00000-070",
   "solved": true,
   "when": "2026-11-28T11:48:39.584038",
   "rating": 1690.75607044208,
   "rd": 275.5205791299887,
   "vol": 0.060000526857353936
  },
  {
   "puzzle": "starter-00040-045",
   "solved": false,
   "when": "2026-11-28T11:48:39.596586",
   "rating": 1546.7470943133642,
   "rd": 234.96523101887672,
   "vol": 0.06000080375281717
  }
 ],
 "puzzles": {
  "starter-00000-070": {
   "rating": 1443.3774221464664,
   "rd": 225.61723307038108,
   "vol": 0.060000303808356616
  },
  "starter-00040-045": {
   "rating": 1741.88159784291,
   "rd": 220.54028821017275,
   "vol": 0.06000047286416741
  }
 }
}
""")
    r = PuzzleRecord(path)
    assert [(a.n, a.puzzle) for a in r.attempts] == [(1, "starter-00000-070"), (2, "starter-00040-045")]
    assert r.rating == Rating(rating=1546.7470943133642, rd=234.96523101887672, vol=0.06000080375281717)
    assert r.total == Tally(attempts=2, solved=1) and list(r.solved) == ["starter-00000-070"]
    assert r.puzzle_ratings["starter-00040-045"].rating == 1741.88159784291
    r.attempt(_puzzle("starter-00040-045"), True, Rating(rating=1600), Rating(rating=1700))
    data = json.loads(path.read_text())
    assert data["version"] == 3 and [a["n"] for a in data["attempts"]] == [1, 2, 3]
    assert data["puzzles"]["starter-00000-070"]["n"] == 1 and data["puzzles"]["starter-00040-045"]["n"] == 3
    assert data["earlier"] == {"n": 0, "puzzles": {}}


def test_two_processes_with_different_clocks_number_every_attempt_once(tmp_path):
    path = tmp_path / "p.json"
    code = (
        "import datetime, sys, types\nfrom innovation_nb.puzzles import record\n"
        "from innovation_nb.puzzles.rating import Rating\n"
        "ahead, base = datetime.timedelta(hours=int(sys.argv[3])), int(sys.argv[4])\n"
        "record._now = lambda: (datetime.datetime.now() + ahead).isoformat(timespec='microseconds')\n"
        "r = record.PuzzleRecord(sys.argv[1])\n"
        "for i in range(15):\n"
        "    r.attempt(types.SimpleNamespace(name=f'{sys.argv[2]}{i}', title='t'), i % 2 == 0,\n"
        "              Rating(rating=base + i), Rating())\n"
    )
    # a's clock is an hour ahead of b's
    procs = [
        subprocess.Popen([sys.executable, "-c", code, str(path), *args])
        for args in (("a", "1", "1000"), ("b", "0", "2000"))
    ]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    on_disk = PuzzleRecord(path)
    assert [a.n for a in on_disk.attempts] == list(range(1, 31)) and on_disk.total == Tally(attempts=30, solved=16)
    assert {a.puzzle for a in on_disk.attempts} == {f"{who}{i}" for who in "ab" for i in range(15)}
    for who in "ab":  # each process's attempts in the order it saved them
        mine = [a for a in on_disk.attempts if a.puzzle.startswith(who)]
        assert [a.puzzle for a in mine] == [f"{who}{i}" for i in range(15)]
    assert on_disk.rating == on_disk.attempts[-1].after() and on_disk.rating.rating in (1014, 2014)
