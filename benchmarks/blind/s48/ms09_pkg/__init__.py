"""Paper-airplane flight outcome: pre-train on fold type, then linear-probe the flight class."""
from . import backbones  # noqa: F401
