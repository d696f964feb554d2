"""Streaming extraction of a cat's purr from phone recordings made on the sofa next to the TV."""
