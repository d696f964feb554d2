"""Daily blade elongation of farmed sugar kelp from mooring-line sensors."""
