"""One grammar for every reader: over random games of every set, each text a reader reads — every event's words,
every pending request (prompt, title, options), the log, the player's view and the widgets' snapshots — treats
the reader as "you" with second-person grammar ("you decide", "your hand") and everyone else by name, says "a 1"
and "an 8", and never writes "(s)".

Two kinds of reader: a player literally called "You" (as the lessons name the learner), and named players
("Ann") reading with ``you=`` their own name."""

from __future__ import annotations

import json
import re

import pytest
from test_redaction import SETS, strings

from innovation_nb import Game
from innovation_nb.bots import RandomBot
from innovation_nb.engine.text import PUBLIC, Reader
from innovation_nb.engine.view import request_view

# Third-person verbs and possessives that must never follow "you".
_THIRD = (
    r"(?:decides|has|is|does|was|draws|melds|tucks|scores|returns|transfers|claims|chooses|splays|unsplays|"
    r"executes|shares|reveals|digs|seizes|foreshadows|exchanges|rearranges|takes|wins|goes|activates|looks|"
    r"achieves|needs|holds|shows|keeps|gets|gives|puts|moves|makes|carries|passes)"
)
# What must follow "must" or "may": a verb, never a noun ("You must yes or no").
_NOT_A_VERB = r"(?:yes|no|a|an|the|cards?|colou?r|order|value|player|choice|option|\d+)"
BAD = [
    (re.compile(r"\b[Yy]ou's\b"), "a possessive of 'you' with 's"),
    (re.compile(r"\b[Yy]ou " + _THIRD + r"\b"), "a third-person verb after 'you'"),
    (re.compile(r"\b[Yy]ou (?:must|may) " + _NOT_A_VERB + r"\b"), "'must' or 'may' before a noun"),
    (re.compile(r"\b[Tt]hem's\b|\b[Tt]hey's\b"), "a possessive of 'they' with 's"),
    (re.compile(r"\ba (?:8\d*|11|18)\b"), "'a' before a number said with a vowel"),
    (re.compile(r"\ban (?!8|11\b|18\b)\d+\b"), "'an' before a number said with a consonant"),
    (re.compile(r"\(s\)"), "a plural left to the reader"),
    (re.compile(r"\bteam [0-9]\b"), "a team by its number"),
]


def check(text: str, reader: str, where: str) -> None:
    """``text``, read by ``reader``, speaks to them in the second person and of no one as "You's"; a named reader
    is never named in the third person."""
    for pattern, what in BAD:
        m = pattern.search(text)
        assert m is None, f"{where}, read by {reader}: {what} ({m.group(0)!r}) in {text[:300]!r}"
    if reader != "You":  # a named reader reads "you", never their own name
        m = re.search(rf"\b{reader}\b", text)
        assert m is None, f"{where}, read by {reader}: the reader named in the third person in {text[:300]!r}"


def texts_of_request(d) -> list[str]:
    if d is None:
        return []
    return [d.get("prompt") or "", d.get("title") or ""] + [str(o) for o in d.get("option_texts") or []]


# The snapshot fields that are sentences for the viewer (the rest are names, titles, numbers and kinds).
_WORDS = re.compile(
    r"\.(?:text|prompt|title|reason|detail|why|bonus|verdict|team_name|label|follows|doubling)"
    r"(?:\[\d+\])?$|\.option_texts\[\d+\]$"
)


def check_snapshot(snap: dict, reader: str, where: str) -> int:
    n = 0
    for path, t in strings(snap):
        if _WORDS.search(path):
            check(t, reader, f"{where}'s snapshot, {path}")
            n += 1
    return n


def check_picture(html: str, reader: str, where: str) -> None:
    """A static picture's words (its markup and stylesheet left out): no "You's", no "You decides", no team by
    its number; a named reader is never "Ann's" nor "Ann decides" in it (the board still names every player)."""
    words = re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.S))
    words = re.sub(r"&#x27;|&#39;", "'", words)
    for pattern, what in BAD:
        m = pattern.search(words)
        assert m is None, f"{where}'s static picture, read by {reader}: {what} ({m.group(0)!r})"
    if reader != "You":
        m = re.search(rf"\b{reader}(?:'s|’s| {_THIRD})\b", words)
        assert m is None, f"{where}'s static picture, read by {reader}: the reader in the third person ({m.group(0)!r})"


def check_widgets(g, readers, seed: int) -> int:
    """A GameWidget and a DogmaStepper on copies of ``g``, for each reader as its viewer: their snapshots' words
    and their static pictures."""
    from innovation_nb.widgets import DogmaStepper, GameWidget

    n = 0
    for i, r in enumerate(readers):
        others = {p.name: RandomBot(seed + i) for p in g.players if p.name != r}
        w = GameWidget(g.fork(), bots=others, coach=False)
        n += check_snapshot(w.snapshot, r, "GameWidget")
        check_picture(w.static_html(), r, "GameWidget")
        w.close()
        if g.resolving:
            st = DogmaStepper(g.fork(), perspective=r)
            n += check_snapshot(st.snapshot, r, "DogmaStepper")
            check_picture(st.static_html(), r, "DogmaStepper")
            st.close()
    return n


def play(g, seed: int, moves: int, readers, snapshots: bool = False) -> int:
    """Random bots play ``g``; every new event and every pending request is read by each reader and checked
    (with ``snapshots``, the widgets' words too, every few moves). Returns how many texts were checked."""
    bots = {p.name: RandomBot(seed + i) for i, p in enumerate(g.players)}
    checked, done = 0, 0
    for move in range(moves):
        while g.pending is None and g.resolving:
            g.step()
        if snapshots and move % 20 == 7 and not g.over:
            checked += check_widgets(g, readers, seed)
        for ev in g.events[done:]:
            for r in readers:
                check(ev.describe(r, you=r), r, f"event #{ev.index} ({ev.kind})")
                check(ev.describe(r, "iello", you=r), r, f"event #{ev.index} ({ev.kind}, Iello words)")
                checked += 2
        done = len(g.events)
        for r in readers:
            for req in g.pending_all:
                for t in texts_of_request(request_view(g, req, Reader(r, you=r))):
                    check(t, r, "a request")
                    checked += 1
        if g.over:
            break
        if g.pending is not None:
            req = g.pending
            g.answer(bots[req.player].answer(req), run=False, player=req.player)
        else:
            g.apply(bots[g.current_player.name].action(g), run=False)
    for r in readers:
        check("\n".join(g.log(r, you=r)), r, "the log")
        view = g.view(r)
        for t in texts_of_request(view["pending"]) + [(view["result"] or {}).get("detail") or ""]:
            check(t, r, "view()")
    if snapshots:
        from innovation_nb.widgets import BoardWidget

        for r in readers:
            b = BoardWidget(g, perspective=r)
            check_snapshot(b.snapshot, r, "BoardWidget")
            check_picture(b.static_html(), r, "BoardWidget")
            b.close()
        checked += check_widgets(g, readers, seed)  # the end of the game, or where the moves ran out
    return checked


@pytest.mark.parametrize("card_set", list(SETS))
@pytest.mark.parametrize("names", [["You", "Greedy"], ["Ann", "Ben", "Cat"], ["You", "Ben", "Cat", "Dan"]])
def test_every_reader_is_you_and_the_others_are_named(card_set, names):
    expansions = SETS[card_set]
    seed = 3 + len(names)
    g = Game.new(
        names, seed=seed, teams=len(names) == 4 or None, expansions=expansions, relics="artifacts" in expansions
    )
    assert play(g, seed, 300, names, snapshots=True) > 1000


def test_a_prompt_reads_as_written_to_its_chooser_and_about_them_to_the_others():
    from helpers import position

    g = position({"Ann": {"board": {"red": ["Archery"]}}, "Ben": {"hand": ["Oars", "Sailing"]}}, supply={1: ["Tools"]})
    g.apply("dogma Archery", run=False)
    while g.pending is None:
        g.step()
    ben = request_view(g, g.pending, Reader("Ben", you="Ben"))
    ann = request_view(g, g.pending, Reader("Ann", you="Ann"))
    assert (ben["title"], ben["prompt"]) == ("You must choose a card", "Transfer your highest card to Ann's hand")
    assert (ann["title"], ann["prompt"]) == ("Ben must choose a card", "Transfer their highest card to your hand")
    g.answer(g.pending.options[0])
    chose = next(e for e in reversed(g.events) if e.kind == "decision")
    assert chose.describe("Ann", you="Ann").endswith(": Transfer their highest card to your hand")
    assert chose.describe("Ben", you="Ben").startswith("You choose ")


def test_a_secret_choice_reads_as_the_others_choose():
    g = Game.new(["You", "Greedy"], seed=1)
    req = next(r for r in g.pending_all if r.player == "Greedy")
    d = request_view(g, req, Reader("You", you="You"))
    assert d["title"] == "Greedy must choose a card" and d["hidden"]
    mine = request_view(g, next(r for r in g.pending_all if r.player == "You"), Reader("You", you="You"))
    assert mine["title"] == "You must choose a card"


def test_numbers_take_the_article_they_are_said_with():
    from innovation_nb.engine.text import Text, article, count

    assert [article(n) for n in (1, 8, 10, 11, 18, 80)] == ["a", "an", "a", "an", "an", "an"]
    assert str(Text("Score a 8, a 11 and an 1")) == "Score an 8, an 11 and a 1"
    assert (count(1, "action"), count(2, "action")) == ("1 action", "2 actions")


def test_the_public_reader_reads_everyone_by_name():
    g = Game.new(["Ann", "Ben"], seed=2)
    for req in g.pending_all:
        d = request_view(g, req, Reader(PUBLIC))
        assert d["title"] == f"{req.player} must choose a card"
    json.dumps(d)


def test_a_team_is_named_by_its_players():
    g = Game.new(["You", "Ben", "Cat", "Dan"], seed=1, teams=True)
    teams = {p["name"]: p["team_name"] for p in g.view("You")["players"]}
    assert teams == {"You": "You and Cat", "Cat": "You and Cat", "Ben": "Ben and Dan", "Dan": "Ben and Dan"}
