"""The error of a command line the tool cannot carry out, shared by the CLI and its stdin mode."""


class UsageError(Exception):
    """A command line the tool cannot carry out (exit 2)."""
