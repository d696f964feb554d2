"""Moisture of tea leaf in withering troughs, integrated from a learned drying rate."""
