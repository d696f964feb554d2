"""Secondary structure (helix / strand / coil) from residue windows, trained int8-ready."""
