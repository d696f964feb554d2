"""Jellyfish stranding-level forecast for beach lifeguards with a bootstrapped deep-ensemble committee."""
