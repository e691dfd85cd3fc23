"""Simulation studies: the same table whatever runs the games (this process, local worker processes, a Dask
cluster), interrupted runs keep what finished, the Parquet file carries its study, the summaries give known
answers on a table made by hand, and the study is checked like any other input."""

import subprocess
import sys
import warnings

import pandas as pd
import pytest
from distributed import Client, LocalCluster

from innovation_nb import InnovationError, simulate
from innovation_nb.bots import BOTS, GreedyBot, RandomBot, option_age, register_bot
from innovation_nb.simulate import Study, StudyError, StudyInterrupted

# Three players with different bots: the seats and their bot seeds must all line up.
SPEC = {"players": 3, "games": 12, "seed": 11, "bots": ["random", "greedy", "random"]}


@pytest.fixture(scope="module")
def baseline():
    return simulate.run(SPEC, workers=1, progress=False)


@pytest.fixture(scope="module")
def cluster():
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c:
        yield c


def test_a_study_is_the_same_table_on_one_or_two_processes_and_on_dask(baseline, cluster):
    assert len(baseline) == 12 and list(baseline["game"]) == list(range(12))
    assert baseline.attrs == {"study": Study.load(SPEC).to_dict(), "complete": True}
    two = simulate.run(SPEC, workers=2, chunk_size=2, progress=False)  # six chunks, finishing in any order
    pd.testing.assert_frame_equal(two, baseline)
    with Client(cluster) as client:
        on_dask = simulate.run(SPEC, client=client, chunk_size=3, progress=False)
    pd.testing.assert_frame_equal(on_dask, baseline)
    assert two.attrs == on_dask.attrs == baseline.attrs
    given_the_cluster = simulate.run({**SPEC, "games": 4}, client=cluster, progress=False)  # run opens a Client
    pd.testing.assert_frame_equal(given_the_cluster, baseline.head(4))


def test_game_i_depends_only_on_the_seed_and_i(baseline):
    first_half = simulate.run({**SPEC, "games": 6}, workers=1, chunk_size=4, progress=False)
    pd.testing.assert_frame_equal(first_half, baseline.iloc[:6])
    other = simulate.run({**SPEC, "seed": 12}, workers=1, progress=False)
    assert not other["seed"].equals(baseline["seed"])
    assert len(set(baseline["seed"])) == 12  # every game its own deal


def test_the_row_says_what_happened_in_the_game(baseline):
    row = baseline.iloc[5]
    g = simulate.replay(SPEC, 5)  # the same game with full history
    assert g.over and g.to_dict()  # history kept: it can be saved, stepped, rewound
    seat = {p.name: p.index + 1 for p in g.players}
    assert list(row["winners"]) == [seat[w] for w in g.result.winners]
    assert row["reason"] == g.result.reason and row["turns"] == g.state.turn
    first_melds = [e.cards[0] for e in g.events if e.kind == "meld"][:3]
    assert sorted(row[f"first_meld_{s}"] for s in (1, 2, 3)) == sorted(first_melds)
    inputs = g.to_dict()["inputs"]  # ["action", "dogma Oars"], ["answer", <value>(, <player>)]
    dogmas = [i[1].split(" ", 1)[1] for i in inputs if i[0] == "action" and i[1].startswith("dogma")]
    assert sorted(c for s in (1, 2, 3) for c in row[f"dogmas_{s}"]) == sorted(dogmas)
    claims = [e for e in g.events if e.kind == "achieve"]
    assert sum(len(row[f"achievements_{s}"]) for s in (1, 2, 3)) == len(claims)
    assert all(len(row[f"achievements_{s}"]) == len(row[f"achievement_turns_{s}"]) for s in (1, 2, 3))
    with pytest.raises(StudyError, match="numbered 0 to 11"):
        simulate.replay(SPEC, 12)


def _stop_after(n):
    def progress(done, total):
        if done >= n:
            raise KeyboardInterrupt  # what Ctrl-C or the notebook's stop button raises

    return progress


@pytest.mark.parametrize("where", ["this process", "local processes", "dask"])
def test_an_interrupted_run_keeps_what_finished_and_resumes(baseline, cluster, where):
    kw = (
        {"workers": 1}
        if where == "this process"
        else {"workers": 2}
        if where == "local processes"
        else {"client": cluster.scheduler_address}
    )  # an address: run connects and disconnects
    with pytest.warns(StudyInterrupted, match=r"interrupted: \d+ of 12 games"):
        part = simulate.run(SPEC, chunk_size=2, progress=_stop_after(4), **kw)
    assert part.attrs["complete"] is False
    assert 4 <= len(part) < 12 and len(part) % 2 == 0  # whole chunks only
    kept = baseline.set_index("game").loc[list(part["game"])].reset_index()
    pd.testing.assert_frame_equal(part, kept)  # the finished games, exactly as a full run has them
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        rest = simulate.run(SPEC, progress=False, resume=part, **kw)
    pd.testing.assert_frame_equal(rest, baseline)
    assert rest.attrs["complete"] is True


def test_resume_refuses_another_studys_table(baseline):
    with pytest.raises(StudyError, match="resume: that table comes from another study"):
        simulate.run({**SPEC, "seed": 3}, resume=baseline, progress=False)


def test_the_parquet_file_round_trips_with_its_study(baseline, tmp_path):
    path = simulate.save(baseline, tmp_path / "study.parquet")
    back = simulate.load(path)
    pd.testing.assert_frame_equal(back, baseline)
    assert back.attrs == baseline.attrs
    assert simulate.study_of(back) == Study.load(SPEC)
    plain = baseline.copy()
    plain.attrs = {}
    with pytest.raises(StudyError, match="pass study="):
        simulate.save(plain, tmp_path / "x.parquet")
    simulate.save(plain, tmp_path / "y.parquet", study=SPEC)
    assert simulate.load(tmp_path / "y.parquet").attrs["study"]["bots"] == ["random", "greedy", "random"]
    pd.DataFrame({"a": [1]}).to_parquet(tmp_path / "other.parquet")
    with pytest.raises(StudyError, match="holds no study"):
        simulate.load(tmp_path / "other.parquet")
    (tmp_path / "text.parquet").write_text("not parquet")
    with pytest.raises(StudyError, match="cannot read"):
        simulate.load(tmp_path / "text.parquet")


def _hand_made():
    """Ten 2-player games whose summaries are worked out by hand in the tests below."""
    win = [[1]] * 6 + [[2]] * 3 + [[1, 2]]  # game 9 is a draw
    return pd.DataFrame(
        {
            "game": range(10),
            "winners": win,
            "draw": [False] * 9 + [True],
            "first_player": [1] * 5 + [2] * 5,
            "reason": ["achievements"] * 6 + ["dogma"] * 2 + ["score"] * 2,
            "turns": [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
            "first_meld_1": ["Archery"] * 10,
            "first_meld_2": ["Writing"] * 5 + ["Oars"] * 5,
            "dogmas_1": [["Tools", "Tools"], ["Tools"], ["Tools"], ["Tools"]] + [[]] * 6,
            "dogmas_2": [["Pottery"]] * 6 + [["Tools"]] + [[]] * 3,
            "achievements_1": [["age 1", "Monument"], ["age 1"]] + [[]] * 8,
            "achievement_turns_1": [[5, 9], [3]] + [[]] * 8,
            "achievements_2": [["age 2"]] + [[]] * 9,
            "achievement_turns_2": [[7]] + [[]] * 9,
        }
    )


def test_wilson_interval_by_hand():
    # 8 of 10: centre (0.8 + z²/20) / (1 + z²/10), half-width z·sqrt(0.016 + z²/400) / (1 + z²/10), z = 1.96
    low, high = simulate.wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4) and high == pytest.approx(0.9433, abs=1e-4)
    low, high = simulate.wilson(5, 5)  # all successes: the low end is n / (n + z²)
    assert low == pytest.approx(5 / (5 + 1.959964**2)) and high == pytest.approx(1.0)
    low, high = simulate.wilson(0, 0)
    assert pd.isna(low) and pd.isna(high)


def test_summaries_of_a_hand_made_table():
    df = _hand_made()
    order = simulate.wins_by_turn_order(df).set_index("order")
    # The first player won games 0-4 (seat 1 first, seat 1 won) and 6-8 (seat 2 first and won): 8 of 10.
    assert order.loc[1, ["games", "wins"]].tolist() == [10, 8]
    assert order.loc[1, "low"] == pytest.approx(0.4902, abs=1e-4) and order.loc[1, "high"] == pytest.approx(
        0.9433, abs=1e-4
    )
    assert order.loc[2, "wins"] == 1  # game 5; the draw is nobody's win
    seat = simulate.wins_by_seat(df).set_index("seat")
    assert seat["wins"].tolist() == [6, 3] and seat["win_rate"].tolist() == [0.6, 0.3]
    assert "bot" not in seat  # the table does not say which study (bots) it came from

    melds = simulate.wins_by_first_meld(df).set_index("first_meld")
    assert list(melds.index) == ["Archery", "Oars", "Writing"]  # best first
    assert melds[["games", "wins"]].values.tolist() == [[10, 6], [5, 3], [5, 0]]
    assert len(simulate.wins_by_first_meld(df, min_games=6)) == 1

    cards = simulate.wins_by_dogma(df).set_index("card")
    # Tools: seat 1 in games 0-3 (won all), seat 2 in game 6 (won): 5 of 5 seat-games, 6 uses.
    assert cards.loc["Tools", ["games", "wins", "uses"]].tolist() == [5, 5, 6]
    assert cards.loc["Tools", "rate_without"] == pytest.approx(4 / 15)  # 9 wins in 20 seat-games, less these
    assert cards.loc["Tools", "low"] == pytest.approx(5 / (5 + 1.959964**2))
    assert cards.loc["Pottery", ["games", "wins"]].tolist() == [6, 0]  # seat 2 in games 0-5, all won by seat 1
    assert list(cards.index) == ["Tools", "Pottery"]


def test_length_endings_and_achievements_of_a_hand_made_table():
    df = _hand_made()
    length = simulate.game_length(df).iloc[0]
    sd = (sum((t - 55) ** 2 for t in range(10, 101, 10)) / 9) ** 0.5
    assert length["mean"] == 55 and length["median"] == 55 and length["p10"] == 19
    assert length["low"] == pytest.approx(55 - 1.959964 * sd / 10**0.5)
    assert length["high"] == pytest.approx(55 + 1.959964 * sd / 10**0.5)
    by = simulate.game_length(df, by="reason").set_index("reason")
    assert by.loc["dogma", "mean"] == 75 and by.loc["achievements", "games"] == 6

    ends = simulate.endings(df).set_index("ending")
    assert ends["games"].to_dict() == {"achievements": 6, "dogma": 2, "score": 1, "draw": 1}
    assert ends.loc["achievements", "share"] == 0.6
    assert (ends.loc["draw", "low"], ends.loc["draw", "high"]) == pytest.approx(simulate.wilson(1, 10))

    ach = simulate.achievement_turns(df).set_index("achievement")
    assert list(ach.index) == ["age 1", "age 2", "Monument"]
    assert ach["games"].tolist() == [2, 1, 1] and ach.loc["age 1", "median_turn"] == 4
    assert ach.loc["age 1", "earliest"] == 3 and ach.loc["Monument", "share"] == 0.1


def test_summaries_name_the_missing_record():
    df = simulate.run({"games": 3, "records": ["winner"]}, workers=1, progress=False)
    assert list(df.columns) == ["game", "seed", "winner", "winners", "draw", "first_player"]
    assert simulate.wins_by_turn_order(df)["games"].sum() == 6
    with pytest.raises(StudyError, match="records: .*first_meld"):
        simulate.wins_by_first_meld(df)
    with pytest.raises(StudyError, match="records: this table has no turns"):
        simulate.game_length(df)


def test_the_plots_draw_and_say_the_finding_in_words(baseline):
    import matplotlib

    matplotlib.use("Agg")
    from innovation_nb.simulate import plots

    ax = plots.wins_by_turn_order(baseline)
    rate = simulate.wins_by_turn_order(baseline)["win_rate"].iloc[0]
    assert ax.get_title(loc="left").startswith(f"The player who goes first wins {100 * rate:.0f}% of games")
    assert [t.get_text() for t in ax.get_yticklabels()] == ["1st to play", "2nd to play", "3rd to play"]
    assert "greedy" in " ".join(t.get_text() for t in plots.wins_by_seat(baseline).get_yticklabels())
    for draw in (
        plots.wins_by_first_meld,
        plots.wins_by_dogma,
        plots.endings,
        plots.achievement_turns,
        plots.game_length,
    ):
        assert draw(
            baseline, **({"min_games": 1} if draw in (plots.wins_by_first_meld, plots.wins_by_dogma) else {})
        ).get_title(loc="left")
    matplotlib.pyplot.close("all")


class _AlwaysDraws(RandomBot):
    def action(self, game):
        return "draw"


def test_bots_by_name_class_dotted_path_or_registration(baseline):
    by_path = Study.load({**SPEC, "bots": ["random", "innovation_nb.bots:GreedyBot", "random"]}, import_bots=True)
    pd.testing.assert_frame_equal(simulate.run(by_path, workers=1, progress=False), baseline)
    by_class = simulate.run({**SPEC, "bots": ["random", GreedyBot, "random"]}, workers=1, progress=False)
    pd.testing.assert_frame_equal(by_class, baseline)  # a registered class takes its registered name
    try:
        own = Study(games=2, bots=[_AlwaysDraws, "random"])
        assert own.bots == ("tests.test_simulate:_AlwaysDraws", "random")
        assert all(len(d) == 0 for d in simulate.run(own, workers=1, progress=False)["dogmas_1"])
    finally:
        BOTS.pop("tests.test_simulate:_AlwaysDraws", None)
        BOTS.pop("innovation_nb.bots:GreedyBot", None)
    register_bot("drawer", _AlwaysDraws)
    try:
        df = simulate.run({"games": 4, "bots": ["drawer", "random"]}, workers=2, chunk_size=1, progress=False)
        assert all(len(d) == 0 for d in df["dogmas_1"])  # it never used a dogma
        assert any(len(d) > 0 for d in df["dogmas_2"])
    finally:
        del BOTS["drawer"]


def test_the_greedy_bot_reads_the_age_of_hidden_options_too():
    assert option_age("Archery") == 1 and option_age("Computers") == 9
    assert option_age("a 5 from Ben's score pile") == 5 and option_age("an 8 from Ann's hand (#2)") == 8
    assert option_age("red") == 0


@pytest.mark.parametrize(
    "spec,field,words",
    [
        ({"games": 10, "expansions": ["citys"]}, "expansions", "is not an expansion"),
        ({"games": 10, "expansions": ["figures"]}, "expansions", "is not an expansion"),
        ({"games": 10, "relics": True}, "relics", "come with Artifacts"),
        ({"games": 10, "bots": ["gredy", "random"]}, "bots", "seat 1: unknown bot 'gredy'; did you mean 'greedy'"),
        ({"games": 10, "bots": ["random"] * 3}, "bots", "2 players need 2 names"),
        ({"games": 10, "bots": ["nowhere.module:Bot", "random"]}, "bots", "is not registered"),
        ({"games": 10, "players": 3, "teams": True}, "teams", "for 4 players"),
        ({"games": 0}, "games", "greater than or equal to 1"),
        ({"players": 2}, "games", "required"),
        ({"games": 10, "edition": "second"}, "edition", "'third' or 'first'"),
        ({"games": 10, "records": ["winner", "moods"]}, "records[1]", "winner"),
        ({"games": 10, "sead": 3}, "sead", "did you mean 'seed'"),
    ],
)
def test_a_bad_study_names_its_field(spec, field, words):
    with pytest.raises(StudyError) as e:
        simulate.run(spec, workers=1, progress=False)
    assert isinstance(e.value, InnovationError) and e.value.field == field
    assert words in str(e.value)


def test_run_options_are_checked_and_a_study_reads_json():
    with pytest.raises(StudyError, match="workers: a number of processes"):
        simulate.run({"games": 2}, workers=0)
    with pytest.raises(StudyError, match="client: a distributed.Client, a cluster or a scheduler address"):
        simulate.run({"games": 2}, client=42)
    with pytest.raises(StudyError, match="chunk_size: a number of games"):
        simulate.run({"games": 2}, chunk_size="big")
    with pytest.raises(StudyError, match="not valid JSON"):
        Study.load("{players: 2")
    assert Study.load('{"games": 5, "bots": "greedy"}').bots == ("greedy", "greedy")
    assert Study(games=5, players=4, teams=True).bots == ("random",) * 4


def test_the_random_games_need_none_of_the_study_tools():
    code = (
        "import sys; from innovation_nb.simulate import random_game, Study; random_game(1); "
        "Study(games=3); assert not {'pandas', 'pyarrow', 'distributed'} & set(sys.modules), sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_study_with_artifacts_and_relics():
    study = simulate.Study(games=6, seed=5, expansions=["artifacts"], relics=True)
    df = simulate.run(study, workers=1, progress=False)
    assert len(df) == 6 and study.expansions == ("artifacts",)
    again = simulate.run(study, workers=1, progress=False)
    assert df.drop(columns=[c for c in df.columns if "time" in c], errors="ignore").equals(
        again.drop(columns=[c for c in again.columns if "time" in c], errors="ignore")
    )


def test_a_study_with_echoes_gives_sane_figures():
    """Each first meld is one of the two cards the Echoes deal gives (a base 1 or an Echoes 1); every game ends in
    one of the three ways, a winner by achievements holds seven (six for two players, one more for the expansion),
    and achievements are recorded by age or by the special's name (an Echoes special among them)."""
    from innovation_nb.cards.data import CARDS
    from innovation_nb.engine.state import ALL_SPECIALS, ECHOES_SPECIALS

    study = simulate.Study(games=8, seed=11, expansions=["echoes"], bots=["greedy", "random"])
    df = simulate.run(study, workers=1, progress=False)
    assert len(df) == 8 and set(df.reason) <= {"achievements", "score", "dogma"}
    for col in ("first_meld_1", "first_meld_2"):
        assert all(CARDS[c].age == 1 and CARDS[c].set in ("base", "echoes") for c in df[col])
    assert {CARDS[c].set for c in pd.concat([df.first_meld_1, df.first_meld_2])} == {"base", "echoes"}
    for _, row in df[df.reason == "achievements"].iterrows():
        assert len(row[f"achievements_{row.winner}"]) == 7
    claimed = {a for col in ("achievements_1", "achievements_2") for row in df[col] for a in row}
    assert all(a in ALL_SPECIALS or a.startswith("age ") for a in claimed) and claimed & set(ECHOES_SPECIALS)
    assert df.turns.min() > 1 and (df.winner == 1).sum() > (df.winner == 2).sum()  # greedy beats random


def test_a_study_with_cities_and_with_all_three_expansions():
    for expansions in (["cities"], ["artifacts", "echoes", "cities"]):
        study = simulate.Study(games=4, seed=7, expansions=expansions)
        df = simulate.run(study, workers=1, progress=False)
        assert len(df) == 4 and study.expansions == tuple(expansions)
        assert set(df.reason) <= {"achievements", "score", "dogma"} and df.turns.min() > 1
        # Flags and fountains held at the end are recorded per seat, and they count towards an achievements win.
        for _, row in df.iterrows():
            for s in (1, 2):
                assert row[f"flags_{s}"] >= 0 and row[f"fountains_{s}"] >= 0
            if row.reason == "achievements":
                w = row.winner
                held = len(row[f"achievements_{w}"]) + row[f"flags_{w}"] + row[f"fountains_{w}"]
                assert held >= 6 + len(expansions)  # two players: six, and one more per expansion
        per_seat = simulate.seats(df)
        assert {"flags", "fountains"} <= set(per_seat.columns) and len(per_seat) == 8


def test_a_cities_study_records_the_flags_and_fountains_that_won():
    # Seed 1: games 2 and 3 are won with six achievement cards, and a fountain or a flag as the seventh.
    df = simulate.run(simulate.Study(games=4, seed=1, expansions=["cities"]), workers=1, progress=False)
    short = []
    for _, row in df[df.reason == "achievements"].iterrows():
        w = row.winner
        cards, board = len(row[f"achievements_{w}"]), row[f"flags_{w}"] + row[f"fountains_{w}"]
        assert cards + board >= 7
        if cards < 7:
            short.append((row.game, row[f"flags_{w}"], row[f"fountains_{w}"]))
    assert short == [(2, 0, 1), (3, 1, 0)]
