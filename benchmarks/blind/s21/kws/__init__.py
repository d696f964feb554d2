"""Keyword spotting on synthetic filterbank frames."""
