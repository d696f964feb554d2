"""Half-lives of a parent/daughter pair from a gamma-counting series."""
