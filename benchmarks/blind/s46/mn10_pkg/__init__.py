"""Distilling a sourdough-starter activity classifier from time-lapse rise curves."""
