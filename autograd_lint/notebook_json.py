"""Editing a notebook's JSON text in place: only the ``source`` values of the changed cells are
replaced, every other byte of the file stays as it was (no re-serialisation, so cells that were not
fixed keep their layout whatever tool wrote them)."""
from __future__ import annotations

import json
import re

_SPACE = re.compile(r"[ \t\n\r]*")
_decoder = json.JSONDecoder()


class LayoutError(ValueError):
    """The JSON text is not laid out as expected (it changed, or is not a notebook)."""


def source_spans(text: str) -> dict[int, tuple[int, int]]:
    """``{cell index: (start, end)}`` of each ``cells[i].source`` value in the JSON text (the last
    one where a key repeats, as ``json.loads`` keeps the last)."""
    spans: dict[int, tuple[int, int]] = {}
    for key, start, end in _members(text, _skip_space(text, 0)):
        if key != "cells":
            continue
        spans = {}
        if text[start] != "[":
            raise LayoutError("cells is not a list")
        for index, (item_start, _) in enumerate(_items(text, start)):
            if text[item_start] != "{":
                raise LayoutError("a cell is not an object")
            for cell_key, value_start, value_end in _members(text, item_start):
                if cell_key == "source":
                    spans[index] = (value_start, value_end)
    return spans


def replace_sources(text: str, sources: dict[int, str]) -> str:
    """``text`` with the ``source`` of each cell in ``sources`` replaced, written in the layout the
    old value had (a string, or a list of lines indented as before)."""
    spans = source_spans(text)
    missing = set(sources) - set(spans)
    if missing:
        raise LayoutError(f"cell {min(missing) + 1} has no source")
    ascii_only = text.isascii()
    pieces, position = [], 0
    for index in sorted(sources, key=lambda i: spans[i][0]):
        start, end = spans[index]
        pieces.append(text[position:start])
        pieces.append(_render(text, start, end, sources[index], ascii_only))
        position = end
    pieces.append(text[position:])
    return "".join(pieces)


def _render(text: str, start: int, end: int, source: str, ascii_only: bool) -> str:
    from .source import split_lines

    dump = lambda value: json.dumps(value, ensure_ascii=ascii_only)  # noqa: E731
    if text[start] != "[":
        return dump(source)
    lines = split_lines(source, keepends=True)
    if not lines:
        return "[]"
    items = list(_items(text, start))
    if items:
        opening = text[start + 1:items[0][0]]
        closing = text[items[-1][1]:end - 1].lstrip(",")
        separator = "," + (text[items[0][1]:items[1][0]].lstrip(",") if len(items) > 1 else opening)
    else:  # "[]" before: one line per item, one space deeper than the key (nbformat's layout)
        line_start = text.rfind("\n", 0, start) + 1
        indent = _SPACE.match(text, line_start).group()
        if not text[line_start + len(indent):start].startswith('"source"'):
            opening, closing, separator = "", "", ", "  # not one key per line: stay compact
        else:
            opening, closing, separator = f"\n{indent} ", f"\n{indent}", f",\n{indent} "
    return "[" + opening + separator.join(dump(line) for line in lines) + closing + "]"


def _skip_space(text: str, index: int) -> int:
    return _SPACE.match(text, index).end()


def _value_end(text: str, index: int) -> int:
    try:
        return _decoder.raw_decode(text, index)[1]
    except json.JSONDecodeError as exc:
        raise LayoutError(str(exc)) from None


def _members(text: str, index: int):
    """``(key, value start, value end)`` of each member of the object at ``index``."""
    if text[index:index + 1] != "{":
        raise LayoutError("not an object")
    index = _skip_space(text, index + 1)
    if text[index:index + 1] == "}":
        return
    while True:
        if text[index:index + 1] != '"':
            raise LayoutError("a key is not a string")
        key, index = json.decoder.scanstring(text, index + 1)
        index = _skip_space(text, index)
        if text[index:index + 1] != ":":
            raise LayoutError("':' expected")
        start = _skip_space(text, index + 1)
        end = _value_end(text, start)
        yield key, start, end
        index = _skip_space(text, end)
        if text[index:index + 1] == ",":
            index = _skip_space(text, index + 1)
            continue
        if text[index:index + 1] == "}":
            return
        raise LayoutError("',' or '}' expected")


def _items(text: str, index: int):
    """``(start, end)`` of each item of the array at ``index``."""
    index = _skip_space(text, index + 1)
    if text[index:index + 1] == "]":
        return
    while True:
        end = _value_end(text, index)
        yield index, end
        index = _skip_space(text, end)
        if text[index:index + 1] == ",":
            index = _skip_space(text, index + 1)
            continue
        if text[index:index + 1] == "]":
            return
        raise LayoutError("',' or ']' expected")
