"""Hypernetwork: violin top-plate descriptors -> weights of a small frequency-response network."""
