"""Bat species from echolocation-call parameters, with a hand-rolled float64 MLP (raw tensors)."""
