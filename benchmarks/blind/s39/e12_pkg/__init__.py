"""Galaxy morphology classification (elliptical / spiral / edge-on / irregular)."""
