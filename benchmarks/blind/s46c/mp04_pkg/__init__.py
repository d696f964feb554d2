"""Advantage actor-critic for pressure profiling an espresso shot on a lever-less pump machine."""
