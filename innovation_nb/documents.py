"""Reading untrusted documents — YAML or JSON text, bytes, files, or plain Python data — into plain data, within
limits, before any model sees them.

A scenario, a puzzle or a saved game may come from anywhere, so every reader checks the cheap things first:
the size (``MAX_CHARS``), the nesting depth (``MAX_DEPTH``, checked on the token stream, before anything
recursive runs), the number of values once YAML aliases are expanded (so a few hundred bytes of nested aliases
cannot stand for billions of values), numbers of absurd length, and keys that name the same entry twice
(``1:`` and ``'1':``). Problems raise the caller's error class (``error(field, message)``, a subclass of
:class:`~innovation_nb.errors.InnovationError`) with the field's path.
"""

from __future__ import annotations

import errno
import json
import os
import re
from pathlib import Path

import yaml

from .errors import FieldError, clip, shorten, shown_path
from .files import read_limited, reason

MAX_CHARS = 1_000_000  # characters (or bytes) in one document
MAX_DEPTH = 32  # nested mappings and lists
MAX_NODES = 20_000  # values in a scenario or a puzzle, aliases expanded (a full position has a few hundred)
MAX_DIGITS = 100  # digits in one number
_MAX_BITS = 333  # about as many bits (10 ** 100 < 2 ** 333)

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class DocumentError(FieldError):
    """A document that cannot be read as data (the default error class of this module's readers)."""

    noun = "document"


# -- text ------------------------------------------------------------------------------------------------
def decode(data: bytes, error=DocumentError, where: str = "", max_chars: int = MAX_CHARS) -> str:
    """UTF-8 bytes as text (a leading byte-order mark is dropped); anything else is refused clearly."""
    if len(data) > max_chars:
        raise error("", f"{where}the document is {len(data):,} bytes long; the limit is {max_chars:,}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise error(
            "", f"{where}not UTF-8 text: byte 0x{data[e.start]:02x} at position {e.start} cannot be read"
        ) from None
    return text[1:] if text.startswith("\ufeff") else text


def read_file(path, suffixes, error=DocumentError, what: str = "document") -> tuple[str, str]:
    """The text of a ``.json``/``.yaml``/``.yml`` file (size-checked before reading) and its format."""
    path = Path(path)
    suffix = path.suffix.lower()
    name = shown_path(path, 120)
    if suffix not in suffixes:
        if os.path.isdir(path):  # a folder is worded as the reader would have (below), whatever its name
            raise error("", f"cannot read {what} file {name}: {reason(IsADirectoryError(errno.EISDIR, ''))}")
        raise error("", f"{name}: a {what} file ends in {', '.join(suffixes)}")
    try:
        # read at most one byte past the limit: a size on disk can lie (/dev/zero, a pipe) and a file can grow
        data = read_limited(path, MAX_CHARS)
    except (OSError, ValueError) as e:  # ValueError: a name no file can have (a NUL character)
        raise error("", f"cannot read {what} file {name}: {reason(e)}") from None
    if len(data) > MAX_CHARS:
        raise error("", f"{name}: the file is more than {MAX_CHARS:,} bytes long, the limit")
    return decode(data, error, f"{name}: "), ("json" if suffix == ".json" else "yaml")


def _check_size(text: str, error, max_chars: int = MAX_CHARS) -> None:
    if len(text) > max_chars:
        raise error("", f"the text is {len(text):,} characters long; the limit is {max_chars:,}")


# -- JSON ------------------------------------------------------------------------------------------------
# A string, or an unterminated one up to the end: possessive, so no text makes the scan backtrack (quadratic time).
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*+(?:"|\\?\Z)', re.S)
_JSON_BRACKETS = re.compile(r"[\[\]{}]")


def parse_json(text: str, error=DocumentError, max_nodes: int = MAX_NODES, max_chars: int = MAX_CHARS):
    """JSON text as plain data. Depth and size are measured on the text (strings blanked out) before
    ``json.loads`` runs, so no input can make the parser recurse deeply. ``max_nodes`` and ``max_chars``: a
    document type's own limits where its schema allows more than a scenario's (a learner's record)."""
    if isinstance(text, (bytes, bytearray)):
        text = decode(bytes(text), error, max_chars=max_chars)
    _check_size(text, error, max_chars)
    bare = _JSON_STRING.sub('""', text)
    depth = deepest = 0
    for ch in _JSON_BRACKETS.findall(bare):
        depth += 1 if ch in "[{" else -1
        if depth > deepest:
            deepest = depth
            if deepest > MAX_DEPTH:
                raise error("", f"the document nests deeper than {MAX_DEPTH} levels")
    values = bare.count(",") + bare.count("[") + bare.count("{") + 1
    if values > max_nodes:
        raise error("", f"the document holds about {values:,} values; the limit is {max_nodes:,}")
    try:
        data = json.loads(
            text,
            parse_int=lambda s: _int(s, error),
            parse_constant=lambda s: _constant(s, error),
            object_pairs_hook=_json_object,
        )
    except json.JSONDecodeError as e:
        raise error("", f"not valid JSON: {e}") from None
    check_data(data, error, max_nodes)
    return data


def _int(digits: str, error):
    count = _digits(digits)
    if count > MAX_DIGITS:  # never read: check_data reports it at its field
        return _LongNumber(count)
    return int(digits)


class _LongNumber:
    """A number of ``digits`` digits, too long to read, left where it stood for ``check_data`` to report with its
    field's path."""

    __slots__ = ("digits",)

    def __init__(self, digits: int):
        self.digits = digits


def _digits(text: str) -> int:
    # YAML 1.1 integers may be hexadecimal, binary, octal or base 60 (0x1F, 0b11, 1:30): count their digits alike
    return sum(ch.isalnum() for ch in text)


def _check_digits(text: str, error, line: int | None = None, field: str = "") -> None:
    digits = _digits(text)
    if digits > MAX_DIGITS:
        raise error(field, _too_long(digits, line))


def _too_long(digits: int, line: int | None = None) -> str:
    where = f"line {line}: " if line else ""
    return f"{where}a number of {digits:,} digits; numbers here have at most {MAX_DIGITS} digits"


def _constant(name: str, error):
    raise error("", f"{name} is not a number JSON allows")


class _Duplicates(dict):
    """A mapping whose text named one entry twice; ``check_data`` reports it with the field's path.
    ``keys``: the two keys as written."""

    keys = (None, None)


def _norm(key):
    """Keys that name the same entry: ``1`` and ``'1'``, ``'red'`` and ``' red'``."""
    return str(key).strip() if isinstance(key, (str, int)) and not isinstance(key, bool) else key


def _json_object(pairs):
    d = dict(pairs)
    seen = {}
    for k, _ in pairs:
        n = _norm(k)
        if n in seen:
            d = _Duplicates(d)
            d.keys = (seen[n], k)
            break
        seen[n] = k
    return d


# -- YAML ------------------------------------------------------------------------------------------------
class _Checks:
    """Made into a safe loader (no Python tags), with numbers length-checked and repeated keys marked."""

    error = DocumentError

    def construct_yaml_int(self, node):
        value = self.construct_scalar(node)
        _check_digits(value.replace("_", ""), self.error, node.start_mark.line + 1)
        try:
            return super().construct_yaml_int(node)
        except ValueError:  # a form the resolver took for a number but int() cannot read
            raise self.error(
                "", f"line {node.start_mark.line + 1}: {clip(value, 40)} is not a number this file can hold"
            ) from None

    def construct_yaml_map(self, node):
        seen, repeated = {}, None
        for key_node, _ in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge" or not isinstance(key_node, yaml.ScalarNode):
                continue
            key = self.construct_object(key_node)
            n = _norm(key)
            if n in seen:
                repeated = (seen[n], key)
                break
            seen[n] = key
        data = {} if repeated is None else _Duplicates()
        if repeated is not None:
            data.keys = repeated
        yield data
        data.update(self.construct_mapping(node))


class _SafeLoader(_Checks, _Loader):
    pass


class _PySafeLoader(_Checks, yaml.SafeLoader):
    """The same in pure Python, for a text that libyaml refused on limits of its own (see ``_measure``)."""


for _cls in (_SafeLoader, _PySafeLoader):
    _cls.add_constructor("tag:yaml.org,2002:int", _cls.construct_yaml_int)
    _cls.add_constructor("tag:yaml.org,2002:map", _cls.construct_yaml_map)


def parse_yaml(text: str, error=DocumentError, max_nodes: int = MAX_NODES):
    """YAML text as plain data, read safely (no Python tags, nothing executed). One pass over the event stream
    first measures the depth and the number of values with every alias expanded, before anything is built."""
    if isinstance(text, (bytes, bytearray)):
        text = decode(bytes(text), error)
    _check_size(text, error)
    try:
        # a function given as ``error`` must stay a plain function on the class, not become a method
        loader = type("Loader", (_measure(text, error, max_nodes),), {"error": staticmethod(error)})(text)
        try:
            data = loader.get_single_data()
        finally:
            loader.dispose()
    except yaml.YAMLError as e:
        raise error("", f"not valid YAML (or an unsafe tag): {clip(e)}") from None
    check_data(data, error, max_nodes)
    return data


def _measure(text: str, error, max_nodes: int) -> type:
    """Check our limits on ``text`` and return the loader class to build it with. Our limits must be the ones a
    reader meets, worded by us, whatever the parser does first: libyaml (6.0.4 on) has a nesting limit of its own
    and scans a whole flow collection before its first event, so on a text it refuses, the limits are measured
    again with the pure-Python parser, which has no such limit and never recurses while parsing."""
    try:
        _measure_yaml(text, error, max_nodes, _Loader)
        return _SafeLoader
    except yaml.YAMLError:
        if _Loader is yaml.SafeLoader:
            raise
    _measure_yaml(text, error, max_nodes, yaml.SafeLoader)
    return _PySafeLoader


def _measure_yaml(text: str, error, max_nodes: int, loader: type) -> None:
    # An open collection is a _Frame; a finished one adds its size to its parent's. An alias adds the size of
    # what it names, so ``total`` is the size of the document fully expanded.
    stack = [_Frame(None, None, False)]  # the document itself
    anchors: dict[str, int] = {}
    total = documents = 0
    for ev in yaml.parse(text, Loader=loader):
        if isinstance(ev, yaml.DocumentStartEvent):
            documents += 1
            if documents > 1:
                raise error("", "the text holds more than one YAML document; give one")
            continue
        if isinstance(ev, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            done = stack.pop()
            if done.anchor is not None:
                anchors[done.anchor] = done.size
            stack[-1].size += done.size
            continue
        if not isinstance(ev, (yaml.SequenceStartEvent, yaml.MappingStartEvent, yaml.ScalarEvent, yaml.AliasEvent)):
            continue
        parent = stack[-1]
        path = parent.child(ev)
        if isinstance(ev, yaml.AliasEvent):
            if ev.anchor not in anchors:
                raise error(
                    _where(path),
                    f"the alias *{clip(ev.anchor, 40)} names no finished anchor (an undefined "
                    f"or a self-containing one)",
                )
            size = anchors[ev.anchor]
        else:
            size = 1
            if isinstance(ev, yaml.ScalarEvent) and ev.anchor is not None:
                anchors[ev.anchor] = 1
        if isinstance(ev, yaml.ScalarEvent) and len(ev.value) > MAX_DIGITS and _is_int(ev):
            # checked here, where the field is known (the constructor checks again, knowing only the line)
            _check_digits(ev.value.replace("_", ""), error, ev.start_mark.line + 1, _where(path))
        total += size
        if total > max_nodes:
            raise error("", f"the document holds more than {max_nodes:,} values (with its aliases expanded)")
        if isinstance(ev, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if len(stack) > MAX_DEPTH:
                raise error(_where(path), f"the document nests deeper than {MAX_DEPTH} levels")
            stack.append(_Frame(path, ev.anchor, isinstance(ev, yaml.MappingStartEvent)))
        else:
            parent.size += size


_RESOLVER = yaml.resolver.Resolver()  # the safe loaders' (C or Python): which scalars are numbers


def _is_int(ev: yaml.ScalarEvent) -> bool:
    tag = ev.tag
    if tag is None or tag == "!":  # as the composer does it
        tag = _RESOLVER.resolve(yaml.ScalarNode, ev.value, ev.implicit)
    return tag == "tag:yaml.org,2002:int"


class _Frame:
    """A collection being measured: its path, its size so far, its anchor, and where the next child goes."""

    __slots__ = ("path", "anchor", "mapping", "size", "count", "key")

    def __init__(self, path, anchor, mapping):
        self.path, self.anchor, self.mapping = path, anchor, mapping
        self.size, self.count, self.key = 1, 0, None

    def child(self, ev) -> str:
        """The path of the child ``ev`` starts (a mapping's keys take their mapping's path)."""
        i = self.count
        self.count += 1
        if self.path is None:
            return ""
        if not self.mapping:
            return f"{self.path}[{i}]"
        if i % 2 == 0:
            self.key = ev.value if isinstance(ev, yaml.ScalarEvent) else "?"
            return self.path
        return _join(self.path, self.key)


# -- plain data ------------------------------------------------------------------------------------------
def check_data(data, error=DocumentError, max_nodes: int = MAX_NODES, root: str = "") -> None:
    """Refuse data nested deeper than ``MAX_DEPTH`` (a cycle counts as infinitely deep), holding more than
    ``max_nodes`` values, or with two keys of one mapping naming the same entry. Walks without recursion."""
    stack = [(data, root, 1)]
    nodes = 0
    while stack:
        obj, path, depth = stack.pop()
        nodes += 1
        if nodes > max_nodes:
            raise error("", f"the data holds more than {max_nodes:,} values")
        if isinstance(obj, dict):
            if depth > MAX_DEPTH:
                raise error(_where(path), f"nested deeper than {MAX_DEPTH} levels")
            if isinstance(obj, _Duplicates):
                raise error(_where(path), _twice(*obj.keys))
            seen = {}
            for k in obj:
                n = _norm(k)
                if n in seen:
                    raise error(_where(path), _twice(seen[n], k))
                seen[n] = k
            stack.extend((v, _join(path, k), depth + 1) for k, v in obj.items())
        elif isinstance(obj, (list, tuple)):
            if depth > MAX_DEPTH:
                raise error(_where(path), f"nested deeper than {MAX_DEPTH} levels")
            if len(obj) > max_nodes:
                raise error(_where(path), f"a list of {len(obj):,} entries; the limit is {max_nodes:,}")
            stack.extend((v, f"{path}[{i}]", depth + 1) for i, v in enumerate(obj))
        elif isinstance(obj, _LongNumber):
            raise error(_where(path), _too_long(obj.digits))
        elif isinstance(obj, int) and obj.bit_length() > _MAX_BITS:
            raise error(_where(path), f"a number of more than {MAX_DIGITS} digits")


def _twice(first, second) -> str:
    if type(first) is type(second) and first == second:
        return f"the key {shorten(first)} is given twice"
    return f"the keys {shorten(first)} and {shorten(second)} name the same entry; give it once"


def _join(path: str, key) -> str:
    name = clip(key if isinstance(key, str) else str(key) if isinstance(key, int) else shorten(key), 40)
    return f"{path}.{name}" if path else name


def _where(path: str) -> str:
    """A field path short enough for a message (its end is the part that matters)."""
    return path if len(path) <= 120 else "…" + path[-119:]


def parse_text(text: str, error=DocumentError, max_nodes: int = MAX_NODES):
    """JSON when the text starts with ``{`` or ``[``, YAML otherwise."""
    if text.lstrip()[:1] in ("{", "["):
        return parse_json(text, error, max_nodes)
    return parse_yaml(text, error, max_nodes)


__all__ = [
    "DocumentError",
    "MAX_CHARS",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_NODES",
    "check_data",
    "decode",
    "parse_json",
    "parse_text",
    "parse_yaml",
    "read_file",
]
