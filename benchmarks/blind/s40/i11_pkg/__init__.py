"""PCB component detector (resistor / capacitor / IC), two-level anchor-based head."""
