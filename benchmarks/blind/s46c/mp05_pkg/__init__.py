"""Recurrent online actor-critic that runs a desk fan to keep a drinking-bird toy bobbing on tempo."""
