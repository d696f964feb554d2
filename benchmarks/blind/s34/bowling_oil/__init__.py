"""Breakpoint board and entry angle of a bowling ball on a given lane-oil pattern."""
