"""Escape-room completion time regression."""
