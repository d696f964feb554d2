"""Axial stiffness and damping of a buoy mooring line from tracked clamp positions."""
