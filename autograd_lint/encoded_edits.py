"""Writing an edited source back in its own encoding, leaving every untouched byte as it was.

Re-encoding the whole text is not enough: a codec may spell the same text in several ways (UTF-7
can shift in and out of base64 at will), so ``text.encode(cookie)`` would rewrite lines nobody
edited. Here the lines the edit did not change keep their original bytes; only the changed lines
are encoded. The result is checked to decode to the edited text; where the file's bytes cannot be
split into its lines that way, the whole text is encoded, BOM first, as a fallback.
"""
from __future__ import annotations

import codecs
import difflib
import re

from .source import SourceText, split_lines

BOM = b"\xef\xbb\xbf"
# Python ends a line at "\n", "\r\n" or "\r": in an ASCII-compatible encoding these bytes are
# those characters (UTF-8, Latin-1, UTF-7's base64 and the CJK codecs' second bytes never use them)
_BYTE_LINE = re.compile(rb"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")


def encode_like(raw: bytes, source: SourceText, new_text: str) -> bytes:
    """``new_text`` (an edit of ``source``, which ``raw`` decoded to) as bytes: ``raw``'s BOM,
    its encoding, and its bytes wherever a line is unchanged. Raises UnicodeEncodeError when a
    changed line cannot be written in that encoding."""
    codec = body_codec(source.encoding)
    prefix = BOM if source.bom else b""
    body = raw[len(prefix):] if raw.startswith(prefix) else raw
    whole = prefix + new_text.encode(codec)
    old_lines = split_lines(source.text, keepends=True)
    byte_lines = _BYTE_LINE.findall(body)
    if len(byte_lines) != len(old_lines) or not _lines_match(byte_lines, old_lines, codec):
        return whole
    new_lines = split_lines(new_text, keepends=True)
    head = 0
    while head < min(len(old_lines), len(new_lines)) and old_lines[head] == new_lines[head]:
        head += 1
    tail = 0
    while tail < min(len(old_lines), len(new_lines)) - head and \
            old_lines[-1 - tail] == new_lines[-1 - tail]:
        tail += 1
    pieces = byte_lines[:head]
    old_middle = old_lines[head:len(old_lines) - tail]
    new_middle = new_lines[head:len(new_lines) - tail]
    matcher = difflib.SequenceMatcher(None, old_middle, new_middle)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            pieces.extend(byte_lines[head + i1:head + i2])
        else:
            pieces.append("".join(new_middle[j1:j2]).encode(codec))
    pieces.extend(byte_lines[len(byte_lines) - tail:])
    data = prefix + b"".join(pieces)
    try:
        same = codecs.decode(data[len(prefix):], codec) == new_text
    except (UnicodeDecodeError, LookupError):
        same = False
    return data if same else whole


def body_codec(encoding: str) -> str:
    """The codec for the text after the BOM (``utf-8-sig`` would add a BOM to every piece)."""
    return "utf-8" if codecs.lookup(encoding).name == "utf-8-sig" else encoding


def _lines_match(byte_lines: list[bytes], lines: list[str], codec: str) -> bool:
    try:
        return all(codecs.decode(data, codec) == line for data, line in zip(byte_lines, lines))
    except (UnicodeDecodeError, LookupError):
        return False
