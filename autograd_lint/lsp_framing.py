"""The language server's message framing (LSP base protocol over a byte stream), made robust.

pygls' own reader dies on a huge ``Content-Length``, ignores a header ended by a bare LF, and after a
wrong length stays out of step with the stream for good. This reader never trusts a header blindly:

* header lines may end in CRLF or LF; unknown headers are ignored; a line that is no header is
  skipped, but a ``Content-Length:`` at its end (the next message's header glued to a body that
  was cut short) puts the stream back in step;
* a length that is not a number or above :data:`MAX_BODY` is reported and its body skipped up to
  the next header;
* a body that is not JSON because its length was too long (it ran into the next message) is cut
  where that message's header starts, and the rest is read again as the next message;
* a body whose length was too long and the client sends nothing more is taken as it is once the
  stream has been quiet for :data:`QUIET_SECONDS`, if what arrived is one JSON value.

Each :class:`Frame` is a body to handle or a problem to report (with the request id when one can be
read from the broken text, so that the client gets an error instead of waiting forever).
"""
from __future__ import annotations

import json
import os
import re
import select
from dataclasses import dataclass
from typing import Callable, Iterator

MAX_BODY = 256 * 1024 * 1024       # bytes: far above any document an editor sends
MAX_HEADER_LINE = 64 * 1024        # a longer "header" is junk: only its end is kept
QUIET_SECONDS = 1.0                # a short body followed by silence: take what arrived

# (the value holds no colon: in a line of junk ending in a header, the header is what matches)
_LENGTH = re.compile(rb"content-length[ \t]*:[ \t]*([^:]*?)[ \t]*$", re.IGNORECASE)
_LENGTH_INSIDE = re.compile(rb"Content-Length[ \t]*:[ \t]*\d+[ \t]*\r?\n", re.IGNORECASE)
_HEADER = re.compile(rb"^[A-Za-z][A-Za-z0-9-]*[ \t]*:")
_ID = re.compile(rb'"id"\s*:\s*(-?\d{1,18}(?![\d.eE])|"(?:[^"\\]|\\.){0,200}")')


@dataclass
class Frame:
    """One message body, or one problem of the stream (``body`` None) to log or answer."""

    body: bytes | None = None
    problem: str | None = None
    salvaged_id: int | str | None = None   # the id a broken body seems to carry


def salvage_id(data: bytes) -> int | str | None:
    """The request id a message that is not valid JSON appears to carry, or None."""
    match = _ID.search(data[:4096])
    if match is None:
        return None
    try:
        value = json.loads(match.group(1))
    except ValueError:
        return None
    return value if isinstance(value, (int, str)) and not isinstance(value, bool) else None


def fd_reader(fd: int) -> Callable[[float | None], bytes | None]:
    """``read(timeout)`` on a file descriptor: bytes, ``b""`` at end of stream, or None when
    nothing came within ``timeout`` seconds (None: wait as long as it takes)."""

    def read(timeout: float | None) -> bytes | None:
        if timeout is not None:
            ready, _, _ = select.select([fd], [], [], timeout)
            if not ready:
                return None
        try:
            return os.read(fd, 1 << 16)
        except OSError:
            return b""

    return read


class FrameReader:
    """Frames from ``read`` (see :func:`fd_reader`), resynchronising after malformed input."""

    def __init__(self, read: Callable[[float | None], bytes | None]) -> None:
        self._read = read
        self._buffer = bytearray()
        self._eof = False

    # -- low level ---------------------------------------------------------------------------------
    def _fill(self, timeout: float | None = None) -> bool:
        """Read more bytes; False at end of stream or when ``timeout`` passed without any."""
        if self._eof:
            return False
        chunk = self._read(timeout)
        if chunk is None:
            return False
        if not chunk:
            self._eof = True
            return False
        self._buffer += chunk
        return True

    def _line(self) -> bytes | None:
        """The next line with its ending (None at end of stream). Of an endless line only the
        last :data:`MAX_HEADER_LINE` bytes are kept."""
        start = 0
        while True:
            end = self._buffer.find(b"\n", start)
            if end >= 0:
                line = bytes(self._buffer[:end + 1])
                del self._buffer[:end + 1]
                return line[-MAX_HEADER_LINE:]
            if len(self._buffer) > MAX_HEADER_LINE:
                del self._buffer[:len(self._buffer) - MAX_HEADER_LINE]
            start = len(self._buffer)
            # (a line cut short, the rest of a body whose length was too small, ends where the
            # stream goes quiet)
            if not self._fill(QUIET_SECONDS if self._buffer else None):
                if not self._buffer:
                    return None
                line = bytes(self._buffer)
                self._buffer.clear()
                return line

    # -- frames ------------------------------------------------------------------------------------
    def frames(self) -> Iterator[Frame]:
        while True:
            length = yield from self._header()
            if length is None:
                return
            if length >= 0:
                yield from self._body(length)

    def _header(self) -> Iterator[Frame]:
        """Yield the problems met before the next body (each as it is met: the client may be
        waiting for its answer); return that body's length (None at end of stream, -1 when a
        message without a usable length was skipped)."""
        length: int | None = None
        bad_length = False
        while True:
            line = self._line()
            if line is None:
                if length is not None or bad_length:
                    yield Frame(problem="stream ended inside a message header")
                return None
            text = line.rstrip(b"\r\n")
            if not text.strip():
                if length is not None:
                    return length
                if bad_length:
                    yield from self._skip_body()
                    return -1
                continue  # (blank lines between messages are harmless)
            found = _LENGTH.search(text)
            if found is not None and found.start() > 0:
                # junk glued in front of a header: the rest of a body shorter than its length said
                yield Frame(problem=f"skipped {found.start()} byte(s) before a header",
                            salvaged_id=salvage_id(text[:found.start()]))
            if found is not None:
                value = found.group(1)
                if value.isdigit() and int(value) <= MAX_BODY:
                    length, bad_length = int(value), False
                else:
                    what = "too large" if value.isdigit() else "not a number"
                    yield Frame(problem=f"Content-Length {value[:40]!r} is {what}")
                    length, bad_length = None, True
            elif _HEADER.match(text) is None:
                yield Frame(problem="skipped a line that is not a message header",
                            salvaged_id=salvage_id(text))

    def _skip_body(self) -> Iterator[Frame]:
        """Drop the body of a message whose length cannot be used: everything up to the next
        ``Content-Length`` header (left in the buffer, to be read as one), or what came before
        the stream went quiet."""
        while True:
            match = _LENGTH_INSIDE.search(self._buffer)
            end = match.start() if match is not None else None
            if end is None and self._fill(QUIET_SECONDS if self._buffer.strip() else None):
                continue
            skipped = bytes(self._buffer[:end])
            del self._buffer[:end]
            if skipped.strip():
                yield Frame(problem="skipped the body of a message without a usable length",
                            salvaged_id=salvage_id(skipped))
            return

    def _body(self, length: int) -> Iterator[Frame]:
        while len(self._buffer) < length:
            if self._fill(QUIET_SECONDS if self._buffer else None):
                continue
            # quiet, or ended, before the length was reached: a length too long, unless this is
            # a slow client (then keep waiting)
            if self._eof or _is_json(self._buffer) or _LENGTH_INSIDE.search(self._buffer):
                body = bytes(self._buffer)
                self._buffer.clear()
                if body.strip():
                    yield Frame(problem=f"Content-Length {length} but {len(body)} byte(s) came")
                    yield from self._split(body, length)
                return
        body = bytes(self._buffer[:length])
        del self._buffer[:length]
        yield from self._split(body, length)

    def _split(self, body: bytes, length: int) -> Iterator[Frame]:
        """``body``, cut where the next message's header starts if it is not JSON because its
        length ran into that message (the rest is read again)."""
        if not _is_json(body):
            inside = _LENGTH_INSIDE.search(body)
            if inside is not None:
                self._buffer[:0] = body[inside.start():]
                yield Frame(problem=f"Content-Length {length} ran into the next message")
                body = body[:inside.start()].rstrip()
        yield Frame(body=body)


def _is_json(data: bytes | bytearray) -> bool:
    try:
        json.loads(bytes(data))
    except ValueError:
        return False
    return True
