"""Roof-shingle wind-tunnel tests: probability that a shingle course lifts off."""
