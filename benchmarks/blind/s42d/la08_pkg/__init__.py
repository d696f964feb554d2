"""Ship-to-shore gantry crane: spreader sway, cycle time and twistlock faults, balanced with GradNorm."""
