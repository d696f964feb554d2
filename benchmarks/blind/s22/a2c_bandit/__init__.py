"""Advantage actor-critic on a vectorised contextual bandit."""
