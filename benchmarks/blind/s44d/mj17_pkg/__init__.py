"""Gelato lab: predict overrun (% air) and meltdown rate of a batch from its mix and freezer run."""
