"""Reading source files: bytes to text the way Python itself decodes them (PEP 263 cookie, BOM)."""
from __future__ import annotations

import io
import tokenize
from dataclasses import dataclass


class SourceError(Exception):
    """The file cannot be linted; the message says why, in a few words."""


@dataclass(frozen=True)
class SourceText:
    text: str
    encoding: str
    bom: bool
    newline: str  # the first line ending seen, kept when --fix writes the file back


def decode_source(data: bytes) -> SourceText:
    if b"\x00" in data:
        raise SourceError("binary file, not Python source")
    bom = data.startswith(b"\xef\xbb\xbf")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as exc:  # bad or unknown coding cookie
        raise SourceError(f"cannot decode: {exc}") from None
    try:
        text = data.decode(encoding)
    except (UnicodeDecodeError, LookupError) as exc:
        raise SourceError(f"cannot decode as {encoding}: {_short_unicode_error(exc)}") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return SourceText(text=text, encoding=encoding, bom=bom, newline=_first_newline(text))


def read_source(path: str) -> SourceText:
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except FileNotFoundError:
        raise SourceError("no such file") from None
    except IsADirectoryError:
        raise SourceError("is a directory") from None
    except OSError as exc:
        raise SourceError(f"cannot read: {exc.strerror or exc}") from None
    return decode_source(data)


def _first_newline(text: str) -> str:
    index = text.find("\n")
    if index > 0 and text[index - 1] == "\r":
        return "\r\n"
    if index < 0 and "\r" in text:
        return "\r"
    return "\n"


def _short_unicode_error(exc: Exception) -> str:
    if isinstance(exc, UnicodeDecodeError):
        return f"invalid byte 0x{exc.object[exc.start]:02x} at offset {exc.start}"
    return str(exc)
