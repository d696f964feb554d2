"""Blast outcome classification from seismograph and blast-design features, with test-time
entropy minimisation for a new bench whose monitors read differently."""
