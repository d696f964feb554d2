"""Keyword spotting on synthetic log-mel frames."""
