"""Bicycle spoke tension from the pitch of a plucked spoke (string equation f = sqrt(T/mu) / 2L)."""
from . import models  # noqa: F401
