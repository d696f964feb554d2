from .nbeats import NBeats

__all__ = ["NBeats"]
