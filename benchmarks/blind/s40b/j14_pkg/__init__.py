"""Centrifugal-compressor surge early warning from streaming pressure / flow sensors."""
