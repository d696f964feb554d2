"""Glide-wax recipe proposals for cross-country skis, learned with a surrogate of test runs."""
