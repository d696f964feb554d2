"""Weakly supervised multi-label tagging of window-frost photographs."""
