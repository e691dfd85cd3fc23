"""Our document limits are ours: enforced and worded by innovation_nb.documents whatever the YAML parser (its
version, libyaml or not) refuses first; numbers in every YAML 1.1 form; files read no further than the limit."""

import os

import pytest
import yaml

from innovation_nb import documents
from innovation_nb.documents import MAX_DEPTH, DocumentError, parse_yaml, read_file
from innovation_nb.scenario.model import Scenario, ScenarioError

FLOW = "players: " + "[" * 5_000 + "]" * 5_000
BLOCK = "".join(" " * i + "- \n" for i in range(60))


def _strict_loader(base, limit):
    """A parser that, like some libyaml versions, refuses nesting past ``limit`` levels with its own message."""

    class Strict(base):
        def get_event(self):
            ev = super().get_event()
            if isinstance(ev, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                self._inb_depth = getattr(self, "_inb_depth", 0) + 1
                if self._inb_depth > limit:
                    raise yaml.parser.ParserError("a parser's own words about nesting")
            elif isinstance(ev, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                self._inb_depth -= 1
            return ev

    return Strict


@pytest.mark.parametrize("text", [FLOW, BLOCK, "a: " + "{b: " * 40 + "1" + "}" * 40])
@pytest.mark.parametrize("parser_limit", [None, 5, 20])
def test_our_depth_limit_speaks_first_whatever_the_parser_refuses(monkeypatch, text, parser_limit):
    if parser_limit is not None:  # the fast parser gives up first, with a message of its own
        monkeypatch.setattr(documents, "_Loader", _strict_loader(documents._Loader, parser_limit))
    with pytest.raises(DocumentError, match=f"nests deeper than {MAX_DEPTH} levels") as info:
        parse_yaml(text)
    assert "own words" not in str(info.value)


def test_a_shallow_document_still_loads_when_the_fast_parser_refuses_it(monkeypatch):
    monkeypatch.setattr(documents, "_Loader", _strict_loader(documents._Loader, 2))
    assert parse_yaml("a: [[1, [2]], {b: [3]}]") == {"a": [[1, [2]], {"b": [3]}]}


def test_the_real_parser_refuses_deep_flow_nesting_in_our_words():
    for text in (FLOW, "players: " + "[" * 100_000 + "]" * 100_000):
        with pytest.raises(ScenarioError, match=f"deeper than {MAX_DEPTH} levels"):
            Scenario.load(text)


@pytest.mark.parametrize(
    "text, value",
    [
        ("n: 0x1F", 31),
        ("n: 0b11", 3),
        ("n: 1:30", 90),
        ("n: 0o17", "0o17"),
        ("n: 017", 15),
        ("n: -0x_1F", -31),
        ("n: 1_000", 1000),
    ],
)
def test_yaml_1_1_number_forms_read_as_yaml_reads_them(text, value):
    assert parse_yaml(text) == {"n": value}


@pytest.mark.parametrize("text", ["n: 0x" + "F" * 200, "n: 0b" + "1" * 400, "n: " + "1:" * 80 + "1", "n: " + "9" * 101])
def test_long_numbers_in_any_form_get_our_error(text):
    with pytest.raises(DocumentError, match="100 digits"):
        parse_yaml(text)


def test_a_file_that_never_ends_is_refused_before_reading(tmp_path):
    link, pipe = tmp_path / "endless.yaml", tmp_path / "pipe.yaml"
    os.symlink("/dev/zero", link)
    os.mkfifo(pipe)  # no writer: opening it must not wait for one
    for path in (link, pipe):
        with pytest.raises(DocumentError, match="not a regular file"):
            read_file(path, (".yaml",))
    with pytest.raises(ScenarioError, match="not a regular file"):
        Scenario.load(link)


def test_a_file_past_the_limit_is_refused(tmp_path, monkeypatch):
    big = tmp_path / "big.yaml"
    big.write_text("title: " + "x" * 100)
    monkeypatch.setattr(documents, "MAX_CHARS", 50)
    with pytest.raises(DocumentError, match="more than 50 bytes long"):
        read_file(big, (".yaml",))
