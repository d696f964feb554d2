"""Popcorn kernel model: will it pop, when, and how big does it get."""
